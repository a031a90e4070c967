import Foundation

// UITouch members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of UITouch). Each is declared unavailable so that iOS code using it fails to
// compile with a message saying what to do instead. Bodies never run.

extension UITouch {
  /// Which of a touch's values are estimates, as UIKit's `UITouch.Properties`; the members
  /// using it are not available yet.
  public struct Properties: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The force.
    public static let force = Properties(rawValue: 1 << 0)
    /// The azimuth.
    public static let azimuth = Properties(rawValue: 1 << 1)
    /// The altitude.
    public static let altitude = Properties(rawValue: 1 << 2)
    /// The location.
    public static let location = Properties(rawValue: 1 << 3)
    /// The roll.
    public static let roll = Properties(rawValue: 1 << 4)
  }

  /// UIKit's `majorRadius`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are points, without a contact size; see docs/porting.md
      """
  )
  public var majorRadius: CGFloat { 0 }

  /// UIKit's `majorRadiusTolerance`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are points, without a contact size; see docs/porting.md
      """
  )
  public var majorRadiusTolerance: CGFloat { 0 }

  /// UIKit's `force`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches have no force; see docs/porting.md
      """
  )
  public var force: CGFloat { 0 }

  /// UIKit's `maximumPossibleForce`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches have no force; see docs/porting.md
      """
  )
  public var maximumPossibleForce: CGFloat { 0 }

  /// UIKit's `azimuthAngle(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are fingers, without a stylus's angles; see docs/porting.md
      """
  )
  public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

  /// UIKit's `azimuthUnitVector(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are fingers, without a stylus's angles; see docs/porting.md
      """
  )
  public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

  /// UIKit's `altitudeAngle`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are fingers, without a stylus's angles; see docs/porting.md
      """
  )
  public var altitudeAngle: CGFloat { 0 }

  /// UIKit's `estimationUpdateIndex`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are exact, never estimated; see docs/porting.md
      """
  )
  public var estimationUpdateIndex: NSNumber? { nil }

  /// UIKit's `estimatedProperties`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are exact, never estimated; see docs/porting.md
      """
  )
  public var estimatedProperties: Properties { [] }

  /// UIKit's `estimatedPropertiesExpectingUpdates`; not available yet.
  @available(
    *, unavailable,
    message: """
      a scene's touches are exact, never estimated; see docs/porting.md
      """
  )
  public var estimatedPropertiesExpectingUpdates: Properties { [] }
}
