// The seeds' modules are part of the package when FLIPBOOK_SEEDS=1 (Scripts/test sets it).
#if FLIPBOOK_SEEDS
  import Flipbook
  import FlipbookQuartz
  import FlipbookTesting
  import Layers
  import Pixels
  import Scenes
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
      let times = [
        0.3, 0.82, 0.9, 0.95, 1.05, 2.1, 2.8, 3.2, 3.95, 4.05, 5.8, 6.1, 6.85, 6.95, 8.0,
      ]
      try expectSameFrames(native: native, seed: seed, at: times)
      // Not vacuous: the pop is visible mid-animation.
      #expect(try seed.frame(at: 0.9) != seed.frame(at: 0.3))
    }

    @Test(
      """
      seed 000 version 1: a tap recogniser, @Published touches and UIAlertController draw the \
      demo's first tap, alert and dismissal
      """)
    func buttonPopVersion1() throws {
      let native = try Recording(file: .builtIn(named: "button-pop"), settings: settings)
      let seed = try Recording(scene: SeedScenes.buttonPopVersion1(), settings: settings)
      // Pressed (0.9), the alert fading in, shown, dismissed by OK, gone. The pop itself
      // (0.8 s to 1.1 s) is left out: version 1 leaves its ease-out commented out.
      let times = stride(from: 0.1, through: 3.1, by: 0.1).map { ($0 * 100).rounded() / 100 }
        .filter { !(0.8...1.1).contains($0) }
      try expectSameFrames(native: native, seed: seed, at: times)
      #expect(try seed.frame(at: 0.9) != seed.frame(at: 0.3))
      #expect(try seed.frame(at: 1.2) != seed.frame(at: 0.3))
      // After that version 1 behaves as its author says version 2 improves on: a finger that
      // moves is no tap (no alert after the drag out and back, where the demo's shows at
      // 4.2 s), and a second finger presses the other button (its alert at 6.6 s).
      let alerts = { (recording: Recording) in
        recording.events().filter { $0.name == "action" && $0["name"] != .string("OK") }
          .map { "\($0.time) \($0["name"]?.description ?? "")" }
      }
      #expect(alerts(native).count == 3)
      #expect(
        alerts(seed) == [
          "1.1 \"alert Saved\"", "6.6 \"alert Cancelled\"", "7.1 \"alert Saved\"",
        ])
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

    @Test("seed 002's Button: per-state titles, 0.2 dimming, disabled, selected")
    func buttonStates() throws {
      let native = try Recording(file: .builtIn(named: "button-states"), settings: settings)
      let seed = try Recording(scene: SeedScenes.buttonStates(), settings: settings)
      // The seed swaps a title at once (its author could not re-create UIButton's fade); the
      // demo fades the old title out and the new one in over 0.2 s. And UIKit's tracking area
      // keeps "Share" highlighted while the finger is within 70 points of it (2.45 s to
      // 3.05 s), where the demo un-highlights it at its bounds.
      let titleChanges = [0.4, 1.2, 5.0, 6.0]
      let times = stride(from: 0.1, through: 6.5, by: 0.1).map { ($0 * 100).rounded() / 100 }
        .filter { t in
          !titleChanges.contains { t >= $0 && t < $0 + 0.2 } && !(2.4...3.1).contains(t)
        }
      try expectSameFrames(native: native, seed: seed, at: times)
      // Not vacuous: the highlighted title and the dimming show.
      #expect(try seed.frame(at: 0.65) != seed.frame(at: 0.3))
      #expect(try seed.frame(at: 2.0) != seed.frame(at: 1.7))
      // The new title at once: at 0.45 s the seed already shows what the demo shows at 0.65 s
      // (the finger rests there in between).
      try expectSameFrames(native: native, seed: seed, at: [0.65])
      #expect(try seed.frame(at: 0.45) == seed.frame(at: 0.65))
      #expect(try native.frame(at: 0.45) != native.frame(at: 0.65))
      // Dragged 20 points outside "Share", still dimmed: the "S" of its title (x 134...140),
      // in the system blue (red 0), has its darkest red near 255 × 0.8 = 204 at alpha 0.2.
      func darkestRed(_ frame: Image) -> Int {
        var darkest = 255
        for y in 98..<118 {
          for x in 130..<142 { darkest = min(darkest, Int(frame[x, y].red)) }
        }
        return darkest
      }
      #expect(darkestRed(try seed.frame(at: 2.7)) > 190)
      #expect(darkestRed(try native.frame(at: 2.7)) < 60)
    }

    @Test(
      """
      seed 004's Button: highlight at once, haptic, 0.5 s fade back, spring press; the ghost's \
      border at rest is its title colour, as the seed's update() sets it
      """)
    func fluidButton() throws {
      let native = try Recording(file: .builtIn(named: "fluid-button"), settings: settings)
      let seed = try Recording(scene: SeedScenes.fluidButton(), settings: settings)
      // The seed's update() sets the border to the title colour (white 0.15 for the ghost) at
      // rest, where the demo draws Colors.Button.border (white 0.55): the ghost's border band
      // (its frame 172, 62, 124 × 56, and 6 points inward, where the border lies when pressed
      // to 0.95) is left out of the comparison and measured instead.
      func isBorderBand(_ x: Int, _ y: Int) -> Bool {
        x >= 171 && x < 298 && y >= 61 && y < 120 && !(x >= 178 && x < 291 && y >= 68 && y < 112)
      }
      func expectSameOutsideBand(at times: [Double]) throws {
        for t in times {
          let (a, b) = (try native.frame(at: t), try seed.frame(at: t))
          var differing = 0
          for y in 0..<a.height {
            for x in 0..<a.width where !isBorderBand(x, y) {
              let (p, q) = (a[x, y], b[x, y])
              let difference = max(
                abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                abs(Int(p.blue) - Int(q.blue)))
              if difference > 2 { differing += 1 }
            }
          }
          #expect(differing == 0, "at \(t) s, \(differing) pixels differ outside the band")
        }
      }
      // The flat button's tap and its fade, and the ghost's press (0.1 s to 1.15 s). At 0.6 s,
      // just after the lift, the seed's spring back adds to the press spring still running, as
      // UIKit's animations add up, where the demo restarts from what shows: left out.
      let first = stride(from: 0.1, through: 1.15, by: 0.05).map { ($0 * 100).rounded() / 100 }
        .filter { $0 != 0.6 }
      try expectSameOutsideBand(at: first)
      // The ghost's border at rest: white 0.15 (38 levels) here, white 0.55 (140) in the demo.
      #expect(abs(Int(try seed.frame(at: 0.1)[234, 62].red) - 38) <= 2)
      #expect(abs(Int(try native.frame(at: 0.1)[234, 62].red) - 140) <= 2)
      // Not vacuous: the flat button highlights and its press scales it.
      #expect(try seed.frame(at: 0.45) != seed.frame(at: 0.1))
      #expect(try seed.frame(at: 0.9) != seed.frame(at: 0.45))
      // Dragged 70 points below the ghost (y 160, 42 beyond its bottom edge at 118): UIKit's
      // tracking area keeps it highlighted (white 0.86 background) where the demo fades it.
      #expect(abs(Int(try seed.frame(at: 4.0)[180, 90].red) - 219) <= 2)
      #expect(Int(try native.frame(at: 4.2)[180, 90].red) > 240)
      // Each touch-down and drag-enter plays the light haptic, as in the demo: the seed's has
      // no drag-enter (the finger never left the tracking area).
      let haptics = { (recording: Recording) in
        recording.events().filter { $0.name == "haptic" }.map(\.description)
      }
      #expect(haptics(seed).count == 5)
      #expect(haptics(seed) == Array(haptics(native).prefix(5)))
      // A property animator released while it runs (the seed's animate() keeps it in a local)
      // still finishes, as on iOS, so the spring's end value holds and the titles sit where
      // the demo's do.
      try expectSameOutsideBand(at: [1.3, 2.0, 3.3, 4.8])
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
#else
  import Testing

  /// Says, in every run without them, that the seed comparisons were not built.
  @Suite("Seed code against the native demos")
  struct SeedComparisonTests {
    @Test(
      "the seeds' iOS code, compiled through the FlipbookPort plugin",
      .disabled(
        "the seeds' modules are part of the package only with FLIPBOOK_SEEDS=1, as Scripts/test sets it"
      ))
    func seeds() {}
  }
#endif
