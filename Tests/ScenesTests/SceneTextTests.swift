import Foundation
import Interaction
import Layers
import Pixels
import ProcessServices
import Testing

@testable import Scenes

/// A scene of 200 × 200 pt lasting 2 s whose one layer has `text` as its text.
private func scene(text: String) -> String {
  """
  {"format": 1, "size": [200, 200], "duration": 2,
   "layers": [
  {"frame": [0, 0, 120, 40],
   "text": \(text)}
  ]}
  """
}

/// The text content of the layer of `scene(text:)`, as the built scene holds it.
private func content(_ text: String) throws -> TextContent {
  let json = scene(text: text)
  let scene = try SceneFile(bytes: Array(json.utf8), path: "s.json").makeScene()
  return try #require(scene.rootLayer.sublayers[0].text)
}

/// A new temporary folder holding an empty folder named `subfolder`.
private func temporaryFolder(holding subfolder: String) throws -> String {
  let folder = NSTemporaryDirectory() + "scene-text-\(UUID().uuidString)"
  try FileManager.default.createDirectory(
    atPath: folder + "/" + subfolder, withIntermediateDirectories: true)
  return folder
}

/// UIKit's weights, as the messages list them.
private let weights =
  "UIKit's weights are ultraLight, thin, light, regular, medium, semibold, bold, heavy and black"

/// A text that a scene file refuses: the text object, where the problem is (the first
/// occurrence of `marker`), the JSON path and the message.
struct RefusedText: Sendable, CustomTestStringConvertible {
  let text: String
  let marker: String
  let path: String
  let message: String

  init(_ text: String, at marker: String, _ path: String, _ message: String) {
    (self.text, self.marker, self.path, self.message) = (text, marker, path, message)
  }

  var testDescription: String { text }
}

@Suite("Scene files: text")
struct SceneTextTests {
  @Test("a text is a UILabel's by default: 17 pt black, one line truncated at its tail")
  func labelDefaults() throws {
    #expect(
      try content(#"{"string": "Hi"}"#)
        == TextContent(
          runs: [TextRun("Hi", font: TextFont(.system, size: 17), color: .black)],
          alignment: .center, wrapping: .none, truncation: .tail, maximumLines: 1,
          verticalPlacement: .center, rasterScale: nil))
  }

  @Test("\"textLayer\": true takes CATextLayer's defaults: 36 pt white, unwrapped, at 1×")
  func textLayerDefaults() throws {
    #expect(
      try content(#"{"textLayer": true, "string": "Hi"}"#)
        == TextContent(
          runs: [TextRun("Hi", font: TextFont(.system, size: 36), color: .white)],
          alignment: .natural, wrapping: .none, truncation: .none, maximumLines: 0,
          verticalPlacement: .top, rasterScale: 1))
    // "textLayer": false is the label.
    #expect(try content(#"{"textLayer": false, "string": "Hi"}"#) == content(#"{"string": "Hi"}"#))
  }

