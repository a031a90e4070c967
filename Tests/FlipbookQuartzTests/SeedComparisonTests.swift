import Flipbook
import FlipbookQuartz
import FlipbookTesting
import Testing

/// The seeds' own UIKit code, compiled against FlipbookQuartz and driven by the demos' touch
/// scripts, draws the frames the native demos draw. Serialized: the seeds keep state in
/// static properties (the busy button, the superviews performing a flip).
@Suite("Seed code against the native demos", .serialized)
struct SeedComparisonTests {
  private let settings = RenderSettings(fps: 30, scale: 1, threads: 2)

  @Test("seed 000's ImageButtonView: press, pop, alert, drag out and back, long press")
  func buttonPop() throws {
    let native = try Recording(file: .builtIn(named: "button-pop"), settings: settings)
    let seed = try Recording(scene: SeedScenes.buttonPop(), settings: settings)
    // Pressed (0.9), mid-pop (0.8 + 0.06…0.3), alert, dragged out, back in, popping after
    // the drag, long press with the second finger, the last pop and its alert.
    let times = [0.3, 0.82, 0.9, 0.95, 1.05, 2.1, 2.8, 3.2, 3.95, 4.05, 5.8, 6.1, 6.85, 6.95, 8.0]
    try expectSameFrames(native: native, seed: seed, at: times)
    // Not vacuous: the pop is visible mid-animation.
    #expect(try seed.frame(at: 0.9) != seed.frame(at: 0.3))
  }

  @Test("seed 001's flipTransition: both halves, the refused tap, flipping back")
  func flip() throws {
    let native = try Recording(file: .builtIn(named: "flip"), settings: settings)
    let seed = try Recording(scene: SeedScenes.flip(), settings: settings)
    let times = [0.2, 0.5, 0.65, 0.8, 0.91, 1.0, 1.15, 1.3, 1.5, 2.3, 2.5, 2.7, 2.9, 3.5]
    try expectSameFrames(native: native, seed: seed, at: times)
    #expect(try seed.frame(at: 0.65) != seed.frame(at: 0.2))
    #expect(try seed.frame(at: 1.15) != seed.frame(at: 0.65))
  }

  @Test("seed 003's RotateImageRecognizer: clockwise, failures, counter-clockwise")
  func rotation() throws {
    let native = try Recording(file: .builtIn(named: "rotation"), settings: settings)
    let seed = try Recording(scene: SeedScenes.rotation(), settings: settings)
    // The seed sets the transform at once; the demo turns the image over 0.25 s. Frames
    // match everywhere except during those turns.
    let turns = native.events().filter { $0.name == "gesture.recognized" }.map(\.time)
    #expect(turns.count == 2)
    let times = stride(from: 0.2, through: 6.1, by: 0.3).filter { t in
      !turns.contains { t >= $0 && t <= $0 + 0.25 }
    }
    try expectSameFrames(native: native, seed: seed, at: times)
    let first = try #require(turns.first)
    #expect(try seed.frame(at: first + 0.3) != seed.frame(at: first - 0.1))
    // During a turn the seed already shows where the demo's turn ends.
    try expectSameFrames(native: native, seed: seed, at: [first + 0.26])
    let seedMidTurn = try seed.frame(at: first + 0.1)
    #expect(
      ImageComparison(try native.frame(at: first + 0.26), seedMidTurn, tolerance: 2)
        .differingPixels < 60)
  }
}
