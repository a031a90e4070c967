import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels

/// Shows a SwiftUI view in a scene, as a hosting controller does in a window: it keeps the
/// view's state, turns the view tree into layers, and when state changes evaluates the
/// bodies again and changes the layers to match, animating what changed with the
/// transaction of the change.
///
/// The root view is offered the scene's size less the device's safe area (the whole scene
/// without a device) and centred in it. Each update matches the new tree against the last
/// by identity (a view's position in the tree, and `ForEach`'s identifiers): a view that
/// keeps its identity keeps its layer, whose changed properties animate from what is on
/// screen; a view that appears or goes does so at once (transitions are not built yet).
public final class ViewHost {
  /// The layer the view's layers are in, filling the scene.
  public let layer: Layer
  private let scene: Scene
  private let makeNodes: (ResolveContext) -> [Node]
  private var storage: [String: AnyObject] = [:]
  private var storageUsed: Set<String> = []
  private var tapActions: [String: () -> Void] = [:]
  private var recognizers: [String: TapRecognizer] = [:]
  private var layers: [String: Layer] = [:]
  private var watched: [String: WatchedValue] = [:]
  private var needsUpdate = false
  private var pendingTransaction: Transaction?

  /// Shows `rootView` in `scene`, in a layer added to the scene's root layer, and keeps it
  /// up to date at the end of every turn of the scene's timeline in which state changed.
  public init<Content: View>(rootView: Content, in scene: Scene) {
    layer = Layer(frame: Rect(origin: .zero, size: scene.size), name: "SwiftUI")
    self.scene = scene
    makeNodes = { context in resolveView(rootView, in: context) }
    scene.rootLayer.addSublayer(layer)
    scene.timeline.keepAlive(self)
    scene.timeline.afterEachTurn { [weak self] in self?.updateIfNeeded() }
    update(animation: nil)
  }

  /// The layer of the view marked `accessibilityIdentifier(identifier)`, to address touches
  /// to.
  public func layer(withIdentifier identifier: String) -> Layer? {
    layer.firstLayer(named: identifier)
  }

  // MARK: State and actions

