import Foundation
import Interaction
import Layers

/// A font for text, as SwiftUI's `Font`: a Dynamic Type style that follows the text size
/// setting, or the system font at a fixed size.
///
/// The styles' sizes are those of Apple's Human Interface Guidelines (Typography, "iOS,
/// iPadOS Dynamic Type sizes"): at the default Large size, large title 34, title 28,
/// title 2 22, title 3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
/// footnote 13, caption 12, caption 2 11 points.
public struct Font: Hashable, Sendable {
  /// A Dynamic Type role for text.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// 34 pt at Large.
    case largeTitle
    /// 28 pt at Large.
    case title
    /// 22 pt at Large.
    case title2
    /// 20 pt at Large.
    case title3
    /// 17 pt semibold at Large.
    case headline
    /// 15 pt at Large.
    case subheadline
    /// 17 pt at Large.
    case body
    /// 16 pt at Large.
    case callout
    /// 13 pt at Large.
    case footnote
    /// 12 pt at Large.
    case caption
    /// 11 pt at Large.
    case caption2

    var engineStyle: Interaction.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// A font weight, lightest to heaviest.
  public struct Weight: Hashable, Sendable {
    let engineWeight: FontWeight
    /// The lightest.
    public static let ultraLight = Weight(engineWeight: .ultraLight)
    /// Thin.
    public static let thin = Weight(engineWeight: .thin)
    /// Light.
    public static let light = Weight(engineWeight: .light)
    /// The body weight.
    public static let regular = Weight(engineWeight: .regular)
    /// Medium.
    public static let medium = Weight(engineWeight: .medium)
    /// Semibold, the headline's.
    public static let semibold = Weight(engineWeight: .semibold)
    /// Bold.
    public static let bold = Weight(engineWeight: .bold)
    /// Heavy.
    public static let heavy = Weight(engineWeight: .heavy)
    /// The heaviest.
    public static let black = Weight(engineWeight: .black)
  }

  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case points(Double)
  }
  let size: Size
  let weight: Weight?

  /// The system font of a text style, optionally of another weight.
  public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
    Font(size: .style(style), weight: weight)
  }

  /// The system font at a fixed size, which does not follow the text size setting.
  public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
    Font(size: .points(Double(size)), weight: weight)
  }

  /// The font in `weight`.
  public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The engine's font at `category`.
  func textFont(at category: ContentSizeCategory) -> TextFont {
    switch size {
    case .style(let style):
      let engine = style.engineStyle
      return .system(
        size: engine.size(at: category), weight: weight?.engineWeight ?? engine.weight)
    case .points(let points):
      return .system(size: points, weight: weight?.engineWeight ?? .regular)
    }
  }

  /// Large title: 34 pt at Large.
  public static let largeTitle = system(.largeTitle)
  /// Title: 28 pt at Large.
  public static let title = system(.title)
  /// Title 2: 22 pt at Large.
  public static let title2 = system(.title2)
  /// Title 3: 20 pt at Large.
  public static let title3 = system(.title3)
  /// Headline: 17 pt semibold at Large.
  public static let headline = system(.headline)
  /// Subheadline: 15 pt at Large.
  public static let subheadline = system(.subheadline)
  /// Body, the default: 17 pt at Large.
  public static let body = system(.body)
  /// Callout: 16 pt at Large.
  public static let callout = system(.callout)
  /// Footnote: 13 pt at Large.
  public static let footnote = system(.footnote)
  /// Caption: 12 pt at Large.
  public static let caption = system(.caption)
  /// Caption 2: 11 pt at Large.
  public static let caption2 = system(.caption2)
}
