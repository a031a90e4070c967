import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import ProcessServices

/// Turns a scene file's description into a live scene: layers, controls, animations and
/// touches, each checked against the rest of the file. A problem is recorded and the build
/// goes on without the part it concerns, so that one build finds every problem.
struct SceneBuilder {
  private let file: SceneFile
  private let replacements: [String: Image]
  private let scene: Scene
  private let log: ProblemLog
  private var entries: [Entry] = []
  private var imageGroups: [String: ImageButtonGroup] = [:]
  private let systemButtons = SystemButtons()
  private let images = LoadedImages()
  private let fonts = CheckedFonts()
  private var actionTargets: [String: (_ action: @escaping () -> Void) -> Void] = [:]
  private let measurer: TextMeasurer?
  /// The frames `layout` and `stack` give, by the layer's path.
  private var solvedFrames: [JSONPath: Rect] = [:]

  /// A layer of the tree with what the file says about it and where.
  private struct Entry {
    let layer: Layer
    let description: SceneLayer
    let path: JSONPath
    /// What the layer's control does, with the button that made the layer for those that do.
    let behaviour: Behaviour?
    /// Whether the layer is a mask (or in one), which touches do not hit.
    var inMask = false
  }

  /// A control of the file with the object that made its layer, if one did.
  private enum Behaviour {
    case imageButton(ImageButtonControl)
    case flipTransition(FlipTransitionControl)
    case systemButton(SystemButtonControl, SystemButton)
    case rotateGesture(RotateGestureControl)
    case fluidButton(FluidButton)
  }

  /// A builder of `file`'s scene that records its problems in `log`.
  init(
    file: SceneFile, replacements: [String: Image], measurer: TextMeasurer?,
    log: ProblemLog = ProblemLog()
  ) {
    self.file = file
    self.log = log
    self.replacements = replacements
    self.measurer = measurer
    let contents = file.contents
    scene = Scene(
      size: contents.size, duration: contents.duration,
      background: contents.background?.color
        ?? SystemColor.systemBackground.color(in: contents.appearance))
    scene.traits = contents.traits
    if let shows = contents.showsTouches { scene.touches.showsTouches = shows }
  }

  /// The scene, and every problem found on the way in document order (none when the scene
  /// is as the file says).
  func build() -> (scene: Scene, problems: [SceneError]) {
    var builder = self
    let measuring = self
    builder.solvedFrames = SceneLayoutSystem(file: file, log: log) {
      d, path, width throws(SceneError) in
      try measuring.intrinsicSize(of: d, at: path, width: width)
    }.frames()
    for (i, layer) in file.contents.layers.enumerated() {
      builder.addLayer(layer, to: scene.rootLayer, at: [.key("layers"), .index(i)])
    }
    for i in builder.entries.indices {
      log.recording { () throws(SceneError) in try builder.makeControl(i) }
    }
    builder.addAnimations()
    scene.touches.run(file.contents.touchScript)
    return (scene, log.inDocumentOrder)
  }

  /// Records the problems of the images and fonts `layers` name, each layer at its place in
  /// the file, without building anything.
  func checkFiles(of layers: [(layer: SceneLayer, path: JSONPath)]) {
    for (d, path) in layers {
      if let image = d.image {
        log.recording { () throws(SceneError) in
          _ = try loadImage(image, replacing: d.name, at: path + .key("image"))
        }
      }
      if let text = d.text { _ = textContent(text, at: path + .key("text")) }
    }
  }

  // MARK: - Layers

