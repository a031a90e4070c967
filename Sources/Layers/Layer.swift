import Animation
import Geometry
import Pixels

/// A node of the model layer tree, with `CALayer`'s geometry, appearance and animations.
///
/// The layer's properties (`bounds`, `opacity`, `contents`, …) are those of
/// ``PropertyValues``, stored in ``values`` and read and written on the layer by name:
/// `layer.cornerRadius = 12`.
///
/// Setting a property changes the model at once (as for a view-backed layer: no implicit
/// animation). Animations added with ``add(_:forKey:completion:)`` change what
/// ``presentation(at:)`` shows without touching the model.
@dynamicMemberLookup
public final class Layer {
  /// A name to find the layer by (`--image NAME=PATH` replaces the contents of the layer
  /// with this name).
  public var name: String?
  /// The model values of the layer's properties: what it shows without animations.
  public var values: PropertyValues {
    // Read in place: a getter would copy the whole value on every read of one property.
    _read { yield storedValues }
    _modify {
      noteChange()
      let emitter = storedValues.emitter
      yield &storedValues
      if storedValues.emitter != emitter { emitterDidChange() }
    }
    set {
      noteChange()
      let emitter = storedValues.emitter
      storedValues = newValue
      if newValue.emitter != emitter { emitterDidChange() }
    }
  }
  private var storedValues: PropertyValues
  /// The layer as it was when the current turn of its timeline began, kept the first time
  /// it changes in a turn: what a transition added in that turn shows as the old picture.
  private var turnStart: (turn: Int, values: PropertyValues, sublayers: [Layer])?
  /// Each emitter the layer has had and the timeline time it was set at (nil: before the
  /// layer was on a timeline), oldest first.
  var emitterChanges: [(time: Double?, content: EmitterContent?)] = []
  /// Whether hit testing can find this layer and its sublayers (`UIView`'s property).
  public var isUserInteractionEnabled = true
  /// The layer whose presented alpha, in this layer's coordinates, multiplies this layer
  /// and its sublayers; set it with ``setMask(_:)``.
  public private(set) var mask: Layer?
  /// The layer this one masks, if it is a mask.
  public private(set) weak var maskedLayer: Layer?

  /// How the layer's time runs from its superlayer's (the timeline's, for a root), as
  /// `CALayer`'s `CAMediaTiming` properties; a duration of 0 means it never ends.
  public var timing = MediaTiming() {
    didSet { if timing != oldValue { timingDidChange() } }
  }
  /// When the layer's time starts, in its superlayer's time, as `CALayer.beginTime`.
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// How fast the layer's time runs relative to its superlayer's, as `CALayer.speed`: 0
  /// freezes the animations of the layer and its sublayers, 2 runs them twice as fast.
  public var speed: Double {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// Added to the layer's time, as `CALayer.timeOffset`: with speed 0, the moment shown.
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }

  /// The layers drawn above this one, in its coordinate space, back to front.
  public private(set) var sublayers: [Layer] = []
  /// The layer this one is a sublayer of.
  public private(set) weak var superlayer: Layer?

  /// The timeline that drives this tree; set on the root by ``Timeline``.
  weak var ownTimeline: Timeline?

  /// How many running view animations keep touches from this layer: UIKit disables user
  /// interaction for the views a block animates unless it allows it.
  package var interactionBlockingAnimations = 0

  /// The attached animations in the order they were added, which is the order of their
  /// identifiers: found by binary search, so that thousands on one layer stay cheap.
  private var animations: [AttachedAnimation] = []
  /// The identifier of the animation under each key.
  private var idsByKey: [String: Int] = [:]
  private var animationCount = 0
  /// The last number ``unusedAnimationKey(for:)`` gave each base.
  private var lastKeyNumbers: [String: Int] = [:]

  /// A layer with the given bounds size, positioned so that its frame is `frame`.
  public init(frame: Rect = .zero, name: String? = nil) {
    self.name = name
    storedValues = PropertyValues(
      bounds: Rect(origin: .zero, size: frame.size), position: Point(x: frame.midX, y: frame.midY))
  }

  /// One of the layer's properties (``PropertyValues``): `layer.opacity`, `layer.shadow`.
  public subscript<Value>(dynamicMember property: WritableKeyPath<PropertyValues, Value>) -> Value
  {
    get { values[keyPath: property] }
    set { values[keyPath: property] = newValue }
  }

