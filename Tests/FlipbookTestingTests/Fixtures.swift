import Animation
import Flipbook
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import SnapshotTesting
import Testing

/// Small recordings and helpers shared by the FlipbookTesting tests.
enum Fixtures {
  /// A 40 × 40 pt blue square fading in over `duration` seconds, at 10 fps and scale 1.
  static func fade(duration: Double, recordingFor length: Double = 0.5) throws -> Recording {
    try Recording(
      size: Size(width: 40, height: 40), duration: length,
      settings: RenderSettings(fps: 10, scale: 1)
    ) { scene in
      let box = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), name: "box")
      box.backgroundColor = .systemBlue
      scene.rootLayer.addSublayer(box)
      box.add(
        BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: duration), forKey: "fade")
    }
  }

  /// What a strategy makes of a value (strategies here are synchronous).
  static func snapshot<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>)
    -> Format?
  {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result
  }

  /// A new empty folder in the temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The messages of the test issues `body` reports, in order; they are expected, so they do
  /// not fail the calling test.
  static func issues(during body: () throws -> Void) rethrows -> [String] {
    let messages = Messages()
    try withKnownIssue(isIntermittent: true) {
      try body()
    } matching: { issue in
      messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    return messages.all
  }

  /// Messages collected from the issue matcher, which may run on another thread.
  private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ message: String) {
      lock.lock()
      defer { lock.unlock() }
      list.append(message)
    }

    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return list
    }
  }

  /// The paths after "reference:", "new:" and "difference:" in a failure message.
  static func artifactPaths(in message: String) -> [String: String] {
    var paths: [String: String] = [:]
    for line in message.split(separator: "\n") {
      for key in ["reference", "new", "difference"] where line.hasPrefix(key + ":") {
        paths[key] = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
      }
    }
    return paths
  }
}