  private mutating func addLayer(
    _ d: SceneLayer, to parent: Layer, at path: JSONPath, inMask: Bool = false
  ) {
    let layer: Layer
    var behaviour: Behaviour?
    let solved = solvedFrames[path]
    switch (d.control, solved ?? d.frame) {
    case (.systemButton(let c)?, let frame?):
      if let name = d.name {
        let button = SystemButton(name: name, frame: frame, timeline: scene.timeline)
        layer = button.layer
        behaviour = .systemButton(c, button)
      } else {
        log.record(file.error(at: path + .key("control"), "a systemButton's layer needs a 'name'"))
        layer = Layer(frame: frame, name: d.name)
      }
    case (.fluidButton(let c)?, let frame?):
      let button = FluidButton(
        title: c.title, frame: frame, style: c.style?.style ?? .flat,
        timeline: scene.timeline, name: d.name)
      layer = button.layer
      behaviour = .fluidButton(button)
    case (.imageButton(let c)?, let frame):
      layer = Layer(frame: frame ?? .zero, name: d.name)
      behaviour = .imageButton(c)
    case (.flipTransition(let c)?, let frame):
      layer = Layer(frame: frame ?? .zero, name: d.name)
      behaviour = .flipTransition(c)
    case (.rotateGesture(let c)?, let frame):
      layer = Layer(frame: frame ?? .zero, name: d.name)
      behaviour = .rotateGesture(c)
    case (nil, let frame):
      layer = Layer(frame: frame ?? .zero, name: d.name)
    case (let control?, nil):
      log.record(
        file.error(
          at: path + .key("control"),
          "a \(control.kind.rawValue) needs the layer's 'frame' (or 'layout')"))
      layer = Layer(name: d.name)
    }
    apply(d, to: layer, at: path)
    if let solved {
      // The anchor point sits where it falls in the solved frame, as UIKit sets a view's
      // center for its frame.
      let anchor = layer.anchorPoint
      layer.bounds = Rect(origin: layer.bounds.origin, size: solved.size)
      layer.position = Point(
        x: solved.minX + anchor.x * solved.width, y: solved.minY + anchor.y * solved.height)
    }
    parent.addSublayer(layer)
    entries.append(
      Entry(layer: layer, description: d, path: path, behaviour: behaviour, inMask: inMask))
    if let mask = d.mask { addMask(mask, to: layer, at: path + .key("mask")) }
    for (i, sublayer) in d.sublayers.enumerated() {
      addLayer(sublayer, to: layer, at: path + .key("sublayers") + .index(i), inMask: inMask)
    }
  }

  /// Makes the layer `d` describes the mask of `layer`, with its own mask and sublayers. A
  /// mask is written inside the layer it masks, so it can be neither that layer's ancestor
  /// nor elsewhere in the tree; the model's check stands guard all the same.
  private mutating func addMask(_ d: SceneLayer, to layer: Layer, at path: JSONPath) {
    // A mask has no superlayer: it is built under a stand-in, then taken from it.
    let holder = Layer()
    addLayer(d, to: holder, at: path, inMask: true)
    guard let mask = holder.sublayers.first else { return }
    do {
      try layer.setMask(mask)
    } catch {
      log.record(file.error(at: path, error.description))
    }
  }

  private func apply(_ d: SceneLayer, to layer: Layer, at path: JSONPath) {
    if d.properties.keys.contains(where: ShapeContent.owns) { layer.shape = ShapeContent() }
    if d.properties[.colors] != nil { layer.gradient = GradientContent() }
    if let count = d.instanceCount { layer.replicator = ReplicatorContent(instanceCount: count) }
    for property in LayerProperty.allCases {
      if let value = d.properties[property] { layer[property] = value }
    }
    if let type = d.gradientType { layer.gradient?.type = type }
    if let depth = d.preservesDepth { layer.replicator?.preservesDepth = depth }
    if let rule = d.fillRule { layer.shape?.fillRule = rule }
    if let cap = d.lineCap { layer.shape?.lineCap = cap }
    if let join = d.lineJoin { layer.shape?.lineJoin = join }
    if let pattern = d.lineDashPattern { layer.shape?.lineDashPattern = pattern }
    if let hidden = d.hidden { layer.isHidden = hidden }
    if let masks = d.masksToBounds { layer.masksToBounds = masks }
    if let doubleSided = d.doubleSided { layer.isDoubleSided = doubleSided }
    if let enabled = d.userInteractionEnabled { layer.isUserInteractionEnabled = enabled }
    if let gravity = d.contentsGravity { layer.contentsGravity = gravity }
    if let text = d.text { layer.text = textContent(text, at: path + .key("text")) }
    if let emitter = d.emitter { addEmitter(emitter, to: layer, at: path + .key("emitter")) }
    if let image = d.image {
      log.recording { () throws(SceneError) in
        let picture = try loadImage(image, replacing: d.name, at: path + .key("image"))
        layer.contents = LayerContents(
          image: picture, scale: d.contentsScale ?? Self.scale(ofImageNamed: image))
      }
    }
  }

