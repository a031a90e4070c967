import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// The point `fraction` of the way along `path`, by arc length.
private func point(_ fraction: Double, along path: CGPath) throws -> Point {
  let measure = PathMeasure(path.flipbookPath)
  return try #require(measure.position(atLength: fraction * measure.length)).point
}

private func near(_ p: Point, _ q: Point, within tolerance: Double = 1e-3) -> Bool {
  abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}

/// The presented shape layer of `layer`.
private func shown(_ layer: CALayer) throws -> CAShapeLayer {
  try #require(layer.presentation() as? CAShapeLayer)
}

/// iOS shape code (ShapeSnippets.swift) run against Core Animation's documented meaning.
@Suite("Shapes")
struct ShapeTests {
  /// A window of 200 × 200 points with a 100-point view at the origin, the clock at 1 s.
  private func stage() -> (Scene, UIView) {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 4)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    scene.timeline.advance(to: 1)
    return (scene, view)
  }

  @Test("a progress ring fills with strokeEnd on the ease-in-ease-out curve, clockwise from 12")
  func progressRing() throws {
    let (scene, view) = stage()
    let ring = addProgressRing(to: view)
    // The model holds the final value at once; the shape is in the engine's layer.
    #expect(ring.strokeEnd == 1)
    #expect(ring.flipbookLayer.shape?.lineWidth == 8)
    #expect(ring.flipbookLayer.shape?.strokeColor == .systemBlue)
    #expect(ring.flipbookLayer.shape?.fillColor == .clear)
    #expect(ring.fillColor == nil)
    #expect(ring.animationKeys() == ["progress"])
    for t in [0.25, 0.5, 1.0, 1.5] {
      scene.timeline.advance(to: 1 + t)
      let expected = TimingFunction.easeInEaseOut.progress(at: t / 2)
      #expect(abs(try shown(ring).strokeEnd - expected) < 1e-9, "at \(t) s")
    }
    // The arc starts at 12 o'clock and runs clockwise on screen: a quarter of the way it is
    // at 3 o'clock (+x), half way at 6 o'clock (+y, down).
    let path = try #require(ring.path)
    #expect(near(try point(0, along: path), Point(x: 50, y: 10)))
    #expect(near(try point(0.25, along: path), Point(x: 90, y: 50), within: 0.05))
    #expect(near(try point(0.5, along: path), Point(x: 50, y: 90), within: 0.05))
    scene.timeline.advance(to: 3.5)
    #expect(try shown(ring).strokeEnd == 1)
  }

  @Test("a check mark is drawn on linearly: half its length at half the duration")
  func checkMark() throws {
    let (scene, view) = stage()
    let check = addCheckMarkLayer(view)
    #expect(check.flipbookLayer.shape?.lineCap == .round)
    #expect(check.flipbookLayer.shape?.lineJoin == .round)
    scene.timeline.advance(to: 1.2)
    let end = try shown(check).strokeEnd
    #expect(abs(end - 0.5) < 1e-9)
    // The two strokes are 22√2 ≈ 31.1 and √(40² + 44²) ≈ 59.5 long: half the total is
    // 14.2 past the corner, on the long stroke.
    let first = (2 * 22.0 * 22.0).squareRoot()
    let second = (40.0 * 40.0 + 44.0 * 44.0).squareRoot()
    let past = (first + second) / 2 - first
    let expected = Point(x: 42 + 40 * past / second, y: 74 - 44 * past / second)
    #expect(near(try point(end, along: try #require(check.path)), expected))
    scene.timeline.advance(to: 1.5)
    #expect(check.animationKeys() == nil)
    #expect(try shown(check).strokeEnd == 1)
  }

  private func addCheckMarkLayer(_ view: UIView) -> CAShapeLayer { drawCheckMark(in: view) }

  @Test("marching ants: the dash phase runs 0 → 10 every half second, dashes of 6 and gaps of 4")
  func marchingAnts() throws {
    let (scene, view) = stage()
    let border = addMarchingAnts(around: view)
    #expect(border.lineDashPattern == [6, 4])
    #expect(border.flipbookLayer.shape?.lineDashPattern == [6, 4])
    scene.timeline.advance(to: 1.125)
    #expect(abs(try shown(border).lineDashPhase - 2.5) < 1e-9)
    scene.timeline.advance(to: 1.875)
    #expect(abs(try shown(border).lineDashPhase - 7.5) < 1e-9)
    // The dashes of the shown shape: 2.5 into the pattern, the first dash is 3.5 long.
    let shape = try #require(try shown(border).flipbookLayer.shape)
    let dashes = try shape.path.dashed(pattern: [6, 4], phase: 2.5)
    let first = try #require(dashes.subpaths.first)
    #expect(abs(first.length - 3.5) < 1e-6)
    #expect(abs(try #require(dashes.subpaths.dropFirst().first).length - 6) < 1e-6)
  }

  @Test("a square morphs into a diamond point by point")
  func morph() throws {
    let (scene, _) = stage()
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(shape)
    scene.timeline.advance(to: 1.5)
    morphSquareToDiamond(shape)
    #expect(shape.animationKeys() == ["path"])
    scene.timeline.advance(to: 2)
    let halfway = try #require(try shown(shape).path).flipbookPath
    #expect(
      halfway.elements == [
        .move(to: Point(x: 30, y: 5)), .line(to: Point(x: 95, y: 30)),
        .line(to: Point(x: 70, y: 95)), .line(to: Point(x: 5, y: 70)), .close,
      ])
    scene.timeline.advance(to: 3)
    #expect(try shown(shape).path == shape.path)
  }

  @Test("a path animation between paths of different elements is refused, naming both")
  func morphMismatch() throws {
    let morph = CABasicAnimation(keyPath: "path")
    morph.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    morph.toValue = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    #expect(throws: (any Error).self) { try morph.validate() }
    let given = CABasicAnimation(keyPath: "path")
    given.toValue = UIBezierPath(rect: .zero)
    do {
      try given.validate()
      Issue.record("a UIBezierPath was taken as a path value")
    } catch {
      #expect("\(error)".contains("UIBezierPath"))
    }
  }

  @Test("UIBezierPath's clockwise is clockwise on screen; CGMutablePath's is Core Graphics' own")
  func arcDirections() throws {
    let center = CGPoint(x: 50, y: 50)
    let ui = UIBezierPath(
      arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    // Apple: "a start angle of 0 radians, an end angle of π radians, and setting the
    // clockwise parameter to true draws the bottom half of the circle".
    #expect(near(try point(0.5, along: ui.cgPath), Point(x: 50, y: 70)))
    let uiOther = UIBezierPath(
      arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(near(try point(0.5, along: uiOther.cgPath), Point(x: 50, y: 30)))

    // Apple: "In a flipped coordinate system (the default for UIView drawing methods in
    // iOS), specifying a clockwise arc results in a counterclockwise arc".
    let cg = CGMutablePath()
    cg.addArc(center: center, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(near(try point(0.5, along: cg), Point(x: 50, y: 30)))
    let cgOther = CGMutablePath()
    cgOther.addArc(center: center, radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(near(try point(0.5, along: cgOther), Point(x: 50, y: 70)))

    // A positive delta is "counter-clockwise (in user space coordinates)": increasing angles.
    let relative = CGMutablePath()
    relative.addRelativeArc(center: center, radius: 20, startAngle: 0, delta: .pi / 2)
    let diagonal = 20 * 0.5.squareRoot()
    #expect(near(try point(0.5, along: relative), Point(x: 50 + diagonal, y: 50 + diagonal)))
    #expect(relative.currentPoint.y > 69.999)

    // UIBezierPath.addArc draws a line from the current point first.
    let joined = UIBezierPath()
    joined.move(to: .zero)
    joined.addArc(withCenter: center, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(joined.flipbookPath.elements[1] == .line(to: Point(x: 70, y: 50)))
    #expect(near(Point(joined.currentPoint), Point(x: 30, y: 50)))
  }

  @Test("setting strokeEnd on a standalone shape layer animates it implicitly over 0.25 s")
  func implicitStrokeEnd() throws {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 4)
    let layer = CAShapeLayer()
    layer.path = CGPath(rect: CGRect(x: 10, y: 10, width: 50, height: 50), transform: nil)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 1)
    layer.strokeEnd = 0.5
    #expect(layer.strokeEnd == 0.5)
    #expect(layer.animationKeys() == ["strokeEnd"])
    scene.timeline.advance(to: 1.125)
    // From 1 to 0.5, half way on the default curve.
    #expect(abs(try shown(layer).strokeEnd - (1 - 0.5 * implicitHalfway)) < 1e-9)
    layer.lineWidth = 5
    layer.strokeColor = UIColor.red.cgColor
    #expect(layer.animationKeys() == ["strokeEnd", "lineWidth", "strokeColor"])
    // Not animatable: no action.
    layer.lineCap = .square
    layer.fillRule = .evenOdd
    #expect(layer.animationKeys()?.count == 3)
    scene.timeline.advance(to: 1.5)
    #expect(try shown(layer).strokeEnd == 0.5)
    #expect(try shown(layer).lineWidth == 5)
  }

  @Test("a standalone layer's path animates implicitly only between paths of the same elements")
  func implicitPath() throws {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 4)
    let layer = CAShapeLayer()
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 1)
    // The first path (from none) and a path of other elements show at once.
    layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    #expect(layer.animationKeys() == nil)
    scene.timeline.advance(to: 1.5)
    layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
    #expect(layer.animationKeys() == ["path"])
    scene.timeline.advance(to: 1.625)
    let halfway = try #require(try shown(layer).path).boundingBoxOfPath
    #expect(abs(halfway.width - (10 + 10 * implicitHalfway)) < 1e-9)
    scene.timeline.advance(to: 2)
    layer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
    #expect(layer.animationKeys() == nil)
    #expect(scene.timeline.events.allSatisfy { $0.name != "animation.rejected" })
  }

  @Test("a view whose layerClass is CAShapeLayer draws with a shape layer, without actions")
  func layerClass() throws {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 2)
    let window = UIWindow(scene: scene)
    let view = RingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    #expect(view.layer is CAShapeLayer)
    #expect(UIView(frame: .zero).layer is CAShapeLayer == false)
    scene.timeline.advance(to: 1)
    view.shapeLayer.strokeEnd = 0.3
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.flipbookLayer.shape?.strokeEnd == 0.3)
  }

  @Test("a layer follows a path at one speed and turns with it (rotateAuto)")
  func alongPath() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 4)
    let badge = CALayer()
    badge.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(badge)
    scene.timeline.advance(to: 1)
    sendOverTheTop(badge)
    #expect(badge.position == CGPoint(x: 150, y: 100))
    // Paced over the half circle from 9 o'clock over the top: at time fraction f the
    // badge is at angle π + πf, heading along the tangent (−sin a, cos a) of increasing a.
    for f in [0.25, 0.5, 0.75] {
      scene.timeline.advance(to: 1 + 2 * f)
      let shown = try #require(badge.presentation())
      let a = Double.pi + .pi * f
      #expect(
        near(
          Point(shown.position), Point(x: 100 + 50 * cos(a), y: 100 + 50 * sin(a)), within: 0.05),
        "at \(f)")
      let heading = atan2(cos(a), -sin(a))
      let turned = atan2(shown.transform.m12, shown.transform.m11)
      #expect(abs(turned - heading) < 0.01, "at \(f): \(turned) against \(heading)")
    }
    scene.timeline.advance(to: 3.5)
    #expect(try #require(badge.presentation()).position == CGPoint(x: 150, y: 100))
  }

  @Test("rotateAutoReverse faces backwards; a path needs a point-valued key path")
  func alongPathReverse() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 4)
    let layer = CALayer()
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 1)
    let route = CGMutablePath()
    route.move(to: CGPoint(x: 0, y: 0))
    route.addLine(to: CGPoint(x: 0, y: 100))
    route.addLine(to: CGPoint(x: 100, y: 100))
    let move = CAKeyframeAnimation(keyPath: "position")
    move.path = route
    move.keyTimes = [0, 0.5, 1]
    move.duration = 1
    move.rotationMode = .rotateAutoReverse
    layer.add(move, forKey: "move")
    scene.timeline.advance(to: 1.25)
    let shown = try #require(layer.presentation())
    #expect(near(Point(shown.position), Point(x: 0, y: 50)))
    // Heading down (+y, a quarter turn clockwise on screen), facing up.
    let turned = atan2(shown.transform.m12, shown.transform.m11)
    #expect(abs(abs(turned - .pi / 2) - .pi) < 1e-6)
    scene.timeline.advance(to: 1.75)
    #expect(near(Point(try #require(layer.presentation()).position), Point(x: 50, y: 100)))

    let fade = CAKeyframeAnimation(keyPath: "opacity")
    fade.path = route
    do {
      try fade.validate()
      Issue.record("a path was taken for opacity")
    } catch {
      #expect(error.localizedDescription.contains("a path moves a point"))
    }
    move.keyTimes = [0, 1]
    #expect(throws: (any Error).self) { try move.validate() }
  }

  @Test("a shape layer has Core Animation's defaults")
  func defaults() {
    let layer = CAShapeLayer()
    #expect(layer.path == nil)
    #expect(layer.fillColor?.flipbookColor == .black)
    #expect(layer.strokeColor == nil)
    #expect(layer.lineWidth == 1)
    #expect(layer.miterLimit == 10)
    #expect(layer.lineCap == .butt)
    #expect(layer.lineJoin == .miter)
    #expect(layer.fillRule == .nonZero)
    #expect(layer.lineDashPattern == nil)
    #expect(layer.lineDashPhase == 0)
    #expect(layer.strokeStart == 0)
    #expect(layer.strokeEnd == 1)
    #expect(layer.cornerCurve == .circular)
    layer.cornerCurve = .continuous
    #expect(layer.flipbookLayer.cornerCurve == .continuous)
    layer.fillColor = nil
    #expect(layer.flipbookLayer.shape?.fillColor == .clear)
  }

  @Test("CGPath and CGMutablePath answer as Core Graphics documents")
  func cgPath() throws {
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    let tight = circle.boundingBoxOfPath
    #expect(abs(tight.minX) < 1e-9 && abs(tight.minY) < 1e-9)
    #expect(abs(tight.maxX - 20) < 1e-9 && abs(tight.maxY - 20) < 1e-9)
    // With its control points, an ellipse's box is the same rectangle.
    #expect(circle.boundingBox.insetBy(dx: -1e-9, dy: -1e-9).contains(tight))
    #expect(circle.contains(CGPoint(x: 10, y: 10)))
    #expect(!circle.contains(CGPoint(x: 1, y: 1)))
    #expect(CGMutablePath().isEmpty)
    #expect(CGMutablePath().boundingBox.isNull)

    var shift = CGAffineTransform(translationX: 100, y: 0)
    let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
    #expect(moved.boundingBox == CGRect(x: 100, y: 0, width: 10, height: 10))

    // The badge: an outer rounded rectangle, a hole, a line; the hole is a hole only with
    // the even-odd rule (both contours run the same way).
    let badge = badgePath(in: CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(badge.contains(CGPoint(x: 30, y: 20)))
    #expect(!badge.contains(CGPoint(x: 30, y: 20), using: .evenOdd))
    #expect(badge.contains(CGPoint(x: 3, y: 20), using: .evenOdd))
    var kinds: [CGPathElementType] = []
    badge.applyWithBlock { kinds.append($0.pointee.type) }
    #expect(kinds.filter { $0 == .moveToPoint }.count == 3)
    #expect(kinds.filter { $0 == .closeSubpath }.count == 2)
    #expect(kinds.last == .addLineToPoint)
    #expect(badge.currentPoint == CGPoint(x: 60, y: 44))

    // Elliptical corners: 10 wide, 4 high.
    let rounded = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 10, cornerHeight: 4,
      transform: nil)
    #expect(rounded.contains(CGPoint(x: 1, y: 0.5)) == false)
    #expect(rounded.contains(CGPoint(x: 11, y: 1)))
    #expect(rounded.contains(CGPoint(x: 1, y: 5)))

    // A stroke outline of width 4 round a 10-point square reaches 2 outside it.
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let outline = square.copy(
      strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    let box = outline.boundingBoxOfPath
    #expect(abs(box.minX + 2) < 1e-9 && abs(box.maxX - 12) < 1e-9)
    #expect(abs(box.minY + 2) < 1e-9 && abs(box.maxY - 12) < 1e-9)
    #expect(outline.contains(CGPoint(x: 11, y: 5)))
    #expect(!outline.contains(CGPoint(x: 5, y: 5)))
    // Dashes of 3 with gaps of 2 cut the 40-long perimeter into 8 dashes.
    let dashed = square.copy(dashingWithPhase: 0, lengths: [3, 2])
    #expect(dashed.flipbookPath.subpaths.count == 8)

    // Transforms apply to what is added, not to the path already there.
    let built = CGMutablePath()
    built.move(to: CGPoint(x: 1, y: 1))
    built.addLine(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 10, y: 10))
    built.addArc(
      center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
      transform: CGAffineTransform(translationX: 50, y: 50))
    #expect(built.flipbookPath.elements[1] == .line(to: Point(x: 10, y: 10)))
    #expect(built.flipbookPath.elements[2] == .line(to: Point(x: 51, y: 50)))
    #expect(near(Point(built.currentPoint), Point(x: 50, y: 51)))
    built.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)])
    built.closeSubpath()
    #expect(
      built.flipbookPath.elements.suffix(3) == [
        .move(to: .zero), .line(to: Point(x: 5, y: 0)), .close,
      ])
    #expect(built.copy() == built)
    #expect(built.mutableCopy() !== built)
  }

  @Test("UIBezierPath builds, transforms, reverses and hands over its CGPath")
  func bezierPath() throws {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(scaleX: 2, y: 1))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(path.contains(CGPoint(x: 15, y: 5)))
    let reversed = path.reversing()
    #expect(abs(reversed.flipbookPath.signedArea + 400) < 1e-9)
    #expect(abs(path.flipbookPath.signedArea - 400) < 1e-9)
    path.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 10, y: 10)))
    let copy = UIBezierPath(cgPath: path.cgPath)
    #expect(copy.cgPath == path.cgPath)
    copy.addQuadCurve(to: CGPoint(x: 30, y: 30), controlPoint: CGPoint(x: 30, y: 0))
    copy.addCurve(
      to: CGPoint(x: 0, y: 30), controlPoint1: CGPoint(x: 20, y: 40),
      controlPoint2: CGPoint(x: 10, y: 40))
    #expect(copy.currentPoint == CGPoint(x: 0, y: 30))
    #expect(copy.bounds.maxY == 40)
    copy.removeAllPoints()
    #expect(copy.isEmpty)

    var pattern: [CGFloat] = [4, 2, 1]
    path.setLineDash(&pattern, count: 3, phase: 1.5)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(nil, count: &count, phase: &phase)
    #expect(count == 3 && phase == 1.5)

    // Continuous corners, as UIKit's since iOS 7: the corner leaves the edge about 1.528
    // radii before the corner, where a circular one leaves it at one radius.
    let card = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10)
    #expect(
      card.flipbookPath
        == Path(
          roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10,
          cornerCurve: .continuous))
    let top = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
      byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
    #expect(top.contains(CGPoint(x: 0.5, y: 99.5)))
    #expect(!top.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(!card.contains(CGPoint(x: 0.5, y: 99.5)))
  }

  @Test("the iOS progress ring and morph render: the inked arc and the area the timing predicts")
  func rendersRingAndMorph() throws {
    var morphLayer: CAShapeLayer?
    let recording = try Recording(
      size: Size(width: 200, height: 100), duration: 2,
      settings: RenderSettings(fps: 10, scale: 2, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      let ringView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(ringView)
      _ = addProgressRing(to: ringView)
      let shapeView = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
      window.addSubview(shapeView)
      let shape = CAShapeLayer()
      shape.frame = shapeView.bounds
      shape.fillColor = UIColor.black.cgColor
      shapeView.layer.addSublayer(shape)
      morphSquareToDiamond(shape)
      morphLayer = shape
    }
    #expect(morphLayer != nil)
    // At 1 s of 2 on the ease-in-ease-out curve the ring's strokeEnd is 0.5: half a turn
    // from 12 o'clock, clockwise, plus the round caps (radius 4 pt on a 40 pt circle).
    let frame = try recording.frames(at: [1])[0]
    let cap = 2 * asin(4.0 / 80) * 180 / .pi
    var inked = 0
    for step in 0..<7200 {
      let angle = Double(step) * 0.05 * .pi / 180
      let x = Int((100 + 80 * cos(angle)).rounded(.down))
      let y = Int((100 + 80 * sin(angle)).rounded(.down))
      if frame[x, y].red < 128 { inked += 1 }
    }
    let degrees = Double(inked) * 0.05 - 2 * cap
    #expect(abs(degrees - 180) < 1, "the ring covers \(degrees)°")
    // 6 o'clock is inked (the half turn's end), 9 o'clock not yet.
    #expect(frame[100, 180].red < 128)
    #expect(frame[20, 100].red > 200)
    // The morph is linear: at 1 s of 1 it has landed on the diamond, whose area is half its
    // 100 × 100 box; at 0.5 s the corners are halfway, area 4 · ½ · 45 · 45 + … computed
    // from the halfway polygon by the shoelace formula.
    let half = try recording.frames(at: [0.5])[0]
    let square = [(10.0, 10.0), (90.0, 10.0), (90.0, 90.0), (10.0, 90.0)]
    let diamond = [(50.0, 0.0), (100.0, 50.0), (50.0, 100.0), (0.0, 50.0)]
    let middle = zip(square, diamond).map { (($0.0 + $1.0) / 2, ($0.1 + $1.1) / 2) }
    var area = 0.0
    for k in middle.indices {
      let (a, b) = (middle[k], middle[(k + 1) % middle.count])
      area += a.0 * b.1 - b.0 * a.1
    }
    area = abs(area) / 2 * 4  // in pixels at scale 2
    var ink = 0.0
    for y in 0..<200 {
      for x in 200..<400 { ink += 1 - Double(half[x, y].red) / 255 }
    }
    #expect(abs(ink - area) / area < 0.002, "ink \(ink) px² against \(area)")
  }
}
