import Animation
import Geometry
import Layers
import ProcessServices
import Raster
import Scenes

extension RenderWork {
  /// The estimate for `file` rendered with `settings`, from the file as read, before
  /// anything is built: each layer at the largest bounds and scale the file or its
  /// animations give it, a shadow at the largest radius they give it, and a control as the
  /// layers it becomes.
  package init(file: SceneFile, settings: RenderSettings) {
    let scene = file.contents
    self.init(
      layers: scene.layers.enumerated().map {
        SceneWorkLayer(layer: $1, path: JSONPath([.key("layers"), .index($0)]))
      },
      size: scene.size, scale: settings.scale,
      frames: Int((scene.duration * settings.fps).rounded()))
  }

  /// Throws the ``refusal(under:)`` as a `SceneError` of `file`: at the shadow's radius for
  /// a shadow, at the emitter for its particles, else at the file's layers.
  func check(in file: SceneFile, limits: Limits) throws {
    guard let refusal = refusal(under: limits) else { return }
    let path = refusal.location as? JSONPath ?? JSONPath([.key("layers")])
    var problem = file.error(at: path, refusal.message)
    problem.exceededLimits = [refusal.limit]
    throw problem
  }
}

/// A scene file's layer as the cost model sees it, with where it is in the file.
struct SceneWorkLayer: WorkLayer {
  let layer: SceneLayer
  let path: JSONPath
  /// Whether this stands for the old picture of the layer's Core Animation transition,
  /// drawn beside the layer while the transition runs.
  let isOldPicture: Bool
  /// The largest the layer shows over the render.
  private let extremes: PresentedExtremes

  init(layer: SceneLayer, path: JSONPath, isOldPicture: Bool = false) {
    self.layer = layer
    self.path = path
    self.isOldPicture = isOldPicture
    extremes = PresentedExtremes(layer)
  }

  /// The layers a control adds to its own (title, image, background).
  static let layersPerControl = 3

  var name: String? { layer.name }
  /// The largest bounds the file and its animations give the layer.
  var boundsSize: Size { extremes.size }
  /// The largest scale the file and its animations give the layer's transform.
  var magnification: (x: Double, y: Double) { extremes.scale }
  var ownLayerCount: Int { 1 + (layer.control == nil ? 0 : Self.layersPerControl) }
  var shape: (path: Path, lineWidth: Double, miterLimit: Double)? {
    guard case .path(let path)? = layer.properties[.path] else { return nil }
    var lineWidth = 1.0
    if case .scalar(let w)? = layer.properties[.lineWidth] { lineWidth = w }
    var miter = 10.0
    if case .scalar(let m)? = layer.properties[.miterLimit] { miter = m }
    return (path, lineWidth, miter)
  }
  var text: TextContent? { layer.text?.content }
  var instanceCount: Int { layer.instanceCount ?? 1 }
  var sublayers: [SceneWorkLayer] {
    let own = layer.sublayers.enumerated().map {
      SceneWorkLayer(layer: $1, path: path + .key("sublayers") + .index($0))
    }
    let transitions = layer.animations.contains {
      guard case .transition(let transition) = $0.body, case .layer = transition.drawing
      else { return false }
      return true
    }
    guard transitions, !isOldPicture else { return own }
    return own + [SceneWorkLayer(layer: layer, path: path, isOldPicture: true)]
  }
  var mask: SceneWorkLayer? {
    layer.mask.map { SceneWorkLayer(layer: $0, path: path + .key("mask")) }
  }
  /// Shown when the file gives it an opacity above 0 or animates its opacity; at the
  /// largest radius the file or its animations give it.
  var shadow: (radius: Double, path: Path?)? {
    var shown = false
    if case .scalar(let opacity)? = layer.properties[.shadowOpacity], opacity > 0 {
      shown = true
    }
    if layer.animations.contains(where: { $0.animates(.shadowOpacity) }) { shown = true }
    guard shown else { return nil }
    var radius = 3.0
    if case .scalar(let r)? = layer.properties[.shadowRadius] { radius = r }
    for animation in layer.animations {
      for case .scalar(let r) in animation.values(for: .shadowRadius) {
        radius = max(radius, abs(r))
      }
    }
    var shadowPath: Path?
    if case .path(let p)? = layer.properties[.shadowPath] { shadowPath = p }
    return (radius, shadowPath)
  }
  /// The particles as the built layer's emitter makes them at the moment it makes the most:
  /// when its longest-lived particles (sub-cells' included) have filled in after the last
  /// cell begins, or when `stopBirthsAt` stops births, if sooner. The cells' images are not
  /// read here, so each particle counts as the least a layer costs; a render's frames count
  /// their areas.
  var emitter: (costs: [(count: Double, area: Double)], renderMode: EmitterContent.RenderMode)? {
    // A transition's old picture has no emitter of its own: the layer's is counted.
    guard let emitter = layer.emitter, !isOldPicture else { return nil }
    let content = emitter.content
    var settings = [ParticleSystem.Setting(start: 0, content: content)]
    let stop = emitter.stopBirthsAt ?? .infinity
    if stop.isFinite {
      var stopped = content
      stopped.birthRate = 0
      settings.append(ParticleSystem.Setting(start: stop, content: stopped))
    }
    let system = ParticleSystem(settings: settings)
    // Each cell's particles are most when its longest-lived have filled in after it begins.
    let peaks = content.emitterCells.map {
      min($0.beginTime + ParticleSystem.reach(of: $0, in: content), stop, 1e9)
    }
    let costs = peaks.map(system.costs(at:)).max {
      $0.reduce(0) { $0 + $1.count } < $1.reduce(0) { $0 + $1.count }
    }
    return (costs ?? [], content.renderMode)
  }
  var emitterLocation: (any Sendable)? { path + .key("emitter") }
  var shadowLocation: (any Sendable)? {
    layer.properties[.shadowRadius] == nil ? path : path + .key("shadowRadius")
  }
}