  /// Makes `layer` the emitter `d` describes, its cells' images loaded, and sets its
  /// `birthRate` to 0 at `stopBirthsAt`.
  private func addEmitter(_ d: SceneEmitter, to layer: Layer, at path: JSONPath) {
    var content = d.content
    content.emitterCells = d.cells.enumerated().map {
      cell(of: $1, at: path + .key("cells") + .index($0))
    }
    layer.values.emitter = content
    guard let stop = d.stopBirthsAt else { return }
    scene.timeline.schedule(at: stop) { [weak layer] in layer?.values.emitter?.birthRate = 0 }
  }

  /// The engine's cell `d` describes, its image and its sub-cells' loaded; a problem with
  /// an image is recorded and the cell drawn without it.
  private func cell(of d: SceneEmitterCell, at path: JSONPath) -> EmitterCell {
    var cell = d.cell
    if let image = d.contents {
      log.recording { () throws(SceneError) in
        let picture = try loadImage(image, replacing: d.cell.name, at: path + .key("contents"))
        cell.contents = LayerContents(
          image: picture, scale: d.contentsScale ?? Self.scale(ofImageNamed: image))
      }
    }
    cell.emitterCells = d.cells.enumerated().map {
      self.cell(of: $1, at: path + .key("cells") + .index($0))
    }
    return cell
  }

  /// The size of the layer's text (measured in a box `width` points wide) or else of its
  /// image in points; nil for a layer with neither.
  private func intrinsicSize(of d: SceneLayer, at path: JSONPath, width: Double)
    throws(SceneError) -> Size?
  {
    if let text = d.text {
      guard let measurer else {
        throw file.error(
          at: path + .key("text"),
          "the layout needs the text's size, and the scene was made without fonts to measure "
            + "it (give makeScene a TextMeasurer)")
      }
      return measurer.size(of: textContent(text, at: path + .key("text")), width: width)
    }
    guard let image = d.image else { return nil }
    let picture = try loadImage(image, replacing: d.name, at: path + .key("image"))
    let scale = d.contentsScale ?? Self.scale(ofImageNamed: image)
    return Size(width: Double(picture.width) / scale, height: Double(picture.height) / scale)
  }

  /// 2 for `name@2x.png`, 3 for `name@3x.png`, else 1, as `UIImage(named:)` reads it.
  static func scale(ofImageNamed name: String) -> Double {
    let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    if stem.hasSuffix("@2x") { return 2 }
    if stem.hasSuffix("@3x") { return 3 }
    return 1
  }

  private func loadImage(_ relative: String, replacing name: String? = nil, at path: JSONPath)
    throws(SceneError) -> Image
  {
    if let name, let replacement = replacements[name] { return replacement }
    let resolved = resolve(relative)
    if let loaded = images.byPath[resolved] { return loaded }
    do {
      // The images of a file together stay within the pixel limit, each file decoded once:
      // checked on the header before the pixels are decoded.
      let info = try PNGInfo(contentsOfPNGFile: resolved, limits: file.limits)
      let pixels = info.width * info.height
      guard images.pixels + pixels <= file.limits.maxPixels else {
        var problem = file.error(
          at: path,
          "the scene's images together exceed the limit of \(file.limits.maxPixels) px "
            + "(this one adds \(info.width) × \(info.height))")
        problem.exceededLimits = [.maxPixels]
        throw problem
      }
      let image = try Image(contentsOfPNGFile: resolved, limits: file.limits)
      images.pixels += pixels
      images.byPath[resolved] = image
      return image
    } catch let problem as SceneError {
      throw problem
    } catch {
      var problem = file.error(at: path, "cannot use the image: \(error.localizedDescription)")
      problem.exceededLimits = (error as? any LimitExceeding)?.exceededLimits ?? []
      throw problem
    }
  }

