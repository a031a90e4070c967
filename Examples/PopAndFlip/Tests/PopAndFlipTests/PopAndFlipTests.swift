import Flipbook
import FlipbookTesting
import PopAndFlip
import Testing

/// The icon before it pops, past full size, the screenshots before the flip, edge-on, and
/// flipped; then the whole GIF. References were recorded after they were looked at;
/// re-record with `SNAPSHOT_TESTING_RECORD=all swift test` and look at `__Snapshots__/`.
@Test func popAndFlip() throws {
  let recording = try PopAndFlip.recording(settings: RenderSettings(fps: 10, scale: 1))
  assertSnapshot(of: recording, as: .frames(at: [0, 0.25, 0.5, 0.75, 1.1]))
  assertSnapshot(of: recording, as: .gif(tolerance: 2))
}
