import Animation
import Geometry
import Pixels
import Testing

@testable import Layers

/// Shadows, gradients, replicators and masks in the model: their defaults, their animated
/// values, the copies a replicator presents and the time a mask runs in.
@Suite("Effects in the model")
struct EffectsModelTests {
  @Test("Core Animation's defaults: an invisible black shadow offset (0, −3) with radius 3")
  func defaults() {
    let layer = Layer()
    #expect(layer.shadow.opacity == 0 && layer.shadow.radius == 3)
    #expect(layer.shadow.offset == Size(width: 0, height: -3) && layer.shadow.color == .black)
    #expect(!layer.shadow.isVisible)
    let gradient = GradientContent()
    #expect(gradient.startPoint == Point(x: 0.5, y: 0) && gradient.endPoint == Point(x: 0.5, y: 1))
    #expect(gradient.type == .axial && gradient.locations == nil)
    #expect(ReplicatorContent().instanceCount == 1)
  }

  @Test("shadow, gradient and replicator properties animate by their key paths")
  func animatedValues() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    layer.gradient = GradientContent(colors: [.red, .blue], locations: [0, 1])
    layer.replicator = ReplicatorContent(instanceCount: 3)
    layer.add(try BasicAnimation(keyPath: "shadowRadius", from: 0, to: 10, duration: 1))
    layer.add(
      try BasicAnimation(
        keyPath: "locations", from: .numbers([0, 0.2]), to: .numbers([0.8, 1]), duration: 1))
    layer.add(
      try BasicAnimation(
        keyPath: "colors", from: .colors([.black, .black]), to: .colors([.white, .red]),
        duration: 1))
    layer.add(try BasicAnimation(keyPath: "instanceDelay", from: 0, to: 1, duration: 1))
    let values = layer.presentedValues(at: 0.25)
    #expect(values.shadow.radius == 2.5)
    #expect(values.gradient?.locations == [0.2, 0.4])
    #expect(values.gradient?.colors[1] == Color(red: 0.25, green: 0, blue: 0))
    #expect(values.replicator?.instanceDelay == 0.25)
  }

  @Test("lists of different lengths cannot be animated between, by name")
  func listsDoNotMatch() {
    #expect(throws: AnimationError.listsDoNotMatch(keyPath: "colors", first: 2, other: 3)) {
      try BasicAnimation(
        keyPath: "colors", from: .colors([.red, .blue]), to: .colors([.red, .blue, .green]))
    }
  }

  @Test("a replicator presents its copies transformed, tinted and delayed")
  func replicas() throws {
    let replicator = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    replicator.replicator = ReplicatorContent(
      instanceCount: 4, instanceTransform: .translation(x: 10, y: 0, z: 0), instanceDelay: 0.1,
      instanceColor: .white, instanceGreenOffset: -0.25)
    let dot = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    dot.add(try BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1))
    replicator.addSublayer(dot)
    let presented = replicator.presentation(at: 0.5)
    #expect(presented.sublayers.count == 1)
    #expect(presented.replicas.count == 3)
    for (i, copy) in presented.replicas.enumerated() {
      let index = Double(i + 1)
      #expect(copy.values.transform == .translation(x: 10 * index, y: 0, z: 0))
      #expect(abs(copy.sublayers[0].values.opacity - (0.5 - 0.1 * index)) < 1e-12)
      #expect(copy.colorMultiplier.green == 1 - 0.25 * index)
      // The container maps about the replicator's centre.
      #expect(copy.values.position == Point(x: 50, y: 25))
    }
  }

  @Test("a mask runs in its masked layer's time and cannot be its own ancestor")
  func maskTime() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSublayer(layer)
    let timeline = Timeline(rootLayer: root)
    layer.speed = 2
    let mask = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    try layer.setMask(mask)
    #expect(mask.timeline === timeline && mask.maskedLayer === layer)
    mask.add(try BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1))
    #expect(abs((root.presentation(at: 0.25).sublayers[0].mask?.values.opacity ?? -1) - 0.5) < 1e-9)
    #expect(throws: LayerTreeError.self) { try layer.setMask(root) }
    #expect(throws: LayerTreeError.self) { try layer.setMask(layer) }
    let child = Layer()
    layer.addSublayer(child)
    #expect(throws: LayerTreeError.self) { try layer.setMask(child) }
    try layer.setMask(nil)
    #expect(mask.maskedLayer == nil && layer.mask == nil)
  }
}