  /// `text`'s content with its font files' paths resolved as images' are, each checked to
  /// be a readable TrueType or OpenType file; a problem is recorded at the key naming it.
  private func textContent(_ text: SceneText, at path: JSONPath) -> TextContent {
    for font in text.fontFiles {
      log.recording { () throws(SceneError) in
        try checkFontFile(resolve(font.path), at: JSONPath(path.components + font.key))
      }
    }
    var content = text.content
    for i in content.runs.indices {
      if case .file(let relative) = content.runs[i].font.family {
        content.runs[i].font.family = .file(resolve(relative))
      }
    }
    return content
  }

  /// The first bytes of a TrueType font (`00 01 00 00`, or Apple's `true`), an OpenType font
  /// with PostScript outlines (`OTTO`), or a collection of either (`ttcf`).
  private static let fontSignatures: [[UInt8]] = [
    [0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8),
  ]

  /// Throws when the font file at `resolved` is missing, not a regular readable file, does
  /// not start as a font file does, or cannot be drawn from (the measurer's fonts say
  /// why); or when it is one more different file than `Limits.maxFonts`.
  private func checkFontFile(_ resolved: String, at path: JSONPath) throws(SceneError) {
    if let known = fonts.byPath[resolved] {
      if let problem = known { throw file.error(at: path, problem) }
      return
    }
    guard fonts.byPath.count < file.limits.maxFonts else {
      // One problem says the limit; the files past it are neither opened nor listed.
      guard !fonts.isOverLimit else { return }
      fonts.isOverLimit = true
      var problem = file.error(
        at: path,
        "cannot use the font: \(resolved): the texts name more than \(file.limits.maxFonts) "
          + "different font files")
      problem.exceededLimits = [.maxFonts]
      throw problem
    }
    var problem: String?
    do {
      try checkFontBytes(resolved, at: path)
      try measurer?.checkFont(at: resolved)
    } catch let error as SceneError {
      problem = error.message
    } catch {
      problem = "cannot use the font: \(error.localizedDescription)"
    }
    fonts.byPath[resolved] = .some(problem)
    if let problem { throw file.error(at: path, problem) }
  }

  /// Throws when the font file at `resolved` is missing, not a regular readable file, or
  /// does not start as a font file does.
  private func checkFontBytes(_ resolved: String, at path: JSONPath) throws(SceneError) {
    let handle: FileHandle
    do {
      handle = try ReadableFile.open(resolved, maxBytes: .max)
    } catch {
      let reason =
        switch error {
        case .cannotOpen(let reason): reason
        case .tooLarge(let bytes): "\(bytes) bytes"
        }
      throw file.error(at: path, "cannot use the font: \(resolved): cannot open: \(reason)")
    }
    // Closing a file only read loses nothing: its bytes are read, or the read's error thrown.
    defer { try? handle.close() }
    let start: [UInt8]
    do {
      start = Array(try handle.read(upToCount: 4) ?? Data())
    } catch {
      throw file.error(at: path, "cannot use the font: \(resolved): cannot read: \(error)")
    }
    guard Self.fontSignatures.contains(start) else {
      throw file.error(
        at: path,
        "cannot use the font: \(resolved): not a TrueType or OpenType font (a .ttf, .otf or "
          + ".ttc file starts with 00 01 00 00, 'true', 'OTTO' or 'ttcf')")
    }
  }

  /// A path relative to the scene file's folder (absolute paths stay).
  private func resolve(_ relative: String) -> String {
    if relative.hasPrefix("/") { return relative }
    let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent()
    return folder.appendingPathComponent(relative).path
  }

  // MARK: - Names

  /// The layer a name refers to: "root", or the one layer of that name.
  private func layer(named name: String, at path: JSONPath) throws(SceneError) -> Entry? {
    if name == "root" && !entries.contains(where: { $0.description.name == "root" }) {
      return nil
    }
    let matches = entries.filter { $0.layer.name == name || $0.description.name == name }
    guard matches.count == 1 else {
      if matches.isEmpty {
        let names = entries.compactMap(\.description.name) + ["root"]
        throw file.error(at: path, Suggestion.unknown("layer", name, among: names))
      }
      throw file.error(
        at: path,
        "\(matches.count) layers are named \(name.quoted()); names used here must be unique")
    }
    return matches[0]
  }

