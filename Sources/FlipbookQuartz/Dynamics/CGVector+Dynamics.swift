import Foundation

extension CGVector {
  /// The vector of length `magnitude` at `angle` radians from the x axis (clockwise on
  /// screen).
  init(angle: CGFloat, magnitude: CGFloat) {
    self.init(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
  }

  /// The vector's length; set, the angle stays.
  var magnitude: CGFloat {
    get { (dx * dx + dy * dy).squareRoot() }
    set { self = CGVector(angle: angle, magnitude: newValue) }
  }

  /// The vector's angle from the x axis, in radians; set, the length stays.
  var angle: CGFloat {
    get { atan2(dy, dx) }
    set { self = CGVector(angle: newValue, magnitude: magnitude) }
  }

  /// The vector in the simulation's terms.
  var vector: Vector { Vector(Double(dx), Double(dy)) }
}
