import Geometry
import Layers
import Pixels

/// A presented tree flattened, once per frame, into the steps that paint it: layers in
/// drawing order, and the groups that opacity, masksToBounds and masks need. Every band of
/// the frame runs the same steps, so the image does not depend on how rows are split.
///
/// Groups are whole canvases of the band's rows, pushed only where a layer needs one (a
/// faded layer with several parts, a clip, a mask), so a frame without them costs nothing
/// more.
struct FramePlan {
  /// One thing to do to the stack of canvases.
  enum Step {
    /// Paint a layer onto the top canvas.
    case paint(LayerPlan)
    /// Paint a layer's shape (fill, then stroke) onto the top canvas.
    case shape(ShapePlan)
    /// Blur, resaturate and tint what lies behind a layer, in its bounds.
    case backdrop(BackdropPlan)
    /// Push a blank canvas of the given rows (those the group's steps touch): what follows
    /// is drawn as a group.
    case beginGroup(rows: Range<Int>)
    /// Pop the group, clip it when asked, and blend it onto the canvas below, faded.
    case endGroup(opacity: Float, clip: Clip?)
    /// Pop the mask's group and the masked group beneath it, multiply the masked group by
    /// the mask's alpha, and blend it onto the canvas below, faded.
    case endMask(opacity: Float)
  }

  private(set) var steps: [Step] = []
  /// How far, in pixels, the backdrops' blurs read from a pixel, added up: a band is drawn
  /// with that much more around it, so that its pixels do not depend on the band.
  private(set) var backdropReach = 0
  let scale: Double
  private let width: Int
  private let height: Int
  let textures: TextureCache
  let fonts: FontLibrary?

  /// The steps of `root` on a `width` × `height` frame at `scale` pixels per point, its text
  /// in `font`.
  init(
    _ root: PresentedLayer, scale: Double, width: Int, height: Int, textures: TextureCache,
    fonts: FontLibrary?
  ) {
    self.init(
      subtree: root, parentToScreen: Transform3D.scale(x: scale, y: scale, z: 1), scale: scale,
      width: width, height: height, textures: textures, fonts: fonts)
  }

  /// The steps of `layer` and its sublayers alone, the layer's superlayer placing it on the
  /// screen by `parentToScreen`, on a `width` × `height` frame.
  init(
    subtree layer: PresentedLayer, parentToScreen: Transform3D, scale: Double, width: Int,
    height: Int, textures: TextureCache, fonts: FontLibrary?
  ) {
    self.init(scale: scale, width: width, height: height, textures: textures, fonts: fonts)
    add(layer, parentToScreen: parentToScreen, tint: Self.noTint)
  }

  /// The steps of what `layer` casts a shadow from — its background, contents, border,
  /// shape and sublayers, at full opacity, without its own shadow and mask — drawn through
  /// `toTexture` (layer → texture pixels) on a `width` × `height` texture.
  init(
    castingShadowOf layer: PresentedLayer, toTexture: Transform3D, width: Int, height: Int,
    scale: Double, textures: TextureCache, fonts: FontLibrary?
  ) {
    self.init(scale: scale, width: width, height: height, textures: textures, fonts: fonts)
    addContents(
      of: layer, toScreen: toTexture, homography: Homography(toTexture), opacity: 1,
      tint: Self.noTint)
  }

  /// A plan without steps yet.
  private init(
    scale: Double, width: Int, height: Int, textures: TextureCache, fonts: FontLibrary?
  ) {
    self.scale = scale
    self.width = width
    self.height = height
    self.textures = textures
    self.fonts = fonts
  }

  /// The multiplier that leaves colours as they are.
  static let noTint = SIMD4<Float>(1, 1, 1, 1)

  /// The given rows of the frame, over `background`, painted in the given columns (default:
  /// all): the steps run on a stack of canvases.
  func draw(rows: Range<Int>, columns: Range<Int>? = nil, background: Color) -> Canvas {
    guard backdropReach == 0 else {
      let r = backdropReach
      let columns = columns ?? 0..<width
      let wider = drawSteps(
        rows: max(rows.lowerBound - r, 0)..<min(rows.upperBound + r, height),
        columns: max(columns.lowerBound - r, 0)..<min(columns.upperBound + r, width),
        background: background)
      return wider.cropped(rows: rows, columns: columns)
    }
    return drawSteps(rows: rows, columns: columns, background: background)
  }