  @Test(
    "lineBreakMode and numberOfLines map as UILabel's: one line never wraps",
    arguments: [
      ("byWordWrapping", 0, TextContent.Wrapping.words, TextContent.Truncation.none),
      ("byCharWrapping", 0, .characters, .none),
      ("byClipping", 0, .words, .none),
      ("byTruncatingHead", 2, .words, .head),
      ("byTruncatingTail", 2, .words, .tail),
      ("byTruncatingMiddle", 3, .words, .middle),
      ("byWordWrapping", 1, .none, .none),
      ("byCharWrapping", 1, .none, .none),
      ("byClipping", 1, .none, .none),
      ("byTruncatingHead", 1, .none, .head),
      ("byTruncatingMiddle", 1, .none, .middle),
      ("byTruncatingTail", 1, .none, .tail),
    ])
  func lineBreakModes(
    mode: String, lines: Int, wrapping: TextContent.Wrapping, truncation: TextContent.Truncation
  ) throws {
    let text = try content(
      #"{"string": "Hi", "numberOfLines": \#(lines), "lineBreakMode": "\#(mode)"}"#)
    #expect(text.wrapping == wrapping)
    #expect(text.truncation == truncation)
    #expect(text.maximumLines == lines)
    #expect(text.verticalPlacement == .center && text.rasterScale == nil)
  }

  @Test("numberOfLines alone keeps byTruncatingTail: 0 wraps at words without a limit")
  func numberOfLines() throws {
    let text = try content(#"{"string": "Hi", "numberOfLines": 0}"#)
    #expect(text.wrapping == .words && text.truncation == .tail && text.maximumLines == 0)
    let two = try content(#"{"string": "Hi", "numberOfLines": 2}"#)
    #expect(two.wrapping == .words && two.maximumLines == 2)
  }

  @Test("a label's font, colour and alignment keys reach its run")
  func labelFont() throws {
    let text = try content(
      #"""
      {"string": "12:30", "fontSize": 22, "fontWeight": "semibold", "italic": true,
       "font": "monospaced", "color": "#FF0000", "alignment": "natural"}
      """#)
    #expect(
      text.runs == [
        TextRun(
          "12:30", font: TextFont(.monospaced, size: 22, weight: .semibold, isItalic: true),
          color: Color(hex: 0xFF0000))
      ])
    #expect(text.alignment == .natural)
    for weight in FontWeight.allCases {
      let named = try content(#"{"string": "a", "fontWeight": "\#(weight.rawValue)"}"#)
      #expect(named.font.weight == weight)
    }
    for alignment in TextContent.Alignment.allCases {
      let placed = try content(#"{"string": "a", "alignment": "\#(alignment.rawValue)"}"#)
      #expect(placed.alignment == alignment)
    }
    #expect(try content(#"{"string": "a", "font": "system"}"#).font.family == .system)
  }

  @Test(
    "a text layer's keys map as CATextLayer's",
    arguments: [
      ("none", TextContent.Truncation.none), ("start", .head), ("middle", .middle),
      ("end", .tail),
    ])
  func textLayerKeys(mode: String, truncation: TextContent.Truncation) throws {
    let text = try content(
      #"""
      {"textLayer": true, "string": "Hi", "isWrapped": true, "truncationMode": "\#(mode)",
       "alignmentMode": "center", "contentsScale": 2, "foregroundColor": "blue",
       "fontSize": 12}
      """#)
    #expect(text.wrapping == .words && text.truncation == truncation)
    #expect(text.alignment == .center && text.rasterScale == 2)
    #expect(text.maximumLines == 0 && text.verticalPlacement == .top)
    #expect(text.runs == [TextRun("Hi", font: TextFont(.system, size: 12), color: .blue)])
    let unwrapped = try content(#"{"textLayer": true, "string": "a", "isWrapped": false}"#)
    #expect(unwrapped.wrapping == .none)
    let colored = try content(#"{"textLayer": true, "string": "a", "color": "red"}"#)
    #expect(colored.color == .red)
  }

  @Test("runs take the text's font and colour, each overriding what it gives")
  func runs() throws {
    let text = try content(
      #"""
      {"fontSize": 20, "fontWeight": "medium", "color": "red", "font": "monospaced",
       "runs": [{"string": "Plain "},
                {"string": "loud", "fontWeight": "bold", "italic": true, "fontSize": 30,
                 "color": "blue", "font": "system"},
                {"string": "!", "fontSize": 10}]}
      """#)
    #expect(
      text.runs == [
        TextRun("Plain ", font: TextFont(.monospaced, size: 20, weight: .medium), color: .red),
        TextRun(
          "loud", font: TextFont(.system, size: 30, weight: .bold, isItalic: true),
          color: .blue),
        TextRun("!", font: TextFont(.monospaced, size: 10, weight: .medium), color: .red),
      ])
    #expect(text.string == "Plain loud!")
    // The size that bounds every glyph, which the work estimate counts, is the largest run's,
    // or the text's own.
    for (text, size) in [
      (#"{"fontSize": 20, "runs": [{"string": "a"}, {"string": "b", "fontSize": 30}]}"#, 30.0),
      (#"{"fontSize": 20, "runs": [{"string": "a"}, {"string": "b", "fontSize": 10}]}"#, 20),
      (#"{"string": "a"}"#, 17), (#"{"textLayer": true, "string": "a"}"#, 36),
    ] {
      let json = scene(text: text)
      let file = try SceneFile(bytes: Array(json.utf8), path: "s.json")
      #expect(file.contents.layers[0].text?.fontSize == size, "\(text)")
    }
    // A text layer's runs take its defaults: 36 pt white.
    let layer = try content(#"{"textLayer": true, "runs": [{"string": "a"}, {"string": ""}]}"#)
    #expect(
      layer.runs == [
        TextRun("a", font: .system(size: 36), color: .white),
        TextRun("", font: .system(size: 36), color: .white),
      ])
  }

  @Test("a font file is found relative to the scene file, as an image is; absolute paths stay")
  func fontFiles() throws {
    let folder = try temporaryFolder(holding: "fonts")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let font = BundledAssets.path(BundledAssets.fontPath)
    try FileManager.default.copyItem(atPath: font, toPath: folder + "/fonts/Face.ttf")
    try FileManager.default.copyItem(atPath: font, toPath: folder + "/Other.OTF")
    let path = folder + "/scene.json"
    try scene(
      text: #"""
        {"font": "fonts/Face.ttf", "runs": [{"string": "a"},
          {"string": "b", "font": "\#(folder)/Other.OTF"}, {"string": "c", "font": "system"}]}
        """#
    ).write(toFile: path, atomically: true, encoding: .utf8)

    let file = try SceneFile(contentsOf: path)
    let written = try #require(file.contents.layers[0].text)
    #expect(written.content.runs[0].font.family == .file("fonts/Face.ttf"))
    let built = try #require(try file.makeScene().rootLayer.sublayers[0].text)
    #expect(
      built.runs.map(\.font.family) == [
        .file(folder + "/fonts/Face.ttf"), .file(folder + "/Other.OTF"), .system,
      ])
  }

  @Test("a font file that is missing, not a regular file or not a font is refused at its key")
  func badFontFiles() throws {
    let folder = try temporaryFolder(holding: "folder.ttf")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Image(width: 2, height: 2, fill: .white).writePNG(to: folder + "/picture.ttf")
    let path = folder + "/scene.json"
    for (font, inRun, cause) in [
      ("missing.ttf", false, "cannot open: no such file or directory"),
      ("folder.ttf", true, "cannot open: not a regular file"),
      (
        "picture.ttf", false,
        "not a TrueType or OpenType font (a .ttf, .otf or .ttc file starts with 00 01 00 00, "
          + "'true', 'OTTO' or 'ttcf')"
      ),
    ] {
      let text =
        inRun
        ? #"{"runs": [{"string": "a"}, {"string": "b", "font": "\#(font)"}]}"#
        : #"{"string": "a", "font": "\#(font)"}"#
      let json = scene(text: text)
      try json.write(toFile: path, atomically: true, encoding: .utf8)
      let problems = try SceneFile.problems(loading: { try SceneFile(contentsOf: path) })
      let first = try #require(problems.first)
      let expected = position(of: "\"\(font)\"", in: json)
      #expect(first.location == TextPosition(line: expected.line, column: expected.column))
      #expect(first.path == (inRun ? "layers[0].text.runs[1].font" : "layers[0].text.font"))
      #expect(first.message == "cannot use the font: \(folder)/\(font): \(cause)")
    }
  }

  @Test(
    "each problem of a text is refused at its key, in the project's words",
    arguments: [
      RefusedText(
        #"{"string": "Hi", "fontWieght": "bold"}"#, at: #""fontWieght""#,
        "layers[0].text.fontWieght", "unknown key 'fontWieght' (did you mean 'fontWeight'?)"),
      RefusedText(
        #"{"string": "Hi", "numberOfLine": 2}"#, at: #""numberOfLine""#,
        "layers[0].text.numberOfLine",
        "unknown key 'numberOfLine' (did you mean 'numberOfLines'?)"),
      RefusedText(
        #"{"runs": [{"string": "a", "colour": "red"}]}"#, at: #""colour""#,
        "layers[0].text.runs[0].colour", "unknown key 'colour' (did you mean 'color'?)"),
      RefusedText(
        #""Hello""#, at: #""Hello""#, "layers[0].text",
        "expected a text: {\"string\": …} or {\"runs\": […]}, with its font and layout, found "
          + "a string"),
      RefusedText(
        #"{"fontSize": 20}"#, at: #"{"fontSize""#, "layers[0].text.string",
        "missing required key 'string' (or 'runs', for runs of their own fonts and colours)"),
      RefusedText(
        #"{"runs": [{"fontSize": 20}]}"#, at: #"{"fontSize""#, "layers[0].text.runs[0].string",
        "missing required key 'string'"),
      RefusedText(
        #"{"string": "Hi", "runs": [{"string": "a"}]}"#, at: #"[{"string""#,
        "layers[0].text.runs", "give either 'string' or 'runs', not both"),
      RefusedText(
        #"{"runs": [], "color": "red"}"#, at: "[]", "layers[0].text.runs",
        "a text needs at least one run (for no text, give \"string\": \"\")"),
      RefusedText(
        #"{"string": "Hi", "numberOfLines": 1.5}"#, at: "1.5", "layers[0].text.numberOfLines",
        "expected a whole number of lines from 0 (no limit) to 1000000, found 1.5"),
      RefusedText(
        #"{"string": "Hi", "numberOfLines": -1}"#, at: "-1", "layers[0].text.numberOfLines",
        "expected a whole number of lines from 0 (no limit) to 1000000, found -1"),
      RefusedText(
        #"{"string": "Hi", "fontSize": 0}"#, at: "0}", "layers[0].text.fontSize",
        "expected a size from 1 to 1000, found 0"),
      RefusedText(
        #"{"runs": [{"string": "a", "fontSize": 1001}]}"#, at: "1001",
        "layers[0].text.runs[0].fontSize", "expected a size from 1 to 1000, found 1001"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "contentsScale": 0}"#, at: "0}",
        "layers[0].text.contentsScale",
        "expected pixels per point above 0 and at most 16, found 0"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "contentsScale": 16.5}"#, at: "16.5",
        "layers[0].text.contentsScale",
        "expected pixels per point above 0 and at most 16, found 16.5"),
      RefusedText(
        #"{"string": "Hi", "fontWeight": "Bold"}"#, at: #""Bold""#, "layers[0].text.fontWeight",
        "unknown font weight 'Bold' (did you mean 'bold'?)"),
      RefusedText(
        #"{"string": "Hi", "fontWeight": "600"}"#, at: #""600""#, "layers[0].text.fontWeight",
        "unknown font weight '600' (did you mean 'semibold', CSS's 600? \(weights))"),
      RefusedText(
        #"{"string": "Hi", "fontWeight": 700}"#, at: "700", "layers[0].text.fontWeight",
        "expected a font weight's name, found 700 (did you mean 'bold', CSS's 700? \(weights))"),
      RefusedText(
        #"{"string": "Hi", "fontWeight": 0.45}"#, at: "0.45", "layers[0].text.fontWeight",
        "expected a font weight's name, found 0.45 (did you mean 'bold', UIFont.Weight's 0.4? "
          + "\(weights))"),
      RefusedText(
        #"{"string": "Hi", "fontWeight": 650}"#, at: "650", "layers[0].text.fontWeight",
        "expected a font weight's name, found 650 (\(weights))"),
      RefusedText(
        #"{"runs": [{"string": "a", "fontWeight": "extraBold"}]}"#, at: #""extraBold""#,
        "layers[0].text.runs[0].fontWeight",
        "unknown font weight 'extraBold' (did you mean 'heavy'? \(weights))"),
      RefusedText(
        #"{"string": "Hi", "lineBreakMode": "truncatingTail"}"#, at: #""truncatingTail""#,
        "layers[0].text.lineBreakMode",
        "unknown line break mode 'truncatingTail' (did you mean 'byTruncatingTail'?)"),
      RefusedText(
        #"{"string": "Hi", "lineBreakMode": "end"}"#, at: #""end""#,
        "layers[0].text.lineBreakMode",
        "unknown line break mode 'end' (did you mean 'byTruncatingTail'? UILabel's modes are "
          + "byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail and "
          + "byTruncatingMiddle)"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "truncationMode": "tail"}"#, at: #""tail""#,
        "layers[0].text.truncationMode",
        "unknown truncation mode 'tail' (did you mean 'end'? CATextLayer's modes are none, "
          + "start, middle and end)"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "truncationMode": "all"}"#, at: #""all""#,
        "layers[0].text.truncationMode",
        "unknown truncation mode 'all' (expected one of: none, start, middle, end)"),
      RefusedText(
        #"{"string": "Hi", "alignment": "leading"}"#, at: #""leading""#,
        "layers[0].text.alignment",
        "unknown alignment 'leading' (did you mean 'natural'? NSTextAlignment's are left, "
          + "center, right, justified and natural)"),
      RefusedText(
        #"{"string": "Hi", "alignment": "centre"}"#, at: #""centre""#,
        "layers[0].text.alignment", "unknown alignment 'centre' (did you mean 'center'?)"),
      RefusedText(
        #"{"string": "Hi", "font": "Helvetica"}"#, at: #""Helvetica""#, "layers[0].text.font",
        "unknown font 'Helvetica': give 'system', 'monospaced' or the path of a .ttf, .otf or "
          + ".ttc file, relative to the scene file"),
      RefusedText(
        #"{"string": "Hi", "font": "monospace"}"#, at: #""monospace""#, "layers[0].text.font",
        "unknown font 'monospace' (did you mean 'monospaced'?): give 'system', 'monospaced' or "
          + "the path of a .ttf, .otf or .ttc file, relative to the scene file"),
      RefusedText(
        #"{"string": "Hi", "font": "fonts/Face.woff2"}"#, at: #""fonts"#, "layers[0].text.font",
        "unknown font 'fonts/Face.woff2': give 'system', 'monospaced' or the path of a .ttf, "
          + ".otf or .ttc file, relative to the scene file"),
      RefusedText(
        #"{"string": "Hi", "isWrapped": true}"#, at: "true}", "layers[0].text.isWrapped",
        "'isWrapped' is CATextLayer's key, and this text is drawn as a UILabel: give "
          + "\"textLayer\": true for a CATextLayer, or UILabel's 'numberOfLines' instead"),
      RefusedText(
        #"{"string": "Hi", "numberOfLines": 2, "isWrapped": true}"#, at: "true}",
        "layers[0].text.isWrapped",
        "'isWrapped' is CATextLayer's key and 'numberOfLines' UILabel's, and a text is drawn by "
          + "one of them: leave out 'isWrapped' for a UILabel, or give \"textLayer\": true and "
          + "leave out 'numberOfLines' for a CATextLayer"),
      RefusedText(
        #"{"string": "Hi", "contentsScale": 2}"#, at: "2}", "layers[0].text.contentsScale",
        "'contentsScale' is CATextLayer's key, and this text is drawn as a UILabel: give "
          + "\"textLayer\": true for a CATextLayer (a UILabel's text is drawn at the screen's "
          + "scale)"),
      RefusedText(
        #"{"string": "Hi", "foregroundColor": "red"}"#, at: #""red""#,
        "layers[0].text.foregroundColor",
        "'foregroundColor' is CATextLayer's key, and this text is drawn as a UILabel: give "
          + "\"textLayer\": true for a CATextLayer, or UILabel's 'color' instead"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "lineBreakMode": "byClipping"}"#,
        at: #""byClipping""#, "layers[0].text.lineBreakMode",
        "'lineBreakMode' is UILabel's key, and this text is drawn as a CATextLayer "
          + "(\"textLayer\": true): give CATextLayer's 'isWrapped' and 'truncationMode' instead"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "isWrapped": true, "numberOfLines": 0}"#, at: "0}",
        "layers[0].text.numberOfLines",
        "'numberOfLines' is UILabel's key and 'isWrapped' CATextLayer's, and this text is drawn "
          + "as a CATextLayer (\"textLayer\": true): leave out 'numberOfLines'"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "alignment": "left"}"#, at: #""left""#,
        "layers[0].text.alignment",
        "'alignment' is UILabel's key, and this text is drawn as a CATextLayer "
          + "(\"textLayer\": true): give CATextLayer's 'alignmentMode' instead"),
      RefusedText(
        #"{"textLayer": true, "string": "Hi", "foregroundColor": "red", "color": "blue"}"#,
        at: #""blue""#, "layers[0].text.color",
        "give either 'color' or 'foregroundColor', not both"),
      RefusedText(
        #"{"string": "Hi", "font": "Face.ttf", "fontWeight": "bold"}"#, at: #""bold""#,
        "layers[0].text.fontWeight",
        "a font file draws its own weight and slant, so 'fontWeight' would be ignored: name the "
          + "file of the face you want, or use the 'system' or 'monospaced' font"),
      RefusedText(
        #"{"font": "Face.otf", "runs": [{"string": "a", "italic": true}]}"#, at: "true",
        "layers[0].text.runs[0].italic",
        "a font file draws its own weight and slant, so 'italic' would be ignored: name the "
          + "file of the face you want, or use the 'system' or 'monospaced' font"),
    ])
  func refused(_ refused: RefusedText) throws {
    let error = try problem(scene(text: refused.text), at: refused.marker)
    #expect(error.path == refused.path)
    #expect(error.message == refused.message)
  }

  @Test("a layer's contentsScale is its image's: beside text and no image it is refused")
  func layerContentsScale() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2, "layers": [
       {"frame": [0, 0, 100, 40], "contentsScale": 2, "text": {"string": "Hi"}}]}
      """
    let error = try problem(json, at: "2, \"text\"")
    #expect(error.path == "layers[0].contentsScale")
    #expect(
      error.message
        == "a layer's 'contentsScale' is its image's pixels per point, and this layer has no "
        + "'image': a text layer's goes in its text, {\"textLayer\": true, \"contentsScale\": "
        + "2, …}")
  }

  @Test("fontSize is a key path to animate on a layer with text, never a layer key")
  func textKeyPaths() throws {
    let asKey = """
      {"format": 1, "size": [200, 200], "duration": 2, "layers": [
       {"frame": [0, 0, 100, 40], "fontSize": 30, "text": {"string": "Hi"}}]}
      """
    let error = try problem(asKey, at: "30")
    #expect(error.path == "layers[0].fontSize")
    #expect(error.message.contains("set the text's size and colour in 'text'"))
    let withoutText = """
      {"format": 1, "size": [200, 200], "duration": 2, "layers": [
       {"frame": [0, 0, 100, 40], "animations": [
         {"type": "basic", "keyPath": "fontSize", "from": 10, "to": 20, "duration": 1}]}]}
      """
    let missing = try problem(withoutText, at: "\"fontSize\"")
    #expect(missing.path == "layers[0].animations[0].keyPath")
    #expect(missing.message == "'fontSize' animates the layer's text: give the layer a 'text'")
    // With a text, the size animates: 15 pt half-way through a linear 10 → 20 pt.
    let grows = """
      {"format": 1, "size": [200, 200], "duration": 2, "layers": [
       {"frame": [0, 0, 100, 40], "text": {"string": "Hi", "fontSize": 10}, "animations": [
         {"type": "basic", "keyPath": "fontSize", "from": 10, "to": 20, "duration": 1,
          "timingFunction": "linear"}]}]}
      """
    let scene = try SceneFile(bytes: Array(grows.utf8), path: "s.json").makeScene()
    let shown = scene.rootLayer.sublayers[0].presentedValues(at: 0.5).text?.fontSize
    #expect(shown.map { abs($0 - 15) < 1e-9 } == true)
  }

  @Test("validate lists each problem of a text, not only the first")
  func everyProblem() throws {
    let json = scene(
      text: #"{"string": "Hi", "fontWeight": "fat", "color": "purplish", "numberOfLines": 0.5}"#)
    let problems = try SceneFile.problems(loading: {
      try SceneFile(bytes: Array(json.utf8), path: "s.json")
    })
    #expect(
      problems.map(\.path) == [
        "layers[0].text.fontWeight", "layers[0].text.color", "layers[0].text.numberOfLines",
      ])
  }
}

@Suite("The scene format's documentation of text")
struct SceneTextDocumentTests {
  /// The section "## Text" of docs/scene-format.md.
  static func section() throws -> Substring {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/scene-format.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let start = try #require(text.range(of: "\n## Text\n"))
    let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
    return text[start.upperBound..<end.lowerBound]
  }

  @Test("every key of a text and of a run has a row in a table of the section")
  func everyKey() throws {
    let section = try Self.section()
    for key in SceneText.CodingKeys.allCases.map(\.stringValue)
      + SceneText.RunKeys.allCases.map(\.stringValue)
    {
      #expect(section.contains("\n| `\(key)` |"), "no row for '\(key)'")
    }
  }

  @Test("the errors the section quotes are the decoder's, word for word")
  func quotedErrors() throws {
    let section = try Self.section()
    let start = try #require(section.range(of: "```json\n"))
    let end = try #require(section.range(of: "\n```", range: start.upperBound..<section.endIndex))
    let title = String(section[start.upperBound..<end.lowerBound])
    for weight in ["\"600\"", "\"Bold\""] {
      let text = title.replacingOccurrences(of: "\"bold\"", with: weight)
      #expect(text != title)
      let error = try #require(throws: SceneError.self) {
        try SceneFile(bytes: Array(text.utf8), path: "title.json")
      }
      let line = try #require(error.errorDescription)
      #expect(section.contains("\n" + line + "\n"), "the section lacks: \(line)")
    }
  }
}
