import Flipbook
import Foundation
import Layers
import Report

/// `render --report DIR`: the render as an entry of a report page in DIR — the animation as
/// written, every frame with its time and delay behind a scrubber, the contact sheet and
/// the event timeline — beside the entries other renders (or test runs) put there.
struct RenderReport {
  /// The report's folder.
  let directory: String

  /// Throws unless `directory` can hold a report: a new path under an existing directory,
  /// an empty directory or a report's (never `/` or a project's folder); never one of the
  /// command's other outputs. Nothing is created.
  static func check(_ directory: String, others: [String]) throws {
    try Destination.checkDirectory(directory, flag: "--report", others: others)
    var ancestor = URL(fileURLWithPath: directory).standardizedFileURL
    while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
      ancestor.deleteLastPathComponent()
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw FlipbookError.invalidSetting(
        "--report \(directory): \(ancestor.path) exists and is not a directory")
    }
    guard FileManager.default.isWritableFile(atPath: ancestor.path) else {
      throw FlipbookError.invalidSetting(
        "--report \(directory): \(ancestor.path) is not writable")
    }
    do {
      try ReportDirectory.checkUsable(directory)
    } catch let error as ReportError {
      throw FlipbookError.invalidSetting("--report \(directory): \(error.reason)")
    }
  }

  /// Adds the entry of `recording`, rendered as `name` from `source` into `output` in
  /// `format` (whose bytes are at `written` until they are renamed into place), whose frames
  /// are `frame_0000.png`, … in `framesDirectory`. When it cannot be written, the folder is
  /// left as it was.
  ///
  /// - Returns: the entry files of the folder left out of the page, one message each.
  func add(
    _ recording: Recording, name: String, source: String, output: String, written: String,
    format: AnimationFormat, framesDirectory: String
  ) throws -> [String] {
    do {
      var files = ReportFiles()
      let pixels = recording.pixelSize
      let delays = format == .gif ? recording.frameDelays : recording.frameDurations
      var frames: [ReportFrame] = []
      for (index, time) in recording.frameTimes.enumerated() {
        let frame = String(format: "frame_%04d.png", index)
        guard let bytes = FileManager.default.contents(atPath: framesDirectory + "/" + frame)
        else {
          throw ReportError(path: framesDirectory + "/" + frame, reason: "the frame is missing")
        }
        files.add(bytes: Array(bytes), named: frame)
        frames.append(
          ReportFrame(
            time: time, new: ReportImage(file: frame, width: pixels.width, height: pixels.height),
            newDelay: delays[index]))
      }
      var animations: [ReportAnimation] = []
      if let bytes = try Self.regularFile(written) {
        let file = "render." + (output as NSString).pathExtension.lowercased()
        files.add(bytes: bytes, named: file)
        animations.append(
          ReportAnimation(label: (output as NSString).lastPathComponent, file: file))
      }
      let sheet = try files.add(
        recording.contactSheet(at: recording.contactSheetTimes(count: 12)),
        named: "contact-sheet.png")
      let size = "\(pixels.width)×\(pixels.height) px"
      let entry = ReportEntry(
        id: "render-" + name, title: name, location: source,
        strategy: (["flipbook"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
        status: .rendered,
        message: "\(recording.frameCount) frames, \(size), \(JSON.number(recording.duration)) s, "
          + "\(format)",
        frames: frames, delayUnit: format == .gif ? "cs" : "ms", animations: animations,
        contactSheet: sheet,
        timeline: recording.events().map { ReportTimelineLine(.same, $0.description) })
      return try ReportDirectory(path: directory).add(entry, files: files)
    } catch let error as ReportError {
      throw FlipbookError.cannotWrite(path: directory, reason: "\(error.path): \(error.reason)")
    }
  }

  /// The bytes of `path` when it is a regular file, nil when it is not (/dev/null, say).
  private static func regularFile(_ path: String) throws -> [UInt8]? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    guard let bytes = FileManager.default.contents(atPath: path) else {
      throw ReportError(path: path, reason: "the animation written cannot be read back")
    }
    return Array(bytes)
  }
}