  private func touchArea(_ name: String?, at path: JSONPath) throws(SceneError) -> Layer {
    guard let name else { return scene.rootLayer }
    return try layer(named: name, at: path)?.layer ?? scene.rootLayer
  }

  // MARK: - Controls

  private mutating func makeControl(_ i: Int) throws(SceneError) {
    let entry = entries[i]
    guard let behaviour = entry.behaviour else { return }
    let path = entry.path + .key("control")
    if entry.inMask {
      throw file.error(
        at: path,
        "a mask is neither drawn nor touched (only its alpha is used), so no layer in it can "
          + "be a control")
    }
    let timeline = scene.timeline
    switch behaviour {
    case .imageButton(let c):
      guard let name = entry.description.name else {
        throw file.error(at: path, "an imageButton's layer needs a 'name'")
      }
      guard entry.description.image != nil else {
        throw file.error(at: path, "an imageButton's layer needs an 'image'")
      }
      let groupName = c.group ?? ""
      let group = imageGroups[groupName] ?? ImageButtonGroup()
      imageGroups[groupName] = group
      let button = ImageButton(layer: entry.layer, name: name, group: group, timeline: timeline)
      addActions(c.actions, at: path + .key("actions")) { button.addAction($0) }
      actionTargets[name] = { button.addAction($0) }
      scene.touches.register(button)
    case .systemButton(let c, let button):
      let name = button.name
      for (state, title) in c.titles.sorted(by: { $0.key < $1.key }) {
        button.setTitle(title, for: state.state)
      }
      for (state, color) in c.titleColors.sorted(by: { $0.key < $1.key }) {
        button.setTitleColor(color.color, for: state.state)
      }
      for (state, image) in c.images.sorted(by: { $0.key < $1.key }) {
        log.recording { () throws(SceneError) in
          button.setImage(try loadImage(image, at: path + .key("images")), for: state.state)
        }
      }
      for (state, image) in c.backgroundImages.sorted(by: { $0.key < $1.key }) {
        log.recording { () throws(SceneError) in
          button.setBackgroundImage(
            try loadImage(image, at: path + .key("backgroundImages")), for: state.state)
        }
      }
      if let tint = c.tintColor { button.tintColor = tint.color }
      if !c.enabled { button.isEnabled = false }
      if c.selected { button.isSelected = true }
      systemButtons.byName[name] = button
      addActions(c.actions, at: path + .key("actions")) { button.addAction($0) }
      actionTargets[name] = { button.addAction($0) }
      scene.touches.register(button)
    case .fluidButton(let button):
      scene.touches.register(button)
    case .flipTransition(let c):
      var views: [Layer] = []
      for (k, name) in c.views.enumerated() {
        if let view = entry.layer.sublayers.first(where: { $0.name == name }) {
          views.append(view)
        } else {
          let names = entry.layer.sublayers.compactMap(\.name)
          log.record(
            file.error(
              at: path + .key("views") + .index(k),
              Suggestion.naming("no sublayer of this layer is named", name, among: names)))
        }
      }
      let area = try touchArea(c.touchArea, at: path + .key("touchArea"))
      guard views.count == 2 else { return }
      for view in views.dropFirst() { view.removeFromSuperlayer() }
      let controller = FlipController(
        view: area, container: entry.layer, views: (views[0], views[1]), duration: c.duration,
        timeline: timeline)
      scene.touches.register(controller)
    case .rotateGesture(let c):
      let rotating = RotatingImage(layer: entry.layer, animated: c.animated)
      let recognizer = RotateGestureRecognizer(
        view: try touchArea(c.touchArea, at: path + .key("touchArea")), timeline: timeline
      ) { rotating.apply($0) }
      scene.touches.register(recognizer)
    }
  }

