import Foundation

extension UITouch {
  /// What made a touch, as UIKit's `UITouch.TouchType`.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen.
    case indirect
    /// An Apple Pencil.
    case pencil
    /// A pointer's button, from press to release.
    case indirectPointer
  }

  /// `.direct`: a scene's touches are fingers on the screen.
  public var type: TouchType { .direct }

  /// Where the finger is, as ``location(in:)``: a scene's touches are exact points already.
  public func preciseLocation(in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// Where the finger was at the previous event, as ``previousLocation(in:)``.
  public func precisePreviousLocation(in view: UIView?) -> CGPoint {
    previousLocation(in: view)
  }

  /// 0, as UIKit's for a touch from anything that cannot roll (UITouch.h: "Devices that do
  /// not support roll angle will always return 0"): a finger.
  public var rollAngle: CGFloat { 0 }
}
