import Geometry
import Layers

/// A presented tree flattened, once per frame, into the steps that paint it: layers in
/// drawing order, and the groups that opacity and masksToBounds need. Every band of the
/// frame runs the same steps, so the image does not depend on how rows are split.
struct FramePlan {
  /// One thing to do to the stack of canvases.
  enum Step {
    /// Paint a layer onto the top canvas.
    case paint(LayerPlan)
    /// Paint a layer's shape (fill, then stroke) onto the top canvas.
    case shape(ShapePlan)
    /// Push a blank canvas: what follows is drawn as a group.
    case beginGroup
    /// Pop the group, clip it when asked, and blend it onto the canvas below, faded.
    case endGroup(opacity: Float, clip: Clip?)
  }

  private(set) var steps: [Step] = []
  private let scale: Double
  private let width: Int
  private let height: Int
  private let textures: TextureCache
  private let font: Font?

  /// The steps of `root` on a `width` × `height` frame at `scale` pixels per point, its text
  /// in `font`.
  init(
    _ root: PresentedLayer, scale: Double, width: Int, height: Int, textures: TextureCache,
    font: Font?
  ) {
    self.scale = scale
    self.width = width
    self.height = height
    self.textures = textures
    self.font = font
    add(root, parentToScreen: Transform3D.scale(x: scale, y: scale, z: 1))
  }

  private mutating func add(_ layer: PresentedLayer, parentToScreen: Transform3D) {
    let values = layer.values
    guard !layer.isHidden, values.opacity > 0 else { return }
    let toScreen = layer.transformToSuperlayer * parentToScreen
    let homography = Homography(toScreen)
    // det H / W³ is the Jacobian's determinant, so for visible points (W > 0) its sign says
    // whether the layer's front (positive orientation in its own y-down space) faces us.
    if !layer.isDoubleSided && homography.determinant < 0 { return }

    let opacity = Float(min(values.opacity, 1))
    let painted =
      (values.backgroundColor.alpha > 0 ? 1 : 0) + (layer.contents == nil ? 0 : 1)
      + (values.borderWidth > 0 ? 1 : 0)
      + (values.shape.map(ShapePlan.paintedCount(of:)) ?? 0)
    if opacity < 1 && (!layer.sublayers.isEmpty || painted > 1) {
      steps.append(.beginGroup)
      addContents(of: layer, toScreen: toScreen, homography: homography, opacity: 1)
      steps.append(.endGroup(opacity: opacity, clip: nil))
    } else {
      addContents(of: layer, toScreen: toScreen, homography: homography, opacity: opacity)
    }
  }

  private mutating func addContents(
    of layer: PresentedLayer, toScreen: Transform3D, homography: Homography, opacity: Float
  ) {
    let continuous = LayerPlan.hasContinuousCorners(layer)
    let shape = layer.values.shape
    // The bounds as a path's coverage: for continuous corners, and to clip a shape.
    let outline =
      continuous || (layer.masksToBounds && shape != nil)
      ? LayerPlan.boundsCoverage(of: layer, homography: homography, width: width, height: height)
      : nil
    let shapePlan = shape.flatMap {
      ShapePlan(
        $0, homography: homography, opacity: opacity, width: width, height: height,
        clip: layer.masksToBounds ? outline : nil)
    }
    if let plan = LayerPlan(
      layer, homography: homography, opacity: opacity, scale: scale, width: width,
      height: height, textures: textures, font: font, outline: continuous ? outline : nil)
    {
      if let shapePlan, plan.borderWidth > 0 && plan.border.w > 0 {
        // The shape goes between the contents and the border.
        var below = plan
        below.border = .zero
        steps.append(.paint(below))
        steps.append(.shape(shapePlan))
        var border = plan
        border.background = .zero
        border.sources = []
        steps.append(.paint(border))
      } else {
        steps.append(.paint(plan))
        if let shapePlan { steps.append(.shape(shapePlan)) }
      }
    } else if let shapePlan {
      steps.append(.shape(shapePlan))
    }
    guard !layer.sublayers.isEmpty else { return }
    let childParent = layer.sublayerSpace * toScreen
    let ordered = layer.sublayers.enumerated().sorted {
      ($0.element.values.zPosition, $0.offset) < ($1.element.values.zPosition, $1.offset)
    }.map(\.element)
    if layer.masksToBounds {
      steps.append(.beginGroup)
      for sublayer in ordered { add(sublayer, parentToScreen: childParent) }
      let clip = Clip(
        shape: RoundedRect(layer.values.bounds, cornerRadius: layer.values.cornerRadius),
        homography: homography, outline: continuous ? outline : nil)
      steps.append(.endGroup(opacity: opacity, clip: clip))
    } else {
      for sublayer in ordered { add(sublayer, parentToScreen: childParent) }
    }
  }
}