  private func addActions(
    _ actions: [SceneAction], at path: JSONPath, to add: (@escaping () -> Void) -> Void
  ) {
    let size = scene.size
    let timeline = scene.timeline
    let touches = scene.touches
    for (k, action) in actions.enumerated() {
      switch action {
      case .alert(let title):
        add { AlertPanel(title: title, sceneSize: size, timeline: timeline).present(in: touches) }
      case .toggleSelected(let name):
        // The button may come later in the file: look it up when the action runs.
        let names = file.contents.layersDepthFirst.filter { $0.control?.kind == .systemButton }
          .compactMap(\.name)
        guard names.contains(name) else {
          log.record(
            file.error(
              at: path + .index(k) + .key("toggleSelected"),
              Suggestion.unknown("system button", name, among: names)))
          continue
        }
        let buttons = systemButtons
        add { buttons.byName[name]?.isSelected.toggle() }
      }
    }
  }

  // MARK: - Animations

  private mutating func addAnimations() {
    var byKey: [String: [(layer: Layer, animation: SceneAnimation, path: JSONPath)]] = [:]
    var all: [(layer: Layer, animation: SceneAnimation, path: JSONPath)] = []
    for entry in entries {
      for (k, animation) in entry.description.animations.enumerated() {
        let item = (entry.layer, animation, entry.path + .key("animations") + .index(k))
        all.append(item)
        if let key = animation.key { byKey[key, default: []].append(item) }
      }
    }
    // The timeline owns the table; what the table's closures start holds it weakly, so a
    // scene is freed with its timeline.
    let followers = Followers()
    scene.timeline.keepAlive(followers)
    let loops = Self.loops(byKey: byKey)
    for (target, animation, path) in all {
      log.recording { () throws(SceneError) in
        try addAnimation(
          animation, to: target, at: path, byKey: byKey, loops: loops, followers: followers)
      }
    }
  }

  /// Schedules `animation` on `target` for its start, or throws the problem with its start.
  private mutating func addAnimation(
    _ animation: SceneAnimation, to target: Layer, at path: JSONPath,
    byKey: [String: [(layer: Layer, animation: SceneAnimation, path: JSONPath)]],
    loops: [String: [String]], followers: Followers
  ) throws(SceneError) {
    try checkShape(animation, on: target, at: path)
    var start = Starter(
      layer: target, animation: animation, timeline: scene.timeline, followers: followers)
    if case .transition(let transition) = animation.body, let from = transition.from,
      let to = transition.to
    {
      start.views = (
        try sublayer(of: target, named: from, at: path + .key("from")),
        try sublayer(of: target, named: to, at: path + .key("to"))
      )
      if from == to {
        throw file.error(at: path + .key("to"), "'from' and 'to' name the same sublayer")
      }
    }
    switch animation.start {
    case .sceneStart:
      if case .transition(let transition) = animation.body, case .layer = transition.drawing {
        // Core Animation's transition shows what the turn changes: it starts in the first
        // turn after the build, so that its old picture is the scene as the file builds it.
        let run = start.run
        scene.timeline.schedule(at: 0) { run() }
      } else {
        start.run()
      }
    case .tap(let name):
      let target = try layer(named: name, at: path + .key("start") + .key("tap"))
      try onTap(target, name: name, at: path + .key("start") + .key("tap"), run: start.run)
    case .after(let key):
      let keyPath = path + .key("start") + .key("after")
      guard let leaders = byKey[key] else {
        throw file.error(
          at: keyPath, Suggestion.unknown("animation key", key, among: byKey.keys.sorted()))
      }
      guard leaders.count == 1 else {
        throw file.error(
          at: keyPath,
          "\(leaders.count) animations have the key \(key.quoted()); "
            + "the one followed must be unique")
      }
      if let key = animation.key, let loop = loops[key] {
        throw file.error(
          at: keyPath,
          "'start.after' goes round in a loop (\(loop.joined(separator: " → "))); "
            + "repeat an animation with repeatCount instead")
      }
      followers.add(start.run, after: key)
    }
  }