  /// Ties the `@State` properties of `view` to storage at `path`.
  func installState<V>(of view: V, at path: String) {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any HostedProperty else { continue }
      property.install(in: self, key: path + "." + (child.label ?? String(index)))
    }
  }

  /// The storage of a state value at `key`, made with `initial` the first time.
  func storage<Value>(forKey key: String, initial: Value) -> StateStorage<Value> {
    storageUsed.insert(key)
    if let existing = storage[key] as? StateStorage<Value> { return existing }
    let made = StateStorage(value: initial, host: self)
    storage[key] = made
    return made
  }

  /// Notes that state changed in `transaction`: the views update at the end of the turn,
  /// animated if any change of the turn was.
  func invalidate(transaction: Transaction?) {
    needsUpdate = true
    if let transaction, transaction.animation != nil || pendingTransaction == nil {
      pendingTransaction = transaction
    }
  }

  /// Sets the action a tap on the target with identity `id` runs.
  func setTapAction(_ action: @escaping () -> Void, for id: String) {
    tapActions[id] = action
  }

  private func updateIfNeeded() {
    guard needsUpdate else { return }
    needsUpdate = false
    let transaction = pendingTransaction
    pendingTransaction = nil
    update(
      animation: transaction?.animation,
      disablesAnimations: transaction?.disablesAnimations ?? false)
  }

  // MARK: Update

  /// Evaluates the view tree, lays it out and brings the layers to it.
  private func update(animation: Animation?, disablesAnimations: Bool = false) {
    let traits = scene.traits
    let environment = EnvironmentValues(
      colorScheme: traits.appearance, contentSize: traits.contentSize)
    tapActions = [:]
    storageUsed = []
    let nodes = makeNodes(ResolveContext(path: "root", environment: environment, host: self))
    storage = storage.filter { storageUsed.contains($0.key) }
    let root =
      nodes.count == 1
      ? nodes[0]
      : Node(
        id: "root/stack", kind: .stack(.vertical, alignment: 0.5, spacing: nil), children: nodes)
    let insets = traits.device?.safeAreaInsets
    let area = Rect(
      x: insets?.left ?? 0, y: insets?.top ?? 0,
      width: scene.size.width - (insets.map { $0.left + $0.right } ?? 0),
      height: scene.size.height - (insets.map { $0.top + $0.bottom } ?? 0))
    let proposal = ProposedSize(width: area.size.width, height: area.size.height)
    let size = root.size(for: proposal)
    root.place(
      at: Point(
        x: area.origin.x + (area.size.width - size.width) / 2,
        y: area.origin.y + (area.size.height - size.height) / 2),
      proposal: proposal)
    var seen: Set<String> = []
    sync(
      root, into: layer, at: 0, animation: animation, disablesAnimations: disablesAnimations,
      seen: &seen)
    for (id, stale) in layers where !seen.contains(id) {
      stale.removeFromSuperlayer()
      layers[id] = nil
      recognizers[id] = nil
      watched[id] = nil
    }
  }

  /// Brings the layer of `node` to it, as sublayer `index` of `parent`, and its children's.
  private func sync(
    _ node: Node, into parent: Layer, at index: Int, animation inherited: Animation?,
    disablesAnimations: Bool, seen: inout Set<String>
  ) {
    seen.insert(node.id)
    var animation = inherited
    if case .animation(let own, let value) = node.kind {
      if let old = watched[node.id], !old.equals(value), !disablesAnimations { animation = own }
      watched[node.id] = value
    }
    let target = Self.values(of: node)
    let layer: Layer
    if let existing = layers[node.id] {
      layer = existing
      change(layer, to: target, animation: animation)
    } else {
      layer = Layer(name: node.id)
      layer.values = target
      layers[node.id] = layer
    }
    if case .identifier(let name) = node.kind { layer.name = name }
    if case .tap = node.kind, recognizers[node.id] == nil {
      let recognizer = TapRecognizer(layer: layer, name: node.id, timeline: scene.timeline)
      let id = node.id
      recognizer.addAction { [weak self] in self?.tapActions[id]?() }
      scene.touches.register(recognizer)
      recognizers[node.id] = recognizer
    }
    if layer.superlayer !== parent || !parent.sublayers.indices.contains(index)
      || parent.sublayers[index] !== layer
    {
      parent.insertSublayer(layer, at: index)
    }
    for (childIndex, child) in node.children.enumerated() {
      sync(
        child, into: layer, at: childIndex, animation: animation,
        disablesAnimations: disablesAnimations, seen: &seen)
    }
  }

  /// Sets `layer`'s values to `target`, animating each animatable property that changes
  /// with `animation` (additively from the old value's difference, as SwiftUI's animations
  /// combine, or from the value on screen where there is no difference to take).
  private func change(_ layer: Layer, to target: PropertyValues, animation: Animation?) {
    guard let animation else {
      layer.values = target
      return
    }
    let timeline = scene.timeline
    let now = layer.localTime(atTimelineTime: timeline.now)
    let onScreen = layer.presentedValues(at: timeline.now)
    let changes = LayerProperty.allCases.compactMap {
      property -> (LayerProperty, AnimatableValue, AnimatableValue)? in
      let (old, new) = (layer[property], target[property])
      return old == new ? nil : (property, old, new)
    }
    layer.values = target
    for (property, old, new) in changes {
      do {
        let engineAnimation: any LayerAnimation =
          if let ends = ViewAnimation.additiveEnds(from: old, to: new) {
            try animation.layerAnimation(
              keyPath: property.rawValue, from: ends.from, to: ends.to, additive: true, now: now)
          } else {
            try animation.layerAnimation(
              keyPath: property.rawValue, from: onScreen[property], to: new, additive: false,
              now: now)
          }
        layer.add(
          engineAnimation, forKey: ViewAnimation.freeKey(for: property.rawValue, on: layer))
      } catch {
        timeline.record(
          "animation.rejected",
          [
            ("layer", .string(layer.name ?? "")), ("keyPath", .string(property.rawValue)),
            ("reason", .string(String(describing: error))),
          ])
      }
    }
  }

  /// The layer values that show `node` in its frame.
  static func values(of node: Node) -> PropertyValues {
    let frame = node.frame
    var values = PropertyValues(
      bounds: Rect(origin: .zero, size: frame.size),
      position: Point(x: frame.midX, y: frame.midY))
    switch node.kind {
    case .color(let color), .divider(let color, _):
      values.backgroundColor = color
    case .shape(let drawing):
      values.shape = drawing.content(size: frame.size)
    case .text(let text):
      values.text = text
    case .effect(.opacity(let opacity)):
      values.opacity = opacity
    case .effect(.offset(let offset)):
      values.position = Point(x: frame.midX + offset.width, y: frame.midY + offset.height)
    case .effect(.transform(let anchor, let make)):
      let (x, y) = (Double(anchor.x), Double(anchor.y))
      values.anchorPoint = Point(x: x, y: y)
      values.position = Point(
        x: frame.origin.x + x * frame.size.width, y: frame.origin.y + y * frame.size.height)
      values.transform = make(frame.size)
    case .effect(.clip(let radius)):
      values.masksToBounds = true
      values.cornerRadius = radius
    case .effect(.shadow(let shadow)):
      values.shadow = shadow
    case .spacer, .stack, .zstack, .frame, .padding, .decorated, .tap, .animation,
      .identifier:
      break
    }
    return values
  }
}
