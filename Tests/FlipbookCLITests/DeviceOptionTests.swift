import Foundation
import Pixels
import Testing

@Suite("flipbook render and validate: --device, --appearance, --content-size, --layout-direction")
struct DeviceOptionTests {
  /// A scene that leaves its size to the device: a label in the label colour on the system
  /// background.
  static let scene = """
    {
      "format": 1,
      "device": "iPhone SE (3rd generation)",
      "duration": 0.2,
      "fps": 10,
      "layers": [
        { "frame": [20, 100, 335, 80], "text": { "string": "Hello", "textStyle": "body" } }
      ]
    }
    """

  private func folder() throws -> String {
    let path = try makeTemporaryDirectory()
    try Self.scene.write(toFile: path + "/card.json", atomically: true, encoding: .utf8)
    return path
  }

  @Test("--device sets the canvas and scale, --appearance the colours")
  func rendersOnADevice() throws {
    let path = try folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let own = try FlipbookBinary.run(
      ["render", "card.json", "--at", "0", "-o", "se.png", "--quiet"], in: path)
    #expect(own.status == 0, "stderr: \(own.stderr)")
    let se = try Image(contentsOfPNGFile: path + "/se.png")
    #expect((se.width, se.height) == (750, 1334))
    #expect(se[2, 2] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    let result = try FlipbookBinary.run(
      [
        "render", "card.json", "--device", "iPhone 16", "--appearance", "dark",
        "--content-size", "accessibilityExtraExtraExtraLarge", "--layout-direction",
        "rightToLeft", "--at", "0", "-o", "sixteen.png", "--quiet",
      ], in: path)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let sixteen = try Image(contentsOfPNGFile: path + "/sixteen.png")
    #expect((sixteen.width, sixteen.height) == (1179, 2556))
    #expect(sixteen[2, 2] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    // --scale wins over the device's.
    let scaled = try FlipbookBinary.run(
      ["render", "card.json", "--scale", "1", "--at", "0", "-o", "one.png", "--quiet"], in: path)
    #expect(scaled.status == 0, "stderr: \(scaled.stderr)")
    #expect(try Image(contentsOfPNGFile: path + "/one.png").width == 375)
  }

  @Test("an unknown device or appearance is refused, naming the flag and the choices")
  func unknownValues() throws {
    let path = try folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let device = try FlipbookBinary.run(
      ["render", "card.json", "--device", "iPhone 61"], in: path)
    #expect(device.status == 1)
    #expect(device.stderr.hasPrefix("flipbook: --device 'iPhone 61': unknown (did you mean"))
    #expect(device.stderr.contains("'iPad Pro 11-inch (M4)'"))
    let appearance = try FlipbookBinary.run(
      ["validate", "card.json", "--appearance", "dim"], in: path)
    #expect(appearance.status == 1)
    #expect(
      appearance.stderr
        == "flipbook: --appearance 'dim': unknown (expected one of: 'light', 'dark')\n")
    let size = try FlipbookBinary.run(
      ["render", "card.json", "--content-size", "ax5"], in: path)
    #expect(size.status == 1)
    #expect(size.stderr.contains("'accessibilityExtraExtraExtraLarge'"))
    #expect(FileManager.default.fileExists(atPath: path + "/card.gif") == false)
  }

  @Test("--device on a scene of another size is refused at the file's size")
  func conflictingSize() throws {
    let path = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #"{"format": 1, "size": [200, 100], "duration": 1}"#.write(
      toFile: path + "/small.json", atomically: true, encoding: .utf8)
    for command in ["render", "validate"] {
      let result = try FlipbookBinary.run(
        [command, "small.json", "--device", "iPhone 16"], in: path)
      #expect(result.status == 1)
      #expect(
        result.stderr.contains(
          "small.json:1:23: size: 200 × 100 points is not the screen of the iPhone 16, "
            + "393 × 852 points: leave 'size' out to take the device's"),
        "\(result.stderr)")
    }
  }

  @Test("--help lists the device settings")
  func help() throws {
    let result = try FlipbookBinary.run(["render", "--help"], in: NSTemporaryDirectory())
    for flag in ["--device", "--appearance", "--content-size", "--layout-direction"] {
      #expect(result.stdout.contains(flag), "\(flag)")
    }
  }
}