  /// The given rows and columns of the frame, over `background`: the steps run on a stack
  /// of canvases.
  private func drawSteps(rows: Range<Int>, columns: Range<Int>?, background: Color) -> Canvas {
    var stack = [
      Canvas(width: width, height: height, rows: rows, columns: columns, fill: background)
    ]
    for step in steps {
      switch step {
      case .paint(let layer):
        layer.paint(into: &stack[stack.count - 1])
      case .shape(let shape):
        shape.paint(into: &stack[stack.count - 1])
      case .backdrop(let backdrop):
        // What shows behind: the stack of canvases flattened, as they read before the
        // backdrop changes the top one.
        let layers = stack
        backdrop.paint(
          into: &stack[stack.count - 1], held: (layers[0].rows, layers[0].columns)
        ) { x, y in
          var p = SIMD4<Float>.zero
          for canvas in layers {
            if let q = canvas.pixel(x: x, y: y) { p = q + p * (1 - q.w / 255) }
          }
          return p
        }
      case .beginGroup(let touched):
        // Within the canvas below, so that the group composites onto rows it has.
        let below = stack[stack.count - 1].rows
        let from = min(max(touched.lowerBound, below.lowerBound), below.upperBound)
        let to = max(min(touched.upperBound, below.upperBound), from)
        stack.append(
          Canvas(width: width, height: height, rows: from..<to, columns: stack[0].columns))
      case .endGroup(let opacity, let clip):
        var group = stack.removeLast()
        clip?.apply(to: &group)
        stack[stack.count - 1].composite(group, opacity: opacity)
      case .endMask(let opacity):
        let mask = stack.removeLast()
        var group = stack.removeLast()
        group.multiply(byAlphaOf: mask)
        stack[stack.count - 1].composite(group, opacity: opacity)
      }
    }
    return stack[0]
  }

  /// A colour multiplier (a replicated copy's instance colour) as premultiplied factors in
  /// 0...1: multiplying a premultiplied pixel by it multiplies the straight colour by the
  /// multiplier's components and the alpha by its alpha.
  static func tint(_ color: Color) -> SIMD4<Float> {
    let a = Float(min(max(color.alpha, 0), 1))
    func c(_ v: Double) -> Float { Float(min(max(v, 0), 1)) * a }
    return SIMD4(c(color.red), c(color.green), c(color.blue), a)
  }

  private mutating func add(
    _ layer: PresentedLayer, parentToScreen: Transform3D, tint parentTint: SIMD4<Float>
  ) {
    let values = layer.values
    guard !layer.isHidden, values.opacity > 0 else { return }
    let toScreen = layer.transformToSuperlayer * parentToScreen
    let homography = Homography(toScreen)
    // det H / W³ is the Jacobian's determinant, so for visible points (W > 0) its sign says
    // whether the layer's front (positive orientation in its own y-down space) faces us.
    if !layer.isDoubleSided && homography.determinant < 0 { return }
    let tint =
      layer.colorMultiplier == .white ? parentTint : parentTint * Self.tint(layer.colorMultiplier)

    let opacity = Float(min(values.opacity, 1))
    let shadow = ShadowPlan.make(
      for: layer, homography: homography, opacity: 1, tint: tint, frame: self, width: width,
      height: height)
    let painted =
      ((values.backgroundColor?.alpha ?? 0) > 0 ? 1 : 0) + (layer.contents == nil ? 0 : 1)
      + (values.borderWidth > 0 ? 1 : 0)
      + (values.shape.map(ShapePlan.paintedCount(of:)) ?? 0)
      + (values.gradient == nil ? 0 : 1) + (shadow == nil ? 0 : 1)
    let hasSublayers = !layer.sublayers.isEmpty || !layer.replicas.isEmpty
    if let mask = layer.mask {
      let group = beginGroup()
      if let shadow { steps.append(.paint(shadow)) }
      addContents(of: layer, toScreen: toScreen, homography: homography, opacity: 1, tint: tint)
      if shadow != nil { leaveCoveredPixels(ofShadowAt: group + 1) }
      let rows = closeGroup(at: group)
      // The mask's canvas holds the same rows: outside them the product is nothing anyway.
      steps.append(.beginGroup(rows: rows))
      add(mask, parentToScreen: toScreen, tint: Self.noTint)
      steps.append(.endMask(opacity: opacity))
    } else if opacity < 1 && (hasSublayers || painted > 1) {
      let group = beginGroup()
      if let shadow { steps.append(.paint(shadow)) }
      addContents(of: layer, toScreen: toScreen, homography: homography, opacity: 1, tint: tint)
      if shadow != nil { leaveCoveredPixels(ofShadowAt: group + 1) }
      closeGroup(at: group)
      steps.append(.endGroup(opacity: opacity, clip: nil))
    } else {
      let shadowIndex = steps.count
      if var shadow {
        shadow.fade(by: opacity)
        steps.append(.paint(shadow))
      }
      addContents(
        of: layer, toScreen: toScreen, homography: homography, opacity: opacity, tint: tint)
      if shadow != nil { leaveCoveredPixels(ofShadowAt: shadowIndex) }
    }
  }

  /// Leaves out of the shadow painted at step `index` the pixels that the step after it,
  /// its layer's own plan, paints over with an opaque background at coverage 1: source-over
  /// of an opaque colour keeps nothing of what was below (s + d · 0), so the frame is the
  /// same to the bit.
  private mutating func leaveCoveredPixels(ofShadowAt index: Int) {
    guard index + 1 < steps.count, case .paint(var shadow) = steps[index],
      case .paint(let layer) = steps[index + 1], let interior = layer.opaqueInterior
    else { return }
    shadow.coveredBy = interior
    steps[index] = .paint(shadow)
  }

