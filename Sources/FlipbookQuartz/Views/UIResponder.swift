import Foundation

/// Something that handles touches, as UIKit's `UIResponder`: what it does not handle goes
/// to the next responder (a view's view controller or superview).
open class UIResponder: NSObject {
  /// A responder.
  public override init() {
    super.init()
  }

  /// The responder that gets the touches this one passes on.
  open var next: UIResponder? { nil }

  /// Fingers touched down; passes them on unless overridden.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Fingers moved; passes them on unless overridden.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Fingers lifted; passes them on unless overridden.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches were taken away; passes them on unless overridden.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
