import Foundation
import Layers
import Raster

/// Text, as SwiftUI's `Text`: in the environment's font (body unless `.font` says) and
/// foreground colour (the primary colour unless `.foregroundStyle` says), on as many lines
/// as the width it is offered needs, leading-aligned.
public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  let string: String
  var font: Font?
  var weight: Font.Weight?
  var color: Color?

  /// Text showing `content`.
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Text showing `content` as it is.
  public init(verbatim content: String) {
    string = content
  }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }

  /// The text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.weight = weight
    return text
  }

  /// The text in bold, or as it was when `isActive` is false.
  public func bold(_ isActive: Bool = true) -> Text {
    isActive ? fontWeight(.bold) : self
  }

  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.color = color
    return text
  }

  /// The text in `color`.
  public func foregroundStyle(_ color: Color) -> Text {
    foregroundColor(color)
  }

  func resolve(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    var textFont = (font ?? environment.font ?? .body).textFont(at: environment.contentSize)
    if let weight = weight ?? environment.fontWeight { textFont.weight = weight.engineWeight }
    let color = (color ?? environment.foreground ?? .primary).resolved(
      in: environment.colorScheme)
    let content = TextContent(
      string, font: textFont, color: color, alignment: .natural, wrapping: .words,
      maximumLines: 0, verticalPlacement: .top)
    return [Node(id: context.path, kind: .text(content))]
  }
}

/// Measures text for layout with the bundled fonts, as a render draws it.
enum TextMeasure {
  /// The size `text` needs in a box `width` points wide (infinity for one line per paragraph);
  /// zero when the bundled fonts cannot be loaded (a render then says why).
  static func size(of text: TextContent, width: Double) -> (width: Double, height: Double) {
    guard let fonts = try? FontLibrary.bundled() else { return (0, 0) }
    return fonts.size(of: text, width: width)
  }
}
