import Animation
import Geometry
import Layers

/// Image buttons that exclude each other: while one is pressed or popping, touches on the
/// others are ignored (seed 000's `static var busyImageButtonView`).
public final class ImageButtonGroup {
  /// The button pressed or popping now.
  public internal(set) var busy: ImageButton?

  /// A group with no button busy.
  public init() {}
}

/// An image that behaves like a button (seed 000, version 2): pressed inside the visible
/// (aspect-fit) image it shrinks to 0.9; dragged out it returns to 1, back in to 0.9;
/// released inside it pops through 0.9 → 1.2 → 1.0 and only when the pop ends do its actions
/// run. A long press still fires; a cancelled touch resets it.
public final class ImageButton: TouchHandler {
  /// The image layer (its contents drawn aspect-fit).
  public let layer: Layer
  /// The name its events carry.
  public let name: String
  /// The group whose buttons exclude each other.
  public let group: ImageButtonGroup
  private var actions: [() -> Void] = []
  private let timeline: Timeline

  /// Whether the finger is down inside the visible image: scale 0.9, else identity.
  public private(set) var isTouched = false {
    didSet {
      guard isTouched != oldValue else { return }
      layer.transform = isTouched ? .scale(x: 0.9, y: 0.9, z: 1) : .identity
      timeline.record(
        "control.state",
        [("control", .string(name)), ("state", .string(isTouched ? "highlighted" : "normal"))])
    }
  }

  /// A button on an image layer, in a group, logging to `timeline`.
  public init(layer: Layer, name: String, group: ImageButtonGroup, timeline: Timeline) {
    self.layer = layer
    self.name = name
    self.group = group
    self.timeline = timeline
    layer.contentsGravity = .resizeAspect
  }

  /// Adds an action run after the pop animation ends.
  public func addAction(_ action: @escaping () -> Void) {
    actions.append(action)
  }

  /// The rectangle of the bounds the image occupies, aspect-fit and centred (the seed's
  /// `visibleImageRect`); the bounds when there is no image.
  public var visibleImageRect: Rect {
    guard let contents = layer.contents, contents.image.width > 0, contents.image.height > 0 else {
      return layer.bounds
    }
    let size = Size(
      width: Double(contents.image.width) / contents.scale,
      height: Double(contents.image.height) / contents.scale)
    return ContentsGravity.resizeAspect.rect(for: size, in: layer.bounds)
  }

  private func isInside(_ touch: Touch, _ system: TouchSystem) -> Bool {
    guard let local = layer.convertFromScene(touch.location, at: system.timeline.now) else {
      return false
    }
    return visibleImageRect.contains(local)
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    guard group.busy == nil, let touch = touches.first else { return }
    group.busy = self
    if isInside(touch, system) { isTouched = true }
  }

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {
    guard group.busy === self, let touch = touches.first else { return }
    isTouched = isInside(touch, system)
  }

  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    guard group.busy === self else { return }
    isTouched = false
    if let touch = touches.first, isInside(touch, system) {
      pop()
      return
    }
    group.busy = nil
  }

  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {
    guard group.busy === self else { return }
    isTouched = false
    group.busy = nil
  }

  /// The seed's "pop", kept after it ends (`isRemovedOnCompletion = false`) until its
  /// completion removes it and runs the actions.
  public static var popAnimation: KeyframeAnimation {
    var pop = KeyframeAnimation(
      keyPath: .transform(.scale), values: [0.9, 1.2, 1.0], keyTimes: [0.2, 0.4, 1.0],
      duration: 0.3, timingFunction: .easeOut)
    pop.isRemovedOnCompletion = false
    return pop
  }

  private func pop() {
    layer.add(Self.popAnimation, forKey: "pop") { [weak self] finished in
      guard let self else { return }
      self.group.busy = nil
      // Only the pop that ran to its end fires: one replaced or removed does not.
      guard finished, self.layer.animation(forKey: "pop") != nil else { return }
      self.layer.removeAnimation(forKey: "pop")
      for action in self.actions { action() }
    }
    layer.transform = .identity
  }
}
