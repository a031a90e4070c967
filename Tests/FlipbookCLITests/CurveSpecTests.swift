import Foundation
import Testing

@Suite("flipbook curve's curve syntax, end to end")
struct CurveSpecTests {
  /// The CSV `flipbook curve` prints for `arguments`.
  private func csv(_ arguments: [String], in dir: String) throws -> String {
    let result = try FlipbookBinary.run(["curve"] + arguments, in: dir)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  @Test("every form parses; white space is ignored and spring parameters default")
  func parses() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let options = ["--samples", "5", "--duration", "1"]
    #expect(try csv([" default "], in: dir) == csv(["default"], in: dir))
    #expect(
      try csv(["cubic-bezier(0.42, 0, 0.58, 1)"], in: dir) == csv(["easeInEaseOut"], in: dir))
    #expect(
      try csv(["spring()"] + options, in: dir)
        == csv(["spring(mass=1,stiffness=100,damping=10,velocity=0)"] + options, in: dir))
    // Critically damped (ζ = 1, ω₀ = 2π): 1 − e^(−2πt)(1 + 2πt) at t = 0.25.
    let rows = try csv(["spring(dampingRatio=1,response=1)"] + options, in: dir)
      .split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    let w = 2 * Double.pi
    #expect(rows.count == 5 && abs(rows[1][1] - (1 - exp(-w / 4) * (1 + w / 4))) < 1e-9)
  }

  @Test(
    "bad specs exit 1 saying which and what is wrong",
    arguments: [
      ("bouncy", "expected linear"), ("cubic-bezier(1,2,3)", "four numbers"),
      ("cubic-bezier(1.5,0,0.5,1)", "x1 and x2"), ("spring(mass=0)", "mass 0"),
      ("cubic-bezier(0.5,1e308,0.5,-1e308)", "y1 and y2 must be within -1000000...1000000"),
      ("spring(dampingRatio=0.4)", "needs both"), ("spring(tension=3)", "tension"),
      ("cubic-bezier(a,b,c,d)", "four numbers"), ("easeIn(", "expected linear"),
      ("spring(dampingRatio=0.5,response=0)", "response 0"), ("wobble(1)", "unknown curve"),
      ("easeInOut", "did you mean 'easeInEaseOut'?"), (".curveLinear", "did you mean 'linear'?"),
    ])
  func rejects(spec: String, reason: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(["curve", spec], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("flipbook: invalid curve '\(spec)': "), "\(result.stderr)")
    #expect(result.stderr.contains(reason), "\(result.stderr)")
  }
}
