import Foundation

extension AttributeScopes {
  /// UIKit's attributes of an `AttributedString`: `container.font` and
  /// `container.foregroundColor` read and set them.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// The attributes UIKit draws in an `AttributedString` here: the font and the text colour.
  public struct UIKitAttributes: AttributeScope {
    /// The font.
    public let font: FontAttribute
    /// The text colour.
    public let foregroundColor: ForegroundColorAttribute

    /// A run's font, as `NSAttributedString.Key.font`.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = UIFont
      /// The key's name, `NSAttributedString.Key.font`'s.
      public static let name = NSAttributedString.Key.font.rawValue
    }

    /// A run's text colour, as `NSAttributedString.Key.foregroundColor`.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = UIColor
      /// The key's name, `NSAttributedString.Key.foregroundColor`'s.
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
  }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `container.font`, `string.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

/// Changes the text attributes of a configuration's title, as UIKit's
/// `UIConfigurationTextAttributesTransformer`: a function from the attributes the
/// configuration gives the title to the ones it draws with.
public struct UIConfigurationTextAttributesTransformer: Sendable {
  private let transform: @Sendable (AttributeContainer) -> AttributeContainer

  /// A transformer calling `transform`.
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// The attributes `transform` makes of `input`.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}

extension AttributedString {
  /// The string as an `NSAttributedString` with UIKit's font and text colour of each run,
  /// and whether a run has other attributes, which are not drawn.
  func uiKitAttributedString() -> (text: NSAttributedString, unsupported: Bool) {
    let result = NSMutableAttributedString()
    var unsupported = false
    for run in runs {
      var attributes: [NSAttributedString.Key: Any] = [:]
      var rest = run.attributes
      if let font = rest[AttributeScopes.UIKitAttributes.FontAttribute.self] {
        attributes[.font] = font
      }
      if let color = rest[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] {
        attributes[.foregroundColor] = color
      }
      rest[AttributeScopes.UIKitAttributes.FontAttribute.self] = nil
      rest[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = nil
      if rest != AttributeContainer() { unsupported = true }
      result.append(
        NSAttributedString(string: String(self[run.range].characters), attributes: attributes))
    }
    return (result, unsupported)
  }
}
