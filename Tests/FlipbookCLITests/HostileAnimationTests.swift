import Foundation
import Testing

@Suite("flipbook validate and render: many animations, and animations that grow")
struct HostileAnimationTests {
  /// What comes before the layers.
  private static let head = #"{"format": 1, "size": [200, 200], "duration": 1, "layers": "#

  /// A 200 × 200 scene of one second with `layers` (JSON objects).
  private static func scene(layers: [String]) -> String {
    head + "[" + layers.joined(separator: ",\n") + "]}"
  }

  /// `count` layers of 2 × 2 pt, each animated to 1000 times its size (tersely written: a
  /// debug build reads about 0.3 MB of JSON a second).
  private static func growing(_ count: Int) -> [String] {
    Array(
      repeating: #"{"frame":[0,0,2,2],"animations":[{"type":"basic","keyPath":"transform.scale","#
        + #""to":1000}]}"#, count: count)
  }

  /// Runs each of `commands` in a fresh folder holding `text` as `name`: their results, the
  /// most seconds one took and the folder's files after.
  private static func run(_ commands: [[String]], on text: String, named name: String) throws
    -> (results: [FlipbookBinary.Result], seconds: Double, files: [String])
  {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    var seconds = 0.0
    let results = try commands.map {
      let start = Date()
      defer { seconds = max(seconds, Date().timeIntervalSince(start)) }
      return try FlipbookBinary.run($0, in: folder, killAfter: 120)
    }
    return (results, seconds, try FileManager.default.contentsOfDirectory(atPath: folder))
  }

  @Test("10 000 view animations of one property are read and checked in well under 30 s")
  func stackedViewAnimations() throws {
    let animations = (0..<10_000).map {
      #"{"type": "viewAnimation", "duration": 1, "changes": {"alpha": \#($0 % 2 == 0 ? 0.5 : 1)}}"#
    }
    let text = Self.scene(layers: [
      ##"{"name": "a", "frame": [10, 10, 50, 50], "backgroundColor": "#FF0000", "animations": ["##
        + animations.joined(separator: ",\n") + "]}"
    ])
    let run = try Self.run([["validate", "views.json"]], on: text, named: "views.json")
    #expect(run.results[0].status == 0, "\(run.results[0].stderr)")
    #expect(run.results[0].stdout == "views.json: ok\n")
    // Quadratic, 5 000 took 26 s and 10 000 over 120 s.
    #expect(run.seconds < 30, "\(run.seconds) s")
  }

  @Test("9 999 small layers animated to 1000 times their size are over the work budget")
  func animatedGrowth() throws {
    let run = try Self.run(
      [["validate", "grow.json"], ["render", "grow.json", "--quiet"]],
      on: Self.scene(layers: Self.growing(9_999)), named: "grow.json")
    // Each layer covers the whole 400 × 400 px frame at its largest: 30 frames of 9 999
    // layers of 160 000 px are 4.8e10 layer pixels, over the default 2³¹.
    let message =
      "flipbook: grow.json:1:\(Self.head.count + 1): layers: the render would draw about "
      + "4.8e10 layer pixels (30 frames of 9999 layers covering about 1.6e9 px a frame), over "
      + "the limit of 2147483648: fewer or smaller layers, fewer frames, a smaller scale, or "
      + "less text (FLIPBOOK_MAX_WORK)\n"
    for result in run.results {
      #expect(result.status == 1)
      #expect(result.stderr == message)
    }
    #expect(run.files == ["grow.json"])
    #expect(run.seconds < 30, "\(run.seconds) s")
  }

  @Test("a few layers growing as much are valid: the budget counts growth, not animations")
  func fewGrowingLayers() throws {
    let run = try Self.run(
      [["validate", "few.json"]], on: Self.scene(layers: Self.growing(3)), named: "few.json")
    #expect(run.results[0].status == 0, "\(run.results[0].stderr)")
  }
}