  /// Throws when `animation` animates a property of a shape, gradient or replicator on a
  /// layer that is not one, or animates a path or a list from or to the layer's own (a value
  /// left out) when the two cannot be interpolated: paths with other elements, lists of
  /// another length, or none at all.
  private func checkShape(_ animation: SceneAnimation, on layer: Layer, at path: JSONPath)
    throws(SceneError)
  {
    func check(_ member: any LayerAnimation, at path: JSONPath) throws(SceneError) {
      let keyPath: AnimationKeyPath
      // The value given, where the other is the model's.
      var againstModel: [AnimatableValue?] = []
      var given = "to"
      switch member {
      case let basic as BasicAnimation:
        keyPath = basic.keyPath
        if basic.fromValue == nil || basic.toValue == nil {
          againstModel = [basic.fromValue, basic.toValue]
          given = basic.toValue == nil ? "from" : "to"
        }
      case let spring as SpringAnimation:
        keyPath = spring.keyPath
        if spring.fromValue == nil || spring.toValue == nil {
          againstModel = [spring.fromValue, spring.toValue]
          given = spring.toValue == nil ? "from" : "to"
        }
      case let keyframe as KeyframeAnimation: keyPath = keyframe.keyPath
      case let group as AnimationGroup:
        for (k, child) in group.animations.enumerated() {
          try check(child, at: path + .key("animations") + .index(k))
        }
        return
      default: return
      }
      if SceneLayer.textProperties.contains(keyPath.property), layer.text == nil {
        throw file.error(
          at: path + .key("keyPath"),
          "'\(keyPath.string)' animates the layer's text: give the layer a 'text'")
      }
      if let kind = SceneLayer.Kind(owning: keyPath.property) {
        let present =
          switch kind {
          case .shape: layer.shape != nil
          case .gradient: layer.gradient != nil
          case .replicator: layer.replicator != nil
          case .emitter: layer.values.emitter != nil
          }
        guard present else {
          throw file.error(
            at: path + .key("keyPath"),
            "'\(keyPath.string)' animates a \(kind) layer's property: \(kind.request)")
        }
      }
      let own = layer[keyPath.property]
      for case let value? in againstModel where keyPath.string == keyPath.property.rawValue {
        if let problem = mismatch(keyPath, own: own, given: value) {
          throw file.error(at: path + .key(given), problem)
        }
      }
    }
    if let member = animation.animation { try check(member, at: path) }
  }

  /// Why `given` cannot be interpolated with the layer's own value `own` of `keyPath`'s
  /// property, nil when it can.
  private func mismatch(_ keyPath: AnimationKeyPath, own: AnimatableValue, given: AnimatableValue)
    -> String?
  {
    let name = keyPath.string
    switch (own, given) {
    case (.path(let mine), .path(let other)):
      if mine.isEmpty, keyPath.property == .shadowPath {
        return "'\(name)' animates from or to the layer's own shadowPath, and it has none: "
          + "give the layer a 'shadowPath', or give both 'from' and 'to'"
      }
      guard !other.hasSameElementKinds(as: mine) else { return nil }
      return AnimationError.pathsDoNotMatch(
        keyPath: name, first: mine.elementKinds, other: other.elementKinds
      ).localizedDescription
    case (.numbers(let mine), .numbers(let other)):
      if mine.isEmpty {
        return "'\(name)' animates from or to the layer's own locations, and it has none (its "
          + "colours are spaced evenly): give the layer 'locations', or give both 'from' and "
          + "'to'"
      }
      guard mine.count != other.count else { return nil }
      return AnimationError.listsDoNotMatch(keyPath: name, first: mine.count, other: other.count)
        .localizedDescription
    case (.colors(let mine), .colors(let other)):
      guard mine.count != other.count else { return nil }
      return AnimationError.listsDoNotMatch(keyPath: name, first: mine.count, other: other.count)
        .localizedDescription
    default:
      return nil
    }
  }

  /// The sublayer of `layer` named `name`, which a transition hides or shows.
  private func sublayer(of layer: Layer, named name: String, at path: JSONPath)
    throws(SceneError) -> Layer
  {
    if let view = layer.sublayers.first(where: { $0.name == name }) { return view }
    let names = layer.sublayers.compactMap(\.name)
    throw file.error(
      at: path, Suggestion.naming("no sublayer of this layer is named", name, among: names))
  }

