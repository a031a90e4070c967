import Foundation
import Geometry
import Testing

/// Entry-by-entry comparison within a tolerance.
func isClose(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
  zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("Transform3D")
struct Transform3DTests {
  @Test("translation sits in the fourth row and moves points")
  func translation() {
    let t = Transform3D.translation(x: 3, y: 4, z: 5)
    #expect(t.m41 == 3 && t.m42 == 4 && t.m43 == 5)
    #expect(t.transform(Vector4(x: 1, y: 1, z: 1, w: 1)) == Vector4(x: 4, y: 5, z: 6, w: 1))
  }

  @Test("rotation about y: m11 = c, m13 = −s, m31 = s, m33 = c")
  func rotationAboutY() {
    let a = 0.3
    let r = Transform3D.rotation(angle: a, x: 0, y: 1, z: 0)
    #expect(abs(r.m11 - cos(a)) < 1e-15 && abs(r.m13 + sin(a)) < 1e-15)
    #expect(abs(r.m31 - sin(a)) < 1e-15 && abs(r.m33 - cos(a)) < 1e-15)
    #expect(r.m22 == 1)
  }

  @Test("a positive z rotation turns +x towards +y: clockwise on a y-down screen")
  func zRotationIsClockwise() {
    let p = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
      .transform(Vector4(x: 1, y: 0, z: 0, w: 1))
    #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
  }

  @Test("rotation about an arbitrary axis matches the axis-angle formula by hand")
  func arbitraryAxis() {
    let (x, y, z) = (1.0 / 3.0.squareRoot(), 1.0 / 3.0.squareRoot(), 1.0 / 3.0.squareRoot())
    let a = 2 * Double.pi / 3  // a third of a turn about (1,1,1) permutes the axes
    let r = Transform3D.rotation(angle: a, x: 5, y: 5, z: 5)
    let p = r.transform(Vector4(x: 1, y: 0, z: 0, w: 1))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12 && abs(p.z) < 1e-12)
    let c = cos(a)
    let s = sin(a)
    let k = 1 - c
    #expect(abs(r.m12 - (k * x * y + z * s)) < 1e-15)
    #expect(abs(r.m23 - (k * y * z + x * s)) < 1e-15)
    #expect(abs(r.m31 - (k * x * z + y * s)) < 1e-15)
  }

  @Test("Concat(a, b) = a · b applies a first; rotated(by:) is R · t like CATransform3DRotate")
  func order() {
    let t = Transform3D.translation(x: 10, y: 0, z: 0)
    let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    let origin = Vector4(x: 0, y: 0, z: 0, w: 1)
    // Translate then rotate: (10, 0) turns to (0, 10).
    let tr = t.concatenating(r).transform(origin)
    #expect(abs(tr.x) < 1e-12 && abs(tr.y - 10) < 1e-12)
    // CATransform3DRotate(t, …) rotates first, then translates: the origin lands on (10, 0).
    let rotated = t.rotated(by: .pi / 2, x: 0, y: 0, z: 1).transform(origin)
    #expect(abs(rotated.x - 10) < 1e-12 && abs(rotated.y) < 1e-12)
    #expect(isClose(t.rotated(by: .pi / 2, x: 0, y: 0, z: 1), r * t))
    #expect(isClose(t.scaled(x: 2, y: 3, z: 4), Transform3D.scale(x: 2, y: 3, z: 4) * t))
  }

  @Test("m34 = −1/d puts the eye at z = d: points towards it grow")
  func perspective() {
    var p = Transform3D.identity
    p.m34 = -1.0 / 400
    let near = p.transform(Vector4(x: 100, y: 0, z: 200, w: 1))
    #expect(near.w == 0.5)
    #expect(near.x / near.w == 200)
  }

  @Test("inversion undoes a transform with perspective")
  func inversion() throws {
    var m = Transform3D.rotation(angle: 0.7, x: 1, y: 2, z: 3).scaled(x: 2, y: 0.5, z: 1.5)
      .translated(x: 5, y: -3, z: 8)
    m.m34 = -0.002
    let inverse = try #require(m.inverted())
    #expect(isClose(m * inverse, .identity, 1e-12))
    #expect(Transform3D.scale(x: 0, y: 1, z: 1).inverted() == nil)
  }

  @Test("affine transforms convert both ways")
  func affine() {
    let a = AffineTransform(rotationAngle: 0.4).concatenating(
      AffineTransform(translationX: 3, y: 4))
    let t = Transform3D(a)
    #expect(t.isAffine)
    #expect(t.affineTransform == a)
    let p = a.apply(to: Point(x: 1, y: 2))
    let q = t.transform(Vector4(x: 1, y: 2, z: 0, w: 1))
    #expect(abs(p.x - q.x) < 1e-12 && abs(p.y - q.y) < 1e-12)
    let back = a.inverted()!.apply(to: p)
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 2) < 1e-12)
  }
}

