import Foundation

/// Two shapes touching, or one touching a boundary: where, along which normal, how deep.
struct DynamicContact {
  /// Shapes closer than this, in points, touch: a resting item stays in contact.
  static let slop = 0.01
  /// Approach speeds below this, in points/s, do not bounce, so a resting item stays put.
  static let bounceThreshold = 10.0

  let first: DynamicBody
  /// The other body; nil for a boundary, which does not move.
  let second: DynamicBody?
  /// The unit normal from `first` towards `second` (or into the boundary).
  let normal: Vector
  /// How far the shapes overlap, in points; negative within ``slop``.
  let depth: Double

  /// Where the shapes touch: on `first`'s outline, along the normal.
  var point: CGPoint { (first.position + normal * first.extent(along: normal)).point }

  /// Stops the bodies approaching with an impulse along the normal that returns the
  /// approach speed times the larger elasticity (Box2D's rule; UIKit documents none), then
  /// a Coulomb friction impulse along the surface, at most the geometric mean of the
  /// frictions (Box2D's rule; a boundary takes the item's) times the normal impulse.
  func resolveVelocity() {
    let inverseFirst = first.inverseMass
    let inverseSecond = second?.inverseMass ?? 0
    let total = inverseFirst + inverseSecond
    guard total > 0 else { return }
    let relative = (second?.velocity ?? .zero) - first.velocity
    let approach = relative.dot(normal)
    guard approach < 0 else { return }
    let elasticity =
      -approach < Self.bounceThreshold ? 0 : max(first.elasticity, second?.elasticity ?? 0)
    let impulse = -(1 + elasticity) * approach / total
    first.velocity -= normal * (impulse * inverseFirst)
    second?.velocity += normal * (impulse * inverseSecond)

    let sliding = (second?.velocity ?? .zero) - first.velocity
    let tangential = sliding - normal * sliding.dot(normal)
    let speed = tangential.length
    guard speed > 1e-9 else { return }
    let friction = second.map { (first.friction * $0.friction).squareRoot() } ?? first.friction
    let tangent = tangential / speed
    let frictionImpulse = min(speed / total, friction * impulse)
    first.velocity += tangent * (frictionImpulse * inverseFirst)
    second?.velocity -= tangent * (frictionImpulse * inverseSecond)
  }

  /// Moves the bodies apart, in inverse proportion to their masses, until they only touch.
  func resolvePosition() {
    let inverseFirst = first.inverseMass
    let inverseSecond = second?.inverseMass ?? 0
    let total = inverseFirst + inverseSecond
    guard total > 0, depth > 0 else { return }
    first.position -= normal * (depth * inverseFirst / total)
    second?.position += normal * (depth * inverseSecond / total)
  }

  /// The contact of `body` with the half-plane through `point` whose inside is towards
  /// `inward`, a unit vector, if they touch.
  static func wall(_ body: DynamicBody, through point: Vector, inward: Vector) -> Self? {
    let depth = body.extent(along: inward) - (body.position - point).dot(inward)
    guard depth > -slop else { return nil }
    return Self(first: body, second: nil, normal: -inward, depth: depth)
  }

  /// The contact of `body` with the segment from `start` to `end`, if they touch.
  ///
  /// The body is pushed back to the side its center was on at the start of the sub-step, so
  /// a fast item cannot pass through. A circle meets the segment's ends as points; a
  /// rectangle meets the segment's line extended by the rectangle's reach along it.
  static func segment(_ body: DynamicBody, from start: Vector, to end: Vector) -> Self? {
    let along = end - start
    let length = along.length
    guard length > 0 else { return nil }
    let tangent = along / length
    var normal = tangent.perpendicular
    if (body.previousPosition - start).dot(normal) < 0 { normal = -normal }
    let offset = (body.position - start).dot(tangent)
    if body.isCircle && (offset < 0 || offset > length) {
      let corner = offset < 0 ? start : end
      let away = body.position - corner
      let distance = away.length
      let depth = body.radius - distance
      guard depth > -slop, distance > 1e-9 else { return nil }
      return Self(first: body, second: nil, normal: -away / distance, depth: depth)
    }
    let reach = body.extent(along: tangent)
    guard offset > -reach, offset < length + reach else { return nil }
    return wall(body, through: start, inward: normal)
  }

  /// The contact of two bodies, if they touch: circles as circles, rectangles as
  /// axis-aligned boxes (their rotation is not taken into account).
  static func between(_ first: DynamicBody, _ second: DynamicBody) -> Self? {
    switch (first.isCircle, second.isCircle) {
    case (true, true):
      let away = second.position - first.position
      let distance = away.length
      let depth = first.radius + second.radius - distance
      guard depth > -slop else { return nil }
      let normal = distance > 1e-9 ? away / distance : Vector(0, 1)
      return Self(first: first, second: second, normal: normal, depth: depth)
    case (false, false):
      let away = second.position - first.position
      let overlap = first.halfSize + second.halfSize - Vector(abs(away.x), abs(away.y))
      guard overlap.x > -slop, overlap.y > -slop else { return nil }
      let normal = overlap.x < overlap.y ? Vector(sign(away.x), 0) : Vector(0, sign(away.y))
      return Self(first: first, second: second, normal: normal, depth: min(overlap.x, overlap.y))
    case (true, false):
      return circle(first, box: second)
    case (false, true):
      return circle(second, box: first).map {
        Self(first: first, second: second, normal: -$0.normal, depth: $0.depth)
      }
    }
  }

  /// The contact of a circle with a box, the normal from the circle to the box.
  private static func circle(_ circle: DynamicBody, box: DynamicBody) -> Self? {
    let local = circle.position - box.position
    let half = box.halfSize
    let closest = Vector(min(max(local.x, -half.x), half.x), min(max(local.y, -half.y), half.y))
    if closest == local {
      // The circle's center is inside the box: out through the nearer side.
      let toSides = half - Vector(abs(local.x), abs(local.y))
      let normal = toSides.x < toSides.y ? Vector(-sign(local.x), 0) : Vector(0, -sign(local.y))
      return Self(
        first: circle, second: box, normal: normal, depth: circle.radius + toSides.min())
    }
    let away = local - closest
    let distance = away.length
    let depth = circle.radius - distance
    guard depth > -slop else { return nil }
    return Self(first: circle, second: box, normal: -away / distance, depth: depth)
  }

  /// 1 for zero and above, -1 below.
  private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }
}
