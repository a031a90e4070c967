import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@testable import Scenes

/// A scene of 200 × 200 pt lasting 2 s, its layers written one to a line.
private func scene(_ layers: String...) -> String {
  """
  {"format": 1, "size": [200, 200], "duration": 2,
   "layers": [
  \(layers.joined(separator: ",\n"))
  ]}
  """
}

/// The scene built from `json`.
private func build(_ json: String) throws -> Scene {
  try SceneFile(bytes: Array(json.utf8), path: "s.json").makeScene()
}

/// The model shape of the first layer of `json`.
private func shape(_ json: String) throws -> ShapeContent {
  try #require(try build(json).rootLayer.sublayers[0].shape as ShapeContent?)
}

/// The first layer's path, written as `path`.
private func path(_ path: String) throws -> Path {
  try shape(scene(#"{"frame": [0, 0, 200, 200], "path": \#(path)}"#)).path
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

private func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

@Suite("Scene files: shape layers")
struct SceneShapeLayerTests {
  @Test("SVG path data gives its elements, bounds and length")
  func svg() throws {
    let p = try path(#""M 10 10 L 90 10 L 90 50 Z""#)
    #expect(p.elementKinds == "MLLZ")
    #expect(close(p.bounds, Rect(x: 10, y: 10, width: 80, height: 40)))
    let diagonal: Double = (80.0 * 80 + 40 * 40).squareRoot()
    #expect(close(p.length, 120 + diagonal))
  }

  @Test("a rectangle, rounded rectangles and an ellipse have their exact bounds and lengths")
  func rectangles() throws {
    let rect = try path(#"{"rect": [10, 20, 30, 40]}"#)
    #expect(rect.elementKinds == "MLLLZ")
    #expect(close(rect.bounds, Rect(x: 10, y: 20, width: 30, height: 40)))
    #expect(close(rect.length, 140))

    // Straight sides 2·(100 − 20) + 2·(60 − 20), and four quarter circles of radius 10.
    let rounded = try path(#"{"roundedRect": [0, 0, 100, 60], "cornerRadius": 10}"#)
    #expect(close(rounded.bounds, Rect(x: 0, y: 0, width: 100, height: 60)))
    #expect(close(rounded.length, 240 + 2 * .pi * 10, 0.02))
    #expect(
      rounded
        == Path(
          roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10,
          cornerCurve: .circular))

    // Radius 10 at the top right and bottom left only: sides 90 + 50 + 90 + 50, two
    // quarter circles.
    let corners = try path(#"{"roundedRect": [0, 0, 100, 60], "cornerRadius": [0, 10, 0, 10]}"#)
    #expect(close(corners.length, 280 + .pi * 10, 0.02))

    let smooth = try path(
      #"{"roundedRect": [0, 0, 100, 60], "cornerRadius": 20, "cornerCurve": "continuous"}"#)
    #expect(
      smooth
        == Path(
          roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20,
          cornerCurve: .continuous))
    #expect(close(smooth.bounds, Rect(x: 0, y: 0, width: 100, height: 60)))

    let ellipse = try path(#"{"ellipse": [0, 0, 100, 100]}"#)
    #expect(ellipse.elementKinds == "MCCCCZ")
    #expect(close(ellipse.bounds, Rect(x: 0, y: 0, width: 100, height: 100)))
    #expect(close(ellipse.length, 2 * .pi * 50, 2e-4 * 315))
  }

  @Test("an arc's angles are the format's, and clockwise turns clockwise on the screen")
  func arcs() throws {
    // A whole circle from twelve o'clock.
    let ring = try path(
      #"{"arc": {"center": [70, 70], "radius": 60, "startAngle": "-90deg", "endAngle": "270deg", "clockwise": true}}"#
    )
    #expect(ring.elements.first == .move(to: Point(x: 70, y: 10)))
    #expect(close(ring.bounds, Rect(x: 10, y: 10, width: 120, height: 120), 1e-6))
    // Quarter-turn cubics run 1.4e-4 longer than the circle.
    #expect(close(ring.length, 2 * .pi * 60, 2e-4 * 377))
    // From three o'clock to nine: clockwise passes six o'clock (below, y down), the other
    // way twelve.
    let down = try path(
      #"{"arc": {"center": [100, 100], "radius": 50, "startAngle": 0, "endAngle": "180deg"}}"#)
    #expect(close(down.bounds, Rect(x: 50, y: 100, width: 100, height: 50), 1e-6))
    let up = try path(
      #"{"arc": {"center": [100, 100], "radius": 50, "startAngle": 0, "endAngle": 3.141592653589793, "clockwise": false}}"#
    )
    #expect(close(up.bounds, Rect(x: 50, y: 50, width: 100, height: 50), 1e-6))
    #expect(close(up.length, .pi * 50, 2e-4 * 158))
  }

  @Test("every key of a shape layer reaches the layer's shape")
  func keys() throws {
    let s = try shape(
      scene(
        #"""
        {"frame": [0, 0, 100, 100], "path": "M 0 0 L 10 10", "fillColor": null,
         "strokeColor": "#FF0000", "fillRule": "evenOdd", "lineWidth": 4, "lineCap": "round",
         "lineJoin": "bevel", "miterLimit": 3, "lineDashPattern": [6, 2, 1],
         "lineDashPhase": 1.5, "strokeStart": 0.25, "strokeEnd": 0.75}
        """#))
    #expect(s.fillColor == .clear && s.strokeColor == Color(hex: 0xFF0000))
    #expect(s.fillRule == .evenOdd && s.lineWidth == 4 && s.miterLimit == 3)
    #expect(s.lineCap == .round && s.lineJoin == .bevel)
    #expect(s.lineDashPattern == [6, 2, 1] && s.lineDashPhase == 1.5)
    #expect(s.strokeStart == 0.25 && s.strokeEnd == 0.75)
    // "clear" is the same as null.
    #expect(try shape(scene(#"{"path": "M 0 0 L 1 1", "fillColor": "clear"}"#)).fillColor == .clear)
  }

  @Test("a layer with only a path has CAShapeLayer's defaults; one without has no shape")
  func defaults() throws {
    #expect(
      try shape(scene(#"{"path": "M 0 0 L 10 10"}"#))
        == ShapeContent(path: try path(#""M 0 0 L 10 10""#)))
    let plain = try build(scene(#"{"frame": [0, 0, 10, 10]}"#))
    #expect(plain.rootLayer.sublayers[0].shape == nil)
  }
}

@Suite("Scene files: shape layers' errors, each at its key")
struct SceneShapeErrorTests {
  @Test("a shape's key on a layer without a path names the key and asks for a path")
  func noPath() throws {
    for key in ["strokeEnd", "lineWidth", "fillColor", "lineCap", "lineDashPattern", "fillRule"] {
      let value =
        [
          "lineCap": #""round""#, "fillRule": #""evenOdd""#, "fillColor": #""red""#,
          "lineDashPattern": "[2, 2]",
        ][key] ?? "0.5"
      let json = scene(#"{"frame": [0, 0, 10, 10], "\#(key)": \#(value)}"#)
      let e = try problem(json, at: value)
      #expect(e.path == "layers[0].\(key)")
      #expect(e.message == "'\(key)' belongs to a shape layer: give the layer a 'path'")
    }
  }

  @Test("unknown names say which was meant")
  func names() throws {
    for (member, marker, message) in [
      (
        #""lineCap": "rounded""#, #""rounded""#, "unknown lineCap 'rounded' (did you mean 'round'?)"
      ),
      (#""lineJoin": "mitre""#, #""mitre""#, "unknown lineJoin 'mitre' (did you mean 'miter'?)"),
      (
        #""fillRule": "evenodd""#, #""evenodd""#,
        "unknown fillRule 'evenodd' (did you mean 'evenOdd'?)"
      ),
    ] {
      let json = scene(#"{"path": "M 0 0 L 1 1", \#(member)}"#)
      #expect(try problem(json, at: marker).message == message)
    }
    let json = scene(
      #"{"path": {"roundedRect": [0, 0, 10, 10], "cornerCurve": "continous"}}"#)
    let e = try problem(json, at: #""continous""#)
    #expect(e.message == "unknown cornerCurve 'continous' (did you mean 'continuous'?)")
    #expect(e.path == "layers[0].path.cornerCurve")
  }

  @Test("bad path data names the character; absurd paths are refused")
  func paths() throws {
    let svg = try problem(scene(#"{"path": "M 10 10 L 20 x"}"#), at: #""M 10"#)
    #expect(svg.message == "SVG path data: expected a number at character 13, found 'x'")
    let far = try problem(scene(#"{"path": "M 0 0 L 2e6 5"}"#), at: #""M 0"#)
    #expect(far.message == "the path reaches (2000000, 5), beyond ±1000000 points")
    let long = "M0 0" + String(repeating: " L1 1", count: 100_000)
    let many = try problem(scene(#"{"path": "\#(long)"}"#), at: #""M0"#)
    #expect(many.message == "the path has 100001 elements, over the limit of 100000")
    let two = try problem(
      scene(#"{"path": {"rect": [0, 0, 1, 1], "ellipse": [0, 0, 1, 1]}}"#), at: "[0, 0, 1, 1]}")
    #expect(two.message == "a path object gives one of 'rect', 'roundedRect', 'ellipse' or 'arc'")
    let radius = try problem(
      scene(#"{"path": {"rect": [0, 0, 1, 1], "cornerRadius": 2}}"#), at: "2}")
    #expect(radius.message == "'cornerRadius' belongs to a 'roundedRect'")
    let arc = try problem(
      scene(#"{"path": {"arc": {"center": [0, 0], "startAngle": 0, "endAngle": 1}}}"#),
      at: #"{"center""#)
    #expect(arc.message == "missing required key 'radius'")
  }

  @Test("a dash pattern with nothing to draw, or a negative length, is refused")
  func dashes() throws {
    let zeros = try problem(
      scene(#"{"path": "M 0 0 L 9 9", "lineDashPattern": [0, 0]}"#), at: "[0, 0]")
    #expect(
      zeros.message
        == "a dash pattern of only zeros has no dash to draw: give a dash a length above 0, "
        + "or leave 'lineDashPattern' out for a solid outline")
    let negative = try problem(
      scene(#"{"path": "M 0 0 L 9 9", "lineDashPattern": [4, -2]}"#), at: "-2")
    #expect(negative.path == "layers[0].lineDashPattern[1]")
    #expect(negative.message == "expected a length from 0 to 1000000, found -2")
  }

  @Test("an animation of a shape's property on a layer without a path is refused at its key path")
  func animationWithoutPath() throws {
    let json = scene(
      #"{"frame": [0, 0, 10, 10], "animations": [{"type": "basic", "keyPath": "strokeEnd", "to": 1}]}"#
    )
    let e = try problem(json, at: #""strokeEnd""#)
    #expect(e.path == "layers[0].animations[0].keyPath")
    #expect(e.message == "'strokeEnd' animates a shape layer's property: give the layer a 'path'")
    // Inside a group too.
    let grouped = scene(
      #"{"animations": [{"type": "group", "animations": [{"type": "basic", "keyPath": "opacity"}, {"type": "spring", "keyPath": "lineWidth", "to": 3}]}]}"#
    )
    let g = try problem(grouped, at: #""lineWidth""#)
    #expect(g.path == "layers[0].animations[0].animations[1].keyPath")
  }

  @Test("paths that cannot be interpolated are refused at the value, with the engine's message")
  func mismatch() throws {
    let engine = AnimationError.pathsDoNotMatch(keyPath: "path", first: "MLLLZ", other: "MCCCCZ")
      .localizedDescription
    let keyframe = scene(
      #"{"path": {"rect": [0, 0, 9, 9]}, "animations": [{"type": "keyframe", "keyPath": "path", "values": [{"rect": [0, 0, 9, 9]}, "M 0 0 L 1 0 L 1 1 L 0 1 Z", {"ellipse": [0, 0, 9, 9]}]}]}"#
    )
    let k = try problem(keyframe, at: #"{"ellipse""#)
    #expect(k.path == "layers[0].animations[0].values[2]")
    #expect(k.message == engine)

    let basic = scene(
      #"{"path": {"rect": [0, 0, 9, 9]}, "animations": [{"type": "basic", "keyPath": "path", "from": {"rect": [0, 0, 9, 9]}, "to": {"ellipse": [0, 0, 9, 9]}}]}"#
    )
    #expect(try problem(basic, at: #"{"ellipse""#).message == engine)

    // Only 'to': the layer's own path is the other one, checked when the scene is built.
    let current = scene(
      #"{"path": {"rect": [0, 0, 9, 9]}, "animations": [{"type": "spring", "keyPath": "path", "to": {"ellipse": [0, 0, 9, 9]}}]}"#
    )
    let c = try problem(current, at: #"{"ellipse""#)
    #expect(c.path == "layers[0].animations[0].to")
    #expect(c.message == engine)

    let by = scene(
      #"{"path": "M 0 0 L 1 1", "animations": [{"type": "basic", "keyPath": "path", "by": "M 1 1 L 2 2"}]}"#
    )
    #expect(
      try problem(by, at: #""M 1 1"#).message
        == AnimationError.pathNotAdditive(keyPath: "path").localizedDescription)
  }
}

@Suite("Scene files: animations of shape layers")
struct SceneShapeAnimationTests {
  /// The first layer's presented shape at `times`.
  private func shapes(_ layer: String, at times: [Double]) throws -> [ShapeContent] {
    let built = try build(scene(layer))
    return try times.map { t in
      built.timeline.advance(to: t)
      return try #require(built.rootLayer.sublayers[0].presentation(at: t).values.shape)
    }
  }

  @Test("basic, keyframe and spring animations of a stroke's numbers show as timed")
  func numbers() throws {
    let s = try shapes(
      #"""
      {"path": "M 0 0 L 100 0", "animations": [
        {"type": "basic", "keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 2},
        {"type": "keyframe", "keyPath": "lineWidth", "values": [1, 5, 3], "duration": 2},
        {"type": "basic", "keyPath": "lineDashPhase", "from": 0, "to": 14, "duration": 0.5,
         "repeatCount": "infinity"},
        {"type": "spring", "keyPath": "strokeStart", "from": 0, "to": 1, "dampingRatio": 1,
         "response": 0.5, "duration": 5}]}
      """#, at: [0.1, 0.5, 1.5])
    #expect(close(s[0].strokeEnd, 0.05) && close(s[1].strokeEnd, 0.25))
    #expect(close(s[2].strokeEnd, 0.75))
    // Keyframes 1 → 5 over the first second, 5 → 3 over the second.
    #expect(close(s[1].lineWidth, 3) && close(s[2].lineWidth, 4))
    // The phase runs 0 → 14 each half second.
    #expect(close(s[0].lineDashPhase, 2.8) && close(s[2].lineDashPhase, 0, 1e-9))
    // Critically damped, ω = 2π / 0.5: x(t) = 1 − (1 + ωt)·e^(−ωt).
    let w = 2 * Double.pi / 0.5
    for (k, t) in [0.1, 0.5].enumerated() {
      #expect(close(s[k].strokeStart, 1 - (1 + w * t) * exp(-w * t), 1e-6))
    }
  }

  @Test("colours interpolate component by component")
  func colours() throws {
    let s = try shapes(
      #"""
      {"path": "M 0 0 L 100 0", "animations": [
        {"type": "basic", "keyPath": "fillColor", "from": "#FF0000", "to": "#0000FF",
         "duration": 1},
        {"type": "basic", "keyPath": "strokeColor", "from": {"white": 0, "alpha": 0},
         "to": {"white": 1}, "duration": 2}]}
      """#, at: [0.5])
    #expect(close(s[0].fillColor.red, 0.5) && close(s[0].fillColor.blue, 0.5))
    #expect(close(s[0].strokeColor.alpha, 0.25) && close(s[0].strokeColor.green, 0.25))
  }

  @Test("a path animation moves each point, so a square at half way is an octagon's middle")
  func morph() throws {
    let s = try shapes(
      #"""
      {"path": {"rect": [30, 30, 60, 60]}, "animations": [
        {"type": "basic", "keyPath": "path", "from": {"rect": [30, 30, 60, 60]},
         "to": "M 60 20 L 100 60 L 60 100 L 20 60 Z", "duration": 1}]}
      """#, at: [0, 0.5, 1.5])
    #expect(s[0].path == Path(rect: Rect(x: 30, y: 30, width: 60, height: 60)))
    // Each corner half way to the diamond's point: (30,30)→(60,20) is (45,25), and so on.
    let middle = try Path(svgPathData: "M 45 25 L 95 45 L 75 95 L 25 75 Z")
    #expect(s[1].path.elements.count == middle.elements.count)
    for (a, b) in zip(s[1].path.elements, middle.elements) {
      for (p, q) in zip(a.points, b.points) { #expect(close(p.x, q.x) && close(p.y, q.y)) }
    }
    #expect(close(s[1].path.bounds, Rect(x: 25, y: 25, width: 70, height: 70)))
    // After the end, the model's square again.
    #expect(s[2].path == Path(rect: Rect(x: 30, y: 30, width: 60, height: 60)))
  }
}

@Suite("Scene files: moving along a path")
struct SceneRouteTests {
  @Test("paced along two lines, turning with them: where and how turned, as the length says")
  func paced() throws {
    let built = try build(
      scene(
        #"""
        {"frame": [-10, -5, 20, 10], "animations": [
          {"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 100 0 L 100 100",
           "calculationMode": "paced", "rotationMode": "rotateAuto", "duration": 2}]}
        """#))
    let layer = built.rootLayer.sublayers[0]
    // 200 points in 2 s: 50 points at 0.5 s along the first line, 150 at 1.5 s, half way
    // down the second.
    for (t, x, y, angle) in [(0.5, 50.0, 0.0, 0.0), (1.5, 100.0, 50.0, Double.pi / 2)] {
      built.timeline.advance(to: t)
      let values = layer.presentation(at: t).values
      #expect(close(values.position.x, x, 1e-6) && close(values.position.y, y, 1e-6))
      let turn = Transform3D.rotation(angle: angle, x: 0, y: 0, z: 1)
      #expect(close(values.transform.m11, turn.m11, 1e-9))
      #expect(close(values.transform.m12, turn.m12, 1e-9))
    }
  }

  @Test("a route's keys are checked where they are written")
  func errors() throws {
    func problem(_ animation: String, at marker: String) throws -> SceneError {
      let json = scene(#"{"animations": [\#(animation)]}"#)
      let e = try #require(throws: SceneError.self) {
        try SceneFile(bytes: Array(json.utf8), path: "s.json")
      }
      let expected = position(of: marker, in: json)
      #expect(e.location == TextPosition(line: expected.line, column: expected.column))
      return e
    }
    let both = try problem(
      #"{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 1", "values": [[0, 0]]}"#,
      at: "[[0, 0]]")
    #expect(both.message == "give 'values' or a 'path' to follow, not both")
    let opacity = try problem(
      #"{"type": "keyframe", "keyPath": "opacity", "path": "M 0 0 L 1 1"}"#, at: #""opacity""#)
    #expect(
      opacity.message
        == AnimationError.routeNeedsPoints(keyPath: "opacity", kind: "number")
        .localizedDescription)
    let mode = try problem(
      #"{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 1", "rotationMode": "rotateauto"}"#,
      at: #""rotateauto""#)
    #expect(mode.message == "unknown rotationMode 'rotateauto' (did you mean 'rotateAuto'?)")
    let alone = try problem(
      #"{"type": "keyframe", "keyPath": "position", "values": [[0, 0]], "rotationMode": "rotateAuto"}"#,
      at: #""rotateAuto""#)
    #expect(alone.message.hasPrefix("'rotationMode' turns a layer moving along a 'path'"))
    // Two segments: three key times.
    let times = try problem(
      #"{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 0 L 1 1", "keyTimes": [0, 1]}"#,
      at: "[0, 1]")
    #expect(times.message.contains("3, one per value"))
    let nothing = try problem(
      #"{"type": "keyframe", "keyPath": "position", "path": "M 0 0"}"#, at: #""M 0 0""#)
    #expect(
      nothing.message
        == AnimationError.routeDrawsNothing(keyPath: "position").localizedDescription)
  }
}

@Suite("The shapes demo, measured without the renderer")
struct ShapesDemoTests {
  @Test("the ring fits its layer, the check mark fits inside the ring, and the steps come on time")
  func fits() throws {
    let built = try SceneFile.builtIn(named: "shapes").makeScene()
    let badge = built.rootLayer.sublayers[0]
    let ring = try #require(badge.sublayers[1].shape)
    let check = try #require(badge.sublayers[2].shape)
    // The ring: radius 60 about the middle of a 140-point layer, 10 wide: 5 points to spare.
    #expect(close(ring.path.bounds, Rect(x: 10, y: 10, width: 120, height: 120), 1e-6))
    #expect(ring.lineWidth == 10 && badge.bounds.width == 140)
    // Every point of the check mark, with its round caps, lies well inside the fill.
    let centre = Point(x: 70, y: 70)
    let farthest = check.path.flattened().joined().map { p in
      ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot()
    }.max()!
    #expect(farthest + check.lineWidth / 2 < 60 - 20)
    // Its box is centred on the ring's centre within 2 points.
    let box = try #require(check.path.bounds)
    #expect(abs(box.midX - 70) < 2 && abs(box.midY - 70) < 2)

    func shapes(at t: Double) -> (ring: ShapeContent, check: ShapeContent) {
      built.timeline.advance(to: t)
      let presented = badge.presentation(at: t)
      return (presented.sublayers[1].values.shape!, presented.sublayers[2].values.shape!)
    }
    // Progress starts at 0.3 s and runs 1.6 s: at 1.1 s it is half way, the key time 0.5.
    #expect(shapes(at: 0.2).ring.strokeEnd == 0)
    #expect(close(shapes(at: 1.1).ring.strokeEnd, 0.45, 1e-9))
    #expect(shapes(at: 1.1).check.strokeEnd == 0)
    // Then the fill turns green (0.3 s) and the check draws on (0.4 s): all done by 2.6 s.
    let end = shapes(at: 3)
    #expect(end.ring.strokeEnd == 1 && end.check.strokeEnd == 1)
    #expect(
      end.ring.fillColor == Color(hex: 0x34C759) && end.ring.strokeColor == end.ring.fillColor)
  }
}
