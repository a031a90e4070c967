import Foundation
import Pixels
import Testing

@Suite("an installed flipbook")
struct InstallTests {
  @Test("a copy in PREFIX/bin finds its font and icons in PREFIX/share/flipbook/Assets")
  func copiedBinaryFindsAssets() throws {
    let prefix = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")
    let files = FileManager.default
    try files.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
    try files.createDirectory(atPath: prefix + "/share/flipbook", withIntermediateDirectories: true)
    try files.copyItem(atPath: FlipbookBinary.path, toPath: prefix + "/bin/flipbook")
    try files.copyItem(atPath: assets.path, toPath: prefix + "/share/flipbook/Assets")
    // The installed font is used, not the checkout's: without it the render fails.
    let result = try FlipbookBinary.run(
      ["render", "flip", "--at", "1.6", "--scale", "1", "-o", "flip.png", "--quiet"], in: prefix,
      executable: prefix + "/bin/flipbook", environment: ["FLIPBOOK_ASSETS": nil])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Image(contentsOfPNGFile: prefix + "/flip.png")
    #expect(frame.width == 340)
    try files.removeItem(atPath: prefix + "/share/flipbook/Assets/Fonts/Inter-Regular.otf")
    let moved = try FlipbookBinary.run(
      ["render", "flip", "--at", "1.6", "--scale", "1", "-o", "again.png", "--quiet"],
      in: prefix, executable: prefix + "/bin/flipbook",
      environment: ["FLIPBOOK_ASSETS": prefix + "/share/flipbook/Assets"])
    #expect(moved.status == 1)
    #expect(moved.stderr.contains(prefix + "/share/flipbook/Assets/Fonts/Inter-Regular.otf"))
    #expect(!files.fileExists(atPath: prefix + "/again.png"))
  }

  @Test("a missing font is an error naming its path, not frames without text")
  func missingFont() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // The assets hold the flip's scene file but no font.
    let assets = dir + "/assets"
    try FileManager.default.createDirectory(
      atPath: assets + "/Scenes", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: FlipbookBinary.repository + "/Assets/Scenes/flip.json",
      toPath: assets + "/Scenes/flip.json")
    let work = dir + "/work"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let result = try FlipbookBinary.run(
      ["render", "flip", "-o", "flip.gif", "--quiet"], in: work,
      environment: ["FLIPBOOK_ASSETS": assets])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("flipbook: \(assets)/Fonts/Inter-Regular.otf: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty)
  }

  @Test("missing built-in scenes are an error naming their folder")
  func missingScenes() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(
      ["render", "flip", "-o", "flip.gif", "--quiet"], in: dir,
      environment: ["FLIPBOOK_ASSETS": dir + "/nowhere"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("flipbook: \(dir)/nowhere/Scenes: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }
}
