import Foundation
import Interaction

/// The environment a view is shown in, as UIKit's `UITraitCollection`: light or dark, the
/// text size, the layout direction, the display scale and the size classes. A view's comes
/// from the scene its window shows (the recording's device, appearance, content size and
/// layout direction); dynamic colours and text styles resolve with it.
///
/// A trait made with one value (`UITraitCollection(userInterfaceStyle: .dark)`) leaves the
/// others unspecified, as in UIKit.
public final class UITraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// Light, dark, or unspecified.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The Dynamic Type text size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// Left to right, right to left, or unspecified.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  /// Compact on an iPhone held upright, regular on an iPad.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// Regular on an iPhone held upright and on an iPad.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Phone or pad, from the device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  private init(
    style: UIUserInterfaceStyle = .unspecified,
    contentSize: UIContentSizeCategory = .unspecified,
    direction: UITraitEnvironmentLayoutDirection = .unspecified, scale: CGFloat = 0,
    horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified,
    idiom: UIUserInterfaceIdiom = .unspecified
  ) {
    userInterfaceStyle = style
    preferredContentSizeCategory = contentSize
    layoutDirection = direction
    displayScale = scale
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceIdiom = idiom
  }

  /// The traits of a scene: each value specified. Without a device, the size classes are an
  /// iPhone's upright (compact width, regular height).
  public convenience init(_ traits: Traits) {
    let isPad = traits.device?.idiom == .pad
    self.init(
      style: traits.appearance == .dark ? .dark : .light,
      contentSize: UIContentSizeCategory(traits.contentSize),
      direction: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      scale: CGFloat(traits.displayScale), horizontal: isPad ? .regular : .compact,
      vertical: .regular, idiom: traits.device.map { $0.idiom == .pad ? .pad : .phone } ?? .phone)
  }

  /// Traits with every value unspecified.
  public convenience init() { self.init(style: .unspecified) }

  /// Traits with only the interface style specified.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  /// Traits with only the content size category specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(contentSize: preferredContentSizeCategory)
  }

  /// Traits with only the layout direction specified.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(direction: layoutDirection)
  }

  /// Traits with only the display scale specified.
  public convenience init(displayScale: CGFloat) {
    self.init(scale: displayScale)
  }

  /// Traits with only the horizontal size class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }

  /// Traits with only the vertical size class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }

  /// The traits of `collections` combined: each value from the last collection that
  /// specifies it.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
      collections.reversed().lazy.map(value).first { $0 != unspecified } ?? unspecified
    }
    self.init(
      style: last(\.userInterfaceStyle, unspecified: .unspecified),
      contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified),
      direction: last(\.layoutDirection, unspecified: .unspecified),
      scale: last(\.displayScale, unspecified: 0),
      horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
      vertical: last(\.verticalSizeClass, unspecified: .unspecified),
      idiom: last(\.userInterfaceIdiom, unspecified: .unspecified))
  }

  /// Whether dynamic colours could resolve differently in `other`: the interface styles
  /// differ.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether every value `trait` specifies is the same here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return
      (trait.userInterfaceStyle == .unspecified
      || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.horizontalSizeClass == .unspecified
        || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified
        || trait.verticalSizeClass == verticalSizeClass)
  }

  // MARK: The current traits

  /// The traits dynamic colours and text styles resolve with when no view is asked: those
  /// set by ``performAsCurrent(_:)`` while it runs, else the traits of the scene the last
  /// window made on this thread shows, else light, Large text, left to right, scale 2.
  public static var current: UITraitCollection {
    get { CurrentTraits.stack.last ?? CurrentTraits.scene?() ?? UITraitCollection(Traits()) }
    set {
      if CurrentTraits.stack.isEmpty {
        CurrentTraits.stack.append(newValue)
      } else {
        CurrentTraits.stack[CurrentTraits.stack.count - 1] = newValue
      }
    }
  }

  /// Runs `actions` with these traits as ``current``, as UIKit does while a view draws or
  /// lays out.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    CurrentTraits.stack.append(self)
    defer { CurrentTraits.stack.removeLast() }
    try actions()
  }

  // MARK: Equality

  /// Whether every value is the same.
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
    a.userInterfaceStyle == b.userInterfaceStyle
      && a.preferredContentSizeCategory == b.preferredContentSizeCategory
      && a.layoutDirection == b.layoutDirection && a.displayScale == b.displayScale
      && a.horizontalSizeClass == b.horizontalSizeClass
      && a.verticalSizeClass == b.verticalSizeClass
      && a.userInterfaceIdiom == b.userInterfaceIdiom
  }

  /// Hashes the values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection)
    hasher.combine(displayScale)
  }

  /// The values, as UIKit lists them.
  public var description: String {
    "<UITraitCollection> UserInterfaceStyle = \(userInterfaceStyle), "
      + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
      + "LayoutDirection = \(layoutDirection), DisplayScale = \(displayScale), "
      + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass)"
  }
}

