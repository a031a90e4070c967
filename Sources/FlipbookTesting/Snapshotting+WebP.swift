import Flipbook
import Foundation
import SnapshotTesting

extension Diffing where Value == RecordedWebP {
  /// WebPs stored as they are (timeline chunk included); two match when they have the same
  /// frame count, durations and events, and each frame has at most `fraction` of its pixels
  /// more than `tolerance` levels off. A mismatch lists what differs and, when frames do,
  /// writes strips of the differing frames (reference, new, difference) as PNGs.
  public static func webp(tolerance: Int = 2, fraction: Double = 0.001) -> Diffing {
    .animation(tolerance: tolerance, fraction: fraction)
  }
}

extension Snapshotting where Value == Recording, Format == RecordedWebP {
  /// The whole recording as a lossless animated WebP — every frame in full colour, every
  /// duration in milliseconds and the event timeline — for references that a 256-colour GIF
  /// would band or dither. Each frame matches when at most `fraction` of its pixels differ
  /// by more than `tolerance` levels; a change of timing fails too. A recording that cannot
  /// be written as a WebP fails the test with the reason, and nothing is recorded.
  public static func webp(tolerance: Int = 2, fraction: Double = 0.001) -> Snapshotting {
    .animation(tolerance: tolerance, fraction: fraction)
  }
}
