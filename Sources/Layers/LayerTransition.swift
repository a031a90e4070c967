import Animation
import Foundation
import Geometry
import Pixels

/// Core Animation's `CATransition` on the engine's layers: attached to a layer, it shows
/// the layer's picture as it was before the changes of the turn it was added in (the old
/// picture) giving way to the layer as it is now (the new one), drawn in the layer's own
/// bounds and moving with the layer.
///
/// The old picture is taken when the transition is added, from the state every layer of the
/// subtree had when the turn began (``Layer`` keeps it the first time it changes in a turn),
/// so changes made before and after `add` both show as the new picture. It is the subtree's
/// content and sublayers, not the layer's own position or transform.
public struct LayerTransition: LayerAnimation {
  /// How the new picture replaces the old one, as `CATransitionType`.
  public enum Kind: String, Sendable, CaseIterable {
    /// The old picture fades out while the new one fades in (the default).
    case fade
    /// The new picture slides in over the old one from the subtype's side.
    case moveIn
    /// The new picture slides in from the subtype's side, pushing the old one out.
    case push
    /// The old picture slides out toward the side opposite the subtype's, uncovering the new.
    case reveal
  }

  /// The side the motion comes from, as `CATransitionSubtype`, in Core Animation's own
  /// words: its top is the layer's maximum y, which on iOS (and here) is the bottom of the
  /// screen.
  public enum Direction: String, Sendable, CaseIterable {
    /// From the right edge.
    case fromRight
    /// From the left edge.
    case fromLeft
    /// From the maximum-y edge: the bottom of the screen.
    case fromTop
    /// From the minimum-y edge: the top of the screen.
    case fromBottom
  }

  /// How the new picture replaces the old one.
  public var type: Kind
  /// The side the motion comes from; nil (the default) moves as `fromLeft` does.
  public var subtype: Direction?
  /// Where in the transition it starts, 0...1 (0 unless set).
  public var startProgress = 0.0
  /// Where in the transition it ends, 0...1 (1 unless set).
  public var endProgress = 1.0
  /// The easing of the progress; nil is linear, Core Animation's default for an explicit
  /// animation.
  public var timingFunction: TimingFunction?
  /// When and how fast it runs.
  public var timing: MediaTiming
  /// Whether the layer drops it when it ends.
  public var isRemovedOnCompletion = true
  /// The old picture, in the layer's own coordinates; taken when the transition is added.
  public internal(set) var before: PresentedLayer?

  /// A transition of `type` from `subtype`'s side over `duration` seconds (0: 0.25 s).
  public init(type: Kind = .fade, subtype: Direction? = nil, duration: Double = 0) {
    self.type = type
    self.subtype = subtype
    timing = MediaTiming(duration: duration)
  }

  public func validate() throws {
    try timing.validate()
    for (name, value) in [("startProgress", startProgress), ("endProgress", endProgress)]
    where !(0...1).contains(value) {
      throw AnimationError.invalidTiming("\(name) \(value) is outside 0...1")
    }
  }

  /// Changes no property: the layer's presentation draws the two pictures.
  public func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    []
  }

  /// How far the transition is at the layer's time `time`, from `startProgress` to
  /// `endProgress` through the timing function; nil when it does not apply (outside its
  /// active interval without a fill).
  public func progress(at time: Double) -> Double? {
    guard let unit = timing.unitProgress(atParentTime: time) else { return nil }
    let eased = (timingFunction ?? .linear).progress(at: unit)
    return startProgress + (endProgress - startProgress) * eased
  }

  /// The layer `after` (as presented now, with its geometry) drawing the old picture and
  /// the new one at `progress`: a container with the layer's geometry, opacity and mask,
  /// holding the two pictures in its bounds.
  ///
  /// Content that moves is clipped only where the layer clips (`masksToBounds`), as any
  /// sublayer of it would be (inferred: Apple documents no clip of its own for a transition).
  public func composed(over after: PresentedLayer, progress: Double) -> PresentedLayer {
    guard let before else { return after }
    let size = after.values.bounds.size
    let motion = Self.entry(of: subtype ?? .fromLeft, size: size)
    let p = progress
    var old = (dx: 0.0, dy: 0.0, alpha: 1.0)
    var new = (dx: 0.0, dy: 0.0, alpha: 1.0)
    var newOnTop = true
    switch type {
    case .fade:
      // Our choice: each fades as UIView.transition's cross dissolve does here, the old
      // picture over the new one; Core Animation's exact blend is not documented.
      old.alpha = 1 - p
      new.alpha = p
      newOnTop = false
    case .moveIn:
      new.dx = motion.dx * (1 - p)
      new.dy = motion.dy * (1 - p)
    case .push:
      new.dx = motion.dx * (1 - p)
      new.dy = motion.dy * (1 - p)
      old.dx = -motion.dx * p
      old.dy = -motion.dy * p
    case .reveal:
      old.dx = -motion.dx * p
      old.dy = -motion.dy * p
      newOnTop = false
    }
    let oldPicture = Self.picture(before, in: after, dx: old.dx, dy: old.dy, alpha: old.alpha)
    let newPicture = Self.picture(after, in: after, dx: new.dx, dy: new.dy, alpha: new.alpha)
    let v = after.values
    var values = PropertyValues(bounds: v.bounds, position: v.position)
    values.anchorPoint = v.anchorPoint
    values.zPosition = v.zPosition
    values.transform = v.transform
    values.opacity = v.opacity
    values.isDoubleSided = v.isDoubleSided
    values.isHidden = before.values.isHidden && v.isHidden
    values.masksToBounds = v.masksToBounds
    values.cornerRadius = v.cornerRadius
    values.cornerCurve = v.cornerCurve
    var container = PresentedLayer(
      name: after.name, values: values,
      sublayers: newOnTop ? [oldPicture, newPicture] : [newPicture, oldPicture])
    container.mask = after.mask
    container.colorMultiplier = after.colorMultiplier
    return container
  }

  /// Where the new picture starts relative to its place: one width or height toward the
  /// side it comes from. The layer's y grows downwards, so Core Animation's top (maximum y)
  /// is the bottom of the screen, as on iOS: there `fromTop` brings the new content up from
  /// the bottom (the reversal reported in IBAnimatable pull request #156, whose system
  /// push, move-in, reveal and cube transitions had to swap fromTop and fromBottom to move
  /// as their names say on screen).
  static func entry(of direction: Direction, size: Size) -> (dx: Double, dy: Double) {
    switch direction {
    case .fromRight: (size.width, 0)
    case .fromLeft: (-size.width, 0)
    case .fromTop: (0, size.height)
    case .fromBottom: (0, -size.height)
    }
  }

  /// `presented` as one picture of the transition in `layer`'s bounds: its content and
  /// sublayers, anchored where `layer`'s anchor is, moved by (dx, dy), at opacity `alpha`,
  /// without its own transform and mask (the container has them).
  private static func picture(
    _ presented: PresentedLayer, in layer: PresentedLayer, dx: Double, dy: Double,
    alpha: Double
  ) -> PresentedLayer {
    var picture = presented
    let bounds = layer.values.bounds
    let anchor = layer.values.anchorPoint
    picture.values.position = Point(
      x: bounds.minX + anchor.x * bounds.width + dx,
      y: bounds.minY + anchor.y * bounds.height + dy)
    picture.values.anchorPoint = anchor
    picture.values.transform = .identity
    picture.values.zPosition = 0
    picture.values.opacity = alpha
    picture.mask = nil
    picture.colorMultiplier = .white
    return picture
  }
}
