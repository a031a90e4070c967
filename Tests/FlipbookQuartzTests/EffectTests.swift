import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

private func near(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

private func near(_ a: Color, _ b: Color, within tolerance: Double = 1e-9) -> Bool {
  near(a.red, b.red, within: tolerance) && near(a.green, b.green, within: tolerance)
    && near(a.blue, b.blue, within: tolerance) && near(a.alpha, b.alpha, within: tolerance)
}

/// iOS shadow, gradient, mask and replicator code (EffectSnippets.swift) run against Core
/// Animation's documented meaning, measured on the model and its presentation.
@Suite("Shadows, gradients, masks and replicators")
struct EffectTests {
  /// A window of 200 × 200 points, the clock at 1 s, with `view` added to it.
  private func stage(_ view: UIView) -> Scene {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 6)
    let window = UIWindow(scene: scene)
    window.addSubview(view)
    scene.timeline.advance(to: 1)
    return scene
  }

  /// A scene with a standalone layer on it since 0 s, the clock at 1 s.
  private func standalone(_ layer: CALayer) -> Scene {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 6)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 1)
    return scene
  }

  // MARK: Shadows

  @Test("a layer's shadow has Core Animation's defaults: black, transparent, (0, −3), radius 3")
  func shadowDefaults() {
    let layer = CALayer()
    #expect(layer.shadowColor?.flipbookColor == .black)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowPath == nil)
    #expect(layer.mask == nil)
    #expect(layer.flipbookLayer.shadow == Shadow())
    layer.shadowColor = nil
    #expect(layer.shadowColor == nil)
    #expect(!layer.flipbookLayer.shadow.isVisible)
  }

  @Test("a card's shadow is the engine's; lifting grows its radius on the ease-out curve")
  func cardLifts() throws {
    let card = CardView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
    let scene = stage(card)
    #expect(
      card.layer.flipbookLayer.shadow
        == Shadow(
          color: .black, opacity: Double(Float(0.3)), offset: Size(width: 0, height: 4),
          radius: 10))
    card.lift()
    #expect(card.layer.shadowRadius == 20)
    #expect(card.layer.animationKeys() == ["liftRadius", "liftOffset"])
    for t in [0.075, 0.15, 0.225] {
      scene.timeline.advance(to: 1 + t)
      let shadow = card.layer.flipbookLayer.presentation(at: scene.timeline.now).values.shadow
      let eased = TimingFunction.easeOut.progress(at: t / 0.3)
      #expect(near(shadow.radius, 10 + 10 * eased), "radius at \(t) s")
      #expect(near(shadow.offset.height, 4 + 8 * t / 0.3), "offset at \(t) s")
      #expect(near(Double(card.layer.presentation()?.shadowRadius ?? 0), 10 + 10 * eased))
    }
    scene.timeline.advance(to: 1.5)
    let settled = card.layer.flipbookLayer.presentation(at: 1.5).values.shadow
    #expect(settled.radius == 20 && settled.offset == Size(width: 0, height: 12))
  }

  @Test("a shadow path is kept in the layer's coordinates")
  func shadowPath() throws {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    _ = stage(card)
    card.useShadowPath()
    let path = try #require(card.layer.shadowPath)
    #expect(path.flipbookPath.bounds == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(card.layer.flipbookLayer.shadow.path == path.flipbookPath)
    // A view's layer answers no action: the path shows at once.
    #expect(card.layer.animationKeys() == nil)
    card.layer.shadowPath = nil
    #expect(card.layer.flipbookLayer.shadow.path == nil)
  }

  @Test("a standalone layer's shadow animates implicitly; a view's layer's does not")
  func implicitShadow() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let scene = standalone(layer)
    layer.shadowOpacity = 0.8
    layer.shadowRadius = 7
    layer.shadowOffset = CGSize(width: 4, height: 4)
    layer.shadowColor = UIColor.blue.cgColor
    #expect(
      layer.animationKeys() == ["shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"])
    scene.timeline.advance(to: 1.125)
    // Half way on the default curve, from CALayer's defaults: opacity 0, radius 3, offset
    // (0, −3), black.
    let h = implicitHalfway
    let shadow = layer.flipbookLayer.presentation(at: 1.125).values.shadow
    #expect(near(shadow.opacity, Double(Float(0.8)) * h))
    #expect(near(shadow.radius, 3 + 4 * h))
    #expect(near(shadow.offset.width, 4 * h) && near(shadow.offset.height, -3 + 7 * h))
    #expect(near(shadow.color, Color(red: 0, green: 0, blue: h)))

    // Between paths of the same elements the path animates; from none it shows at once.
    let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
    layer.shadowPath = small
    #expect(layer.animation(forKey: "shadowPath") == nil)
    scene.timeline.advance(to: 2)
    layer.shadowPath = large
    #expect(layer.animation(forKey: "shadowPath") != nil)
    scene.timeline.advance(to: 2.125)
    let halfway = try #require(layer.flipbookLayer.presentation(at: 2.125).values.shadow.path)
    let box = try #require(halfway.bounds)
    #expect(near(box.width, 10 + 20 * h) && near(box.height, 10 + 20 * h))

    // As on iOS, a view's layer does not animate its shadow, in an animation block or not.
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    _ = stage(view)
    view.layer.shadowOpacity = 0.5
    UIView.animate(withDuration: 1) { view.layer.shadowRadius = 12 }
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.flipbookLayer.shadow.radius == 12)
  }

  // MARK: Gradients

  @Test("a gradient layer has Core Animation's defaults and keeps CGColor values")
  func gradientDefaults() throws {
    let gradient = CAGradientLayer()
    #expect(gradient.colors == nil)
    #expect(gradient.locations == nil)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    #expect(gradient.flipbookLayer.gradient == GradientContent())
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let colors = try #require(gradient.colors as? [CGColor])
    #expect(colors.map(\.flipbookColor) == [.red, .blue])
    gradient.colors = []
    #expect(gradient.colors == nil)
  }

  @Test("a shimmer's locations sweep linearly, every 1.5 s")
  func shimmer() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let scene = stage(view)
    let gradient = addShimmer(to: view)
    let grey = { (white: Double) in Color(white: white) }
    #expect(gradient.flipbookLayer.gradient?.colors == [grey(0.85), grey(0.95), grey(0.85)])
    #expect(gradient.locations == [0, 0.5, 1])
    #expect(gradient.flipbookLayer.gradient?.problem == nil)
    for (t, first) in [(0.375, -0.5), (0.75, 0.0), (1.5 + 1.125, 0.5)] {
      scene.timeline.advance(to: 1 + t)
      let shown = try #require(
        gradient.flipbookLayer.presentation(at: scene.timeline.now).values.gradient?.locations)
      #expect(shown.count == 3)
      for (index, location) in shown.enumerated() {
        #expect(near(location, first + 0.5 * Double(index), within: 1e-9), "at \(t) s")
      }
    }
    let presented = try #require(gradient.presentation())
    #expect(presented.locations?.count == 3)
  }

  @Test("radial and conic gradients keep their kind and points")
  func radialAndConic() {
    let spotlight = makeSpotlight(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      spotlight.flipbookLayer.gradient
        == GradientContent(
          colors: [.white, Color(red: 1, green: 1, blue: 1, alpha: 0)],
          startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1), type: .radial))
    let wheel = makeColorWheel(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(wheel.type == .conic)
    #expect(wheel.flipbookLayer.gradient?.locations == [0, 0.33, 0.67, 1])
    #expect(wheel.flipbookLayer.gradient?.colors == [.red, .green, .blue, .red])
    #expect(wheel.masksToBounds && wheel.cornerRadius == 40)
  }

  @Test("a view whose layerClass is CAGradientLayer swaps its colours item by item in sRGB")
  func gradientView() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let scene = stage(view)
    #expect(view.layer is CAGradientLayer)
    view.swapColors()
    scene.timeline.advance(to: 1.25)
    let colors = try #require(
      view.layer.flipbookLayer.presentation(at: 1.25).values.gradient?.colors)
    #expect(colors.count == 2)
    #expect(near(colors[0], Color(red: 0.75, green: 0, blue: 0.25)))
    #expect(near(colors[1], Color(red: 0.25, green: 0, blue: 0.75)))
  }

  @Test("a standalone gradient animates lists implicitly only between lists of one length")
  func implicitGradient() throws {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let scene = standalone(gradient)
    gradient.locations = [0.2, 0.8]
    gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    #expect(gradient.animationKeys() == nil)
    scene.timeline.advance(to: 2)
    gradient.locations = [0, 0.4, 1]
    gradient.colors = [UIColor.blue.cgColor, UIColor.green.cgColor, UIColor.red.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.type = .radial
    #expect(gradient.animationKeys() == ["colors", "startPoint"])
    scene.timeline.advance(to: 2.125)
    let shown = try #require(gradient.flipbookLayer.presentation(at: 2.125).values.gradient)
    // Half way on the default curve: red to blue, and the start point from (0.5, 0) to 0.
    let h = implicitHalfway
    #expect(near(shown.colors[0], Color(red: 1 - h, green: 0, blue: h)))
    #expect(near(shown.startPoint.x, 0.5 - 0.5 * h) && shown.startPoint.y == 0)
    #expect(shown.locations == [0, 0.4, 1])
    #expect(shown.type == .radial)
  }

  @Test("gradient values of the wrong type or length are refused, naming what was given")
  func gradientValueErrors() throws {
    func message(_ animation: CAAnimation) -> String {
      do {
        try animation.validate()
        return "accepted"
      } catch {
        return error.localizedDescription
      }
    }
    let ui = CABasicAnimation(keyPath: "colors")
    ui.toValue = [UIColor.red, UIColor.blue]
    #expect(
      message(ui)
        == "'colors' animates colors values, but was given UIColor at index 0 (give its cgColor)")
    let words = CAKeyframeAnimation(keyPath: "locations")
    words.values = [[0, 1], [0, "half"]]
    #expect(
      message(words) == "'locations' animates numbers values, but was given String at index 1")
    let lengths = CABasicAnimation(keyPath: "locations")
    lengths.fromValue = [0, 1]
    lengths.toValue = [NSNumber(value: 0), NSNumber(value: 0.5), NSNumber(value: 1)]
    #expect(
      message(lengths)
        == "'locations' animates between lists of the same length, but one has 2 items and "
        + "another 3")
    let single = CABasicAnimation(keyPath: "shadowRadius")
    single.toValue = [1.0, 2.0]
    #expect(message(single).hasPrefix("'shadowRadius' animates number values, but was given Array"))
    let good = CABasicAnimation(keyPath: "colors")
    good.fromValue = [UIColor.red.cgColor]
    good.toValue = [UIColor.blue.cgColor]
    #expect(message(good) == "accepted")
  }

  // MARK: Masks

  @Test("a circular reveal: the mask's circle grows on the ease-in-ease-out curve")
  func circularReveal() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let scene = stage(view)
    let mask = revealCircularly(view, duration: 1)
    #expect(view.layer.mask === mask)
    #expect(view.layer.flipbookLayer.mask === mask.flipbookLayer)
    #expect(mask.superlayer == nil)
    let finalRadius = (2 * 100.0 * 100.0).squareRoot() / 2
    for t in [0.25, 0.5, 0.75] {
      scene.timeline.advance(to: 1 + t)
      let presented = view.layer.flipbookLayer.presentation(at: scene.timeline.now)
      let path = try #require(presented.mask?.values.shape?.path)
      let radius = 1 + (finalRadius - 1) * TimingFunction.easeInEaseOut.progress(at: t)
      let bounds = try #require(path.bounds)
      #expect(near(bounds.midX, 50, within: 1e-6) && near(bounds.midY, 50, within: 1e-6))
      #expect(near(bounds.width / 2, radius, within: 1e-3 * radius), "radius at \(t) s")
      // The mask layer itself presents the same path, in the masked layer's time.
      let own = try #require(mask.presentation()?.path)
      #expect(own.flipbookPath == path)
    }
  }

  @Test("a mask's transform.scale pops it open over 0.5 s, in the masked layer's time")
  func popOpenMask() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let scene = stage(view)
    let mask = popOpen(view)
    scene.timeline.advance(to: 1.25)
    let shown = try #require(view.layer.flipbookLayer.presentation(at: 1.25).mask)
    #expect(near(shown.values.transform.m11, 0.5) && near(shown.values.transform.m22, 0.5))
    #expect(shown.values.shape?.path.bounds == Rect(x: 10, y: 10, width: 80, height: 80))
    // Pausing the masked layer pauses its mask.
    let paused = view.layer.convertTime(CACurrentMediaTime(), from: nil)
    view.layer.speed = 0
    view.layer.timeOffset = paused
    scene.timeline.advance(to: 1.4)
    let frozen = try #require(view.layer.flipbookLayer.presentation(at: 1.4).mask)
    #expect(near(frozen.values.transform.m11, 0.5))
    #expect(mask.animationKeys() == ["pop"])
  }

  @Test("a mask leaves its superlayer and the layer it masked; adding it as a sublayer unsets it")
  func maskMoves() {
    let first = CALayer()
    let second = CALayer()
    let shared = CALayer()
    let parent = CALayer()
    parent.addSublayer(shared)
    first.mask = shared
    #expect(shared.superlayer == nil && parent.sublayers == nil)
    #expect(parent.flipbookLayer.sublayers.isEmpty)
    second.mask = shared
    #expect(first.mask == nil && first.flipbookLayer.mask == nil)
    #expect(second.mask === shared && shared.flipbookLayer.maskedLayer === second.flipbookLayer)
    parent.addSublayer(shared)
    #expect(second.mask == nil && second.flipbookLayer.mask == nil)
    #expect(shared.flipbookLayer.maskedLayer == nil)
    second.mask = nil
    #expect(second.mask == nil)
  }

  @Test("a mask that is the layer's ancestor stops the program with a message saying so")
  func maskCycle() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let outer = CALayer()
      let inner = CALayer()
      outer.addSublayer(inner)
      inner.mask = outer
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("CALayer.mask: the mask is the layer itself or one of its ancestors"))
  }

  @Test("a UIColor among a gradient's colors stops the program, naming it")
  func gradientUIColor() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      CAGradientLayer().colors = [UIColor.red.cgColor, UIColor.blue]
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "CAGradientLayer.colors takes CGColor values, but was given UIColor at index 1 "
          + "(give its cgColor)"))
  }

  // MARK: Replicators

  @Test("a replicator has Core Animation's defaults")
  func replicatorDefaults() {
    let replicator = CAReplicatorLayer()
    #expect(replicator.instanceCount == 1)
    #expect(replicator.instanceTransform == CATransform3DIdentity)
    #expect(replicator.instanceDelay == 0)
    #expect(replicator.instanceColor?.flipbookColor == .white)
    #expect(replicator.instanceRedOffset == 0 && replicator.instanceAlphaOffset == 0)
    #expect(!replicator.preservesDepth)
    #expect(replicator.flipbookLayer.replicator == ReplicatorContent())
  }

  @Test("three dots: copies 20 points apart, each pulsing 0.2 s after the one before")
  func threeDots() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let scene = stage(view)
    let replicator = addDotsIndicator(to: view)
    #expect(replicator.instanceCount == 3)
    scene.timeline.advance(to: 1.5)
    let presented = replicator.flipbookLayer.presentation(at: 1.5)
    #expect(presented.replicas.count == 2)
    // The pulse: 1 → 0.3 in 0.6 s, linearly; a copy not yet started shows its model, 1.
    func scale(at d: Double) -> Double { d < 0 ? 1 : 1 - 0.7 * d / 0.6 }
    #expect(near(try #require(presented.sublayers.first).values.transform.m11, scale(at: 0.5)))
    for (index, replica) in presented.replicas.enumerated() {
      let copy = Double(index + 1)
      #expect(replica.values.transform == .translation(x: 20 * copy, y: 0, z: 0))
      let dot = try #require(replica.sublayers.first)
      #expect(near(dot.values.transform.m11, scale(at: 0.5 - 0.2 * copy)), "copy \(index + 1)")
      #expect(dot.values.backgroundColor == .systemBlue)
      #expect(replica.colorMultiplier == .white)
    }
    // Core Animation starts a copy's animations later; before the third copy's begins, it
    // shows its model value.
    scene.timeline.advance(to: 1.3)
    let early = replicator.flipbookLayer.presentation(at: 1.3)
    #expect(try #require(early.replicas.last?.sublayers.first).values.transform.m11 == 1)
  }

  @Test("a spinner's copies fade by the alpha offset and fan out by instanceTransform.rotation.z")
  func spinner() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let scene = stage(view)
    let spinner = addSpinner(to: view, frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(spinner.instanceAlphaOffset == -0.05)
    scene.timeline.advance(to: 1.2)
    let presented = spinner.flipbookLayer.presentation(at: 1.2)
    #expect(presented.replicas.count == 11)
    let step = 2 * Double.pi / 12 * 0.5
    let turn = try #require(presented.values.replicator?.instanceTransform)
    #expect(near(turn.m11, cos(step)) && near(turn.m12, sin(step)))
    for (index, replica) in presented.replicas.enumerated() {
      let copy = Double(index + 1)
      let alpha = 1 - Double(Float(0.05)) * copy
      #expect(near(replica.colorMultiplier.alpha, alpha), "copy \(index + 1)")
      #expect(near(replica.values.transform.m12, sin(step * copy), within: 1e-9))
    }
    let presentedLayer = try #require(spinner.presentation())
    #expect(presentedLayer.instanceCount == 12)
  }

  @Test("a view whose layerClass is CAReplicatorLayer makes one")
  func replicatorView() {
    final class DotsView: UIView {
      override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }
    let view = DotsView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    let layer = view.layer as? CAReplicatorLayer
    #expect(layer != nil)
    layer?.instanceCount = 4
    #expect(view.layer.flipbookLayer.replicator?.instanceCount == 4)
  }
}
