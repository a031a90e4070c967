import Foundation
import Pixels
import Testing

@Suite("flipbook render and validate with an emitter in a scene file")
struct SceneEmitterCommandTests {
  /// A scene of 100 × 100 pt with a point emitter at (50, 50) whose one cell, `spark`, has
  /// the birth rate `rate` and the image `icon.png`.
  private static func scene(rate: String) -> String {
    """
    {"format": 1, "size": [100, 100], "duration": 1, "fps": 10, "background": "white",
     "layers": [{"name": "sparks", "frame": [0, 0, 100, 100],
                 "emitter": {"emitterPosition": [50, 50],
                             "cells": [{"name": "spark", "contents": "icon.png",
                                        "birthRate": \(rate), "lifetime": 10}]}}]}
    """
  }

  /// A folder holding `icon.png` (the bundled save icon), `red.png` (8 × 8 red) and
  /// `scene.json`.
  private static func folder(rate: String) throws -> String {
    let path = try makeTemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: FlipbookBinary.repository + "/Assets/save.png", toPath: path + "/icon.png")
    try Image(width: 8, height: 8, fill: .red).writePNG(to: path + "/red.png")
    try scene(rate: rate).write(toFile: path + "/scene.json", atomically: true, encoding: .utf8)
    return path
  }

  @Test("validates, and renders its particles where they are born, --image replacing a cell's")
  func renders() throws {
    let path = try Self.folder(rate: "10")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let validated = try FlipbookBinary.run(["validate", "scene.json"], in: path)
    #expect(validated.status == 0, "stderr: \(validated.stderr)")
    #expect(validated.stdout == "scene.json: ok\n")
    let rendered = try FlipbookBinary.run(
      [
        "render", "scene.json", "--image", "spark=red.png", "--at", "0.5", "-o", "f.png",
        "--scale", "1", "--quiet",
      ], in: path)
    #expect(rendered.status == 0, "stderr: \(rendered.stderr)")
    let frame = try Image(contentsOfPNGFile: path + "/f.png")
    // No velocity: every particle sits at the emitter's position, 8 × 8 pt about it.
    #expect(frame[50, 50] == Color.red.pixel)
    #expect(frame[10, 10] == Color.white.pixel)
  }

  @Test("a birth rate of 1e9 is refused by validate and render in one line, before drawing")
  func refusesAHostileRate() throws {
    let path = try Self.folder(rate: "1e9")
    defer { try? FileManager.default.removeItem(atPath: path) }
    for command in ["validate", "render"] {
      let start = Date()
      let arguments = command == "render" ? ["--quiet"] : []
      let result = try FlipbookBinary.run([command, "scene.json"] + arguments, in: path)
      #expect(result.status != 0)
      #expect(
        result.stderr.contains(
          "flipbook: scene.json:3:25: layers[0].emitter: the emitter layer 'sparks' would "
            + "make up to 1.0e10 particles in one frame"),
        "stderr: \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(Date().timeIntervalSince(start) < 10)
    }
    #expect(!FileManager.default.fileExists(atPath: path + "/scene.gif"))
  }
}