  // MARK: Tree

  /// Appends a layer to the sublayers, removing it from its previous superlayer first.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts a layer into the sublayers at `index` (clamped to the valid range).
  public func insertSublayer(_ layer: Layer, at index: Int) {
    layer.removeFromSuperlayer()
    noteChange()
    sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    layer.superlayer = self
  }

  /// Detaches the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.noteChange()
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The topmost ancestor (the layer itself when it has no superlayer); a mask's ancestors
  /// are the layer it masks and that layer's.
  public var root: Layer {
    var layer = self
    while let parent = layer.parentForTime { layer = parent }
    return layer
  }

  /// The layer whose time this one's runs in: the superlayer, or for a mask, the layer it
  /// masks.
  private var parentForTime: Layer? { superlayer ?? maskedLayer }

  /// Makes `mask` this layer's mask (nil removes it), as setting `CALayer.mask`: a mask
  /// has no superlayer, so it is first removed from its own, and from the layer it masked.
  /// Throws when the mask is this layer, one of its ancestors, or in its subtree: the tree
  /// would then contain itself.
  public func setMask(_ mask: Layer?) throws(LayerTreeError) {
    if let mask {
      var layer: Layer? = self
      while let current = layer {
        if current === mask { throw .maskIsAncestor(mask.name) }
        layer = current.parentForTime
      }
      if mask.contains(self) || contains(mask) { throw .maskInSubtree(mask.name) }
      mask.removeFromSuperlayer()
      if let owner = mask.maskedLayer, owner !== self { owner.mask = nil }
      mask.maskedLayer = self
    }
    if let old = self.mask, old !== mask { old.maskedLayer = nil }
    self.mask = mask
  }

  /// Whether `layer` is this layer or in its subtree (masks included).
  private func contains(_ layer: Layer) -> Bool {
    if self === layer { return true }
    return sublayers.contains { $0.contains(layer) } || (mask?.contains(layer) ?? false)
  }

  /// The timeline driving the tree this layer belongs to, if any.
  public var timeline: Timeline? { root.ownTimeline }

