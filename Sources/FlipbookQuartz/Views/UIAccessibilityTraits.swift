/// What an accessibility element is and how it behaves, for VoiceOver, as UIKit's
/// `UIAccessibilityTraits`. Traits are never drawn: a render shows the same pixels whatever
/// they are.
///
/// UIKit does not publish the bits behind its traits; the raw values here are our choice,
/// one bit each in the order of UIAccessibilityConstants.h.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public var rawValue: UInt64

  /// The traits whose bits are `rawValue`.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = Self([])
  /// A button.
  public static let button = Self(rawValue: 1 << 0)
  /// A link.
  public static let link = Self(rawValue: 1 << 1)
  /// A header that divides content into sections.
  public static let header = Self(rawValue: 1 << 2)
  /// A search field.
  public static let searchField = Self(rawValue: 1 << 3)
  /// An image.
  public static let image = Self(rawValue: 1 << 4)
  /// Selected, as a selected segment or row.
  public static let selected = Self(rawValue: 1 << 5)
  /// Plays its own sound when activated.
  public static let playsSound = Self(rawValue: 1 << 6)
  /// A keyboard key.
  public static let keyboardKey = Self(rawValue: 1 << 7)
  /// Text that cannot change.
  public static let staticText = Self(rawValue: 1 << 8)
  /// A summary of the app's state when it starts.
  public static let summaryElement = Self(rawValue: 1 << 9)
  /// Not enabled: it does not respond to the user.
  public static let notEnabled = Self(rawValue: 1 << 10)
  /// Its value or label changes often.
  public static let updatesFrequently = Self(rawValue: 1 << 11)
  /// Starts a media session when activated.
  public static let startsMediaSession = Self(rawValue: 1 << 12)
  /// A value that increments and decrements, as a slider's.
  public static let adjustable = Self(rawValue: 1 << 13)
  /// Takes touches directly, as a piano keyboard.
  public static let allowsDirectInteraction = Self(rawValue: 1 << 14)
  /// Turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = Self(rawValue: 1 << 15)
  /// A tab bar.
  public static let tabBar = Self(rawValue: 1 << 16)
  /// A toggle button (iOS 17).
  public static let toggleButton = Self(rawValue: 1 << 17)
  /// Zooms (iOS 17).
  public static let supportsZoom = Self(rawValue: 1 << 18)
}
