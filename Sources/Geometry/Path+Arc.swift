import Foundation

extension Path {
  /// Adds an arc of the circle about `center`, from `startAngle` to `endAngle` (radians; 0
  /// points along +x, π/2 along +y, which is *down* in this y-down space).
  ///
  /// With `clockwise` true the arc runs through increasing angles: from +x towards +y, which
  /// on a y-down screen turns **clockwise as seen** — the meaning of `UIBezierPath`'s
  /// `clockwise` in UIKit's flipped coordinates. `CGMutablePath.addArc(center:…:clockwise:)`
  /// means the opposite screen direction on iOS, so it maps to `clockwise: !clockwise`.
  ///
  /// As both of those do, the arc begins with a line from the current point to its first
  /// point (or a move when there is no current point). The sweep is `endAngle − startAngle`
  /// taken in the arc's direction and brought into (0, 2π) by whole turns; a difference of
  /// 2π or more in the arc's direction draws the whole circle; equal angles draw no arc.
  /// The arc is drawn as cubic Bézier curves of at most a quarter turn each.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
    if sweep >= turn {
      sweep = turn
    } else if sweep < 0 {
      sweep = sweep.truncatingRemainder(dividingBy: turn) + turn
      if sweep >= turn { sweep -= turn }
    }
    addEllipticalArc(
      center: center, radii: Size(width: radius, height: radius), rotation: 0,
      startAngle: startAngle, sweep: clockwise ? sweep : -sweep, from: .line)
  }

  /// Adds an arc of radius `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from `tangent1End` to `tangent2End`, preceded by a line
  /// from the current point to the first tangent point (`CGMutablePath.addArc(tangent1End:
  /// tangent2End:radius:)`, PostScript's `arct`).
  ///
  /// When the three points are on one line, a length is zero or the radius is zero, this adds
  /// a line to `tangent1End`, as Core Graphics does. Without a current point it starts with a
  /// move to `tangent1End`.
  public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
    guard let p0 = currentPoint else {
      move(to: p1)
      return
    }
    let v1 = Point(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = Point(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      addLine(to: p1)
      return
    }
    let u1 = Point(x: v1.x / l1, y: v1.y / l1)
    let u2 = Point(x: v2.x / l2, y: v2.y / l2)
    // θ is the angle at p1 between the two lines; the circle touches each at r / tan(θ/2)
    // from p1, and its centre lies on the bisector at r / sin(θ/2).
    let theta = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1))
    let along = radius / tan(theta / 2)
    let t1 = Point(x: p1.x + u1.x * along, y: p1.y + u1.y * along)
    let t2 = Point(x: p1.x + u2.x * along, y: p1.y + u2.y * along)
    let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
    let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let toCentre = radius / sin(theta / 2)
    let centre = Point(
      x: p1.x + bisector.x / bl * toCentre, y: p1.y + bisector.y / bl * toCentre)
    let a1 = atan2(t1.y - centre.y, t1.x - centre.x)
    var sweep = atan2(t2.y - centre.y, t2.x - centre.x) - a1
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addEllipticalArc(
      center: centre, radii: Size(width: radius, height: radius), rotation: 0,
      startAngle: a1, sweep: sweep, from: .line)
  }

  /// How an arc begins relative to the current point.
  enum ArcStart {
    /// A line from the current point to the arc's first point (a move when there is no
    /// current point, nothing when it is already there).
    case line
    /// A move to the arc's first point.
    case move
    /// The first curve starts at the current point, which is the arc's first point.
    case current
  }

  /// Adds an arc of the ellipse with the given centre, radii and x-axis `rotation`, from
  /// parameter angle `startAngle` through `sweep` radians (positive: increasing angles), as
  /// cubic curves of at most a quarter turn, ending exactly at `end` when given.
  mutating func addEllipticalArc(
    center: Point, radii: Size, rotation: Double, startAngle: Double, sweep: Double,
    from arcStart: ArcStart, end exactEnd: Point? = nil
  ) {
    let cosR = cos(rotation)
    let sinR = sin(rotation)
    // The point and derivative at parameter angle a:
    // P(a) = c + R·(rx cos a, ry sin a), P′(a) = R·(−rx sin a, ry cos a).
    func point(_ a: Double) -> Point {
      let x = radii.width * cos(a)
      let y = radii.height * sin(a)
      return Point(x: center.x + x * cosR - y * sinR, y: center.y + x * sinR + y * cosR)
    }
    func derivative(_ a: Double) -> Point {
      let x = -radii.width * sin(a)
      let y = radii.height * cos(a)
      return Point(x: x * cosR - y * sinR, y: x * sinR + y * cosR)
    }
    let start = point(startAngle)
    switch arcStart {
    case .line:
      if let current = currentPoint {
        if current != start { addLine(to: start) }
      } else {
        move(to: start)
      }
    case .move: move(to: start)
    case .current: break
    }
    guard sweep != 0, sweep.isFinite else { return }
    let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    // A cubic through both ends of a δ arc with tangent handles 4/3·tan(δ/4) of the
    // derivative long matches the circle at its ends and midpoint (radial error 2.7e-4 of
    // the radius at δ = π/2).
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = startAngle
    for i in 0..<count {
      let b = i == count - 1 ? startAngle + sweep : a + step
      let p0 = point(a)
      let p3 = i == count - 1 ? exactEnd ?? point(b) : point(b)
      let d0 = derivative(a)
      let d3 = derivative(b)
      addCurve(
        to: p3, control1: Point(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
        control2: Point(x: p3.x - k * d3.x, y: p3.y - k * d3.y))
      a = b
    }
  }
}
