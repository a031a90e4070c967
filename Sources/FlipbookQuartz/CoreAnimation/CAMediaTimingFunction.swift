import Animation
import Foundation

/// The name of one of Core Animation's predefined curves: `.linear`, `.easeIn`, `.easeOut`,
/// `.easeInEaseOut`, `.default`. As in Core Animation, any string makes a name (the
/// initialiser is not failable); only those five name a curve.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string for the name (`"easeIn"`, …).
  public var rawValue: String

  /// The name spelt `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Constant speed.
  public static let linear = Self(rawValue: TimingFunction.Name.linear.rawValue)
  /// A slow start.
  public static let easeIn = Self(rawValue: TimingFunction.Name.easeIn.rawValue)
  /// A slow end.
  public static let easeOut = Self(rawValue: TimingFunction.Name.easeOut.rawValue)
  /// A slow start and end.
  public static let easeInEaseOut = Self(rawValue: TimingFunction.Name.easeInEaseOut.rawValue)
  /// Core Animation's default curve, that of implicit animations.
  public static let `default` = Self(rawValue: TimingFunction.Name.default.rawValue)
}

/// What an animation shows outside its active interval: `.removed`, `.forwards`,
/// `.backwards`, `.both`.
public typealias CAMediaTimingFillMode = FillMode

/// How a keyframe animation moves between values: `.linear`, `.discrete`, `.paced`,
/// `.cubic`, `.cubicPaced`.
public typealias CAAnimationCalculationMode = KeyframeCalculationMode

/// An easing curve, as `CAMediaTimingFunction`: a named curve or a cubic Bézier.
public final class CAMediaTimingFunction: NSObject {
  /// The engine's curve.
  public let flipbookFunction: TimingFunction

  /// One of the predefined curves. A name that is none of them (Core Animation raises an
  /// exception) gives the default curve and is reported on standard error.
  public init(name: CAMediaTimingFunctionName) {
    guard let known = TimingFunction.Name(rawValue: name.rawValue) else {
      FileHandle.standardError.write(
        Data(
          ("FlipbookQuartz: CAMediaTimingFunction(name: \"\(name.rawValue)\") names no curve; "
            + "the default curve is used\n").utf8))
      flipbookFunction = TimingFunction(name: .default)
      return
    }
    flipbookFunction = TimingFunction(name: known)
  }

  /// The cubic Bézier from (0, 0) through (c1x, c1y) and (c2x, c2y) to (1, 1).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    flipbookFunction = TimingFunction(
      controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// Writes the x and y of control point `index` into `values[0]` and `values[1]`: 0 is
  /// (0, 0), 1 and 2 the curve's control points, 3 is (1, 1). Another index writes nothing
  /// and is reported on standard error (Core Animation raises an exception).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let f = flipbookFunction
    let points = [(0.0, 0.0), (f.x1, f.y1), (f.x2, f.y2), (1.0, 1.0)]
    guard points.indices.contains(index) else {
      FileHandle.standardError.write(
        Data("FlipbookQuartz: getControlPoint(at: \(index)): the index must be 0 to 3\n".utf8))
      return
    }
    values[0] = Float(points[index].0)
    values[1] = Float(points[index].1)
  }
}