  /// For each key on a loop of 'after' starts, the loop from it back to it (`a → b → a`):
  /// one walk over the chains, each key visited once, however long they are.
  private static func loops(
    byKey: [String: [(layer: Layer, animation: SceneAnimation, path: JSONPath)]]
  ) -> [String: [String]] {
    // Each key's leader, when the one animation under it starts after another's end.
    var leader: [String: String] = [:]
    for (key, items) in byKey where items.count == 1 {
      if case .after(let led) = items[0].animation.start, byKey[led]?.count == 1 {
        leader[key] = led
      }
    }
    var loops: [String: [String]] = [:]
    var done = Set<String>()
    for start in byKey.keys.sorted() where !done.contains(start) {
      var chain: [String] = []
      var position: [String: Int] = [:]
      var current: String? = start
      while let key = current, !done.contains(key) {
        if let first = position[key] {
          let cycle = Array(chain[first...])
          for (k, member) in cycle.enumerated() {
            loops[member] = Array(cycle[k...] + cycle[..<k]) + [member]
          }
          break
        }
        position[key] = chain.count
        chain.append(key)
        current = leader[key]
      }
      done.formUnion(chain)
    }
    return loops
  }

  private mutating func onTap(
    _ target: Entry?, name: String, at path: JSONPath, run: @escaping () -> Void
  ) throws(SceneError) {
    if let add = actionTargets[name] {
      add(run)
      return
    }
    let layer = target?.layer ?? scene.rootLayer
    if let target, target.inMask {
      throw file.error(
        at: path,
        "\(name.quoted()) is a mask or in one, which touches do not hit: tap the layer it masks")
    }
    if let target, let control = target.description.control {
      throw file.error(
        at: path,
        "\(name.quoted()) is a \(control.kind.rawValue), which has no tap action; "
          + "image and system buttons do")
    }
    let recognizer = TapRecognizer(layer: layer, name: "tap \(name)", timeline: scene.timeline)
    recognizer.addAction(run)
    actionTargets[name] = { recognizer.addAction($0) }
    scene.touches.register(recognizer)
  }
}

/// The images a build has decoded, by resolved path, and their pixels in all.
private final class LoadedImages {
  var byPath: [String: Image] = [:]
  var pixels = 0
}

/// The font files checked so far, by resolved path, with the problem of each (nil: none).
private final class CheckedFonts {
  var byPath: [String: String?] = [:]
  /// Whether a file past `Limits.maxFonts` was met.
  var isOverLimit = false
}

/// The system buttons by name, filled in as they are made.
private final class SystemButtons {
  var byName: [String: SystemButton] = [:]
}

/// The animations waiting for others to end, by the key of the one they follow.
private final class Followers {
  var waiting: [String: [() -> Void]] = [:]
  func add(_ run: @escaping () -> Void, after key: String) { waiting[key, default: []].append(run) }
}

/// Adds one animation of the file to its layer when its start comes.
private struct Starter {
  let layer: Layer
  let animation: SceneAnimation
  weak var timeline: Timeline?
  weak var followers: Followers?
  /// A transition's sublayers, the one it hides and the one it shows.
  var views: (from: Layer, to: Layer)?

  func run() {
    let key = animation.key
    let ended: (Bool) -> Void = { [weak followers] finished in
      guard finished, let key, let followers else { return }
      for run in followers.waiting[key] ?? [] { run() }
    }
    switch animation.body {
    case .view(let view):
      view.animation.run(view.changes.layerChanges(for: layer), on: layer, completion: ended)
    case .transition(let transition):
      let layer = self.layer
      let views = self.views
      let change = {
        if let views {
          views.from.isHidden = true
          views.to.isHidden = false
        }
        for (property, value) in transition.changes.layerChanges(for: layer) {
          layer[property] = value
        }
        if let hidden = transition.changes.hidden { layer.isHidden = hidden }
      }
      switch transition.drawing {
      case .view(let view):
        view.run(on: layer, change: change, completion: ended)
      case .layer(let engine):
        layer.add(engine, forKey: key, completion: ended)
        change()
      }
    case .basic, .keyframe, .spring, .group:
      guard var engine = animation.animation, let timeline else { return }
      let delay = engine.timing.beginTime
      engine.timing.beginTime = delay == 0 ? 0 : timeline.now + delay
      layer.add(engine, forKey: key, completion: ended)
    }
  }
}
