import Foundation

/// Where on an emitter's shape a particle is born, from uniform values: the offset from the
/// shape's centre (emitterPosition, emitterZPosition).
struct EmitterShapeSampler {
  let shape: EmitterContent.Shape
  let mode: EmitterContent.Mode
  /// The width, height and depth of the shape (`emitterSize`, `emitterDepth`).
  let size: SIMD3<Double>

  /// The offset for the uniform values `a`, `b`, `c` and `pick` in [0, 1).
  func offset(_ a: Double, _ b: Double, _ c: Double, _ pick: Double) -> SIMD3<Double> {
    let half = size / 2
    let radius = size.x
    switch (shape, mode) {
    case (.point, _), (.circle, .points), (.sphere, .points):
      return .zero
    case (.line, .points):
      return SIMD3(pick < 0.5 ? -half.x : half.x, 0, 0)
    case (.line, _):
      return SIMD3(size.x * (a - 0.5), 0, 0)
    case (.rectangle, .points):
      return corner(Int(pick * 4), of: SIMD3(half.x, half.y, 0))
    case (.rectangle, .outline):
      return onEdges(of: SIMD3(half.x, half.y, 0), at: pick)
    case (.rectangle, _):
      return SIMD3(size.x * (a - 0.5), size.y * (b - 0.5), 0)
    case (.cuboid, .points):
      return corner(Int(pick * 8), of: half)
    case (.cuboid, .outline):
      return onEdges(of: half, at: pick)
    case (.cuboid, .surface):
      return onFaces(at: pick, a, b)
    case (.cuboid, .volume):
      return SIMD3(size.x * (a - 0.5), size.y * (b - 0.5), size.z * (c - 0.5))
    case (.circle, .outline):
      return SIMD3(radius * cos(2 * .pi * a), radius * sin(2 * .pi * a), 0)
    case (.circle, _):
      // r = R√b spreads points evenly over the disc's area.
      let r = radius * b.squareRoot()
      return SIMD3(r * cos(2 * .pi * a), r * sin(2 * .pi * a), 0)
    case (.sphere, _):
      // z uniform in −1...1 and the angle uniform spread points evenly over the sphere
      // (Archimedes' hat-box theorem); the cube root of c, evenly over the ball.
      let z = 2 * b - 1
      let ring = (1 - z * z).squareRoot()
      let r = mode == .volume ? radius * Foundation.cbrt(c) : radius
      return SIMD3(r * ring * cos(2 * .pi * a), r * ring * sin(2 * .pi * a), r * z)
    }
  }

  /// Corner `index` (0..<8) of the box of half-extents `half`: bit 0 x, bit 1 y, bit 2 z.
  private func corner(_ index: Int, of half: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      index & 1 == 0 ? -half.x : half.x, index & 2 == 0 ? -half.y : half.y,
      index & 4 == 0 ? -half.z : half.z)
  }

  /// A point at `u` (0...1) of the total length of the box's twelve edges (a rectangle's
  /// four, each counted twice, when flat), evenly by length: four edges run along each axis.
  private func onEdges(of half: SIMD3<Double>, at u: Double) -> SIMD3<Double> {
    let extent = half * 2
    var along = u * 4 * (extent.x + extent.y + extent.z)
    for axis in 0..<3 where extent[axis] > 0 {
      let span = 4 * extent[axis]
      if along < span || axis == 2 || extent[(axis + 1) % 3] + extent[(axis + 2) % 3] == 0 {
        let edge = min(Int(along / extent[axis]), 3)
        var point = SIMD3<Double>.zero
        point[(axis + 1) % 3] = edge & 1 == 0 ? -half[(axis + 1) % 3] : half[(axis + 1) % 3]
        point[(axis + 2) % 3] = edge & 2 == 0 ? -half[(axis + 2) % 3] : half[(axis + 2) % 3]
        point[axis] = -half[axis] + min(along - Double(edge) * extent[axis], extent[axis])
        return point
      }
      along -= span
    }
    return .zero
  }

  /// A point of the cuboid's six faces, the face picked by `pick` in proportion to its
  /// area, the point on it by `a` and `b`.
  private func onFaces(at pick: Double, _ a: Double, _ b: Double) -> SIMD3<Double> {
    // The faces normal to z, y and x, two of each.
    let planes = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
    let areas = planes.map { 2 * size[$0.0] * size[$0.1] }
    var u = pick * areas.reduce(0, +)
    for (plane, area) in zip(planes, areas) where area > 0 {
      if u < area || plane == planes.last! {
        var point = SIMD3<Double>.zero
        point[plane.0] = size[plane.0] * (a - 0.5)
        point[plane.1] = size[plane.1] * (b - 0.5)
        point[plane.2] = (u < area / 2 ? -0.5 : 0.5) * size[plane.2]
        return point
      }
      u -= area
    }
    return .zero
  }
}
