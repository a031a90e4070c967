// iOS shadow, gradient, mask and replicator code as apps write it, compiled unchanged
// (EffectTests runs it).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

/// A card with a soft drop shadow that lifts: the shadow grows and falls further.
final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.3
    layer.shadowRadius = 10
    layer.shadowOffset = CGSize(width: 0, height: 4)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The shadow cast from a path, the fast way.
  func useShadowPath() {
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
  }

  /// The shadow's radius grows from 10 to 20 and its offset from 4 to 12 in 0.3 s.
  func lift() {
    let radius = CABasicAnimation(keyPath: "shadowRadius")
    radius.fromValue = 10
    radius.toValue = 20
    radius.duration = 0.3
    radius.timingFunction = CAMediaTimingFunction(name: .easeOut)
    layer.shadowRadius = 20
    layer.add(radius, forKey: "liftRadius")

    let offset = CABasicAnimation(keyPath: "shadowOffset")
    offset.fromValue = CGSize(width: 0, height: 4)
    offset.toValue = CGSize(width: 0, height: 12)
    offset.duration = 0.3
    layer.shadowOffset = CGSize(width: 0, height: 12)
    layer.add(offset, forKey: "liftOffset")
  }
}

/// A loading placeholder's shimmer: a light band sweeps left to right every 1.5 s.
func addShimmer(to view: UIView) -> CAGradientLayer {
  let gradient = CAGradientLayer()
  gradient.frame = view.bounds
  gradient.startPoint = CGPoint(x: 0, y: 0.5)
  gradient.endPoint = CGPoint(x: 1, y: 0.5)
  let base = UIColor(white: 0.85, alpha: 1).cgColor
  let shine = UIColor(white: 0.95, alpha: 1).cgColor
  gradient.colors = [base, shine, base]
  gradient.locations = [0, 0.5, 1]
  view.layer.addSublayer(gradient)

  let shimmer = CABasicAnimation(keyPath: "locations")
  shimmer.fromValue = [-1.0, -0.5, 0.0]
  shimmer.toValue = [1.0, 1.5, 2.0]
  shimmer.duration = 1.5
  shimmer.repeatCount = .infinity
  gradient.add(shimmer, forKey: "shimmer")
  return gradient
}

/// A spotlight: white in the middle fading out to the corners.
func makeSpotlight(frame: CGRect) -> CAGradientLayer {
  let spotlight = CAGradientLayer()
  spotlight.type = .radial
  spotlight.frame = frame
  spotlight.colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
  spotlight.startPoint = CGPoint(x: 0.5, y: 0.5)
  spotlight.endPoint = CGPoint(x: 1, y: 1)
  return spotlight
}

/// A colour wheel: red at 12 o'clock, round through green and blue, back to red.
func makeColorWheel(frame: CGRect) -> CAGradientLayer {
  let wheel = CAGradientLayer()
  wheel.type = .conic
  wheel.frame = frame
  wheel.colors = [
    UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor,
  ]
  wheel.locations = [0, 0.33, 0.67, 1]
  wheel.startPoint = CGPoint(x: 0.5, y: 0.5)
  wheel.endPoint = CGPoint(x: 0.5, y: 0)
  wheel.cornerRadius = frame.width / 2
  wheel.masksToBounds = true
  return wheel
}

/// A view gradient whose colours swap in 1 s.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

  func swapColors() {
    let from = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let to = [UIColor.blue.cgColor, UIColor.red.cgColor]
    gradientLayer.colors = to
    let swap = CABasicAnimation(keyPath: "colors")
    swap.fromValue = from
    swap.toValue = to
    swap.duration = 1
    gradientLayer.add(swap, forKey: "swap")
  }
}

/// A circle grows from the view's centre until the whole view shows.
func revealCircularly(_ view: UIView, duration: CFTimeInterval) -> CAShapeLayer {
  let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
  let width = view.bounds.width
  let height = view.bounds.height
  let finalRadius = (width * width + height * height).squareRoot() / 2
  let start = UIBezierPath(
    arcCenter: center, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
  let end = UIBezierPath(
    arcCenter: center, radius: finalRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)

  let mask = CAShapeLayer()
  mask.path = end.cgPath
  view.layer.mask = mask

  let grow = CABasicAnimation(keyPath: "path")
  grow.fromValue = start.cgPath
  grow.toValue = end.cgPath
  grow.duration = duration
  grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  mask.add(grow, forKey: "reveal")
  return mask
}

/// A round window onto the view pops open: the mask scales up from nothing.
func popOpen(_ view: UIView) -> CAShapeLayer {
  let mask = CAShapeLayer()
  mask.frame = view.bounds
  mask.path = UIBezierPath(ovalIn: view.bounds.insetBy(dx: 10, dy: 10)).cgPath
  view.layer.mask = mask

  let pop = CABasicAnimation(keyPath: "transform.scale")
  pop.fromValue = 0
  pop.toValue = 1
  pop.duration = 0.5
  mask.add(pop, forKey: "pop")
  return mask
}

/// The three-dot activity indicator: one dot, copied twice 20 points apart, each copy
/// pulsing 0.2 s after the one before.
func addDotsIndicator(to view: UIView) -> CAReplicatorLayer {
  let replicator = CAReplicatorLayer()
  replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
  view.layer.addSublayer(replicator)

  let dot = CALayer()
  dot.frame = CGRect(x: 0, y: 5, width: 10, height: 10)
  dot.cornerRadius = 5
  dot.backgroundColor = UIColor.systemBlue.cgColor
  replicator.addSublayer(dot)

  replicator.instanceCount = 3
  replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
  replicator.instanceDelay = 0.2

  let pulse = CABasicAnimation(keyPath: "transform.scale")
  pulse.fromValue = 1
  pulse.toValue = 0.3
  pulse.duration = 0.6
  pulse.autoreverses = true
  pulse.repeatCount = .infinity
  dot.add(pulse, forKey: "pulse")
  return replicator
}

/// Twelve bars round a centre fading one after the other; the copies fan out from one
/// place as the spinner appears.
func addSpinner(to view: UIView, frame: CGRect) -> CAReplicatorLayer {
  let spinner = CAReplicatorLayer()
  spinner.frame = frame
  view.layer.addSublayer(spinner)

  let bar = CALayer()
  bar.frame = CGRect(x: frame.width / 2 - 2, y: 0, width: 4, height: 12)
  bar.cornerRadius = 2
  bar.backgroundColor = UIColor.white.cgColor
  spinner.addSublayer(bar)

  let count = 12
  spinner.instanceCount = count
  spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
  spinner.instanceDelay = 1.0 / Double(count)
  spinner.instanceColor = UIColor.white.cgColor
  spinner.instanceAlphaOffset = -0.05

  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = 1
  fade.toValue = 0.2
  fade.duration = 1
  fade.repeatCount = .infinity
  bar.add(fade, forKey: "fade")

  let fan = CABasicAnimation(keyPath: "instanceTransform.rotation.z")
  fan.fromValue = 0
  fan.toValue = 2 * CGFloat.pi / CGFloat(count)
  fan.duration = 0.4
  spinner.add(fan, forKey: "fan")
  return spinner
}
