import Animation
import Geometry
import Layers
import Testing

@Suite("Layer")
struct LayerTests {
  private func pop() throws -> KeyframeAnimation {
    try KeyframeAnimation(
      keyPath: "transform.scale", values: [.scalar(0.9), .scalar(1.2), .scalar(1.0)],
      keyTimes: [0.2, 0.4, 1.0], duration: 0.3, timingFunction: .easeOut)
  }

  @Test("the frame places the bounds around the position by the anchor point")
  func frame() {
    let layer = Layer(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(layer.position == Point(x: 60, y: 45))
    #expect(layer.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    layer.anchorPoint = Point(x: 0, y: 1)
    #expect(layer.frame == Rect(x: 60, y: -5, width: 100, height: 50))
  }

  @Test("layer to superlayer is T(−anchor) · transform · T(position, zPosition)")
  func transformToSuperlayer() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    layer.position = Point(x: 200, y: 300)
    layer.zPosition = 7
    layer.transform = .scale(x: 2, y: 3, z: 1)
    let m = layer.presentation(at: 0).transformToSuperlayer
    // The anchor (the centre, 50, 25) lands on the position; a corner scales about it.
    let centre = m.transform(Vector4(x: 50, y: 25, z: 0, w: 1))
    #expect(centre == Vector4(x: 200, y: 300, z: 7, w: 1))
    let corner = m.transform(Vector4(x: 0, y: 0, z: 0, w: 1))
    #expect(corner == Vector4(x: 100, y: 225, z: 7, w: 1))
  }

  @Test("the pop shows over the model while it runs and the model after it ends")
  func presentationApplysAnimation() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let timeline = Timeline(rootLayer: root)
    let icon = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(icon)
    timeline.advance(to: 1)
    try icon.add(pop(), forKey: "pop")
    #expect(icon.animation(forKey: "pop")?.timing.beginTime == 1)

