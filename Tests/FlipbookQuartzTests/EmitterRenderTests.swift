import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Layers
import Pixels
import Testing

/// Emitter layers rendered: particle counts from the birth times, a particle's pixels where
/// the equations of motion put it, the same bytes on any thread count, and a hostile emitter
/// refused before its particles are made.
@Suite("Emitter layers, rendered")
struct EmitterRenderTests {
  /// A solid image of `width` × `height` pixels.
  private func square(_ color: Color, width: Int = 4, height: Int = 4) -> CGImage {
    var image = Image(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { image[x, y] = color.pixel }
    }
    return CGImage(image)
  }

  /// A white window of 200 × 200 points with a view filling it, set up by `body` at 0 s.
  private func record(
    duration: Double = 3, threads: Int = 1, _ body: @escaping (UIView, Scene) -> Void
  ) throws -> Recording {
    try Recording(
      size: Size(width: 200, height: 200), duration: duration,
      settings: RenderSettings(fps: 10, scale: 1, threads: threads)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      window.addSubview(view)
      body(view, scene)
    }
  }

  /// The presented layer named `name` in `layer`'s tree.
  private func find(_ name: String, in layer: PresentedLayer) -> PresentedLayer? {
    if layer.name == name { return layer }
    for sublayer in layer.sublayers {
      if let found = find(name, in: sublayer) { return found }
    }
    return nil
  }

  @Test("the porting guide's confetti: 20 a second from each of 3 cells, until stopped at 1 s")
  func confettiSnippet() throws {
    let recording = try record { view, scene in
      let emitter = startConfetti(in: view, image: square(.white, width: 8, height: 4))
      scene.timeline.schedule(at: 1) { stopConfetti(emitter) }
    }
    let times = [0.0, 0.5, 0.95, 2.0, 5.5]
    let presented = try recording.presentations(at: times)
    for (t, root) in zip(times, presented) {
      // Births at k / 20 s up to 1 s (exclusive), each living 5 s, for each of 3 cells.
      let perCell = (0..<20).filter { Double($0) / 20 <= t && t - Double($0) / 20 < 5 }.count
      let confetti = try #require(find("confetti", in: root))
      #expect(confetti.replicas.count == 3 * perCell, "at \(t) s")
    }
  }

  @Test("one particle of a small image lands where p₀ + v₀τ + ½aτ² puts it")
  func particlePixels() throws {
    let recording = try record { view, _ in
      let emitter = CAEmitterLayer()
      emitter.frame = view.bounds
      emitter.emitterPosition = CGPoint(x: 50, y: 50)
      let cell = CAEmitterCell()
      cell.contents = self.square(.red, width: 8, height: 8)
      cell.contentsScale = 2  // 4 × 4 points
      cell.birthRate = 0.1  // one birth, at 0 s, in the 3 s
      cell.lifetime = 10
      cell.velocity = 40
      cell.yAcceleration = 20
      emitter.emitterCells = [cell]
      view.layer.addSublayer(emitter)
    }
    // At 1 s: (50 + 40 · 1, 50 + ½ · 20 · 1²) = (90, 60), a 4 × 4 pt square about it.
    let frame = try recording.frames(at: [1])[0]
    for (x, y) in [(88, 58), (91, 61), (90, 60)] {
      #expect(frame[x, y] == Color.red.pixel, "inside at (\(x), \(y)): \(frame[x, y])")
    }
    for (x, y) in [(87, 60), (92, 60), (90, 57), (90, 62), (50, 50)] {
      #expect(frame[x, y] == Color.white.pixel, "outside at (\(x), \(y)): \(frame[x, y])")
    }
  }

  @Test("confetti renders the same bytes with 1, 2 and 4 threads")
  func threads() throws {
    func frames(threads: Int) throws -> [Image] {
      let recording = try record(threads: threads) { view, _ in
        _ = startConfetti(in: view, image: self.square(.white, width: 8, height: 4))
      }
      return try recording.frames(at: [0.5, 1.2, 2.4])
    }
    let one = try frames(threads: 1)
    #expect(try frames(threads: 2) == one)
    #expect(try frames(threads: 4) == one)
  }

  @Test("a birth rate of 10⁹ is refused with the layer's name and its numbers, at once")
  func hostile() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let recording = try record { view, _ in
      let emitter = CAEmitterLayer()
      emitter.name = "storm"
      let cell = CAEmitterCell()
      cell.birthRate = 1e9
      cell.lifetime = 10
      emitter.emitterCells = [cell]
      view.layer.addSublayer(emitter)
    }
    do {
      _ = try recording.frames(at: [1])
      Issue.record("the hostile emitter was drawn")
    } catch {
      let message = "\(error.localizedDescription)"
      #expect(message.contains("emitter layer 'storm'"), "\(message)")
      #expect(message.contains("1.0e9") || message.contains("e9"), "\(message)")
    }
    #expect(clock.now - start < .seconds(1))
  }

  @Test("the additive render mode is refused rather than drawn as another")
  func additive() throws {
    #expect(throws: RecordingError.self) {
      let recording = try record { view, _ in
        let emitter = startConfetti(in: view, image: self.square(.white))
        emitter.renderMode = .additive
      }
      _ = try recording.frames(at: [1])
    }
  }

  @Test("key-value coding sets a named cell's birth rate, and reports a path naming none")
  func keyValueCoding() {
    let emitter = CAEmitterLayer()
    let cell = CAEmitterCell()
    cell.name = "spark"
    cell.birthRate = 10
    emitter.emitterCells = [cell]
    emitter.setValue(5, forKeyPath: "emitterCells.spark.birthRate")
    #expect(emitter.flipbookLayer.emitter?.emitterCells.first?.birthRate == 5)
    #expect((emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? NSNumber) == 5)
    emitter.setValue(2, forKeyPath: "birthRate")
    #expect(emitter.birthRate == 2)
    emitter.setValue(1, forKeyPath: "emitterCells.missing.birthRate")
    #expect(emitter.value(forKeyPath: "emitterCells.missing.birthRate") == nil)
  }
}
