import Geometry

/// How a layer's contents image is placed in its bounds, as `CALayerContentsGravity`.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
  /// Stretched to fill the bounds.
  case resize
  /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
  case resizeAspect
  /// Scaled to cover the bounds, keeping its aspect ratio, centred (and cropped by the bounds
  /// only when the layer masks to its bounds).
  case resizeAspectFill
  /// Unscaled, centred.
  case center
  /// Unscaled, centred on the top edge.
  case top
  /// Unscaled, centred on the bottom edge.
  case bottom
  /// Unscaled, centred on the left edge.
  case left
  /// Unscaled, centred on the right edge.
  case right
  /// Unscaled, in the top-left corner.
  case topLeft
  /// Unscaled, in the top-right corner.
  case topRight
  /// Unscaled, in the bottom-left corner.
  case bottomLeft
  /// Unscaled, in the bottom-right corner.
  case bottomRight

  /// Whether the contents are scaled to the bounds (`resize`, `resizeAspect`,
  /// `resizeAspectFill`): the gravities under which `contentsCenter` keeps the corners'
  /// size. Under the others the contents show at their own size, as their nine parts do.
  public var scalesContents: Bool {
    switch self {
    case .resize, .resizeAspect, .resizeAspectFill: true
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      false
    }
  }

  /// The rectangle, in the layer's bounds coordinates, that contents of `contentSize` (in
  /// points) occupy inside `bounds`.
  public func rect(for contentSize: Size, in bounds: Rect) -> Rect {
    let w = contentSize.width
    let h = contentSize.height
    switch self {
    case .resize:
      return bounds
    case .resizeAspect, .resizeAspectFill:
      guard w > 0, h > 0 else { return bounds }
      let sx = bounds.width / w
      let sy = bounds.height / h
      let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
      return Rect(
        x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
    case .center:
      return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    case .top:
      return Rect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
    case .bottom:
      return Rect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
    case .left:
      return Rect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
    case .right:
      return Rect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
    case .topLeft:
      return Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
    case .topRight:
      return Rect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
    case .bottomLeft:
      return Rect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
    case .bottomRight:
      return Rect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
    }
  }
}
