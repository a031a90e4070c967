import Foundation
import Layers

/// What UIKit's haptic feedback generators share, as `UIFeedbackGenerator`. A recording
/// cannot be felt: each piece of feedback is a `haptic` event on the scene's timeline, with
/// its `style` and the `control` (its layer's name) whose action played it, as the native
/// demos log theirs.
open class UIFeedbackGenerator: NSObject {
  /// Readies the generator: nothing to ready in a recording.
  open func prepare() {}

  /// Logs a `haptic` event with `style`, the fields given and the control sending its
  /// action, if any.
  func record(style: String, _ extra: [(key: String, value: TimelineEvent.Value)] = []) {
    guard let timeline = TransactionStack.current.currentTimeline else { return }
    var fields: [(key: String, value: TimelineEvent.Value)] = [("style", .string(style))]
    fields += extra
    if let name = UIControl.sending.last?.layer.name { fields.append(("control", .string(name))) }
    timeline.record("haptic", fields)
  }
}

/// Plays the tick of a selection changing, as UIKit's `UISelectionFeedbackGenerator`: a
/// `haptic` event of style `selection`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection change.
  open func selectionChanged() {
    record(style: "selection")
  }
}

/// Plays the feedback of a task's outcome, as UIKit's `UINotificationFeedbackGenerator`: a
/// `haptic` event of style `notification` with its `type`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What a notification tells.
  public enum FeedbackType: Int, Sendable {
    /// A success.
    case success
    /// A warning.
    case warning
    /// An error.
    case error

    var name: String {
      switch self {
      case .success: "success"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  /// Plays a notification of `type`.
  open func notificationOccurred(_ type: FeedbackType) {
    record(style: "notification", [("type", .string(type.name))])
  }
}
