import Flipbook
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import ProcessServices
import Raster
import Scenes
import Testing

@Suite("The work a render may take, checked before anything is drawn")
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
    // Two glyphs of 20 px, 2 × 0.72 × 20² = 576 px (under the 1 × 1 pt layer's clip,
    // raised to the 1024 px minimum), and 16 px a character of layout; weighted 64.
    #expect(abs(work.textPixels - (2 * 0.72 * 400 + 2 * 16) * 64) < 1e-6)
    #expect(work.total == 10 * work.pixelsPerFrame + work.textPixels)
  }

  @Test(
    "a layer costs the largest its animations make it: scale, bounds, a spring's overshoot",
    arguments: [
      // 10 × 10 pt at scale 2 is 400 px; to 3 times its size, 9 times that, and the
      // sublayer with it.
      (#"{"type": "basic", "keyPath": "transform.scale", "to": 3}"#, 3600.0, 3600.0),
      // By 3 from 0.5 is counted up to 1 + 3, the model's scale and the change.
      (#"{"type": "basic", "keyPath": "transform.scale.x", "from": 0.5, "by": 3}"#, 1600, 1600),
      (#"{"type": "keyframe", "keyPath": "transform.scale.y", "values": [1, 5, 2]}"#, 2000, 2000),
      // Wider bounds do not enlarge the sublayer.
      (#"{"type": "basic", "keyPath": "bounds.size.width", "to": 40}"#, 1600, 400),
      // A spring from 1 to 3 may pass 3 by as much again as it travels: 5 × 5 times.
      (#"{"type": "spring", "keyPath": "transform.scale", "from": 1, "to": 3}"#, 10_000, 10_000),
      (
        #"{"type": "viewAnimation", "duration": 1, "changes": {"transform": {"scale": 2}}}"#,
        1600, 1600
      ),
      // Shrinking costs no less than the layer as the file gives it.
      (#"{"type": "basic", "keyPath": "transform.scale", "to": 0.5}"#, 400, 400),
    ])
  func animatedGrowth(animation: String, layer: Double, sublayer: Double) throws {
    let scene = try file(
      #"[{"frame": [0, 0, 10, 10], "sublayers": [{"frame": [0, 0, 10, 10]}], "#
        + #""animations": [\#(animation)]}]"#, size: "[1000, 1000]")
    let work = RenderWork(file: scene, settings: RenderSettings(fps: 10, scale: 2))
    // The frame, the layer and its sublayer, each at least the minimum.
    let minimum = RenderWork.minimumPerLayer
    #expect(work.pixelsPerFrame == 2000 * 2000 + max(layer, minimum) + max(sublayer, minimum))
  }

  @Test("a layer under a Core Animation transition costs its old picture too")
  func transition() throws {
    let card = """
      [{"name": "card", "frame": [0, 0, 50, 20],
        "sublayers": [{"name": "a", "frame": [0, 0, 50, 20]},
                      {"name": "b", "frame": [0, 0, 50, 20], "hidden": true}]
      """
    let still = try file(card + "}]")
    let pushed = try file(
      card
        + #", "animations": [{"type": "transition", "duration": 0.5, "transitionType": "push", "#
        + #""from": "a", "to": "b"}]}]"#)
    let settings = RenderSettings(fps: 10, scale: 2)
    let before = RenderWork(file: still, settings: settings)
    let after = RenderWork(file: pushed, settings: settings)
    // The card and its two sublayers, 50 × 20 pt at scale 2: 4000 px each, once more for
    // the old picture.
    #expect(after.pixelsPerFrame == before.pixelsPerFrame + 3 * 4000)
    // Built and half-way through, the tree costs as much.
    let scene = try pushed.makeScene()
    scene.timeline.advance(to: 0.25)
    let timed = RenderWork(
      root: scene.rootLayer, at: 0.25, size: Size(width: 200, height: 100), scale: 2,
      frames: 10)
    #expect(timed.pixelsPerFrame == after.pixelsPerFrame)
  }

  @Test("text costs no more pixels than its layer's bounds hold, at its own raster scale")
  func textClippedToBounds() throws {
    let long = String(repeating: "W", count: 1000)
    let scene = try file(
      """
      [{"frame": [0, 0, 100, 20], "text": {"string": "\(long)", "fontSize": 200}},
       {"frame": [0, 0, 100, 20], "text": {"string": "\(long)", "fontSize": 200,
        "textLayer": true, "contentsScale": 4}}]
      """)
    let work = RenderWork(file: scene, settings: RenderSettings(fps: 10, scale: 2))
    // 1000 glyphs of 400 px would be 1.2e8 px; the label's bounds at scale 2 hold 8000 px,
    // the text layer's at its contentsScale 4, 32 000 px.
    #expect(abs(work.textPixels - (8000 + 32_000 + 2 * 1000 * 16) * 64) < 1e-6)
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

  @Test("a shape costs its box grown by the stroke, its edges and its elements, per frame")
  func shapeCost() throws {
    // A 100 × 50 pt box stroked 2 pt wide (miter limit 1: the reach is 1 pt) at scale 2:
    // 102 × 52 pt = 21 216 px; its edges are 300 pt = 600 px, counted three times, and 2 × 4
    // px of joins for each of its 5 elements, each pixel an edge crosses weighing 64.
    let scene = try file(
      """
      [{"frame": [0, 0, 10, 10], "path": "M0 0 H100 V50 H0 Z", "lineWidth": 2,
        "miterLimit": 1}]
      """)
    let work = RenderWork(file: scene, settings: RenderSettings(fps: 10, scale: 2))
    let box: Double = 102 * 52 * 4
    let edges = 3.0 * 600 + 5 * 2 * 4
    let shape: Double = box + 64 * edges + 5 * 64
    #expect(work.largestShapePixels == shape)
    #expect(work.pixelsPerFrame == 80_000 + RenderWork.minimumPerLayer + shape)
  }

  @Test("a huge stroke costs at most the frame in area; a huge path is refused, naming it")
  func hugeShapes() throws {
    // A line width of 1e6 pt covers at most the 400 × 200 px frame.
    let wide = try file(
      """
      [{"frame": [0, 0, 10, 10], "path": "M0 0 L10 10", "lineWidth": 1000000}]
      """)
    let work = RenderWork(file: wide, settings: RenderSettings(fps: 10, scale: 2))
    // Its edges: 3 × 20 px of length and 2 × 2 px-wide joins… capped at the frame's
    // width and height three times per element.
    let length = 3.0 * 40
    let joins = 2.0 * 2 * 1_000_000 * 2
    let edges = min(length + joins, 3.0 * 2 * 600)
    let capped: Double = 80_000 + 64 * edges + 2 * 64
    #expect(work.largestShapePixels == capped)
    // 20 000 segments cost 64 px each a frame, with the 2 px of each edge three times over
    // and the 2 px line width twice, each pixel an edge crosses weighing 64.
    let path = "M0 0" + String(repeating: " l1 0", count: 20_000)
    let long = try file(
      #"[{"frame": [0, 0, 10, 10], "name": "zigzag", "path": ""# + path + #""}]"#,
      duration: 10)
    let settings = RenderSettings(fps: 30, scale: 2)
    let longWork = RenderWork(file: long, settings: settings)
    #expect(longWork.largestShapeLayer == "zigzag")
    let expected: Double = 64 * (3 * 40_000 + 2 * 20_001 * 2) + 20_001 * 64 + 80_000
    #expect(longWork.largestShapePixels == expected)
    let error = try #require(throws: SceneError.self) {
      try long.check(settings, limits: Limits(maxWork: 100_000_000))
    }
    #expect(error.exceededLimits == [.maxWork])
    #expect(error.message.contains("the shape of layer 'zigzag' alone covers about 1.4e7 px"))
  }

  @Test("the shapes of one frame are bounded by 4 times the frame pixel limit, naming the largest")
  func shapesOfOneFrame() throws {
    let path = "M0 0" + String(repeating: " l100 0 l-100 50", count: 500)
    let scene = try file(
      #"[{"frame": [0, 0, 10, 10], "name": "zigzag", "path": ""# + path
        + #"", "lineWidth": 20}]"#)
    let settings = RenderSettings(fps: 10, scale: 2)
    let work = RenderWork(file: scene, settings: settings)
    #expect(work.shapePixelsPerFrame == work.largestShapePixels)
    // Within the default limits (64 Mpx a frame: 256 Mpx of shapes), refused under 1 Mpx.
    try scene.check(settings, limits: Limits())
    let error = try #require(throws: SceneError.self) {
      try scene.check(settings, limits: Limits(maxPixels: 1_000_000))
    }
    #expect(error.exceededLimits == [.maxPixels])
    #expect(error.message.contains("the shapes of one frame would cover about"))
    #expect(error.message.contains("of layer 'zigzag'"))
  }

  @Test("a shadow costs its blurred texture, its composite and, without a path, its layer again")
  func shadowCost() throws {
    // 100 × 50 pt at scale 2 with a radius of 4 (animated up to 10): the texture reaches
    // 3 × 10 pt beyond each side, (100 + 60) × (50 + 60) pt = 70 400 px; blurring weighs 2 a
    // pixel, compositing 1, and the layer (20 000 px) is drawn again for its alpha.
    let scene = try file(
      """
      [{"frame": [0, 0, 100, 50], "backgroundColor": "white", "shadowOpacity": 0.5,
        "shadowRadius": 4, "animations": [{"type": "basic", "keyPath": "shadowRadius",
        "to": 10}]}]
      """)
    let work = RenderWork(file: scene, settings: RenderSettings(fps: 10, scale: 2))
    let texture: Double = 160 * 110 * 4
    let shadow = texture * 2 + texture + 20_000
    #expect(work.pixelsPerFrame == 80_000 + 20_000 + shadow)
    #expect(work.largestEffect == "the shadow of an unnamed layer")
    #expect(work.largestEffectPixels == shadow)
    #expect(work.largestShadowExtent == texture)
    // With a shadow path, the path's box instead, and the layer is not drawn again.
    let fast = try file(
      """
      [{"frame": [0, 0, 100, 50], "shadowOpacity": 0.5, "shadowRadius": 4,
        "shadowPath": {"rect": [0, 0, 40, 20]}}]
      """)
    let pathWork = RenderWork(file: fast, settings: RenderSettings(fps: 10, scale: 2))
    let box: Double = (40 + 24) * (20 + 24) * 4
    #expect(pathWork.pixelsPerFrame == 80_000 + 20_000 + 3 * box)
    // A shadow that never shows costs nothing.
    let hidden = try file(#"[{"frame": [0, 0, 100, 50], "shadowOpacity": 0}]"#)
    #expect(
      RenderWork(file: hidden, settings: RenderSettings(fps: 10, scale: 2)).pixelsPerFrame
        == 100_000)
  }

  @Test("a blur radius of thousands of points is refused at it, naming the layer")
  func hugeShadow() throws {
    let json = """
      {"format": 1, "size": [200, 100], "duration": 1, "layers": [
       {"name": "card", "frame": [0, 0, 100, 50], "shadowOpacity": 1, "shadowRadius": 3000}]}
      """
    let scene = try SceneFile(bytes: Array(json.utf8), path: "w.json")
    let settings = RenderSettings(fps: 10, scale: 2)
    // (100 + 18 000) × (50 + 18 000) pt at scale 2: 1.3e9 px, over the 64 Mpx a frame may
    // have. The renderer would blur it at a 1 Mpx texture, so its work alone is small.
    let work = RenderWork(file: scene, settings: settings)
    #expect(work.largestShadowExtent == 18_100 * 18_050 * 4)
    #expect(work.pixelsPerFrame < 4e6)
    let error = try #require(throws: SceneError.self) { try scene.check(settings) }
    #expect(error.exceededLimits == [.maxPixels])
    #expect(error.path == "layers[0].shadowRadius")
    #expect(error.location == TextPosition(line: 2, column: 81))
    #expect(
      error.message
        == "the shadow of layer 'card' would blur about 1.3e9 px (its bounds grown by 3 times "
        + "its largest shadowRadius on each side, at the render's scale), over the limit of "
        + "67108864 px a frame: a smaller shadowRadius, or a smaller scale")
    // A radius of 300 points is within it.
    let fine = json.replacingOccurrences(of: "3000", with: "300")
    try SceneFile(bytes: Array(fine.utf8), path: "w.json").check(settings)
  }

  @Test("a replicator multiplies its subtree; ten thousand copies of a big one are refused")
  func replicatorCost() throws {
    let json = """
      {"format": 1, "size": [200, 100], "duration": 1, "layers": [
       {"name": "dots", "frame": [0, 0, 200, 100], "instanceCount": 10000,
        "sublayers": [{"frame": [0, 0, 200, 100], "backgroundColor": "red",
                       "mask": {"frame": [0, 0, 10, 10]}}]}]}
      """
    let limits = Limits(maxLayers: 100_000)
    let scene = try SceneFile(bytes: Array(json.utf8), path: "w.json", limits: limits)
    let settings = RenderSettings(fps: 10, scale: 2)
    let work = RenderWork(file: scene, settings: settings)
    // Each copy: the 80 000 px layer, its mask (1024 px at least) and the group it masks
    // (80 000 px).
    let copy = 80_000 + 1024 + 80_000.0
    #expect(work.pixelsPerFrame == 80_000 + 80_000 + 10_000 * copy)
    #expect(work.layers == 1 + 2 * 10_000)
    #expect(work.largestEffect == "the 10000 copies of replicator layer 'dots'")
    let error = try #require(throws: SceneError.self) { try scene.check(settings, limits: limits) }
    #expect(error.exceededLimits == [.maxWork])
    #expect(
      error.message.contains(
        "the costliest effect, the 10000 copies of replicator layer 'dots', about 1.6e9 px a frame"
      ))
  }

  /// A scene of `copies` copies of a 150 × 75 pt card, built in Swift.
  private func replicatedCards(copies: Int, limits: Limits = Limits()) throws -> Recording {
    try Recording(
      size: Size(width: 200, height: 100), duration: 10, settings: RenderSettings(fps: 30),
      limits: limits
    ) { scene in
      let replicator = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "dots")
      replicator.replicator = ReplicatorContent(instanceCount: copies)
      let card = Layer(frame: Rect(x: 0, y: 0, width: 150, height: 75))
      card.backgroundColor = .red
      replicator.addSublayer(card)
      scene.rootLayer.addSublayer(replicator)
    }
  }

  @Test("a scene built in Swift is refused as its scene file is, in the same words")
  func swiftRefusedAsFile() throws {
    let json = """
      {"format": 1, "size": [200, 100], "duration": 10, "fps": 30, "layers": [
       {"name": "dots", "frame": [0, 0, 200, 100], "instanceCount": 1000,
        "sublayers": [{"frame": [0, 0, 150, 75], "backgroundColor": "red"}]}]}
      """
    let file = try SceneFile(bytes: Array(json.utf8), path: "w.json")
    let limits = Limits(maxWork: 100_000_000)
    let fileError = try #require(throws: SceneError.self) {
      try Recording(file: file, limits: limits)
    }
    let swiftError = try #require(throws: RecordingError.self) {
      try replicatedCards(copies: 1000, limits: limits)
    }
    // At the default scale of 2: 300 frames × (the 80 000 px frame, the replicator's
    // 80 000 px and 1000 cards of 45 000 px) = 1.35e10, over the limit; the copies are the
    // costliest part.
    #expect(swiftError == .overBudget(fileError.message, limit: .maxWork))
    #expect(swiftError.exceededLimits == [.maxWork])
    #expect(
      fileError.message
        == "the render would draw about 1.4e10 layer pixels (300 frames of 1001 layers covering "
        + "about 4.5e7 px a frame; the costliest effect, the 1000 copies of replicator layer "
        + "'dots', about 4.5e7 px a frame), over the limit of 100000000: fewer or smaller "
        + "layers, fewer frames, a smaller scale, or less text")
  }

  @Test("a million copies built in Swift are refused before a copy is made")
  func millionCopies() throws {
    // Presenting them would make a million copies of the card (the 15 GB the renderer
    // reached before the check).
    let error = try #require(throws: RecordingError.self) {
      try replicatedCards(copies: 1_000_000)
    }
    #expect(error.exceededLimits == [.maxWork])
    #expect(
      error.localizedDescription.contains(
        "the costliest effect, the 1000000 copies of replicator layer 'dots'"))
  }

  @Test("thousands of stacked layers with wide shadows are refused before a frame is drawn")
  func stackedShadows() throws {
    let error = try #require(throws: RecordingError.self) {
      try Recording(size: Size(width: 400, height: 300), duration: 1) { scene in
        for _ in 0..<2000 {
          let card = Layer(frame: Rect(x: 50, y: 50, width: 300, height: 200))
          card.backgroundColor = .white
          card.shadow = Shadow(opacity: 0.5, radius: 400)
          scene.rootLayer.addSublayer(card)
        }
      }
    }
    // Each card: 240 000 px, its shadow's texture capped at 2^20 px blurred (weight 2),
    // composited over the 480 000 px frame, and the card again for its alpha: about
    // 3e6 px, 6e9 for the 2000 a frame, 30 frames.
    #expect(error.exceededLimits == [.maxWork])
    #expect(
      error.localizedDescription.hasPrefix(
        "the render would draw about 1.8e11 layer pixels (30 frames of 2000 layers covering "
          + "about 6.1e9 px a frame)"))
  }

  @Test("a scene that grows past the budget while it plays is refused at that frame")
  func growsWhilePlaying() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-work-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = try Recording(size: Size(width: 200, height: 100), duration: 1) { scene in
      let replicator = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "dots")
      replicator.replicator = ReplicatorContent(instanceCount: 2)
      let card = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
      card.backgroundColor = .red
      replicator.addSublayer(card)
      scene.rootLayer.addSublayer(replicator)
      scene.timeline.schedule(at: 0.5) { replicator.replicator?.instanceCount = 10_000_000 }
    }
    _ = try recording.frame(at: 0.4)
    let gif = folder.appendingPathComponent("grows.gif").path
    let error = try #require(throws: RecordingError.self) { try recording.writeGIF(to: gif) }
    #expect(error.localizedDescription.contains("10000000 copies of replicator layer 'dots'"))
    #expect(!FileManager.default.fileExists(atPath: gif))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