/// This thread's current traits: those `performAsCurrent` set, and the scene of the last
/// window made.
enum CurrentTraits {
  private static let stackKey = "FlipbookQuartz.CurrentTraits.stack"
  private static let sceneKey = "FlipbookQuartz.CurrentTraits.scene"

  /// The traits set by `performAsCurrent`, innermost last.
  static var stack: [UITraitCollection] {
    get { Thread.current.threadDictionary[stackKey] as? [UITraitCollection] ?? [] }
    set { Thread.current.threadDictionary[stackKey] = newValue }
  }

  private static let screenKey = "FlipbookQuartz.CurrentTraits.screen"

  /// The screen of the scene of the last window made on this thread, while it exists.
  static var screen: (() -> UIScreen?)? {
    get { Thread.current.threadDictionary[screenKey] as? () -> UIScreen? }
    set { Thread.current.threadDictionary[screenKey] = newValue }
  }

  /// The traits of the scene of the last window made on this thread, while it exists.
  static var scene: (() -> UITraitCollection?)? {
    get { Thread.current.threadDictionary[sceneKey] as? () -> UITraitCollection? }
    set { Thread.current.threadDictionary[sceneKey] = newValue }
  }
}

/// An object whose traits can change, as UIKit's `UITraitEnvironment`: views and view
/// controllers.
public protocol UITraitEnvironment: AnyObject {
  /// The traits it is shown with.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed (from `previousTraitCollection`, nil the first time).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not specified: the default, light.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark

  /// "Light", "Dark" or "Unspecified".
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .light: "Light"
    case .dark: "Dark"
    }
  }
}

/// A layout direction, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1

  /// "LeftToRight", "RightToLeft" or "Unspecified".
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .leftToRight: "LeftToRight"
    case .rightToLeft: "RightToLeft"
    }
  }
}

/// A view's resolved layout direction, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not specified.
  case unspecified
  /// Compact: an iPhone's width upright.
  case compact
  /// Regular: an iPad's width and height, an iPhone's height upright.
  case regular

  /// "Compact", "Regular" or "Unspecified".
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .compact: "Compact"
    case .regular: "Regular"
    }
  }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
}

/// A Dynamic Type text size, as UIKit's `UIContentSizeCategory`, by UIKit's raw names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// UIKit's name for the category.
  public var rawValue: String

  /// The category named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Posted when the user changes the text size, as UIKit's. A recording's text size is its
  /// trait collection's and does not change while it plays, so nothing here posts it.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// The category of the engine's `category`.
  public init(_ category: ContentSizeCategory) {
    self = Self.all[category.index]
  }

  /// Not specified: text styles take the default, ``large``.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// xSmall.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// xLarge.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// xxLarge.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// xxxLarge.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// AX1.
  public static let accessibilityMedium = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// AX2.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// AX3.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// AX4.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5, the largest.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve categories, smallest first, as ``ContentSizeCategory`` orders them.
  private static let all: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The engine's category; ``large`` for unspecified or a name UIKit does not have.
  public var category: ContentSizeCategory {
    Self.all.firstIndex(of: self).map { ContentSizeCategory.allCases[$0] } ?? .large
  }

  /// Itself, or the current traits' category when unspecified.
  var resolved: UIContentSizeCategory {
    self == .unspecified ? UITraitCollection.current.preferredContentSizeCategory : self
  }

  /// Whether it is one of the accessibility sizes, AX1 to AX5.
  public var isAccessibilityCategory: Bool {
    Self.all.firstIndex(of: self).map { $0 >= 7 } ?? false
  }

  /// Smaller first; unspecified before every size.
  public static func < (a: Self, b: Self) -> Bool {
    (all.firstIndex(of: a) ?? -1) < (all.firstIndex(of: b) ?? -1)
  }
}
