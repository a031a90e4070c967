import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// The `text.unsupported` events of `scene`, as (layer, attribute) pairs.
private func unsupported(in scene: Scene) -> [[String]] {
  scene.timeline.events.filter { $0.name == "text.unsupported" }.map { event in
    ["layer", "attribute"].map { key in
      guard case .string(let value)? = event[key] else { return "" }
      return value
    }
  }
}

/// iOS text code (TextSnippets.swift) and the text model it makes: what UIKit and Core
/// Animation would lay out, as runs, alignment, wrapping, truncation and placement.
@Suite("Text")
struct TextTests {
  /// A window of 240 × 240 points, the clock at 1 s.
  private func stage() -> (Scene, UIWindow) {
    let scene = Scene(size: Size(width: 240, height: 240), duration: 3)
    let window = UIWindow(scene: scene)
    scene.timeline.advance(to: 1)
    return (scene, window)
  }

  @Test("a two-line bold title wraps between words, centred, and ends with … on its last line")
  func cardTitle() throws {
    let title = makeCardTitle("Your order is on its way to you")
    let text = try #require(title.layer.flipbookLayer.text)
    #expect(
      text
        == TextContent(
          runs: [
            TextRun(
              "Your order is on its way to you", font: .system(size: 22, weight: .bold),
              color: .black)
          ],
          alignment: .center, wrapping: .words, truncation: .tail, maximumLines: 2,
          verticalPlacement: .center))
    #expect(text.rasterScale == nil)
    #expect(text.problem == nil)
  }

  @Test("a name label stays on one line and is cut in its middle")
  func nameLabel() throws {
    let label = makeNameLabel("Maximilian Alexander Featherstonehaugh")
    let text = try #require(label.layer.flipbookLayer.text)
    #expect(text.wrapping == .none)
    #expect(text.truncation == .middle)
    #expect(text.maximumLines == 1)
    #expect(text.alignment == .natural)
    #expect(text.font == .system(size: 15, weight: .medium))
  }

  @Test("a label's defaults are UIKit's: one line, truncated at the tail, natural alignment")
  func labelDefaults() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.layer.flipbookLayer.text == nil)
    label.text = "Hi"
    #expect(
      label.layer.flipbookLayer.text
        == TextContent(
          runs: [TextRun("Hi", font: .system(size: 17), color: .black)], alignment: .natural))
    label.text = nil
    #expect(label.layer.flipbookLayer.text == nil)
  }

  @Test(
    """
    numberOfLines and lineBreakMode map as UIKit lays out: one line never wraps, character \
    wrapping breaks between characters, the truncating modes place …
    """,
    arguments: [1, 0, 3])
  func lineBreakModes(lines: Int) throws {
    let expected: [(NSLineBreakMode, Int, TextContent.Wrapping, TextContent.Truncation)] = [
      (.byWordWrapping, 0, .words, .none), (.byCharWrapping, 1, .characters, .none),
      (.byClipping, 2, .words, .none), (.byTruncatingHead, 3, .words, .head),
      (.byTruncatingTail, 4, .words, .tail), (.byTruncatingMiddle, 5, .words, .middle),
    ]
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    label.text = "several words in a row"
    label.numberOfLines = lines
    for (mode, rawValue, wrapping, truncation) in expected {
      #expect(mode.rawValue == rawValue)
      label.lineBreakMode = mode
      let text = try #require(label.layer.flipbookLayer.text)
      #expect(text.wrapping == (lines == 1 ? .none : wrapping), "\(mode), \(lines) lines")
      #expect(text.truncation == truncation, "\(mode)")
      #expect(text.maximumLines == lines)
    }
  }

  @Test("NSTextAlignment has UIKit's raw values and maps onto the model's alignments")
  func alignments() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "x"
    let expected: [(NSTextAlignment, Int, TextContent.Alignment)] = [
      (.left, 0, .left), (.center, 1, .center), (.right, 2, .right),
      (.justified, 3, .justified), (.natural, 4, .natural),
    ]
    for (alignment, rawValue, model) in expected {
      #expect(alignment.rawValue == rawValue)
      label.textAlignment = alignment
      #expect(label.layer.flipbookLayer.text?.alignment == model)
    }
  }

  @Test("an attributed string's bold run and red run become runs; the rest is the label's")
  func attributedRuns() throws {
    let label = makeBalanceLabel()
    let text = try #require(label.layer.flipbookLayer.text)
    #expect(
      text.runs == [
        TextRun("Total: ", font: .system(size: 17), color: .black),
        TextRun("42 €", font: .system(size: 17, weight: .bold), color: .black),
        TextRun(" overdue", font: .system(size: 17), color: .red),
      ])
    // The string starts with no attributes: the label's font and colour stay.
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.text == "Total: 42 € overdue")
    // Read back, the label's attributes fill in where the string set none.
    let read = try #require(label.attributedText)
    #expect(read.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
    #expect(
      read.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))
    // A font set afterwards applies to the whole string, as UIKit documents.
    label.font = .systemFont(ofSize: 20)
    #expect(
      label.layer.flipbookLayer.text?.runs.map(\.font) == [.system(size: 20), .system(size: 20)])
    #expect(label.layer.flipbookLayer.text?.runs.map(\.color) == [.black, .red])
    // Plain text replaces the attributed string.
    label.text = "Paid"
    #expect(label.attributedText?.string == "Paid")
    #expect(label.layer.flipbookLayer.text?.runs == [TextRun("Paid", font: .system(size: 20))])
  }

  @Test("neighbouring runs of other fonts, colours and styles build, and read back as set")
  func neighbouringRuns() throws {
    // Foundation on Linux compares neighbouring runs' attributes as it builds the string:
    // with NSObject values (UIKit's fonts and colours are NSObjects) it stops the program.
    let line = NSMutableAttributedString()
    let weights: [UIFont.Weight] = [.light, .regular, .bold, .regular, .black]
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    for (index, weight) in weights.enumerated() {
      line.append(
        NSAttributedString(
          string: "\(index)",
          attributes: [
            .font: UIFont.systemFont(ofSize: 16, weight: weight),
            .foregroundColor: index % 2 == 0 ? UIColor.red : UIColor.blue,
            .paragraphStyle: centred,
          ]))
    }
    line.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 3))
    line.addAttribute(
      .font, value: UIFont.boldSystemFont(ofSize: 16), range: NSRange(location: 3, length: 1))
    #expect(
      line.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 16))
    #expect(
      line.attribute(.paragraphStyle, at: 4, effectiveRange: nil) as? NSParagraphStyle == centred)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.attributedText = line
    // All red now, and 2 and 3 both bold: neighbours of one font and colour are one run.
    #expect(
      label.layer.flipbookLayer.text?.runs == [
        TextRun("0", font: .system(size: 16, weight: .light), color: .red),
        TextRun("1", font: .system(size: 16), color: .red),
        TextRun("23", font: .system(size: 16, weight: .bold), color: .red),
        TextRun("4", font: .system(size: 16, weight: .black), color: .red),
      ])
    #expect(label.textAlignment == .center)
  }

  @Test("setting attributedText takes the font, colour and paragraph style at its start")
  func attributedStart() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.font = .italicSystemFont(ofSize: 12)
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byTruncatingHead
    let heading = NSMutableAttributedString(
      string: "Heading",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.blue,
        .paragraphStyle: style,
      ])
    heading.append(NSAttributedString(string: " and more"))
    label.attributedText = heading
    #expect(label.font == .boldSystemFont(ofSize: 24))
    #expect(label.textColor.flipbookColor == .blue)
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingHead)
    let text = try #require(label.layer.flipbookLayer.text)
    // The run without attributes has the label's font and colour from before the string.
    #expect(
      text.runs == [
        TextRun("Heading", font: .system(size: 24, weight: .bold), color: .blue),
        TextRun(" and more", font: .system(size: 12, isItalic: true), color: .black),
      ])
    #expect(text.alignment == .center)
    #expect(text.truncation == .head)
  }

  @Test("attributes that cannot be drawn are logged by name once the label is shown")
  func unsupportedAttributes() throws {
    let (scene, window) = stage()
    let label = makeSaleLabel()
    #expect(unsupported(in: scene).isEmpty)
    window.addSubview(label)
    #expect(
      Set(unsupported(in: scene)) == [["sale", "strikethroughStyle"], ["sale", "kern"]])
    // Still drawn, without them.
    #expect(label.layer.flipbookLayer.text?.string == "$40 $25")
    // On a shown label, at once.
    label.attributedText = NSAttributedString(
      string: "x", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
    #expect(unsupported(in: scene).last == ["sale", "underlineStyle"])
  }

  @Test("a CATextLayer wraps at words from the top, rasterized at its contentsScale")
  func textLayer() throws {
    let (scene, window) = stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(view)
    let hint = addHint(to: view)
    let expected = TextContent(
      runs: [
        TextRun(
          "Swipe left to archive, right to keep", font: .system(size: 14, weight: .semibold),
          color: .black)
      ],
      alignment: .center, wrapping: .words, truncation: .tail, maximumLines: 0,
      verticalPlacement: .top, rasterScale: 2)
    #expect(hint.flipbookLayer.text == expected)
    scene.timeline.advance(to: 1.5)
    let shown = try #require(hint.presentation())
    #expect(shown.flipbookLayer.text == expected)
    #expect(shown.string as? String == "Swipe left to archive, right to keep")
    #expect(shown.contentsScale == 2)
    #expect(shown.isWrapped)
  }

  @Test("a CATextLayer's defaults are Core Animation's: 36 pt white, one line, no …, scale 1")
  func textLayerDefaults() throws {
    let layer = CATextLayer()
    #expect(layer.string == nil && layer.font == nil)
    #expect(layer.fontSize == 36)
    #expect(layer.foregroundColor?.flipbookColor == .white)
    #expect(!layer.isWrapped)
    #expect(layer.truncationMode == .none)
    #expect(layer.alignmentMode == .natural)
    #expect(layer.contentsScale == 1)
    #expect(layer.flipbookLayer.text == nil)
    layer.string = "Hi"
    #expect(
      layer.flipbookLayer.text
        == TextContent(
          runs: [TextRun("Hi", font: .system(size: 36), color: .white)], alignment: .natural,
          wrapping: .none, truncation: .none, maximumLines: 0, verticalPlacement: .top,
          rasterScale: 1))
    // Truncation and alignment modes, by Core Animation's names.
    let truncations: [(CATextLayerTruncationMode, String, TextContent.Truncation)] = [
      (.none, "none", .none), (.start, "start", .head), (.end, "end", .tail),
      (.middle, "middle", .middle),
    ]
    for (mode, name, model) in truncations {
      #expect(mode.rawValue == name)
      layer.truncationMode = mode
      #expect(layer.flipbookLayer.text?.truncation == model)
    }
    let alignments: [(CATextLayerAlignmentMode, String, TextContent.Alignment)] = [
      (.natural, "natural", .natural), (.left, "left", .left), (.right, "right", .right),
      (.center, "center", .center), (.justified, "justified", .justified),
    ]
    for (mode, name, model) in alignments {
      #expect(mode.rawValue == name)
      layer.alignmentMode = mode
      #expect(layer.flipbookLayer.text?.alignment == model)
    }
    // A UIFont's face at fontSize, whatever its own size.
    layer.font = UIFont.monospacedSystemFont(ofSize: 9, weight: .bold)
    layer.fontSize = 20
    #expect(layer.flipbookLayer.text?.font == .monospaced(size: 20, weight: .bold))
    layer.foregroundColor = nil
    #expect(layer.flipbookLayer.text?.color == .clear)
    layer.string = nil
    #expect(layer.flipbookLayer.text == nil)
  }

  @Test("a CATextLayer's attributed string keeps its own attributes; Core Text's fill the rest")
  func textLayerAttributed() throws {
    let layer = CATextLayer()
    layer.fontSize = 30
    layer.foregroundColor = UIColor.blue.cgColor
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    let string = NSMutableAttributedString(
      string: "Now ", attributes: [.paragraphStyle: style])
    string.append(
      NSAttributedString(
        string: "live",
        attributes: [
          .font: UIFont.systemFont(ofSize: 18, weight: .heavy),
          .foregroundColor: UIColor.red.cgColor,
        ]))
    layer.string = string
    let text = try #require(layer.flipbookLayer.text)
    #expect(
      text.runs == [
        TextRun("Now ", font: .system(size: 12), color: .black),
        TextRun("live", font: .system(size: 18, weight: .heavy), color: .red),
      ])
    #expect(text.alignment == .right)
  }

  @Test("fontSize animates implicitly on a standalone layer; on attributed text it is rejected")
  func textLayerAnimations() throws {
    let (scene, window) = stage()
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    layer.string = "12"
    layer.name = "counter"
    window.layer.addSublayer(layer)
    scene.timeline.advance(to: 1.5)
    // A standalone layer: the change animates over 0.25 s along the `default` curve.
    layer.fontSize = 20
    #expect(layer.animationKeys() == ["fontSize"])
    #expect(layer.flipbookLayer.text?.fontSize == 20)
    scene.timeline.advance(to: 1.625)
    let shown = try #require(layer.presentation()).flipbookLayer.text?.fontSize ?? 0
    #expect(abs(shown - (36 - 16 * bezier(0.25, 0.1, 0.25, 1, at: 0.5))) < 1e-6)
    // An attributed string keeps its own fonts and colours: both keys are refused, alone or
    // in a group.
    layer.string = NSAttributedString(string: "12")
    let grow = CABasicAnimation(keyPath: "fontSize")
    grow.fromValue = 20
    grow.toValue = 40
    layer.add(grow, forKey: "grow")
    let tint = CAAnimationGroup()
    let color = CABasicAnimation(keyPath: "foregroundColor")
    color.toValue = UIColor.red.cgColor
    tint.animations = [color]
    layer.add(tint, forKey: "tint")
    #expect(layer.animation(forKey: "grow") == nil && layer.animation(forKey: "tint") == nil)
    let rejections = scene.timeline.events.filter { $0.name == "animation.rejected" }
    #expect(rejections.map { $0["key"] } == [.string("grow"), .string("tint")])
    #expect(rejections.map { $0["layer"] } == [.string("counter"), .string("counter")])
    guard case .string(let reason)? = rejections.last?["reason"] else {
      Issue.record("no reason logged")
      return
    }
    #expect(reason.contains("'foregroundColor'") && reason.contains("attributed string"))
  }

  @Test("a font name nobody registered and a string of another type are logged by name")
  func textLayerProblems() throws {
    let (scene, window) = stage()
    let layer = CATextLayer()
    layer.name = "badge"
    window.layer.addSublayer(layer)
    layer.string = "New"
    layer.font = "Avenir-Heavy" as CFString
    layer.fontSize = 10
    #expect(layer.flipbookLayer.text?.font == .system(size: 10))
    layer.string = 42
    #expect(layer.flipbookLayer.text == nil)
    #expect(unsupported(in: scene) == [["badge", "font"], ["badge", "string"]])
    guard case .string(let reason)? = scene.timeline.events.last?["reason"] else {
      Issue.record("no reason logged")
      return
    }
    #expect(reason.contains("Int"))
  }

  @Test("a view can have a text layer as its layer, drawn at the render's scale until set")
  func layerClass() throws {
    final class Caption: UIView {
      override class var layerClass: AnyClass { CATextLayer.self }
    }
    let caption = Caption(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    let layer = try #require(caption.layer as? CATextLayer)
    layer.string = "Caption"
    #expect(caption.layer.flipbookLayer.text?.string == "Caption")
    // UIKit gives a view's layer the screen's scale: the render's, until it is set.
    #expect(caption.layer.flipbookLayer.text?.rasterScale == nil)
    layer.contentsScale = 3
    #expect(caption.layer.flipbookLayer.text?.rasterScale == 3)
  }

  @Test("a button's title honours titleLabel's font, is cut in its middle, and can be attributed")
  func buttonTitles() throws {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    button.setTitle("Continue", for: .normal)
    let label = try #require(button.titleLabel)
    #expect(label.layer.flipbookLayer.text?.font == .system(size: 20, weight: .bold))
    #expect(label.layer.flipbookLayer.text?.truncation == .middle)
    #expect(label.layer.flipbookLayer.text?.color == .white)
    let title = NSMutableAttributedString(string: "Buy ")
    title.append(
      NSAttributedString(string: "now", attributes: [.foregroundColor: UIColor.red]))
    button.setAttributedTitle(title, for: .normal)
    #expect(button.currentAttributedTitle === title)
    #expect(button.currentTitle == "Continue")
    #expect(
      label.layer.flipbookLayer.text?.runs == [
        TextRun("Buy ", font: .system(size: 20, weight: .bold), color: .white),
        TextRun("now", font: .system(size: 20, weight: .bold), color: .red),
      ])
    // A state's own plain title comes before the normal state's attributed one.
    button.setTitle("Paying…", for: .highlighted)
    button.isHighlighted = true
    #expect(label.layer.flipbookLayer.text?.string == "Paying…")
    button.isHighlighted = false
    #expect(label.layer.flipbookLayer.text?.string == "Buy now")
    // The title label keeps its own font for a plain title again.
    button.setAttributedTitle(nil, for: .normal)
    #expect(
      label.layer.flipbookLayer.text?.runs == [
        TextRun("Continue", font: .system(size: 20, weight: .bold), color: .white)
      ])
  }
}
