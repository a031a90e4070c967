import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import ProcessServices
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

/// The first layer of the scene `layer` describes.
private func layer(_ layer: String) throws -> Layer {
  try build(scene(layer)).rootLayer.sublayers[0]
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

@Suite("Scene files: shadows, gradients, replicators and masks")
struct SceneEffectsTests {
  @Test("every shadow key reaches the layer's shadow; without them it is CALayer's")
  func shadow() throws {
    let card = try layer(
      #"""
      {"frame": [0, 0, 100, 60], "shadowOpacity": 0.4, "shadowColor": "#FF0000",
       "shadowOffset": [2, 5], "shadowRadius": 7, "shadowPath": {"rect": [0, 0, 100, 60]}}
      """#)
    #expect(card.shadow.opacity == 0.4 && card.shadow.color == Color(hex: 0xFF0000))
    #expect(card.shadow.offset == Size(width: 2, height: 5) && card.shadow.radius == 7)
    #expect(card.shadow.path == Path(rect: Rect(x: 0, y: 0, width: 100, height: 60)))
    let none = try layer(#"{"frame": [0, 0, 10, 10], "shadowOpacity": 1, "shadowPath": null}"#)
    #expect(none.shadow == Shadow(opacity: 1))
    #expect(try layer(#"{"frame": [0, 0, 10, 10]}"#).shadow == Shadow())
  }

  @Test("a layer with colors is a gradient layer with CAGradientLayer's keys and defaults")
  func gradient() throws {
    let g = try #require(
      try layer(
        #"""
        {"frame": [0, 0, 100, 100], "colors": ["red", "#0000FF80"], "locations": [0.2, 0.8],
         "startPoint": [0, 0.5], "endPoint": [1, 0.25], "type": "conic"}
        """#
      ).gradient)
    #expect(
      g.colors == [Color(hex: 0xFF0000), Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255)])
    #expect(g.locations == [0.2, 0.8] && g.type == .conic)
    #expect(g.startPoint == Point(x: 0, y: 0.5) && g.endPoint == Point(x: 1, y: 0.25))
    #expect(
      try layer(#"{"colors": ["white", "black"]}"#).gradient
        == GradientContent(colors: [.white, .black]))
    #expect(try layer(#"{"frame": [0, 0, 1, 1]}"#).gradient == nil)
  }

  @Test("a layer with an instanceCount is a replicator with CAReplicatorLayer's keys")
  func replicator() throws {
    let r = try #require(
      try layer(
        #"""
        {"frame": [0, 0, 100, 100], "instanceCount": 5, "instanceTransform": {"rotate": "72deg"},
         "instanceDelay": 0.1, "instanceColor": "#FF8000", "instanceRedOffset": -0.1,
         "instanceGreenOffset": 0.1, "instanceBlueOffset": 0.2, "instanceAlphaOffset": -0.2,
         "preservesDepth": true, "sublayers": [{"frame": [45, 0, 10, 10]}]}
        """#
      ).replicator)
    #expect(r.instanceCount == 5 && r.instanceDelay == 0.1 && r.preservesDepth)
    let turn = Transform3D.rotation(angle: 72 * .pi / 180, x: 0, y: 0, z: 1)
    #expect(close(r.instanceTransform.m11, turn.m11) && close(r.instanceTransform.m12, turn.m12))
    #expect(r.instanceColor == Color(hex: 0xFF8000))
    #expect(r.instanceRedOffset == -0.1 && r.instanceGreenOffset == 0.1)
    #expect(r.instanceBlueOffset == 0.2 && r.instanceAlphaOffset == -0.2)
    let plain = try #require(
      try layer(#"{"instanceCount": 3, "sublayers": [{}]}"#).replicator)
    #expect(plain == ReplicatorContent(instanceCount: 3))
  }

  @Test("a mask is a layer of its own, outside the tree, with its sublayers and mask")
  func mask() throws {
    let masked = try layer(
      #"""
      {"name": "photo", "frame": [10, 10, 100, 80], "backgroundColor": "red",
       "mask": {"name": "m", "frame": [10, 0, 50, 50], "path": {"ellipse": [0, 0, 50, 50]},
                "sublayers": [{"name": "inner", "frame": [0, 0, 5, 5]}],
                "mask": {"name": "mm", "frame": [0, 0, 20, 20]}},
       "sublayers": [{"name": "child", "frame": [0, 0, 10, 10]}]}
      """#)
    let mask = try #require(masked.mask)
    #expect(mask.name == "m" && mask.superlayer == nil && mask.maskedLayer === masked)
    #expect(mask.frame == Rect(x: 10, y: 0, width: 50, height: 50))
    #expect(mask.shape != nil && mask.sublayers.map(\.name) == ["inner"])
    #expect(mask.mask?.name == "mm")
    #expect(masked.sublayers.map(\.name) == ["child"])
    // Presented in the masked layer's coordinates.
    #expect(masked.presentation(at: 0).mask?.values.position == Point(x: 35, y: 25))
  }
}

@Suite("Scene files: animations of shadows, gradients, replicators and masks")
struct SceneEffectAnimationTests {
  @Test("a shadow's radius, offset and opacity animate as timed")
  func shadow() throws {
    let built = try build(
      scene(
        #"""
        {"frame": [0, 0, 50, 50], "backgroundColor": "white", "shadowOpacity": 0.2,
         "animations": [
          {"type": "basic", "keyPath": "shadowRadius", "from": 2, "to": 12, "duration": 1},
          {"type": "basic", "keyPath": "shadowOffset", "from": [0, 1], "to": [4, 11],
           "duration": 2},
          {"type": "keyframe", "keyPath": "shadowOpacity", "values": [0.2, 0.6, 0.4],
           "duration": 2}]}
        """#))
    let card = built.rootLayer.sublayers[0]
    built.timeline.advance(to: 0.5)
    let shadow = card.presentedValues(at: 0.5).shadow
    #expect(close(shadow.radius, 7) && close(shadow.opacity, 0.4))
    #expect(close(shadow.offset.width, 1) && close(shadow.offset.height, 3.5))
  }

  @Test("locations, colours and start points of a gradient animate item by item")
  func gradient() throws {
    let built = try build(
      scene(
        #"""
        {"frame": [0, 0, 100, 20], "colors": ["black", "white", "black"],
         "locations": [0, 0.1, 0.2],
         "animations": [
          {"type": "basic", "keyPath": "locations", "to": [0.8, 0.9, 1], "duration": 1},
          {"type": "basic", "keyPath": "colors", "from": ["black", "white", "black"],
           "to": ["white", "black", "white"], "duration": 2},
          {"type": "basic", "keyPath": "startPoint.x", "from": 0, "to": 1, "duration": 2}]}
        """#))
    let bar = built.rootLayer.sublayers[0]
    built.timeline.advance(to: 0.5)
    let g = try #require(bar.presentedValues(at: 0.5).gradient)
    let locations = try #require(g.locations)
    for (a, b) in zip(locations, [0.4, 0.5, 0.6]) { #expect(close(a, b)) }
    #expect(close(g.colors[0].red, 0.25) && close(g.colors[1].red, 0.75))
    #expect(close(g.startPoint.x, 0.25) && g.startPoint.y == 0)
  }

  @Test("a replicator's copies run their animations instanceDelay apart, and its keys animate")
  func replicator() throws {
    let built = try build(
      scene(
        #"""
        {"frame": [0, 0, 90, 30], "instanceCount": 3, "instanceTransform": {"translate": [30, 0]},
         "instanceDelay": 0.25,
         "animations": [
          {"type": "basic", "keyPath": "instanceTransform.rotation.z", "from": 0,
           "to": "90deg", "duration": 2},
          {"type": "basic", "keyPath": "instanceDelay", "from": 0.25, "to": 0.25,
           "duration": 2}],
         "sublayers": [
          {"frame": [0, 0, 30, 30],
           "animations": [{"type": "basic", "keyPath": "opacity", "from": 0, "to": 1,
                           "duration": 1}]}]}
        """#))
    let dots = built.rootLayer.sublayers[0]
    built.timeline.advance(to: 0.5)
    let presented = dots.presentation(at: 0.5)
    // The first copy is the sublayer itself, half way; the others 0.25 s and 0.5 s behind.
    #expect(close(presented.sublayers[0].values.opacity, 0.5))
    #expect(presented.replicas.count == 2)
    #expect(close(presented.replicas[0].sublayers[0].values.opacity, 0.25))
    #expect(close(presented.replicas[1].sublayers[0].values.opacity, 0))
    // A quarter of the way: 22.5° about z.
    let turned = try #require(presented.values.replicator?.instanceTransform)
    let angle = atan2(turned.m12, turned.m11)
    #expect(close(angle, .pi / 8, 1e-9))
  }

  @Test("a mask's animations run, in the masked layer's time")
  func mask() throws {
    let built = try build(
      scene(
        #"""
        {"frame": [0, 0, 100, 100], "backgroundColor": "red",
         "mask": {"frame": [0, 0, 100, 100], "path": {"ellipse": [45, 45, 10, 10]},
          "animations": [
           {"type": "basic", "keyPath": "path", "to": {"ellipse": [0, 0, 100, 100]},
            "duration": 1},
           {"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 2}]}}
        """#))
    let photo = built.rootLayer.sublayers[0]
    built.timeline.advance(to: 0.5)
    let mask = try #require(photo.presentation(at: 0.5).mask)
    #expect(close(mask.values.opacity, 0.25))
    // Half way from a circle of radius 5 to one of 50: 27.5.
    let box = try #require(mask.values.shape?.path.bounds)
    #expect(close(box.width, 55, 1e-9) && close(box.midX, 50, 1e-9))
  }
}

@Suite("Scene files: the effects' errors, each at its key")
struct SceneEffectErrorTests {
  @Test(
    "a gradient's or replicator's key on a layer that is not one asks for the key that makes it")
  func wrongLayer() throws {
    for (key, value, message) in [
      ("locations", "[0, 1]", "'locations' belongs to a gradient layer: give the layer 'colors'"),
      ("startPoint", "[0, 0]", "'startPoint' belongs to a gradient layer: give the layer 'colors'"),
      ("type", #""radial""#, "'type' belongs to a gradient layer: give the layer 'colors'"),
      (
        "instanceDelay", "0.1",
        "'instanceDelay' belongs to a replicator layer: give the layer an 'instanceCount'"
      ),
      (
        "preservesDepth", "true",
        "'preservesDepth' belongs to a replicator layer: give the layer an 'instanceCount'"
      ),
    ] {
      let json = scene(#"{"frame": [0, 0, 10, 10], "\#(key)": \#(value)}"#)
      let e = try problem(json, at: value)
      #expect(e.path == "layers[0].\(key)")
      #expect(e.message == message)
    }
    let both = try problem(
      scene(#"{"path": "M 0 0 L 1 1", "colors": ["red"]}"#), at: #"["red"]"#)
    #expect(
      both.message
        == "a layer is one of a shape, a gradient, a replicator or an emitter, as in Core "
        + "Animation, but "
        + "this one has 'path' and 'colors': put one of them in a sublayer")
  }

  @Test("locations of another count, out of 0…1 or going down; no colour; an unknown type")
  func gradients() throws {
    let count = try problem(
      scene(#"{"colors": ["red", "blue", "green"], "locations": [0, 1]}"#), at: "[0, 1]")
    #expect(
      count.message
        == "the gradient has 3 colors but 2 locations: give one location per colour, or "
        + "leave 'locations' out to space the colours evenly")
    let down = try problem(
      scene(#"{"colors": ["red", "blue", "green"], "locations": [0, 0.6, 0.5]}"#), at: "0.5]")
    #expect(down.path == "layers[0].locations[2]")
    #expect(
      down.message
        == "the locations go down here, from 0.6 to 0.5: each is at least the one before")
    let out = try problem(scene(#"{"colors": ["red", "blue"], "locations": [0, 1.5]}"#), at: "1.5")
    #expect(out.message == "expected a location from 0 to 1, found 1.5")
    let none = try problem(scene(#"{"colors": []}"#), at: "[]")
    #expect(none.message.hasPrefix("a gradient needs at least one colour"))
    let linear = try problem(scene(#"{"colors": ["red"], "type": "linear"}"#), at: #""linear""#)
    #expect(
      linear.message
        == "unknown gradient type 'linear' (did you mean 'axial'? Core Animation's types are "
        + "axial, radial and conic)")
    let typo = try problem(scene(#"{"colors": ["red"], "type": "radail"}"#), at: #""radail""#)
    #expect(typo.message == "unknown gradient type 'radail' (did you mean 'radial'?)")
  }

  @Test(
    "an instance count that is negative, fractional or absurd; a replicator with nothing to copy")
  func replicators() throws {
    for bad in ["-1", "2.5"] {
      let e = try problem(
        scene(#"{"instanceCount": \#(bad), "sublayers": [{}]}"#), at: bad + ",")
      #expect(e.message == "expected a whole count of copies from 0 to 1000000, found \(bad)")
    }
    // Ten million copies are more layers than the limit allows, before anything is decoded;
    // under a limit of 10⁸ layers, more than a replicator may draw.
    let json = scene(#"{"instanceCount": 1e7, "sublayers": [{}]}"#)
    let many = try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json")
    }
    #expect(many.exceededLimits == [.maxLayers] && many.path == "layers[0].sublayers[0]")
    let absurd = try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json", limits: Limits(maxLayers: 100_000_000))
    }
    #expect(absurd.message == "expected a whole count of copies from 0 to 1000000, found 10000000")
    let empty = try problem(scene(#"{"instanceCount": 3}"#), at: "3}")
    #expect(
      empty.message
        == "a replicator draws copies of its sublayers, and this layer has none: give it "
        + "'sublayers'")
  }

  @Test("replicated copies and masks count against the layer limit, before decoding")
  func layerLimit() throws {
    let json = scene(
      #"{"instanceCount": 3, "sublayers": [{}, {"mask": {}}]}"#, #"{"name": "last"}"#)
    // 1 replicator + 3 × (2 sublayers + 1 mask) + 1 = 11 layers.
    _ = try SceneFile(bytes: Array(json.utf8), path: "s.json", limits: Limits(maxLayers: 11))
    let error = try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json", limits: Limits(maxLayers: 10))
    }
    #expect(error.exceededLimits == [.maxLayers])
    #expect(error.path == "layers[0].sublayers[1].mask")
    let copies = try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json", limits: Limits(maxLayers: 5))
    }
    #expect(copies.path == "layers[0].sublayers[1]")
    #expect(
      copies.message
        == "more than 5 layers (sublayers included, 3 copies of this one by replicators)")
  }

  @Test("a shadow that never shows is refused at its key, unless its opacity is animated")
  func invisibleShadow() throws {
    let e = try problem(
      scene(#"{"frame": [0, 0, 10, 10], "shadowRadius": 8, "shadowOffset": [0, 2]}"#), at: "8,")
    #expect(
      e.message
        == "'shadowRadius' shows only with a 'shadowOpacity' above 0, and Core Animation's "
        + "default is 0: give the layer a 'shadowOpacity' (or animate it)")
    // Animated in a group: accepted.
    _ = try layer(
      #"""
      {"frame": [0, 0, 10, 10], "shadowRadius": 8, "animations": [{"type": "group",
       "animations": [{"type": "basic", "keyPath": "shadowOpacity", "to": 0.5}]}]}
      """#)
  }

  @Test("a mask cannot be a control or be tapped")
  func masks() throws {
    let control = try problem(
      scene(
        #"{"frame": [0, 0, 50, 50], "mask": {"name": "m", "frame": [0, 0, 50, 50], "control": {"type": "imageButton"}}}"#
      ), at: #"{"type": "imageButton"}"#)
    #expect(control.path == "layers[0].mask.control")
    #expect(control.message.hasPrefix("a mask is neither drawn nor touched"))
    let inside = try problem(
      scene(
        #"{"frame": [0, 0, 50, 50], "mask": {"sublayers": [{"name": "b", "control": {"type": "imageButton"}}]}}"#
      ), at: #"{"type": "imageButton"}"#)
    #expect(inside.path == "layers[0].mask.sublayers[0].control")
    #expect(inside.message.hasSuffix("so no layer in it can be a control"))
    let tap = try problem(
      scene(
        #"{"frame": [0, 0, 50, 50], "mask": {"name": "m", "frame": [0, 0, 50, 50]}, "animations": [{"type": "basic", "keyPath": "opacity", "to": 0, "start": {"tap": "m"}}]}"#
      ), at: #""m"}"#)
    #expect(
      tap.message == "'m' is a mask or in one, which touches do not hit: tap the layer it masks")
  }

  @Test("an animation of a gradient's or replicator's property on a layer that is not one")
  func animationsOnWrongLayers() throws {
    for (keyPath, value, message) in [
      (
        "locations", "[0, 1]",
        "'locations' animates a gradient layer's property: give the layer 'colors'"
      ),
      (
        "startPoint.x", "1",
        "'startPoint.x' animates a gradient layer's property: give the layer 'colors'"
      ),
      (
        "instanceTransform.rotation.z", "1",
        "'instanceTransform.rotation.z' animates a replicator layer's property: give the layer an "
          + "'instanceCount'"
      ),
    ] {
      let json = scene(
        #"{"frame": [0, 0, 10, 10], "animations": [{"type": "group", "animations": [{"type": "basic", "keyPath": "\#(keyPath)", "to": \#(value)}]}]}"#
      )
      let e = try problem(json, at: "\"\(keyPath)\"")
      #expect(e.path == "layers[0].animations[0].animations[0].keyPath")
      #expect(e.message == message)
    }
    // The same on a mask and on a replicator's sublayer.
    let inMask = try problem(
      scene(
        #"{"frame": [0, 0, 10, 10], "mask": {"animations": [{"type": "basic", "keyPath": "colors", "to": ["red"]}]}}"#
      ), at: #""colors""#)
    #expect(inMask.path == "layers[0].mask.animations[0].keyPath")
    let inCopy = try problem(
      scene(
        #"{"instanceCount": 2, "sublayers": [{"animations": [{"type": "basic", "keyPath": "instanceDelay", "to": 1}]}]}"#
      ), at: #""instanceDelay""#)
    #expect(inCopy.path == "layers[0].sublayers[0].animations[0].keyPath")
  }

  @Test("lists of another length than each other or the layer's, and paths from no shadow path")
  func mismatches() throws {
    let engine = AnimationError.listsDoNotMatch(keyPath: "locations", first: 3, other: 2)
      .localizedDescription
    let keyframe = try problem(
      scene(
        #"{"colors": ["red", "blue", "red"], "animations": [{"type": "keyframe", "keyPath": "locations", "values": [[0, 0.5, 1], [0, 1]]}]}"#
      ), at: "[0, 1]]")
    #expect(keyframe.path == "layers[0].animations[0].values[1]")
    #expect(keyframe.message == engine)
    let basic = try problem(
      scene(
        #"{"colors": ["red", "blue", "red"], "animations": [{"type": "basic", "keyPath": "locations", "from": [0, 0.5, 1], "to": [0, 1]}]}"#
      ), at: "[0, 1]}")
    #expect(basic.message == engine)
    let own = try problem(
      scene(
        #"{"colors": ["red", "blue", "red"], "animations": [{"type": "basic", "keyPath": "colors", "to": ["red", "blue"]}]}"#
      ), at: #"["red", "blue"]}"#)
    #expect(own.path == "layers[0].animations[0].to")
    #expect(
      own.message
        == AnimationError.listsDoNotMatch(keyPath: "colors", first: 3, other: 2)
        .localizedDescription)
    let noLocations = try problem(
      scene(
        #"{"colors": ["red", "blue"], "animations": [{"type": "spring", "keyPath": "locations", "to": [0.2, 0.4]}]}"#
      ), at: "[0.2, 0.4]")
    #expect(noLocations.message.hasPrefix("'locations' animates from or to the layer's own"))
    let noPath = try problem(
      scene(
        #"{"frame": [0, 0, 9, 9], "shadowOpacity": 1, "animations": [{"type": "basic", "keyPath": "shadowPath", "to": {"rect": [0, 0, 9, 9]}}]}"#
      ), at: #"{"rect""#)
    #expect(noPath.message.hasPrefix("'shadowPath' animates from or to the layer's own shadowPath"))
    let additive = try problem(
      scene(
        #"{"frame": [0, 0, 9, 9], "shadowOpacity": 1, "shadowPath": "M 0 0 L 1 1", "animations": [{"type": "basic", "keyPath": "shadowPath", "by": "M 0 0 L 1 1"}]}"#
      ), at: #""M 0 0 L 1 1"}"#)
    #expect(
      additive.message
        == AnimationError.pathNotAdditive(keyPath: "shadowPath").localizedDescription)
  }
}

@Suite("The effects demo, measured without the renderer")
struct EffectsDemoTests {
  @Test(
    "the card lifts and its shadow spreads, the bars fade in turn, the circle reveals the corners")
  func demo() throws {
    let built = try SceneFile.builtIn(named: "effects").makeScene()
    let card = built.rootLayer.sublayers[0]
    let spinner = built.rootLayer.sublayers[1]
    let picture = built.rootLayer.sublayers[2]
    func at(_ t: Double) -> (card: PropertyValues, spin: PresentedLayer, mask: PresentedLayer) {
      built.timeline.advance(to: t)
      return (
        card.presentedValues(at: t), spinner.presentation(at: t), picture.presentation(at: t).mask!
      )
    }
    // The lift peaks at 1.1 s (0.3 s in, 0.8 s up): the largest radius and offset the file
    // gives, 10 points up.
    let top = at(1.1)
    #expect(
      close(top.card.shadow.radius, 16, 1e-6) && close(top.card.shadow.offset.height, 14, 1e-6))
    #expect(close(top.card.transform.m42, -10, 1e-6))
    #expect(at(0.1).card.shadow.radius == 2)
    // Twelve bars 30° apart, each fading from 1 to 0.15 in 0.96 s, each copy 0.08 s after
    // the one before: at 0.5 s the seventh has just begun (0.02 s in), the first is 0.5 s in,
    // and the eighth has not begun, so it shows its model opacity.
    let spin = at(0.5).spin
    #expect(spin.replicas.count == 11)
    let turn = try #require(spin.replicas[0].values.transform as Transform3D?)
    #expect(close(atan2(turn.m12, turn.m11), .pi / 6, 1e-9))
    func fading(_ t: Double) -> Double { 1 - 0.85 * t / 0.96 }
    #expect(close(spin.sublayers[0].values.opacity, fading(0.5), 1e-9))
    #expect(close(spin.replicas[5].sublayers[0].values.opacity, fading(0.02), 1e-9))
    #expect(spin.replicas[6].sublayers[0].values.opacity == 0.15)
    // The reveal: a circle about the picture's centre whose radius at its end reaches the
    // farthest corner, and at the start hides all but 5 points of it.
    let frame = picture.frame
    let centre = Point(x: frame.width / 2, y: frame.height / 2)
    let corner = (centre.x * centre.x + centre.y * centre.y).squareRoot()
    // Open from 0.4 + 0.35 × 2.4 = 1.24 s to 0.4 + 0.65 × 2.4 = 1.96 s.
    let open = try #require(at(1.6).mask.values.shape?.path.bounds)
    #expect(close(open.midX, centre.x, 1e-6) && close(open.midY, centre.y, 1e-6))
    #expect(open.width / 2 >= corner && open.width / 2 < corner + 1)
    #expect(at(1.24).mask.values.shape?.path.bounds == open)
    let shut = try #require(at(0.3).mask.values.shape?.path.bounds)
    #expect(shut.width == 10 && close(shut.midX, centre.x) && close(shut.midY, centre.y))
  }
}
