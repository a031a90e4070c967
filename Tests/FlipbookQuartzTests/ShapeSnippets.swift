// iOS shape code as apps write it, compiled unchanged (ShapeTests runs it).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

/// A view whose layer is a shape layer.
final class RingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// A check mark drawn on in 0.4 s.
func drawCheckMark(in view: UIView) -> CAShapeLayer {
  let check = UIBezierPath()
  check.move(to: CGPoint(x: 20, y: 52))
  check.addLine(to: CGPoint(x: 42, y: 74))
  check.addLine(to: CGPoint(x: 82, y: 30))

  let layer = CAShapeLayer()
  layer.path = check.cgPath
  layer.fillColor = UIColor.clear.cgColor
  layer.strokeColor = UIColor.white.cgColor
  layer.lineWidth = 6
  layer.lineCap = .round
  layer.lineJoin = .round
  view.layer.addSublayer(layer)

  let draw = CABasicAnimation(keyPath: "strokeEnd")
  draw.fromValue = 0.0
  draw.toValue = 1.0
  draw.duration = 0.4
  layer.add(draw, forKey: "draw")
  return layer
}

/// A dashed border whose dashes march round it, one pattern every half second.
func addMarchingAnts(around view: UIView) -> CAShapeLayer {
  let border = CAShapeLayer()
  border.frame = view.bounds
  border.path = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
  border.fillColor = nil
  border.strokeColor = UIColor.black.cgColor
  border.lineWidth = 2
  border.lineDashPattern = [6, 4]
  view.layer.addSublayer(border)

  let march = CABasicAnimation(keyPath: "lineDashPhase")
  march.fromValue = 0
  march.toValue = 10
  march.duration = 0.5
  march.repeatCount = .infinity
  border.add(march, forKey: "march")
  return border
}

/// The square's corners slide to the middles of the sides: a diamond, in 1 s.
func morphSquareToDiamond(_ shape: CAShapeLayer) {
  let square = UIBezierPath()
  square.move(to: CGPoint(x: 10, y: 10))
  square.addLine(to: CGPoint(x: 90, y: 10))
  square.addLine(to: CGPoint(x: 90, y: 90))
  square.addLine(to: CGPoint(x: 10, y: 90))
  square.close()

  let diamond = UIBezierPath()
  diamond.move(to: CGPoint(x: 50, y: 0))
  diamond.addLine(to: CGPoint(x: 100, y: 50))
  diamond.addLine(to: CGPoint(x: 50, y: 100))
  diamond.addLine(to: CGPoint(x: 0, y: 50))
  diamond.close()

  let morph = CABasicAnimation(keyPath: "path")
  morph.fromValue = square.cgPath
  morph.toValue = diamond.cgPath
  morph.duration = 1
  shape.path = diamond.cgPath
  shape.add(morph, forKey: "path")
}

/// A badge with a circle cut out, built with Core Graphics' own calls.
func badgePath(in rect: CGRect) -> CGPath {
  let path = CGMutablePath()
  path.addRoundedRect(in: rect, cornerWidth: 8, cornerHeight: 8)
  path.addEllipse(in: rect.insetBy(dx: 10, dy: 10))
  path.move(to: CGPoint(x: rect.minX, y: rect.maxY + 4))
  path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY + 4))
  return path.copy()!
}

/// A badge that travels over the top of a circle in 2 s at one speed, turning with it.
func sendOverTheTop(_ badge: CALayer) {
  let route = UIBezierPath(
    arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: .pi, endAngle: 2 * .pi,
    clockwise: true)
  let travel = CAKeyframeAnimation(keyPath: "position")
  travel.path = route.cgPath
  travel.duration = 2
  travel.calculationMode = .paced
  travel.rotationMode = .rotateAuto
  badge.position = CGPoint(x: 150, y: 100)
  badge.add(travel, forKey: "travel")
}
