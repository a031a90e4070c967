import Foundation

/// A two-dimensional vector of the simulation, in points.
typealias Vector = SIMD2<Double>

extension Vector {
  /// The vector's length.
  var length: Double { (x * x + y * y).squareRoot() }
  /// The dot product with `other`.
  func dot(_ other: Vector) -> Double { x * other.x + y * other.y }
  /// The vector turned a quarter turn clockwise on screen (y down).
  var perpendicular: Vector { Vector(-y, x) }
  /// A point from the vector.
  var point: CGPoint { CGPoint(x: x, y: y) }
  /// The vector from a point.
  init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
}

/// The state UIKit Dynamics keeps for one item: where it is, how it moves, what it is made
/// of, in the reference view's coordinates.
final class DynamicBody {
  /// The item moved.
  let item: any UIDynamicItem
  var position: Vector
  /// The position at the start of the sub-step, to tell which side of a segment it came from.
  var previousPosition: Vector
  var velocity = Vector.zero
  /// Rotation, in radians, clockwise on screen.
  var angle: Double
  var angularVelocity = 0.0
  /// The rotation last written to the item.
  private var writtenAngle: Double
  /// Half the width and height of the item's bounds.
  var halfSize: Vector
  var isCircle: Bool
  /// What a ``UIDynamicItemBehavior`` sets: UIKit's defaults until one does.
  var elasticity = 0.0
  var friction = 0.0
  var density = 1.0
  var resistance = 0.0
  var angularResistance = 0.0
  var allowsRotation = true
  var isAnchored = false
  /// Accelerations gathered for the sub-step, in points/s².
  var acceleration = Vector.zero

  /// A body for `item`, read from its current state.
  init(item: any UIDynamicItem, in reference: UIView?) {
    self.item = item
    position = .zero
    previousPosition = .zero
    angle = 0
    writtenAngle = 0
    halfSize = .zero
    isCircle = false
    read(in: reference)
  }

  /// Takes the item's center, size, rotation and shape as they are now.
  func read(in reference: UIView?) {
    position = Vector(Self.convert(item.center, of: item, to: reference))
    previousPosition = position
    let transform = item.transform
    angle = atan2(Double(transform.b), Double(transform.a))
    writtenAngle = angle
    halfSize = Vector(Double(item.bounds.width), Double(item.bounds.height)) / 2
    isCircle = item.collisionBoundsType == .ellipse
    if isCircle && abs(halfSize.x - halfSize.y) > 1e-9 {
      FileHandle.standardError.write(
        Data(
          """
          FlipbookQuartz: UIKit Dynamics collides an ellipse of \(2 * halfSize.x) × \
          \(2 * halfSize.y) points as the circle of its smaller side; only circles are modelled

          """.utf8))
    }
  }

  /// Writes the position (and the rotation, once it has changed) to the item, as UIKit does.
  func write(in reference: UIView?) {
    item.center = Self.convert(position.point, of: item, to: reference, inverted: true)
    if angle != writtenAngle {
      item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
      writtenAngle = angle
    }
  }

  /// The item's mass: density × area, the area in units of 100 × 100 points, so that "a
  /// 100 point x 100 point view whose density value is 1.0" has mass 1.
  var mass: Double { density * 4 * halfSize.x * halfSize.y / 10_000 }

  /// 1 / mass, 0 for an anchored or massless item: what an impulse moves it by.
  var inverseMass: Double {
    let mass = mass
    return isAnchored || mass <= 0 ? 0 : 1 / mass
  }

  /// The circle's radius: half the smaller side.
  var radius: Double { min(halfSize.x, halfSize.y) }

  /// How far the shape reaches from its center along the unit vector `direction`.
  func extent(along direction: Vector) -> Double {
    isCircle ? radius : halfSize.x * abs(direction.x) + halfSize.y * abs(direction.y)
  }

  /// Back to UIKit's defaults, before the item behaviors set theirs.
  func resetMaterial() {
    elasticity = 0
    friction = 0
    density = 1
    resistance = 0
    angularResistance = 0
    allowsRotation = true
    isAnchored = false
  }

  /// Takes the sub-step's acceleration into the velocity, damped by the resistances as
  /// Box2D damps (v ← v / (1 + h·c), stable for any c).
  func accelerate(for interval: Double) {
    guard !isAnchored else {
      velocity = .zero
      angularVelocity = 0
      return
    }
    velocity = (velocity + acceleration * interval) / (1 + interval * resistance)
    angularVelocity =
      allowsRotation ? angularVelocity / (1 + interval * angularResistance) : 0
  }

  /// Moves by the velocity for `interval` seconds.
  func move(for interval: Double) {
    position += velocity * interval
    angle += angularVelocity * interval
  }

  /// The items' centers are in their superview's coordinates, the simulation's in the
  /// reference view's: `point` taken into the reference view's (or out of them).
  private static func convert(
    _ point: CGPoint, of item: any UIDynamicItem, to reference: UIView?,
    inverted: Bool = false
  ) -> CGPoint {
    guard let view = item as? UIView, let superview = view.superview, let reference,
      superview !== reference
    else { return point }
    return inverted
      ? reference.convert(point, to: superview) : superview.convert(point, to: reference)
  }
}