  /// The first layer in this subtree (depth first, self included) with the given name.
  public func firstLayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for sublayer in sublayers {
      if let found = sublayer.firstLayer(named: name) { return found }
    }
    return nil
  }

  /// The frame: the bounds mapped into the superlayer, for layers without a 3D transform.
  public var frame: Rect {
    let width = values.bounds.width
    let height = values.bounds.height
    return Rect(
      x: values.position.x - values.anchorPoint.x * width,
      y: values.position.y - values.anchorPoint.y * height,
      width: width, height: height)
  }

  /// Keeps the layer's state as the current turn began, if this is its first change in the
  /// turn. A layer on no timeline keeps nothing: no transition can be added over it.
  private func noteChange() {
    guard let turn = timeline?.turnsEnded, turnStart?.turn != turn else { return }
    turnStart = (turn, storedValues, sublayers)
  }

  // MARK: Time

  /// The layer's own time at timeline time `t`, as Core Animation maps a parent's time
  /// through each layer from the root down (`MediaTiming` as a layer's timing): without durations,
  /// t_local = (t_parent − beginTime) · speed + timeOffset. Animations attached to the layer
  /// run in this time. Where a layer's time is absent (outside a duration's active
  /// interval), this is the time its superlayer's would give without the duration.
  public func localTime(atTimelineTime t: Double) -> Double {
    let parent = parentForTime?.localTime(atTimelineTime: t) ?? t
    return timing.layerTime(atParentTime: parent)
      ?? (parent - timing.beginTime) * timing.speed + timing.timeOffset
  }

  /// The layer's own time at timeline time `t`, or nil where it or an ancestor's is absent.
  private func activeLocalTime(atTimelineTime t: Double) -> Double? {
    guard let parentForTime else { return timing.layerTime(atParentTime: t) }
    return parentForTime.activeLocalTime(atTimelineTime: t).flatMap {
      timing.layerTime(atParentTime: $0)
    }
  }

  /// The timeline time at which the layer's own time is first `local`, with the timing as it
  /// is now; infinity when the layer or an ancestor never shows it (frozen at speed 0 away
  /// from it, or past a pass's end).
  public func timelineTime(atLocalTime local: Double) -> Double {
    let parent = timing.parentTime(atLayerTime: local)
    guard let parentForTime, parent.isFinite else { return parent }
    return parentForTime.timelineTime(atLocalTime: parent)
  }

  /// Whether the layer and its ancestors keep the default timing: local time is the
  /// timeline's.
  private var keepsTimelineTime: Bool {
    var layer: Layer? = self
    while let current = layer {
      if !current.timing.isLayerIdentity { return false }
      layer = current.parentForTime
    }
    return true
  }

  /// The layer's timing changed: the ends of the animations in its subtree move.
  private func timingDidChange() {
    timeline?.layerTimingDidChange(self)
  }

  /// The animations of this subtree with their layers, for rescheduling their ends.
  func forEachAttachedAnimation(_ body: (Layer, AttachedAnimation) -> Void) {
    for attached in animations where !attached.hasEnded { body(self, attached) }
    for sublayer in sublayers { sublayer.forEachAttachedAnimation(body) }
    mask?.forEachAttachedAnimation(body)
  }

  // MARK: Animations

  /// Attaches an animation under `key`, replacing one already there, as
  /// `CALayer.add(_:forKey:)`. An animation whose `beginTime` is 0 starts now (the
  /// timeline's current time), as in Core Animation. `completion` runs when it stops: `true`
  /// at the end of its active interval, `false` when it is removed or replaced before that.
  ///
  /// An animation that fails `LayerAnimation.validate()` (a negative duration, key times
  /// that do not fit its values…) is not attached: the timeline logs `animation.rejected`
  /// with the reason and `completion` runs with `false`. Check an animation you build from
  /// untrusted numbers with `validate()` first to get the error.
  public func add(
    _ animation: any LayerAnimation, forKey key: String? = nil,
    completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    attach(animation, forKey: key, started: nil, completion: completion)
  }

  /// Attaches an animation under `key` as ``add(_:forKey:completion:)`` does; `started` runs
  /// when its active interval begins (its begin time, as an event of the timeline), unless
  /// it was removed before, as `CAAnimationDelegate.animationDidStart(_:)`.
  public func add(
    _ animation: any LayerAnimation, forKey key: String?, started: @escaping () -> Void,
    completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    attach(animation, forKey: key, started: started, completion: completion)
  }

  private func attach(
    _ animation: any LayerAnimation, forKey key: String?, started: (() -> Void)?,
    completion: ((_ finished: Bool) -> Void)?
  ) {
    do {
      try animation.validate()
    } catch {
      timeline?.animationWasRejected(animation, key: key, on: self, reason: error)
      completion?(false)
      return
    }
    var animation = animation
    let now = timeline.map { localTime(atTimelineTime: $0.now) } ?? 0
    if animation.timing.beginTime == 0 { animation.timing.beginTime = now }
    if var transition = animation as? LayerTransition {
      transition.before = presentation(atLocalTime: now, asOfTurn: timeline?.turnsEnded)
      animation = transition
    }
    if let key { removeAnimation(forKey: key) }
    animationCount += 1
    let attached = AttachedAnimation(
      id: animationCount, key: key, animation: animation, started: started,
      completion: completion)
    animations.append(attached)
    if let key { idsByKey[key] = attached.id }
    timeline?.animationWasAdded(attached, to: self)
  }

  /// Removes the animation under `key`; its completion runs with `finished == false`.
  public func removeAnimation(forKey key: String) {
    guard let id = idsByKey.removeValue(forKey: key), let index = index(ofID: id) else { return }
    let removed = animations.remove(at: index)
    guard !removed.hasEnded else { return }
    timeline?.animationWasRemoved(removed, from: self)
    removed.completion?(false)
  }

  /// Removes every animation; each completion runs with `finished == false`.
  public func removeAllAnimations() {
    for key in animations.compactMap(\.key) { removeAnimation(forKey: key) }
    let unkeyed = animations
    animations.removeAll()
    idsByKey.removeAll()
    for attached in unkeyed where !attached.hasEnded {
      timeline?.animationWasRemoved(attached, from: self)
      attached.completion?(false)
    }
  }

  /// The animation attached under `key`, with its begin time resolved.
  public func animation(forKey key: String) -> (any LayerAnimation)? {
    idsByKey[key].flatMap(index(ofID:)).map { animations[$0].animation }
  }

  /// The keys of the attached animations, in the order they were added.
  public var animationKeys: [String] { animations.compactMap(\.key) }

  /// `base`, or `base-2`, `base-3`…: a key no attached animation uses. The numbers given
  /// for a base only grow, so that n animations added under one base take n steps, not n²
  /// (10 000 view animations of one property took minutes).
  package func unusedAnimationKey(for base: String) -> String {
    if idsByKey[base] == nil { return base }
    var index = lastKeyNumbers[base, default: 1]
    var key: String
    repeat {
      index += 1
      key = "\(base)-\(index)"
    } while idsByKey[key] != nil
    lastKeyNumbers[base] = index
    return key
  }

  /// Called by the timeline when an animation's active interval ends.
  func animationDidEnd(id: Int) {
    guard let index = index(ofID: id) else { return }
    let attached = animations[index]
    if attached.animation.isRemovedOnCompletion {
      animations.remove(at: index)
      if let key = attached.key { idsByKey[key] = nil }
    } else {
      animations[index].hasEnded = true
    }
    attached.completion?(true)
  }

  /// The attached animation with the given identifier, if still attached.
  func animation(withID id: Int) -> (any LayerAnimation)? {
    index(ofID: id).map { animations[$0].animation }
  }

  /// The attached animation with the given identifier, if still attached and running.
  func runningAnimation(withID id: Int) -> (any LayerAnimation)? {
    guard let index = index(ofID: id), !animations[index].hasEnded else { return nil }
    return animations[index].animation
  }

  /// Where the animation with identifier `id` is in ``animations``, if attached.
  private func index(ofID id: Int) -> Int? {
    var low = 0
    var high = animations.count
    while low < high {
      let middle = (low + high) / 2
      if animations[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < animations.count && animations[low].id == id ? low : nil
  }

  // MARK: Copies

  /// A deep copy of this subtree's model and attached animations, detached from any
  /// superlayer and timeline. Completions are not copied: the copy only presents.
  package func presentationCopy() -> Layer {
    let copy = Layer(frame: .zero, name: name)
    copy.timing = timing
    copy.values = values
    copy.emitterChanges = emitterChanges
    copy.isUserInteractionEnabled = isUserInteractionEnabled
    // A fresh copy is in no tree, so it can be no ancestor's mask: setMask cannot refuse it.
    if let mask { try? copy.setMask(mask.presentationCopy()) }
    copy.animations = animations.map {
      var attached = AttachedAnimation(
        id: $0.id, key: $0.key, animation: $0.animation, started: nil, completion: nil)
      attached.hasEnded = $0.hasEnded
      return attached
    }
    copy.idsByKey = idsByKey
    copy.animationCount = animationCount
    for sublayer in sublayers { copy.addSublayer(sublayer.presentationCopy()) }
    return copy
  }

  // MARK: Presentation

  /// The tree as it shows at time `t`: the model with every attached animation applied, in
  /// the order they were added. A pure function of the model, the animations and `t`.
  ///
  /// `t` is the timeline's time; each layer's animations run in its own time
  /// (``localTime(atTimelineTime:)``), so a layer's `speed` of 0 freezes its subtree.
  public func presentation(at t: Double) -> PresentedLayer {
    presentation(at: t, composingTransitions: true)
  }

  /// The tree as it shows at time `t`; without `composingTransitions`, a layer under a
  /// transition shows as it is now (its sublayers match its model's, one for one).
  func presentation(at t: Double, composingTransitions: Bool) -> PresentedLayer {
    let local = keepsTimelineTime ? t : activeLocalTime(atTimelineTime: t)
    return presentation(atLocalTime: local, composingTransitions: composingTransitions)
  }

  /// The subtree as it shows at the layer's time `local`; with `turn`, each layer as it
  /// was when that turn of the timeline began (its model and sublayers then, its
  /// animations now). A nil time, where the layer's time is absent, shows the model of the
  /// subtree without animations.
  private func presentation(
    atLocalTime local: Double?, asOfTurn turn: Int? = nil, composingTransitions: Bool = true
  ) -> PresentedLayer {
    let start = turn != nil && turnStart?.turn == turn ? turnStart : nil
    let sublayers = start?.sublayers ?? self.sublayers
    let values = presentedValues(of: start?.values ?? self.values, atLocalTime: local)
    var presented = PresentedLayer(
      name: name, values: values,
      sublayers: sublayers.map {
        $0.presentation(
          atLocalTime: local.flatMap($0.timing.layerTime(atParentTime:)), asOfTurn: turn,
          composingTransitions: composingTransitions)
      })
    presented.mask = mask.map {
      $0.presentation(
        atLocalTime: local.flatMap($0.timing.layerTime(atParentTime:)), asOfTurn: turn,
        composingTransitions: composingTransitions)
    }
    if let replicator = values.replicator {
      presented.flattensSublayers = !replicator.preservesDepth
      presented.replicas = replicas(
        of: replicator, sublayers: sublayers, bounds: values.bounds, atLocalTime: local)
    }
    // Where the layer's time is absent, no particles: the emitter runs in it.
    if !emitterChanges.isEmpty, let local {
      presented.replicas += particleSystem.particles(at: local).compactMap {
        $0.contents == nil ? nil : $0.presented
      }
      if let emitter = values.emitter { presented.flattensSublayers = !emitter.preservesDepth }
    }
    if composingTransitions, let local, let running = runningTransition(atLocalTime: local) {
      presented = running.transition.composed(over: presented, progress: running.progress)
    }
    return presented
  }

  /// The old picture of the transition the layer shows at timeline time `t`, if one runs:
  /// what the cost of a render counts besides the layer as it is.
  package func transitionPicture(at t: Double) -> PresentedLayer? {
    guard let local = keepsTimelineTime ? t : activeLocalTime(atTimelineTime: t) else {
      return nil
    }
    return runningTransition(atLocalTime: local)?.transition.before
  }

  /// The transition added last among those that apply at `local`, with its progress.
  private func runningTransition(atLocalTime local: Double) -> (
    transition: LayerTransition, progress: Double
  )? {
    for attached in animations.reversed() {
      if let transition = attached.animation as? LayerTransition,
        let progress = transition.progress(at: local)
      {
        return (transition, progress)
      }
    }
    return nil
  }

  /// The copies of the sublayers after the first, as containers over the bounds: copy i
  /// turned by instanceTransformⁱ about the bounds' centre, tinted by its instance colour,
  /// its sublayers' time running i · instanceDelay behind.
  private func replicas(
    of replicator: ReplicatorContent, sublayers: [Layer], bounds: Rect, atLocalTime local: Double?
  ) -> [PresentedLayer] {
    guard replicator.instanceCount > 1, !sublayers.isEmpty else { return [] }
    var container = PropertyValues(
      bounds: bounds, position: Point(x: bounds.midX, y: bounds.midY))
    var transform = Transform3D.identity
    var copies: [PresentedLayer] = []
    for index in 1..<replicator.instanceCount {
      transform = transform * replicator.instanceTransform
      container.transform = transform
      let delayed = local.map { $0 - Double(index) * replicator.instanceDelay }
      var copy = PresentedLayer(
        name: nil, values: container,
        sublayers: sublayers.map {
          $0.presentation(atLocalTime: delayed.flatMap($0.timing.layerTime(atParentTime:)))
        })
      copy.colorMultiplier = replicator.color(ofInstance: index)
      copy.flattensSublayers = false
      copies.append(copy)
    }
    return copies
  }

  /// This layer's animatable properties as they show at timeline time `t` (without its
  /// sublayers): the model with every attached animation applied, in the order they were
  /// added, each at the layer's own time.
  public func presentedValues(at t: Double) -> PropertyValues {
    presentedValues(atLocalTime: keepsTimelineTime ? t : activeLocalTime(atTimelineTime: t))
  }

  private func presentedValues(
    of model: PropertyValues? = nil, atLocalTime t: Double?
  ) -> PropertyValues {
    var values = model ?? self.values
    guard let t else { return values }
    for attached in animations {
      let results = attached.animation.values(at: t) { keyPath in
        keyPath.component(of: values[keyPath.property])
      }
      for (keyPath, value) in results {
        let current = values[keyPath.property]
        if let updated = keyPath.replacingComponent(of: current, with: value) {
          values[keyPath.property] = updated
        }
      }
    }
    return values
  }
}