@Suite("Transform3D decomposition")
struct DecompositionTests {
  private static let cases: [Transform3D] = {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 400
    var skewed = Transform3D.identity
    skewed.m21 = 0.3
    skewed.m31 = -0.2
    skewed.m32 = 0.15
    var general = skewed.scaled(x: 2, y: 0.7, z: 1.3)
      .rotated(by: 0.9, x: 0.2, y: 1, z: -0.4).translated(x: 4, y: -7, z: 2)
    general.m14 = 0.001
    general.m24 = -0.002
    general.m34 = -0.0025
    return [
      .identity,
      perspective,
      perspective.rotated(by: -.pi / 2, x: 0, y: 1, z: 0),
      perspective.rotated(by: 1.2, x: 0, y: 1, z: 0),
      Transform3D.scale(x: -1, y: 1, z: 1),
      Transform3D.rotation(angle: 3.0, x: 1, y: 0, z: 0),
      skewed,
      general,
      general * Transform3D.scale(x: 3, y: 3, z: 3),
    ]
  }()

  @Test("recomposing a decomposition gives the matrix back", arguments: cases)
  func roundTrip(matrix: Transform3D) throws {
    let parts = try #require(matrix.decomposed())
    #expect(isClose(Transform3D(parts), matrix, 1e-9), "\(Transform3D(parts)) ≠ \(matrix)")
  }

  @Test("perspective alone decomposes to its m34 and nothing else")
  func keepsM34() throws {
    var p = Transform3D.identity
    p.m34 = -1.0 / 400
    let parts = try #require(p.decomposed())
    #expect(parts.perspective == Vector4(x: 0, y: 0, z: -1.0 / 400, w: 1))
    #expect(parts.rotation == .identity)
  }

  @Test("a rotation about one axis reads back as that angle")
  func eulerAngles() throws {
    for (axis, angle) in [(0, 0.4), (1, -1.1), (2, 2.5)] {
      let m = Transform3D.rotation(
        angle: angle, x: axis == 0 ? 1 : 0, y: axis == 1 ? 1 : 0, z: axis == 2 ? 1 : 0)
      let angles = try #require(m.decomposed()).eulerAngles
      let values = [angles.x, angles.y, angles.z]
      for i in 0..<3 { #expect(abs(values[i] - (i == axis ? angle : 0)) < 1e-12) }
    }
  }

  @Test("a singular matrix has no decomposition")
  func singular() {
    #expect(Transform3D.scale(x: 1, y: 0, z: 1).decomposed() == nil)
  }

  @Test("interpolating halfway between two rotations about y gives the middle rotation")
  func interpolation() throws {
    let a = try #require(Transform3D.rotation(angle: 0.2, x: 0, y: 1, z: 0).decomposed())
    let b = try #require(Transform3D.rotation(angle: 1.0, x: 0, y: 1, z: 0).decomposed())
    let mid = Transform3D(a.interpolated(to: b, fraction: 0.5))
    #expect(isClose(mid, Transform3D.rotation(angle: 0.6, x: 0, y: 1, z: 0), 1e-12))
  }
}
