import Foundation

// Gesture recogniser members FlipbookQuartz does not offer yet (docs/uikit-symbols.md
// lists them with the rest of UIGestureRecognizer, its subclasses and UIEvent). Each is
// declared unavailable so that iOS code using it fails to compile with a message saying
// what to do instead. Bodies never run.

/// UIKit's `UIPress`; not available yet.
@available(
  *, unavailable,
  message: """
    presses (keyboard, remote) are not there: only touches are; see docs/porting.md
    """
)
open class UIPress: NSObject {}

/// UIKit's `UIPressesEvent`; not available yet.
@available(
  *, unavailable,
  message: """
    presses (keyboard, remote) are not there: only touches are; see docs/porting.md
    """
)
open class UIPressesEvent: NSObject {}

extension UIGestureRecognizer {
  /// UIKit's `init(coder:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      gesture recognisers are not read from storyboards: make them in code; see docs/porting.md
      """
  )
  public convenience init?(coder: NSCoder) {
    return nil
  }

  /// UIKit's `removeTarget(_:action:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      actions cannot be removed yet: set isEnabled to false or remove the recogniser from its view; see docs/porting.md
      """
  )
  public func removeTarget(_ target: Any?, action: Any?) {}

  /// UIKit's `allowedTouchTypes`; not available yet.
  @available(
    *, unavailable,
    message: """
      every touch is a finger (.direct) here; see docs/porting.md
      """
  )
  public var allowedTouchTypes: [NSNumber] {
    get { [] }
    set {}
  }

  /// UIKit's `allowedPressTypes`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  public var allowedPressTypes: [NSNumber] {
    get { [] }
    set {}
  }

  /// UIKit's `requiresExclusiveTouchType`; not available yet.
  @available(
    *, unavailable,
    message: """
      every touch is a finger (.direct) here; see docs/porting.md
      """
  )
  public var requiresExclusiveTouchType: Bool {
    get { true }
    set {}
  }

  /// UIKit's `modifierFlags`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no keyboard; see docs/porting.md
      """
  )
  public var modifierFlags: UIKeyModifierFlags { [] }

  /// UIKit's `buttonMask`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer; see docs/porting.md
      """
  )
  public var buttonMask: UIEvent.ButtonMask { .primary }

  /// UIKit's `ignore(_:for:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      touches cannot be ignored yet: let the delegate refuse them with gestureRecognizer(_:shouldReceive:); see docs/porting.md
      """
  )
  public func ignore(_ touch: UITouch, for event: UIEvent) {}

  /// UIKit's `ignore(_:for:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  public func ignore(_ button: UIPress, for event: UIPressesEvent) {}
}

extension UITapGestureRecognizer {
  /// UIKit's `buttonMaskRequired`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer; see docs/porting.md
      """
  )
  public var buttonMaskRequired: UIEvent.ButtonMask {
    get { .primary }
    set {}
  }
}

extension UIPanGestureRecognizer {
  /// UIKit's `allowedScrollTypesMask`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer or trackpad; see docs/porting.md
      """
  )
  public var allowedScrollTypesMask: UIScrollTypeMask {
    get { .all }
    set {}
  }
}

extension UILongPressGestureRecognizer {
  /// UIKit's `numberOfTapsRequired`; not available yet.
  @available(
    *, unavailable,
    message: """
      taps before the press are not counted yet; see docs/porting.md
      """
  )
  public var numberOfTapsRequired: Int {
    get { 0 }
    set {}
  }
}

extension UIGestureRecognizerDelegate {
  /// UIKit's `gestureRecognizer(_:shouldReceive:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool { true }

  /// UIKit's `gestureRecognizer(_:shouldReceive:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      choose touches with gestureRecognizer(_:shouldReceive:) taking a UITouch; see docs/porting.md
      """
  )
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool { true }
}

extension UIEvent {
  /// UIKit's `modifierFlags`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no keyboard; see docs/porting.md
      """
  )
  public var modifierFlags: UIKeyModifierFlags { [] }

  /// UIKit's `buttonMask`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer; see docs/porting.md
      """
  )
  public var buttonMask: UIEvent.ButtonMask { .primary }
}

/// UIKit's `UIKeyModifierFlags` (its values, from UICommand.h); not available yet.
@available(
  *, unavailable,
  message: """
    there is no keyboard; see docs/porting.md
    """
)
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: Int

  /// The flags of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// UIKit's `UIScrollTypeMask` (its values, from UIPanGestureRecognizer.h); not available yet.
@available(
  *, unavailable,
  message: """
    there is no pointer or trackpad; see docs/porting.md
    """
)
public struct UIScrollTypeMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: Int

  /// The mask of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A scroll wheel's steps.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// A trackpad's continuous scrolling.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  /// Both.
  public static let all = UIScrollTypeMask(rawValue: 3)
}

extension UIEvent {
  /// UIKit's `UIEvent.ButtonMask` (its values, from UIEvent.h); not available yet.
  @available(
    *, unavailable,
    message: """
      there is no pointer; see docs/porting.md
      """
  )
  public struct ButtonMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: Int

    /// The mask of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button.
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// The mask of button `buttonNumber`, counting from 1 (UIKit's
    /// `UIEventButtonMaskForButtonNumber`; the count from 1 is inferred).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }
}
