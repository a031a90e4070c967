import Foundation

/// Why an animation, a key path or a spring is invalid.
public enum AnimationError: Error, LocalizedError, Equatable {
  /// The key path names no animatable property.
  case unknownKeyPath(String)
  /// A value's kind does not fit the key path (a colour for `opacity`, say).
  case valueTypeMismatch(keyPath: String, expected: String, got: String)
  /// A keyframe animation without values.
  case emptyValues(keyPath: String)
  /// keyTimes and values differ in number.
  case keyTimesCountMismatch(keyPath: String, keyTimes: Int, expected: String)
  /// keyTimes go down somewhere.
  case keyTimesNotAscending(keyPath: String, keyTimes: [Double])
  /// A key time outside 0...1.
  case keyTimeOutOfRange(keyPath: String, keyTime: Double)
  /// timingFunctions must number one fewer than values.
  case timingFunctionsCountMismatch(keyPath: String, count: Int, expected: Int)
  /// A negative or non-finite duration.
  case negativeDuration(Double)
  /// A negative or non-finite timing value other than the duration.
  case invalidTiming(String)
  /// Spring parameters out of range.
  case invalidSpring(String)
  /// Two paths of one animation whose elements differ in number or kind, given as SVG
  /// command letters: they cannot be interpolated point by point.
  case pathsDoNotMatch(keyPath: String, first: String, other: String)
  /// Two lists of one animation (a gradient's colours or locations) of different lengths:
  /// they cannot be interpolated item by item.
  case listsDoNotMatch(keyPath: String, first: Int, other: Int)
  /// A `byValue` or an additive animation of a path, which has no sum.
  case pathNotAdditive(keyPath: String)
  /// A keyframe animation along a path of a key path whose values are not points.
  case routeNeedsPoints(keyPath: String, kind: String)
  /// A keyframe animation along a path with no drawn segment, or a coordinate not finite.
  case routeDrawsNothing(keyPath: String)
  /// A value function on a key path that does not animate a transform.
  case valueFunctionNeedsTransform(keyPath: String, function: String)

  public var errorDescription: String? {
    switch self {
    case .unknownKeyPath(let path):
      return "unknown key path '\(path)' (animatable: "
        + AnimationKeyPath.allNames.joined(separator: ", ") + ")"
    case .valueFunctionNeedsTransform(let keyPath, let function):
      return
        "the value function '\(function)' makes transforms, but '\(keyPath)' does not animate one"
    case .valueTypeMismatch(let keyPath, let expected, let got):
      return "'\(keyPath)' animates \(expected) values, but was given \(got)"
    case .emptyValues(let keyPath):
      return "keyframe animation of '\(keyPath)' has no values"
    case .keyTimesCountMismatch(let keyPath, let keyTimes, let expected):
      return "keyframe animation of '\(keyPath)' has \(keyTimes) keyTimes; expected \(expected)"
    case .keyTimesNotAscending(let keyPath, let keyTimes):
      return "keyframe animation of '\(keyPath)': keyTimes \(keyTimes) are not ascending"
    case .keyTimeOutOfRange(let keyPath, let keyTime):
      return "keyframe animation of '\(keyPath)': key time \(keyTime) is outside 0...1"
    case .timingFunctionsCountMismatch(let keyPath, let count, let expected):
      return "keyframe animation of '\(keyPath)' has \(count) timingFunctions; expected "
        + "\(expected) (one per segment between values)"
    case .negativeDuration(let duration):
      return "duration \(duration) must be 0 (the default, 0.25 s) or positive"
    case .invalidTiming(let message):
      return message
    case .invalidSpring(let message):
      return "invalid spring: \(message)"
    case .pathsDoNotMatch(let keyPath, let first, let other):
      func shown(_ kinds: String) -> String {
        kinds.count <= 40 ? "'\(kinds)'" : "'\(kinds.prefix(40))…' (\(kinds.count))"
      }
      return "'\(keyPath)' animates between paths with the same elements in the same order, "
        + "but \(shown(first)) and \(shown(other)) differ; give both paths the same commands "
        + "(a line can stand for a curve with its controls on it)"
    case .listsDoNotMatch(let keyPath, let first, let other):
      return "'\(keyPath)' animates between lists of the same length, but one has \(first) "
        + "items and another \(other)"
    case .routeNeedsPoints(let keyPath, let kind):
      return "keyframe animation of '\(keyPath)' follows a path, but '\(keyPath)' takes "
        + "\(kind) values; a path moves a point: 'position', 'anchorPoint', 'bounds.origin' "
        + "or 'transform.translation'"
    case .routeDrawsNothing(let keyPath):
      return "keyframe animation of '\(keyPath)': its path has no segment to follow (or a "
        + "coordinate that is not finite)"
    case .pathNotAdditive(let keyPath):
      return "'\(keyPath)' cannot be added to: use fromValue and toValue, without byValue "
        + "or isAdditive"
    }
  }
}