    func scale(at t: Double) -> Double {
      root.presentation(at: t).sublayers[0].values.transform.m11
    }
    #expect(scale(at: 0.5) == 1)  // before it begins: the model
    #expect(abs(scale(at: 1.0) - 0.9) < 1e-9)  // held first value before key time 0.2
    let peak = TimingFunction.easeOut
    // Find the time whose eased progress is 0.4, where the value is exactly 1.2.
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if peak.progress(at: mid) < 0.4 { lo = mid } else { hi = mid }
    }
    #expect(abs(scale(at: 1 + 0.3 * lo) - 1.2) < 1e-6)
    timeline.advance(to: 2)
    #expect(icon.animationKeys.isEmpty)  // removed on completion
    #expect(scale(at: 2) == 1)
  }

  @Test("adding under a used key replaces the animation; its completion reports unfinished")
  func replaceByKey() throws {
    let root = Layer()
    let timeline = Timeline(rootLayer: root)
    var outcomes: [String] = []
    try root.add(pop(), forKey: "a") { outcomes.append("first \($0)") }
    try root.add(pop(), forKey: "a") { outcomes.append("second \($0)") }
    timeline.advance(to: 1)
    #expect(outcomes == ["first false", "second true"])
    #expect(root.animationKeys.isEmpty)
  }

  @Test("many keyed animations: each found, replaced, removed and ended by its own key")
  func manyKeys() throws {
    let root = Layer()
    let timeline = Timeline(rootLayer: root)
    var ended: [Int] = []
    for i in 0..<1000 {
      var fade = try BasicAnimation(
        keyPath: "opacity", from: 1, to: 0, duration: 0.001 * Double(i + 1))
      fade.isRemovedOnCompletion = i % 2 == 0
      root.add(fade, forKey: "k\(i)") { if $0 { ended.append(i) } }
    }
    // Replacing one in the middle moves it to the end of the order; removing one drops it.
    try root.add(BasicAnimation(keyPath: "opacity", from: 1, to: 0.5, duration: 5), forKey: "k500")
    root.removeAnimation(forKey: "k10")
    #expect(root.animationKeys.count == 999)
    #expect(root.animationKeys.last == "k500")
    #expect(
      root.animationKeys.prefix(11) == [
        "k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k11",
      ])
    let k500 = try #require(root.animation(forKey: "k500") as? BasicAnimation)
    #expect(k500.toValue == .scalar(0.5))
    #expect(root.animation(forKey: "k10") == nil)
    timeline.advance(to: 2)
    // Every one but the removed and the replaced ran to its end, in the order of its end.
    #expect(ended == (0..<1000).filter { $0 != 10 && $0 != 500 })
    // Those kept on completion stay, under their keys, with the replacement still running.
    #expect(root.animationKeys == (0..<1000).filter { $0 % 2 == 1 }.map { "k\($0)" } + ["k500"])
  }

  @Test("an animation kept on completion stays attached, and its completion runs once")
  func keptOnCompletion() throws {
    let root = Layer()
    let timeline = Timeline(rootLayer: root)
    var animation = try pop()
    animation.isRemovedOnCompletion = false
    var calls: [Bool] = []
    root.add(animation, forKey: "pop") { calls.append($0) }
    timeline.advance(to: 1)
    #expect(root.animationKeys == ["pop"])
    root.removeAnimation(forKey: "pop")
    #expect(calls == [true])
  }

  /// CAAnimationGroup with fillMode forwards and isRemovedOnCompletion false holds its
  /// children's end values on the layer, as a single animation does (CAMediaTiming: the
  /// group's local time is its children's parent time; issue 8, item 10).
  @Test("a group kept and held forwards keeps its children's end values on the layer")
  func groupHeldOnLayer() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let timeline = Timeline(rootLayer: root)
    let icon = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(icon)
    let fade = try BasicAnimation(
      keyPath: "opacity", from: .scalar(1), to: .scalar(0.2), duration: 0.5)
    let grow = try BasicAnimation(
      keyPath: "transform.scale", from: .scalar(1), to: .scalar(2), duration: 0.5)
    var group = AnimationGroup(animations: [fade, grow], duration: 0.5)
    group.timing.fillMode = .forwards
    group.isRemovedOnCompletion = false
    icon.add(group, forKey: "group")
    timeline.advance(to: 3)
    #expect(icon.animationKeys == ["group"])
    for t in [0.5, 1, 3] {
      let values = root.presentation(at: t).sublayers[0].values
      #expect(abs(values.opacity - 0.2) < 1e-12, "t = \(t)")
      #expect(abs(values.transform.m11 - 2) < 1e-12, "t = \(t)")
    }
  }

  /// The front/back-face flip as it is usually written: the back face rests at R_y(π) and
  /// turns in by transform.rotation.y from −π to 0 (CORE-ANIMATION.md: rotation.y = θ renders
  /// as R_y(θ) · the rest of the model). Its m11 = cos θ goes from −1 to +1.
  @Test("a back face at R_y(π) turns in by rotation.y from −π to 0")
  func backFaceFlip() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let timeline = Timeline(rootLayer: root)
    let back = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSublayer(back)
    back.transform = Transform3D.rotation(angle: .pi, x: 0, y: 1, z: 0)
    var turn = try BasicAnimation(
      keyPath: "transform.rotation.y", from: .scalar(-.pi), to: .scalar(0), duration: 1)
    turn.timing.fillMode = .forwards
    turn.isRemovedOnCompletion = false
    back.add(turn, forKey: "flip")
    timeline.advance(to: 2)
    func m11(at t: Double) -> Double { root.presentation(at: t).sublayers[0].values.transform.m11 }
    #expect(abs(m11(at: 0) + 1) < 1e-9)
    #expect(abs(m11(at: 0.5)) < 1e-9)
    #expect(abs(m11(at: 1) - 1) < 1e-9)
    #expect(abs(m11(at: 2) - 1) < 1e-9)
  }

  @Test("an invalid animation is refused when added")
  func invalidAnimationRefused() throws {
    let root = Layer()
    var animation = try pop()
    animation.keyTimes = [0.5, 0.2, 1.0]
    root.add(animation, forKey: "bad")
    #expect(root.animationKeys.isEmpty)
  }

  @Test("sublayers keep their order and move between parents")
  func tree() {
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    let c = Layer(name: "c")
    a.addSublayer(b)
    a.addSublayer(c)
    a.insertSublayer(c, at: 0)
    #expect(a.sublayers.map(\.name) == ["c", "b"])
    b.addSublayer(c)
    #expect(a.sublayers.map(\.name) == ["b"])
    #expect(c.superlayer === b)
    #expect(a.firstLayer(named: "c") === c)
    #expect(c.root === a)
  }
}

@Suite("Adding animations")
struct AddingAnimationTests {
  @Test("an invalid animation is not attached: the timeline logs why, completion gets false")
  func rejected() {
    let root = Layer(name: "card")
    let timeline = Timeline(rootLayer: root)
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = -1
    var finished: Bool?
    root.add(fade, forKey: "fade") { finished = $0 }
    #expect(root.animationKeys.isEmpty)
    #expect(finished == false)
    let event = timeline.events.last
    #expect(event?.name == "animation.rejected")
    #expect(event?["layer"] == .string("card"))
    #expect(
      event?["reason"] == .string("duration -1.0 must be 0 (the default, 0.25 s) or positive"))
  }

  @Test("a valid animation added without try is attached and presented")
  func attached() {
    let root = Layer(name: "card")
    _ = Timeline(rootLayer: root)
    root.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
    #expect(root.animationKeys == ["fade"])
    #expect(abs(root.presentation(at: 0.25).values.opacity - 0.25) < 1e-12)
  }
}
