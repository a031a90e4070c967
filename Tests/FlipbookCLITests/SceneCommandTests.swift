import Foundation
import GIF
import Pixels
import Testing

@Suite("flipbook render and validate with scene files")
struct SceneCommandTests {
  /// A folder holding `icon.png` (the bundled save icon) and `scene.json`.
  private struct Folder {
    let path: String

    init(scene: String) throws {
      path = try makeTemporaryDirectory()
      try FileManager.default.copyItem(
        atPath: FlipbookBinary.repository + "/Assets/save.png", toPath: path + "/icon.png")
      try scene.write(toFile: path + "/scene.json", atomically: true, encoding: .utf8)
    }

    var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }
  }

  static let scene = """
    {
      "format": 1,
      "name": "pop",
      "size": [200, 150],
      "duration": 1,
      "fps": 10,
      "layers": [
        {
          "name": "icon", "frame": [50, 25, 100, 100], "image": "icon.png",
          "animations": [
            { "type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 0.5 }
          ]
        }
      ]
    }
    """

  @Test("a scene file renders with its own name, frame rate and scale; flags win over them")
  func rendersAFile() throws {
    let folder = try Folder(scene: Self.scene)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let result = try FlipbookBinary.run(["render", "scene.json", "--quiet"], in: folder.path)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let gif = try GIFFile(contentsOfFile: folder.path + "/pop.gif")
    #expect(gif.frames.count == 10)  // 1 s at the file's 10 fps
    #expect(gif.width == 400 && gif.height == 300)  // the default scale 2
    let flags = try FlipbookBinary.run(
      ["render", "scene.json", "--fps", "20", "--scale", "1", "-o", "b.gif", "--quiet"],
      in: folder.path)
    #expect(flags.status == 0, "stderr: \(flags.stderr)")
    let b = try GIFFile(contentsOfFile: folder.path + "/b.gif")
    #expect(b.frames.count == 20 && b.width == 200)
  }

  @Test("--image NAME=PATH replaces a scene file's image")
  func replacesAnImage() throws {
    let folder = try Folder(scene: Self.scene)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try Image(width: 8, height: 8, fill: .red).writePNG(to: folder.path + "/red.png")
    let result = try FlipbookBinary.run(
      [
        "render", "scene.json", "--image", "icon=red.png", "--at", "0.9", "-o", "f.png",
        "--scale", "1", "--quiet",
      ], in: folder.path)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Image(contentsOfPNGFile: folder.path + "/f.png")
    #expect(frame[100, 75] == Color.red.pixel)
    let unknown = try FlipbookBinary.run(
      ["render", "scene.json", "--image", "photo=red.png", "--quiet"], in: folder.path)
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("'photo'") && unknown.stderr.contains("icon"))
  }

  @Test("--filmstrip writes a contact sheet: 12 frames in rows of 4 with their times")
  func filmstrip() throws {
    let folder = try Folder(
      scene: Self.scene.replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 30"))
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let result = try FlipbookBinary.run(
      ["render", "scene.json", "--filmstrip", "sheet.png", "--scale", "1", "--quiet"],
      in: folder.path)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let sheet = try Image(contentsOfPNGFile: folder.path + "/sheet.png")
    // 4 frames of 200 px and 3 separators of 2 px; 3 rows of 150 px + a 16 px label band,
    // with 2 px between rows.
    #expect(sheet.width == 4 * 200 + 3 * 2)
    #expect(sheet.height == 3 * (150 + 16) + 2 * 2)
    // The first frame is at 0 s (icon transparent), the last after the fade (icon shown).
    #expect(sheet[62, 75] == Color.white.pixel)
    #expect(sheet[3 * 202 + 62, 2 * 168 + 75] != Color.white.pixel)
    #expect(Set(folder.files) == ["icon.png", "scene.json", "pop.gif", "sheet.png"])
  }

  @Test("validate: exit 0 and 'ok' for a good file, built-in names too")
  func validatesAGoodFile() throws {
    let folder = try Folder(scene: Self.scene)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let result = try FlipbookBinary.run(["validate", "scene.json", "flip"], in: folder.path)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "scene.json: ok\nflip: ok\n")
    #expect(Set(folder.files) == ["icon.png", "scene.json"])
  }

  @Test("a character no font has is a warning from validate and render, and renders")
  func missingCharacterWarns() throws {
    let folder = try Folder(
      scene: """
        {"format": 1, "size": [120, 40], "duration": 0.2, "fps": 10,
         "layers": [{"name": "sign", "frame": [0, 0, 120, 40],
                     "text": {"string": "Ra 𓀀 👍"}}]}
        """)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let warning =
      "flipbook: warning: scene.json: layer 'sign' at 0 s: no bundled font has '𓀀' "
      + "(U+13000); it is drawn as a box\n"
    let validated = try FlipbookBinary.run(["validate", "scene.json"], in: folder.path)
    #expect(validated.status == 0)
    #expect(validated.stderr == warning)
    #expect(validated.stdout == "scene.json: ok\n")
    let rendered = try FlipbookBinary.run(
      ["render", "scene.json", "--quiet", "--timeline"], in: folder.path)
    #expect(rendered.status == 0)
    #expect(rendered.stderr == warning)
    #expect(
      rendered.stdout.contains(
        #"{"t":0,"event":"text.missingCharacter","layer":"sign","character":"𓀀","codePoint":"U+13000"}"#
      ))
    #expect(folder.files.contains("scene.gif"))
  }

  /// A broken scene: the text to replace in `scene`, what replaces it, the token where the
  /// error must point (nil: the whole document, 1:1), the JSON path and the cause.
  struct Broken: CustomTestStringConvertible, Sendable {
    let kind: String
    let replace: String
    let with: String
    let token: String?
    let path: String
    let cause: String
    var testDescription: String { kind }
  }

  static let broken: [Broken] = [
    Broken(
      kind: "missing key", replace: "  \"duration\": 1,\n", with: "", token: nil,
      path: "duration", cause: "missing required key 'duration'"),
    Broken(
      kind: "wrong type", replace: "\"duration\": 1", with: "\"duration\": \"1\"", token: "\"1\"",
      path: "duration", cause: "expected a number, found a string"),
    Broken(
      kind: "unknown key", replace: "\"frame\"", with: "\"frme\"", token: "\"frme\"",
      path: "layers[0].frme", cause: "unknown key 'frme' (did you mean 'frame'?)"),
    Broken(
      kind: "unknown key path", replace: "\"opacity\"", with: "\"opacty\"", token: "\"opacty\"",
      path: "layers[0].animations[0].keyPath",
      cause: "unknown key path 'opacty' (did you mean 'opacity'?)"),
    Broken(
      kind: "unknown control", replace: "\"image\": \"icon.png\",",
      with: "\"image\": \"icon.png\", \"control\": { \"type\": \"imageButon\" },",
      token: "\"imageButon\"", path: "layers[0].control.type",
      cause: "unknown control type 'imageButon' (did you mean 'imageButton'?)"),
    Broken(
      kind: "unknown timing function", replace: "\"duration\": 0.5",
      with: "\"duration\": 0.5, \"timingFunction\": \"easeOutt\"", token: "\"easeOutt\"",
      path: "layers[0].animations[0].timingFunction",
      cause: "unknown timing function 'easeOutt' (did you mean 'easeOut'?)"),
    Broken(
      kind: "missing image", replace: "\"icon.png\"", with: "\"nope.png\"", token: "\"nope.png\"",
      path: "layers[0].image", cause: "nope.png"),
    Broken(
      kind: "bad image", replace: "\"icon.png\"", with: "\"scene.json\"", token: "\"scene.json\"",
      path: "layers[0].image", cause: "cannot use the image"),
    Broken(
      kind: "NaN", replace: "\"to\": 1", with: "\"to\": NaN", token: "NaN",
      path: "layers[0].animations[0].to", cause: "NaN"),
    Broken(
      kind: "infinity", replace: "\"to\": 1", with: "\"to\": 1e999", token: "1e999",
      path: "layers[0].animations[0].to", cause: "out of range"),
    Broken(
      kind: "out of range", replace: "\"name\": \"icon\",",
      with: "\"name\": \"icon\", \"opacity\": 2,",
      token: "2, \"frame\"", path: "layers[0].opacity", cause: "expected an opacity 0…1, found 2"),
    Broken(
      kind: "key times that do not fit",
      replace: "\"type\": \"basic\", \"keyPath\": \"opacity\", \"from\": 0, \"to\": 1",
      with:
        "\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"keyTimes\": [0, 0.5, 1]",
      token: "[0, 0.5, 1]", path: "layers[0].animations[0].keyTimes", cause: "keyTimes"),
    Broken(
      kind: "unknown layer name", replace: "\"duration\": 0.5",
      with: "\"duration\": 0.5, \"start\": { \"tap\": \"icn\" }", token: "\"icn\"",
      path: "layers[0].animations[0].start.tap", cause: "unknown layer 'icn' (did you mean 'icon'?)"
    ),
    // What render refuses about the file's settings, validate refuses at the same place.
    Broken(
      kind: "frame rate too low", replace: "\"fps\": 10", with: "\"fps\": 1e-300",
      token: "1e-300", path: "fps", cause: "frame rate 1e-300: must be 0.01 to 50"),
    Broken(
      kind: "scale too small", replace: "\"fps\": 10", with: "\"fps\": 10, \"scale\": 1e-300",
      token: "1e-300", path: "scale", cause: "scale 1e-300: must be 0.05 to 8"),
    Broken(
      kind: "a size of no pixels", replace: "[200, 150]", with: "[5e-324, 150]",
      token: "[5e-324", path: "size",
      cause: "at the default scale 2, a 0 × 300 px frame; each side must be 1 to 65535 px"),
    Broken(
      kind: "too many frames", replace: "\"fps\": 10", with: "\"fps\": 50",
      token: "50,", path: "fps",
      cause: "frame rate 50: 50 frames exceed the limit of 20 (FLIPBOOK_MAX_FRAMES)"),
    Broken(
      kind: "too many pixels", replace: "\"fps\": 10", with: "\"fps\": 10, \"scale\": 8",
      token: "8", path: "scale",
      cause: "scale 8: a 1600 × 1200 px frame exceeds the limit of 1000000 px (FLIPBOOK_MAX_PIXELS)"
    ),
    Broken(
      kind: "a spring that never settles",
      replace:
        "\"type\": \"basic\", \"keyPath\": \"opacity\", \"from\": 0, \"to\": 1, \"duration\": 0.5",
      with:
        "\"type\": \"spring\", \"keyPath\": \"opacity\", \"damping\": 0, \"duration\": \"settling\"",
      token: "\"settling\"", path: "layers[0].animations[0].duration",
      cause: "a spring with damping 0 never settles: give a duration in seconds"),
  ]

  /// The 1-based line and column of the first `token` in `text`.
  private static func position(of token: String, in text: String) -> String {
    let before = text[..<text.range(of: token)!.lowerBound]
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return "\(lines.count):\(lines.last!.count + 1)"
  }

  @Test(
    "each kind of error: one line naming the file, line:column, JSON path and cause; the same from validate and render",
    arguments: broken)
  func reportsErrors(_ broken: Broken) throws {
    #expect(Self.scene.contains(broken.replace))
    let text = Self.scene.replacingOccurrences(of: broken.replace, with: broken.with)
    let folder = try Folder(scene: text)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let limits = ["FLIPBOOK_MAX_FRAMES": "20", "FLIPBOOK_MAX_PIXELS": "1000000"]
    let validate = try FlipbookBinary.run(
      ["validate", "scene.json"], in: folder.path, environment: limits)
    let render = try FlipbookBinary.run(
      ["render", "scene.json", "--quiet"], in: folder.path, environment: limits)
    #expect(validate.status == 1)
    #expect(render.status == 1)
    #expect(validate.stderr == render.stderr)
    let place = broken.token.map { Self.position(of: $0, in: text) } ?? "1:1"
    #expect(
      render.stderr.hasPrefix("flipbook: scene.json:\(place): \(broken.path): "),
      "\(render.stderr)")
    #expect(render.stderr.contains(broken.cause), "\(render.stderr)")
    #expect(render.stderr.split(separator: "\n").count == 1)
    #expect(Set(folder.files) == ["icon.png", "scene.json"])
  }
  @Test("validate names every problem, one line each in the order of the file; render the first")
  func validateListsEveryProblem() throws {
    let text = """
      {
        "format": 1, "size": [200, 150], "duration": 1,
        "layers": [
          { "name": "icon", "frame": [50, 25, 100, 100], "image": "icon.png",
            "animations": [
              { "type": "basic", "keyPath": "bounds.width", "to": 1 },
              { "type": "basic", "keyPath": "opacity", "to": 1, "repeatCount": "infinite" }
            ] },
          { "name": "shade", "opacity": 2 }
        ]
      }
      """
    let folder = try Folder(scene: text)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let validate = try FlipbookBinary.run(["validate", "scene.json"], in: folder.path)
    #expect(validate.status == 1)
    let lines = validate.stderr.split(separator: "\n").map(String.init)
    func at(_ token: String) -> String { Self.position(of: token, in: text) }
    #expect(
      lines == [
        "flipbook: scene.json:\(at("\"bounds.width\"")): layers[0].animations[0].keyPath: "
          + "unknown key path 'bounds.width' (did you mean 'bounds.size.width'?)",
        "flipbook: scene.json:\(at("\"infinite\"")): layers[0].animations[1].repeatCount: "
          + "expected a count of 0 or more, or \"infinity\", found 'infinite' "
          + "(did you mean 'infinity'?)",
        "flipbook: scene.json:\(at("2 }")): layers[1].opacity: expected an opacity 0…1, found 2",
      ], "\(validate.stderr)")
    let render = try FlipbookBinary.run(["render", "scene.json", "--quiet"], in: folder.path)
    #expect(render.status == 1)
    #expect(render.stderr == lines[0] + "\n")
  }

  @Test("validate lists at most 50 problems a file, then counts the rest")
  func validateCapsTheList() throws {
    let bad = #"{ "type": "basic", "keyPath": "opacty" }"#
    let animations = Array(repeating: bad, count: 60).joined(separator: ",\n")
    let text = """
      {"format": 1, "size": [200, 150], "duration": 1,
       "layers": [{ "animations": [
      \(animations)
      ]}]}
      """
    let folder = try Folder(scene: text)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let validate = try FlipbookBinary.run(["validate", "scene.json"], in: folder.path)
    #expect(validate.status == 1)
    let lines = validate.stderr.split(separator: "\n")
    #expect(lines.count == 51)
    #expect(lines[49].hasPrefix("flipbook: scene.json:52:"))
    #expect(lines[50] == "flipbook: scene.json: 10 more problems not listed")
  }
}
