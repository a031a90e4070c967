import Foundation

// UIButton members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them
// with the rest of UIButton). Each is declared unavailable so that iOS code using it fails
// to compile with a message saying what to do instead. Bodies never run.

extension UIButton {
  /// A button's role, as UIKit's `UIButton.Role`; the property using it is not available
  /// yet.
  public enum Role: Int, Sendable {
    /// No particular role.
    case normal
    /// The primary action.
    case primary
    /// Cancels.
    case cancel
    /// Destroys something.
    case destructive
  }

  /// UIKit's `systemButton(with:target:action:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there are no selectors on Linux: use UIButton(primaryAction:) or addTarget with a method reference; see docs/porting.md
      """
  )
  public static func systemButton(with image: UIImage, target: Any?, action: Any?) -> UIButton {
    UIButton(type: .system)
  }

  /// UIKit's `isHeld`; not available yet.
  @available(
    *, unavailable,
    message: """
      menus are not there yet; see docs/porting.md
      """
  )
  public var isHeld: Bool { false }

  /// UIKit's `role`; not available yet.
  @available(
    *, unavailable,
    message: """
      button roles are not there yet: colour the button yourself; see docs/porting.md
      """
  )
  public var role: Role {
    get { .normal }
    set {}
  }

  /// UIKit's `isPointerInteractionEnabled`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer; see docs/porting.md
      """
  )
  public var isPointerInteractionEnabled: Bool {
    get { false }
    set {}
  }

  /// UIKit's `pointerStyleProvider`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer; see docs/porting.md
      """
  )
  public var pointerStyleProvider: Any? {
    get { nil }
    set {}
  }

  /// UIKit's `menu`; not available yet.
  @available(
    *, unavailable,
    message: """
      menus are not there yet; see docs/porting.md
      """
  )
  public var menu: UIMenu? {
    get { nil }
    set {}
  }

  /// UIKit's `preferredMenuElementOrder`; not available yet.
  @available(
    *, unavailable,
    message: """
      menus are not there yet; see docs/porting.md
      """
  )
  public var preferredMenuElementOrder: MenuElementOrder {
    get { .automatic }
    set {}
  }

  /// UIKit's `changesSelectionAsPrimaryAction`; not available yet.
  @available(
    *, unavailable,
    message: """
      toggle isSelected in the button's action; see docs/porting.md
      """
  )
  public var changesSelectionAsPrimaryAction: Bool {
    get { false }
    set {}
  }

  /// UIKit's `setTitleShadowColor(_:for:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      title shadows are not there yet: set an NSShadow in an attributed title; see docs/porting.md
      """
  )
  public func setTitleShadowColor(_ color: UIColor?, for state: State) {}

  /// UIKit's `titleShadowColor(for:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      title shadows are not there yet: set an NSShadow in an attributed title; see docs/porting.md
      """
  )
  public func titleShadowColor(for state: State) -> UIColor? { nil }

  /// UIKit's `currentTitleShadowColor`; not available yet.
  @available(
    *, unavailable,
    message: """
      title shadows are not there yet: set an NSShadow in an attributed title; see docs/porting.md
      """
  )
  public var currentTitleShadowColor: UIColor? { nil }

  /// UIKit's `setPreferredSymbolConfiguration(_:forImageIn:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet; see docs/porting.md
      """
  )
  public func setPreferredSymbolConfiguration(_ configuration: Any?, forImageIn state: State) {}

  /// UIKit's `preferredSymbolConfigurationForImage(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet; see docs/porting.md
      """
  )
  public func preferredSymbolConfigurationForImage(in state: State) -> Any? { nil }

  /// UIKit's `currentPreferredSymbolConfiguration`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet; see docs/porting.md
      """
  )
  public var currentPreferredSymbolConfiguration: Any? { nil }

  /// UIKit's `titleEdgeInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: use contentEdgeInsets or a configuration's imagePadding; see docs/porting.md
      """
  )
  public var titleEdgeInsets: UIEdgeInsets {
    get { .zero }
    set {}
  }

  /// UIKit's `imageEdgeInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: use contentEdgeInsets or a configuration's imagePadding; see docs/porting.md
      """
  )
  public var imageEdgeInsets: UIEdgeInsets {
    get { .zero }
    set {}
  }

  /// UIKit's `reversesTitleShadowWhenHighlighted`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15; title shadows are not there; see docs/porting.md
      """
  )
  public var reversesTitleShadowWhenHighlighted: Bool {
    get { false }
    set {}
  }

  /// UIKit's `adjustsImageWhenDisabled`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: the image is dimmed when disabled; see docs/porting.md
      """
  )
  public var adjustsImageWhenDisabled: Bool {
    get { true }
    set {}
  }

  /// UIKit's `showsTouchWhenHighlighted`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15; the glow is not there; see docs/porting.md
      """
  )
  public var showsTouchWhenHighlighted: Bool {
    get { false }
    set {}
  }
}

extension UIButton {
  /// The order of a button's menu items; not available yet.
  @available(*, unavailable, message: "menus are not there yet; see docs/porting.md")
  public enum MenuElementOrder: Int, Sendable {
    /// The order that suits where the menu opens.
    case automatic
    /// The most important item nearest the button.
    case priority
    /// The items in the order given.
    case fixed
  }
}

/// UIKit's menu of actions; not available yet.
@available(*, unavailable, message: "menus are not there yet; see docs/porting.md")
open class UIMenu: NSObject {
  /// A menu with a title and its items; not available yet.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Any? = nil, options: Any? = nil, children: [Any] = []
  ) {}
}
