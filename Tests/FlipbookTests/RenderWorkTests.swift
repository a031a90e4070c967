import Flipbook
import Foundation
import ProcessServices
import Testing

@Suite("The work a render may take, checked before anything is built")
struct RenderWorkTests {
  private func file(_ layers: String, size: String = "[200, 100]", duration: Double = 1) throws
    -> SceneFile
  {
    let json = """
      {"format": 1, "size": \(size), "duration": \(duration), "layers": \(layers)}
      """
    return try SceneFile(bytes: Array(json.utf8), path: "w.json")
  }

  @Test("frames × the pixels each layer covers, clamped to the frame and a minimum, plus text")
  func estimate() throws {
    let scene = try file(
      """
      [{"frame": [0, 0, 50, 20]},
       {"frame": [0, 0, 1000, 1000]},
       {"frame": [0, 0, 1, 1], "text": {"string": "Hi", "fontSize": 10}}]
      """)
    let work = RenderWork(file: scene, settings: RenderSettings(fps: 10, scale: 2))
    #expect(work.frames == 10)
    #expect(work.layers == 3)
    // The 400 × 200 px frame itself; 50 × 20 pt at scale 2 is 4000 px; the big layer is cut
    // to the frame; the tiny one costs the minimum.
    #expect(work.pixelsPerFrame == 80_000 + 4000 + 80_000 + RenderWork.minimumPerLayer)
    // Two glyphs of 20 px: 2 × 0.72 × 20², weighted 64.
    #expect(abs(work.textPixels - 2 * 0.72 * 400 * 64) < 1e-6)
    #expect(work.total == 10 * work.pixelsPerFrame + work.textPixels)
  }

  @Test("over the limit: one line at the file's layers naming the limit; within it: nothing")
  func refused() throws {
    let many =
      "["
      + Array(repeating: #"{"frame": [0, 0, 200, 100]}"#, count: 50)
      .joined(separator: ",") + "]"
    let scene = try file(many, duration: 10)
    let settings = RenderSettings(fps: 30, scale: 2)
    // 300 frames × (the frame and 50 layers) × 80 000 px = 1.224e9.
    #expect(RenderWork(file: scene, settings: settings).total == 1.224e9)
    try scene.check(settings, limits: Limits(maxWork: 1_224_000_000))
    let error = try #require(throws: SceneError.self) {
      try scene.check(settings, limits: Limits(maxWork: 1_000_000_000))
    }
    #expect(error.path == "layers")
    #expect(error.exceededLimits == [.maxWork])
    #expect(
      error.message
        == "the render would draw about 1.2e9 layer pixels (300 frames of 50 layers covering "
        + "about 4.1e6 px a frame), over the limit of 1000000000: fewer or smaller layers, "
        + "fewer frames, a smaller scale, or less text")
    // A recording checks the same.
    #expect(throws: SceneError.self) {
      try Recording(file: scene, settings: settings, limits: Limits(maxWork: 1_000_000_000))
    }
  }

  @Test("the built-in demos are well within the default")
  func demos() throws {
    for name in SceneFile.builtInNames {
      let scene = try SceneFile.builtIn(named: name)
      let work = RenderWork(file: scene, settings: scene.contents.renderSettings)
      #expect(work.total < Double(Limits().maxWork) / 8, "\(name): \(work.total)")
    }
  }
}
