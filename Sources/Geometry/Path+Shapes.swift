extension Path {
  /// How a rounded rectangle's corners meet its straight edges (`CALayerCornerCurve`).
  public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// A quarter circle: the curvature jumps from 0 to 1/r where the edge ends.
    case circular
    /// Apple's smooth corner ("squircle"): the curve leaves the edge 1.528 radii before the
    /// corner with zero curvature, which then grows, so no kink of curvature shows.
    case continuous
  }

  /// The radius of each corner of a rounded rectangle, clockwise from the top left.
  public struct CornerRadii: Sendable, Hashable {
    /// The radius at the top-left corner.
    public var topLeft: Double
    /// The radius at the top-right corner.
    public var topRight: Double
    /// The radius at the bottom-right corner.
    public var bottomRight: Double
    /// The radius at the bottom-left corner.
    public var bottomLeft: Double

    /// Radii for each corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
      self.topLeft = topLeft
      self.topRight = topRight
      self.bottomRight = bottomRight
      self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
      self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
  }

  /// A path of the rectangle (`CGPath(rect:transform:)`).
  public init(rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// A path of the rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)` with
  /// `.continuous`).
  public init(roundedRect rect: Rect, cornerRadius: Double, cornerCurve: CornerCurve) {
    self.init()
    addRoundedRect(rect, cornerRadii: CornerRadii(cornerRadius), cornerCurve: cornerCurve)
  }

  /// A path of the ellipse inscribed in the rectangle (`CGPath(ellipseIn:transform:)`).
  public init(ellipseIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Adds the rectangle as a closed subpath: a move to its top-left corner, then lines
  /// clockwise as seen on a y-down screen (`CGMutablePath.addRect`). A negative width or
  /// height is read as extending the other way.
  public mutating func addRect(_ rect: Rect) {
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds the ellipse inscribed in the rectangle as a closed subpath: a move to the middle
  /// of its right side, then four cubic quarter arcs clockwise as seen on a y-down screen
  /// (`CGMutablePath.addEllipse(in:)`, `UIBezierPath(ovalIn:)`).
  public mutating func addEllipse(in rect: Rect) {
    let r = rect.standardized
    addEllipticalArc(
      center: Point(x: r.midX, y: r.midY), radii: Size(width: r.width / 2, height: r.height / 2),
      rotation: 0, startAngle: 0, sweep: 2 * .pi, from: .move)
    closeSubpath()
  }

  /// Adds the rounded rectangle as a closed subpath, starting on the top edge where the
  /// top-left corner ends and running clockwise as seen on a y-down screen, each corner
  /// after the straight edge that leads to it; it ends with a close.
  ///
  /// Negative radii count as 0. Radii too big for the sides are scaled down together, as CSS
  /// does, until the two radii on each side fit it. Each corner has the same elements
  /// whatever its radius, so two rounded rectangles with the same corner curve interpolate
  /// element by element.
  ///
  /// A `.continuous` corner reaches 1.528 radii along each edge; where two such reaches
  /// would overlap on a side, the corner blends towards the circular corner (which reaches
  /// one radius) just enough to fit, so a radius of half the shorter side still gives a
  /// capsule, as Core Animation's continuous corners do.
  public mutating func addRoundedRect(
    _ rect: Rect, cornerRadii radii: CornerRadii, cornerCurve: CornerCurve
  ) {
    let r = rect.standardized
    let (w, h) = (r.width, r.height)
    var tl = max(radii.topLeft, 0)
    var tr = max(radii.topRight, 0)
    var br = max(radii.bottomRight, 0)
    var bl = max(radii.bottomLeft, 0)
    var scale = 1.0
    for (side, sum) in [(w, tl + tr), (w, bl + br), (h, tl + bl), (h, tr + br)] where sum > side {
      scale = min(scale, side / sum)
    }
    (tl, tr, br, bl) = (tl * scale, tr * scale, br * scale, bl * scale)

    // Each corner is drawn in its own frame: `a` points from the corner back along the edge
    // that leads in, `b` along the edge that leads out, so (u, v) in radii is
    // corner + r·(u·a + v·b). `share` is the length of each adjacent edge the corner may use.
    struct Corner {
      var point: Point
      var a: Point
      var b: Point
      var radius: Double
      var shareIn: Double
      var shareOut: Double
    }
    func share(_ side: Double, _ mine: Double, _ other: Double) -> Double {
      mine + other > 0 ? side * mine / (mine + other) : 0
    }
    let corners = [
      Corner(
        point: Point(x: r.maxX, y: r.minY), a: Point(x: -1, y: 0), b: Point(x: 0, y: 1),
        radius: tr, shareIn: share(w, tr, tl), shareOut: share(h, tr, br)),
      Corner(
        point: Point(x: r.maxX, y: r.maxY), a: Point(x: 0, y: -1), b: Point(x: -1, y: 0),
        radius: br, shareIn: share(h, br, tr), shareOut: share(w, br, bl)),
      Corner(
        point: Point(x: r.minX, y: r.maxY), a: Point(x: 1, y: 0), b: Point(x: 0, y: -1),
        radius: bl, shareIn: share(w, bl, br), shareOut: share(h, bl, tl)),
      Corner(
        point: Point(x: r.minX, y: r.minY), a: Point(x: 0, y: 1), b: Point(x: 1, y: 0),
        radius: tl, shareIn: share(h, tl, bl), shareOut: share(w, tl, tr)),
    ]
    func place(_ c: Corner, _ uv: (Double, Double)) -> Point {
      Point(
        x: c.point.x + c.radius * (uv.0 * c.a.x + uv.1 * c.b.x),
        y: c.point.y + c.radius * (uv.0 * c.a.y + uv.1 * c.b.y))
    }
    func steps(_ c: Corner) -> [CornerStep] {
      switch cornerCurve {
      case .circular: return CornerStep.circular
      case .continuous:
        // The blend t toward the circular corner that makes the reach
        // r·(1.528·(1 − t) + t) fit the smaller share of the two edges.
        guard c.radius > 0 else { return CornerStep.continuous }
        let fit = min(c.shareIn, c.shareOut) / c.radius
        let reach = CornerStep.continuousReach
        let t = min(max((reach - fit) / (reach - 1), 0), 1)
        return zip(CornerStep.continuous, CornerStep.circularAligned).map { $0.blended($1, t) }
      }
    }
    let last = corners[3]
    move(to: place(last, steps(last).last!.end))
    for corner in corners {
      let cornerSteps = steps(corner)
      addLine(to: place(corner, cornerSteps[0].end))
      for step in cornerSteps.dropFirst() {
        if let (c1, c2) = step.controls {
          addCurve(
            to: place(corner, step.end), control1: place(corner, c1),
            control2: place(corner, c2))
        } else {
          addLine(to: place(corner, step.end))
        }
      }
    }
    closeSubpath()
  }
}

/// One piece of a rounded rectangle's corner in the corner's frame, in radii: a line (no
/// controls) or a cubic curve to `end`. The first step of a corner is the line that ends the
/// straight edge before it.
struct CornerStep: Sendable {
  var controls: ((Double, Double), (Double, Double))?
  var end: (Double, Double)

  /// This step moved a fraction `t` of the way to `other` (which has the same kind).
  func blended(_ other: CornerStep, _ t: Double) -> CornerStep {
    func mix(_ p: (Double, Double), _ q: (Double, Double)) -> (Double, Double) {
      (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
    }
    var result = CornerStep(controls: nil, end: mix(end, other.end))
    if let (a1, a2) = controls, let (b1, b2) = other.controls {
      result.controls = (mix(a1, b1), mix(a2, b2))
    }
    return result
  }

  /// How far along each edge a continuous corner begins, in radii.
  static let continuousReach = 1.52866483

  /// Apple's continuous corner as reverse-engineered from the path that
  /// `UIBezierPath(roundedRect:cornerRadius:)` has returned since iOS 7: three cubic curves
  /// joined by two short lines, symmetric about the corner's diagonal. The coefficients are
  /// PaintCode's, "Code for iOS 7 rounded rectangles"
  /// (https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles), whose figures
  /// differ from exact symmetry only in the eighth digit (1.52866471 against 1.52866483,
  /// 0.16906013 against 0.16905899); the symmetric values are used here.
  static let continuous: [CornerStep] = [
    CornerStep(controls: nil, end: (1.52866483, 0)),
    CornerStep(controls: ((1.08849323, 0), (0.86840689, 0)), end: (0.66993427, 0.06549600)),
    CornerStep(controls: nil, end: (0.63149399, 0.07491100)),
    CornerStep(
      controls: ((0.37282392, 0.16905899), (0.16905899, 0.37282392)),
      end: (0.07491100, 0.63149399)),
    CornerStep(controls: nil, end: (0.06549600, 0.66993427)),
    CornerStep(controls: ((0, 0.86840689), (0, 1.08849323)), end: (0, 1.52866483)),
  ]

  /// 1 − 4/3·tan(π/8): where a quarter circle's cubic handles end, in radii from the corner.
  static let circleHandle = 1 - 4.0 / 3.0 * 0.41421356237309503

  /// The circular corner: the edge's line to one radius from the corner, then a quarter
  /// circle as one cubic.
  static let circular: [CornerStep] = [
    CornerStep(controls: nil, end: (1, 0)),
    CornerStep(controls: ((circleHandle, 0), (0, circleHandle)), end: (0, 1)),
  ]

  /// The circular corner in the continuous corner's six steps (the extra ones of zero
  /// length), so that the two can be blended step by step.
  static let circularAligned: [CornerStep] = [
    CornerStep(controls: nil, end: (1, 0)),
    CornerStep(controls: ((1, 0), (1, 0)), end: (1, 0)),
    CornerStep(controls: nil, end: (1, 0)),
    CornerStep(controls: ((circleHandle, 0), (0, circleHandle)), end: (0, 1)),
    CornerStep(controls: nil, end: (0, 1)),
    CornerStep(controls: ((0, 1), (0, 1)), end: (0, 1)),
  ]
}

extension Rect {
  /// The same rectangle with a non-negative width and height.
  var standardized: Rect {
    Rect(
      x: min(minX, maxX), y: min(minY, maxY), width: abs(size.width),
      height: abs(size.height))
  }
}
