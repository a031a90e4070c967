import Animation
import Layers

/// Seed 003's image view: each recognised gesture turns it by 90°, clockwise or
/// counter-clockwise; the angle accumulates modulo 2π as the seed keeps it. The seed sets
/// the transform at once; `animated` turns it over 0.25 s with the default curve instead.
public final class RotatingImage {
  /// The image layer.
  public let layer: Layer
  /// Whether turns animate.
  public let animated: Bool
  /// The accumulated angle, in 0..<2π (positive is clockwise on screen).
  public private(set) var angle = 0.0

  /// A rotating image on `layer`.
  public init(layer: Layer, animated: Bool) {
    self.layer = layer
    self.animated = animated
  }

  /// Turns by a quarter: clockwise adds π/2; counter-clockwise adds π/2 + π as the seed
  /// does (the same as −π/2).
  public func apply(_ turn: RotateGestureRecognizer.Turn) {
    let old = angle
    let delta = turn == .clockwise ? Double.pi / 2 : Double.pi / 2 + .pi
    angle = (angle + delta).truncatingRemainder(dividingBy: 2 * .pi)
    layer.transform = .rotation(angle: angle, x: 0, y: 0, z: 1)
    guard animated else { return }
    // Animate the short way: a counter-clockwise quarter turns back by π/2.
    let visible = turn == .clockwise ? Double.pi / 2 : -Double.pi / 2
    layer.add(
      BasicAnimation(
        keyPath: .transform(.rotation(.z)), from: old, to: old + visible, duration: 0.25,
        timingFunction: .default),
      forKey: "rotation")
  }
}
