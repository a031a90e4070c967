import Foundation

extension UIScrollView {
  /// How a drag in a scroll view dismisses the keyboard, as UIKit's
  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    /// A drag leaves the keyboard (the default).
    case none
    /// A drag dismisses the keyboard.
    case onDrag
    /// The keyboard follows the finger down and may be pulled back up.
    case interactive
    /// A drag dismisses the keyboard and its accessory.
    case onDragWithAccessory
    /// The keyboard and its accessory follow the finger down.
    case interactiveWithAccessory
  }

  /// The recogniser of a zooming pinch: nil, as on iOS for a scroll view that does not
  /// zoom (zooming is not there yet).
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
}
