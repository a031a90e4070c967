import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@testable import Scenes

/// A scene of 200 × 200 pt lasting 4 s with one layer.
private func scene(_ layer: String) -> String {
  """
  {"format": 1, "size": [200, 200], "duration": 4,
   "layers": [
  \(layer)
  ]}
  """
}

/// The scene built from `json`.
private func build(_ json: String) throws -> Scene {
  try SceneFile(bytes: Array(json.utf8), path: "s.json").makeScene()
}

@Suite("Scene files: emitters")
struct SceneEmitterTests {
  @Test("every emitter and cell key reaches the engine's emitter; absent keys are Core Animation's")
  func keys() throws {
    let built = try build(
      scene(
        #"""
        {"name": "e", "frame": [0, 0, 200, 200],
         "emitter": {"emitterShape": "rectangle", "emitterMode": "outline",
          "emitterPosition": [100, 50], "emitterZPosition": 3, "emitterSize": [40, 20],
          "emitterDepth": 5, "renderMode": "oldestLast", "birthRate": 2, "lifetime": 0.5,
          "velocity": 3, "scale": 0.5, "spin": 2, "seed": 7, "preservesDepth": true,
          "cells": [
            {"name": "a", "birthRate": 5, "lifetime": 2, "lifetimeRange": 0.5, "velocity": 10,
             "velocityRange": 4, "emissionLongitude": "90deg", "emissionLatitude": 0.25,
             "emissionRange": "180deg", "xAcceleration": 1, "yAcceleration": 2,
             "zAcceleration": 3, "scale": 0.3, "scaleRange": 0.1, "scaleSpeed": -0.1,
             "spin": 1, "spinRange": 0.5, "color": "#FF0000", "redRange": 0.1,
             "greenRange": 0.2, "blueRange": 0.3, "alphaRange": 0.4, "redSpeed": -0.1,
             "greenSpeed": -0.2, "blueSpeed": -0.3, "alphaSpeed": -0.4,
             "contentsRect": [0, 0, 0.5, 1], "beginTime": 0.5, "duration": 1,
             "isEnabled": false,
             "cells": [{"birthRate": 1}]},
            {}
          ]}}
        """#))
    let content = try #require(built.rootLayer.sublayers[0].emitter)
    #expect(content.emitterShape == .rectangle && content.emitterMode == .outline)
    #expect(content.emitterPosition == Point(x: 100, y: 50) && content.emitterZPosition == 3)
    #expect(content.emitterSize == Size(width: 40, height: 20) && content.emitterDepth == 5)
    #expect(content.renderMode == .oldestLast && content.preservesDepth && content.seed == 7)
    #expect(content.birthRate == 2 && content.lifetime == 0.5 && content.velocity == 3)
    #expect(content.scale == 0.5 && content.spin == 2)
    #expect(content.emitterCells.count == 2)
    let a = content.emitterCells[0]
    #expect(a.name == "a" && !a.isEnabled && a.birthRate == 5 && a.lifetime == 2)
    #expect(a.lifetimeRange == 0.5 && a.velocity == 10 && a.velocityRange == 4)
    #expect(abs(a.emissionLongitude - .pi / 2) < 1e-12 && a.emissionLatitude == 0.25)
    #expect(abs(a.emissionRange - .pi) < 1e-12)
    #expect(a.xAcceleration == 1 && a.yAcceleration == 2 && a.zAcceleration == 3)
    #expect(a.scale == 0.3 && a.scaleRange == 0.1 && a.scaleSpeed == -0.1)
    #expect(a.spin == 1 && a.spinRange == 0.5 && a.color == Color(hex: 0xFF0000))
    #expect(a.redRange == 0.1 && a.greenRange == 0.2 && a.blueRange == 0.3)
    #expect(a.alphaRange == 0.4 && a.redSpeed == -0.1 && a.greenSpeed == -0.2)
    #expect(a.blueSpeed == -0.3 && a.alphaSpeed == -0.4)
    #expect(a.contentsRect == Rect(x: 0, y: 0, width: 0.5, height: 1))
    #expect(a.beginTime == 0.5 && a.duration == 1 && a.contents == nil)
    #expect(a.emitterCells.count == 1 && a.emitterCells[0].birthRate == 1)
    #expect(content.emitterCells[1] == EmitterCell())
    var defaults = try #require(
      try build(scene(#"{"frame": [0, 0, 10, 10], "emitter": {}}"#)).rootLayer.sublayers[0]
        .emitter)
    #expect(defaults == EmitterContent())
    defaults.birthRate = 3
    #expect(defaults != EmitterContent())
  }

  /// The births alive at `t` when birth k happens at k / rate (k = 0, 1, …) before `stop`,
  /// each living `lifetime`.
  private func expectedCount(at t: Double, rate: Double, lifetime: Double, stop: Double) -> Int {
    (0...Int((t * rate + 1e-9).rounded(.down))).map { Double($0) / rate }
      .filter { $0 < stop && t - $0 < lifetime }.count
  }

  @Test("the particles alive are the births the rates give, none born after stopBirthsAt")
  func counts() throws {
    let built = try build(
      scene(
        #"""
        {"name": "e", "frame": [0, 0, 200, 200],
         "emitter": {"birthRate": 2, "stopBirthsAt": 2,
                     "cells": [{"birthRate": 5, "lifetime": 1}]}}
        """#))
    built.timeline.advance(to: 4)
    let layer = built.rootLayer.sublayers[0]
    // 5 a second times the layer's 2: a birth every 0.1 s, each living 1 s.
    for t in [0.0, 0.25, 0.55, 1.0, 1.5, 1.95, 2.0, 2.35, 2.5, 2.95, 3.0, 3.5] {
      let expected = expectedCount(at: t, rate: 10, lifetime: 1, stop: 2)
      #expect(layer.particles(at: t).count == expected, "at \(t) s")
    }
    #expect(layer.particles(at: 1.5).count == 10)
    #expect(layer.particles(at: 2.5).count == 4)  // born at 1.6, 1.7, 1.8 and 1.9 s
    #expect(layer.particles(at: 3.5).isEmpty)
  }

  @Test(
    "a misspelt key, shape or mode, a negative rate or lifetime, a bad seed and deep nesting are problems at their place",
    arguments: [
      (
        #"{"emitterShape": "rectangel"}"#, #""rectangel""#, "layers[0].emitter.emitterShape",
        "unknown emitterShape 'rectangel' (did you mean 'rectangle'?)"
      ),
      (
        #"{"renderMode": "oldestfirst"}"#, #""oldestfirst""#, "layers[0].emitter.renderMode",
        "unknown renderMode 'oldestfirst' (did you mean 'oldestFirst'?)"
      ),
      (
        #"{"emiterPosition": [0, 0]}"#, #""emiterPosition""#, "layers[0].emitter.emiterPosition",
        "unknown key 'emiterPosition' (did you mean 'emitterPosition'?)"
      ),
      (
        #"{"cells": [{"birthrate": 3}]}"#, #""birthrate""#, "layers[0].emitter.cells[0].birthrate",
        "unknown key 'birthrate' (did you mean 'birthRate'?)"
      ),
      (
        #"{"cells": [{"lifetime": -1}]}"#, "-1", "layers[0].emitter.cells[0].lifetime",
        "expected a lifetime ≥ 0, found -1"
      ),
      (
        #"{"birthRate": -2}"#, "-2", "layers[0].emitter.birthRate",
        "expected a birth rate multiplier ≥ 0, found -2"
      ),
      (
        #"{"seed": 1.5}"#, "1.5", "layers[0].emitter.seed",
        "expected a whole seed from 0 to 4294967295, found 1.5"
      ),
      (
        #"{"cells": [{"contentsScale": 3}]}"#, "3", "layers[0].emitter.cells[0].contentsScale",
        "'contentsScale' is the pixels per point of the cell's 'contents', and this cell has "
          + "none: give it 'contents'"
      ),
    ])
  func problems(emitter: String, marker: String, path: String, message: String) throws {
    let json = scene(#"{"frame": [0, 0, 10, 10], "emitter": \#(emitter)}"#)
    let e = try problem(json, at: marker)
    #expect(e.path == path)
    #expect(e.message == message)
  }

  @Test("cells nested deeper than the engine takes are refused at the first too deep")
  func depth() throws {
    var cells = #"{"birthRate": 1}"#
    for _ in 0..<EmitterCell.maximumDepth { cells = #"{"cells": [\#(cells)]}"# }
    let json = scene(#"{"frame": [0, 0, 10, 10], "emitter": {"cells": [\#(cells)]}}"#)
    let e = try problem(json, at: #"{"birthRate": 1}"#)
    #expect(
      e.message
        == "emitter cells are nested 9 deep, more than the 8 levels an emitter takes")
    // One level fewer is taken.
    var fewer = #"{"birthRate": 1}"#
    for _ in 1..<EmitterCell.maximumDepth { fewer = #"{"cells": [\#(fewer)]}"# }
    _ = try build(scene(#"{"frame": [0, 0, 10, 10], "emitter": {"cells": [\#(fewer)]}}"#))
  }

  @Test("an emitter is not also a replicator")
  func oneKind() throws {
    let json = scene(
      #"""
      {"frame": [0, 0, 10, 10], "instanceCount": 2, "emitter": {}, "sublayers": [{}]}
      """#)
    let e = try problem(json, at: #"{}, "sublayers""#)
    #expect(
      e.message
        == "a layer is one of a shape, a gradient, a replicator or an emitter, as in Core "
        + "Animation, but this one has 'instanceCount' and 'emitter': put one of them in a "
        + "sublayer")
  }

  @Test("a cell's contents name a replaceable image")
  func imageNames() throws {
    let json = scene(
      #"""
      {"name": "e", "frame": [0, 0, 10, 10],
       "emitter": {"cells": [{"name": "spark", "contents": "spark.png",
                              "cells": [{"name": "ember", "contents": "ember@2x.png"}]}]}}
      """#)
    let file = try SceneFile(bytes: Array(json.utf8), path: "s.json")
    #expect(file.contents.imageNames == ["spark", "ember"])
    let built = try file.makeScene(
      replacingImages: [
        "spark": Image(width: 4, height: 4, fill: .red),
        "ember": Image(width: 6, height: 6, fill: .red),
      ])
    let cell = try #require(built.rootLayer.sublayers[0].emitter?.emitterCells.first)
    #expect(cell.particleSize == Size(width: 4, height: 4))
    // ember@2x.png: 6 px at 2 px a point.
    #expect(cell.emitterCells.first?.particleSize == Size(width: 3, height: 3))
  }
}
