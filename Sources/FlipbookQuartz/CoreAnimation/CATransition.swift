import Animation
import Foundation
import Layers

/// The key Core Animation adds a layer's transition under when it runs one as an action.
public let kCATransition = "transition"

/// How a ``CATransition`` replaces the old picture, as Core Animation names it.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The name: "fade", "moveIn", "push", "reveal", or one Core Animation keeps private.
  public let rawValue: String

  /// The type with this name; Core Animation's private ones ("cube", "pageCurl", …) can be
  /// named, and are reported when the transition is added.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The old content fades out as the new fades in (the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content slides in, pushing the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides out, uncovering the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a ``CATransition``'s motion comes from, as Core Animation names it. Its top is
/// the layer's maximum y, the bottom of the screen on iOS: `.fromTop` brings new content up
/// from the bottom.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The name: "fromRight", "fromLeft", "fromTop" or "fromBottom".
  public let rawValue: String

  /// The subtype with this name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// From the right edge.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left edge.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the layer's maximum-y edge: the bottom of the screen on iOS.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the layer's minimum-y edge: the top of the screen on iOS.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a layer's whole picture, as `CATransition`: added to a layer, it
/// shows the layer as it was before the changes of the current transaction giving way to
/// the layer as they leave it — whether they are made before or after `add(_:forKey:)` —
/// with a fade, a move in, a push or a reveal.
///
/// Core Animation's private types (`cube`, `rippleEffect`, `pageCurl`, …) are not drawn:
/// the layer's timeline logs `animation.rejected` naming the type, the delegate is told the
/// animation did not finish, and the change shows at once.
open class CATransition: CAAnimation {
  /// How the new picture replaces the old one; `.fade` unless set.
  open var type = CATransitionType.fade
  /// The side the motion comes from; nil unless set (then as `.fromLeft`).
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0...1; 0 unless set.
  open var startProgress: Float = 0
  /// Where in the transition it ends, 0...1; 1 unless set.
  open var endProgress: Float = 1

  /// The engine's transition this one describes now.
  ///
  /// - Throws: `LayerTransitionError` for a type or subtype the engine does not draw.
  open override func makeLayerAnimation() throws -> any LayerAnimation {
    var transition = LayerTransition(
      type: try LayerTransition.Kind(named: type.rawValue),
      subtype: try subtype.map { try LayerTransition.Direction(named: $0.rawValue) })
    transition.startProgress = Double(startProgress)
    transition.endProgress = Double(endProgress)
    transition.timingFunction = timingFunction?.flipbookFunction
    transition.timing = mediaTiming
    transition.isRemovedOnCompletion = isRemovedOnCompletion
    return transition
  }
}
