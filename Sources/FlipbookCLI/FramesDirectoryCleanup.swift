import Flipbook
import Foundation
import ProcessServices

/// Tracks the files a render writes into `--frames-dir`, so a failed or interrupted render
/// removes them (and the folder, if it made it) instead of leaving a partial set.
final class FramesDirectoryCleanup {
  private let directory: String
  private let existing: Set<String>
  private var written: [String] = []

  /// Notes what `directory` holds before the render.
  ///
  /// - Throws: when it exists but cannot be listed: its frames could not be told from the
  ///   render's, and a failed render would remove them.
  init(directory: String) throws {
    self.directory = directory
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      do {
        existing = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
      } catch {
        throw FlipbookError.invalidSetting("--frames-dir \(directory): cannot be listed")
      }
    } else {
      existing = []
      TemporaryFiles.shared.add(directory)
      written.append(directory)
    }
    expect(0)
  }

  /// Records that frame `index` was written. The next frame is registered before it is
  /// written, so a signal arriving just after its file is renamed into place still finds it
  /// (removing a frame that was never written is harmless).
  func wroteFrame(_ index: Int) {
    expect(index + 1)
  }

  private func expect(_ index: Int) {
    let name = String(format: "frame_%04d.png", index)
    guard !existing.contains(name) else { return }
    let path = directory + "/" + name
    TemporaryFiles.shared.add(path)
    written.append(path)
  }

  /// Removes what the render added.
  func removeWritten() {
    for path in written.reversed() {
      if unlink(path) != 0 && errno == EISDIR { rmdir(path) }
      TemporaryFiles.shared.remove(path)
    }
    written = []
  }

  /// Keeps the frames: the render succeeded.
  func keep() {
    for path in written { TemporaryFiles.shared.remove(path) }
    written = []
  }
}