  private mutating func addContents(
    of layer: PresentedLayer, toScreen: Transform3D, homography: Homography, opacity: Float,
    tint: SIMD4<Float>
  ) {
    if let backdrop = BackdropPlan(
      layer, homography: homography, opacity: opacity, scale: scale, width: width,
      height: height)
    {
      steps.append(.backdrop(backdrop))
      backdropReach += backdrop.reach
    }
    let continuous = LayerPlan.hasContinuousCorners(layer)
    let shape = layer.values.shape
    // The bounds as a path's coverage: for continuous corners, and to clip a shape.
    let outline =
      continuous || (layer.masksToBounds && shape != nil)
      ? LayerPlan.boundsCoverage(of: layer, homography: homography, width: width, height: height)
      : nil
    let shapePlan = shape.flatMap {
      ShapePlan(
        $0, homography: homography, opacity: opacity, tint: tint, width: width, height: height,
        clip: layer.masksToBounds ? outline : nil)
    }
    if let plan = LayerPlan(
      layer, homography: homography, opacity: opacity, tint: tint, scale: scale, width: width,
      height: height, textures: textures, fonts: fonts, outline: continuous ? outline : nil)
    {
      if let shapePlan, plan.borderWidth > 0 && plan.border.w > 0 {
        // The shape goes between the contents and the border.
        var below = plan
        below.border = .zero
        steps.append(.paint(below))
        steps.append(.shape(shapePlan))
        var border = plan
        border.background = .zero
        border.gradient = nil
        border.sources = []
        steps.append(.paint(border))
      } else {
        steps.append(.paint(plan))
        if let shapePlan { steps.append(.shape(shapePlan)) }
      }
    } else if let shapePlan {
      steps.append(.shape(shapePlan))
    }
    guard !layer.sublayers.isEmpty || !layer.replicas.isEmpty else { return }
    let childParent = layer.sublayerSpace * toScreen
    let ordered = layer.sublayers.enumerated().sorted {
      ($0.element.values.zPosition, $0.offset) < ($1.element.values.zPosition, $1.offset)
    }.map(\.element)
    // A replicator's first copy is its sublayers, tinted by the first instance colour.
    let firstTint = layer.values.replicator.map { tint * Self.tint($0.color(ofInstance: 0)) }
    if layer.masksToBounds {
      let group = beginGroup()
      for sublayer in ordered {
        add(sublayer, parentToScreen: childParent, tint: firstTint ?? tint)
      }
      for replica in layer.replicas { add(replica, parentToScreen: childParent, tint: tint) }
      closeGroup(at: group)
      let clip = Clip(
        shape: RoundedRect(layer.values.bounds, cornerRadius: layer.values.cornerRadius),
        homography: homography, outline: continuous ? outline : nil)
      steps.append(.endGroup(opacity: opacity, clip: clip))
    } else {
      for sublayer in ordered {
        add(sublayer, parentToScreen: childParent, tint: firstTint ?? tint)
      }
      for replica in layer.replicas { add(replica, parentToScreen: childParent, tint: tint) }
    }
  }

  /// The rows the steps paint: every group's rows lie within them.
  var touchedRows: Range<Int> { Self.union(of: steps[...], \.paintedRows) }

  /// The columns the steps paint.
  var touchedColumns: Range<Int> { Self.union(of: steps[...], \.paintedColumns) }

  /// The smallest range holding every step's non-empty `extent`; empty when none has one.
  private static func union(
    of steps: ArraySlice<Step>, _ extent: (Step) -> Range<Int>?
  ) -> Range<Int> {
    var low = Int.max
    var high = Int.min
    for step in steps {
      guard let range = extent(step), !range.isEmpty else { continue }
      low = min(low, range.lowerBound)
      high = max(high, range.upperBound)
    }
    return low < high ? low..<high : 0..<0
  }

  /// Opens a group whose rows are set when it is closed; returns its step's index.
  private mutating func beginGroup() -> Int {
    steps.append(.beginGroup(rows: 0..<0))
    return steps.count - 1
  }

  /// Sets the rows of the group opened at `index` to those its steps touch, and returns
  /// them.
  @discardableResult
  private mutating func closeGroup(at index: Int) -> Range<Int> {
    let rows = Self.union(of: steps[(index + 1)...], \.paintedRows)
    steps[index] = .beginGroup(rows: rows)
    return rows
  }
}

extension FramePlan.Step {
  /// The rows a painting step paints; nil for the steps that group.
  fileprivate var paintedRows: Range<Int>? {
    switch self {
    case .paint(let plan): plan.bounds.minY..<plan.bounds.maxY
    case .shape(let plan): plan.rows
    case .backdrop(let plan): plan.bounds.minY..<plan.bounds.maxY
    case .beginGroup, .endGroup, .endMask: nil
    }
  }

  /// The columns a painting step paints; nil for the steps that group.
  fileprivate var paintedColumns: Range<Int>? {
    switch self {
    case .paint(let plan): plan.bounds.minX..<plan.bounds.maxX
    case .shape(let plan): plan.columns
    case .backdrop(let plan): plan.bounds.minX..<plan.bounds.maxX
    case .beginGroup, .endGroup, .endMask: nil
    }
  }
}
