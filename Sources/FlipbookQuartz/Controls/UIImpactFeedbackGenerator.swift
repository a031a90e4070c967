import Foundation
import Layers

/// Plays a haptic impact, as UIKit's `UIImpactFeedbackGenerator`. A recording cannot be felt:
/// each impact is a `haptic` event on the scene's timeline, with its `style`, the
/// `intensity` when given, and the `control` (its layer's name) whose action played it — as
/// the native demos log theirs.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How strong an impact feels.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid

    var name: String {
      switch self {
      case .light: "light"
      case .medium: "medium"
      case .heavy: "heavy"
      case .soft: "soft"
      case .rigid: "rigid"
      }
    }
  }

  /// The style of its impacts.
  public let style: FeedbackStyle

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Plays an impact: logs a `haptic` event.
  open func impactOccurred() {
    record(style: style.name)
  }

  /// Plays an impact of `intensity` (0...1): logs a `haptic` event with it.
  open func impactOccurred(intensity: CGFloat) {
    record(style: style.name, [("intensity", .number(Double(intensity)))])
  }
}
