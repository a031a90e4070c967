import Animation
import Foundation

/// The name of a value function, as Core Animation's `CAValueFunctionName` constants spell
/// it.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation spells it.
  public let rawValue: String

  /// A name; ``CAValueFunction/init(name:)`` refuses one Core Animation does not have.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A rotation about the x axis, in radians.
  public static let rotateX = Self(rawValue: "rotateX")
  /// A rotation about the y axis, in radians.
  public static let rotateY = Self(rawValue: "rotateY")
  /// A rotation about the z axis, in radians.
  public static let rotateZ = Self(rawValue: "rotateZ")
  /// A scale by three numbers, x, y and z.
  public static let scale = Self(rawValue: "scale")
  /// A scale along x.
  public static let scaleX = Self(rawValue: "scaleX")
  /// A scale along y.
  public static let scaleY = Self(rawValue: "scaleY")
  /// A scale along z.
  public static let scaleZ = Self(rawValue: "scaleZ")
  /// A translation by three numbers, x, y and z, in points.
  public static let translate = Self(rawValue: "translate")
  /// A translation along x, in points.
  public static let translateX = Self(rawValue: "translateX")
  /// A translation along y, in points.
  public static let translateY = Self(rawValue: "translateY")
  /// A translation along z, in points.
  public static let translateZ = Self(rawValue: "translateZ")
}

/// What turns a property animation's numbers into the transform it sets, as
/// `CAValueFunction`: with `.rotateZ`, a basic animation of `"transform"` from 0 to 2π
/// makes a whole turn.
open class CAValueFunction: NSObject {
  /// The function's name.
  public let name: CAValueFunctionName
  /// The function as the engine runs it.
  let function: ValueFunction

  /// The function named `name`; nil for a name Core Animation does not have.
  public init?(name: CAValueFunctionName) {
    guard let function = ValueFunction(rawValue: name.rawValue) else { return nil }
    self.name = name
    self.function = function
  }
}
