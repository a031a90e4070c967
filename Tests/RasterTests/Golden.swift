import Foundation
import Pixels
import Testing

/// Golden images of the rasterizer's tests, in `__Snapshots__` beside them.
enum Golden {
  /// Compares `image` with `__Snapshots__/<name>.png`, recording it when missing or asked to
  /// (SNAPSHOT_TESTING_RECORD): a recorded image fails the test until it has been looked at
  /// and the test runs again.
  static func expect(
    _ image: Image, _ name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/\(name).png").path
    if ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] != nil
      || !FileManager.default.fileExists(atPath: path)
    {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try image.writePNG(to: path)
      Issue.record("recorded \(path); look at it and run again", sourceLocation: sourceLocation)
      return
    }
    #expect(
      try Image(contentsOfPNGFile: path) == image, "\(name) differs from its golden",
      sourceLocation: sourceLocation)
  }
}
