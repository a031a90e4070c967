import Geometry

/// A bitmap placed in a layer, its contents or its text, with its texture already built.
struct ImageSource {
  /// Where the bitmap lies in layer coordinates.
  let rect: Rect
  let shape: RoundedRect
  /// Holds the texture alive for the frame; the painter reads it through `sampler`.
  let texture: Texture
  /// Image pixels per layer unit.
  let scaleX: Double
  let scaleY: Double
  /// Whether it shows smaller than its pixels anywhere, so the mip level must be chosen.
  let isMinified: Bool

  init(rect: Rect, texture: Texture, isMinified: Bool) {
    self.rect = rect
    self.texture = texture
    self.isMinified = isMinified
    shape = RoundedRect(rect, cornerRadius: 0)
    scaleX = Double(texture.width) / rect.width
    scaleY = Double(texture.height) / rect.height
  }

  /// What the inner loop needs, as plain values and pointers (no reference counting).
  var sampling: SourceSampling {
    SourceSampling(
      sampler: texture.sampler, shape: shape, originX: Float(rect.minX), originY: Float(rect.minY),
      scaleX: Float(scaleX), scaleY: Float(scaleY), isMinified: isMinified)
  }
}

/// An image source reduced to the values the span loop reads per pixel.
struct SourceSampling {
  let sampler: TextureSampler
  /// The bitmap's rectangle, for coverage at its edges.
  let shape: RoundedRect
  let originX: Float
  let originY: Float
  let scaleX: Float
  let scaleY: Float
  let isMinified: Bool

  /// The source's colour at layer point (x, y). The footprint comes from the Jacobian of
  /// the inverse map, ∂(x, y)/∂(sx, sy), scaled to image pixels: the longer of its two
  /// columns is how many image pixels one screen pixel spans.
  @inline(__always)
  func color(x: Float, y: Float, jacobian j: SIMD4<Float>) -> SIMD4<Float> {
    var footprintSquared: Float = 0
    if isMinified {
      let ax = j.x * scaleX
      let ay = j.z * scaleY
      let bx = j.y * scaleX
      let by = j.w * scaleY
      footprintSquared = max(ax * ax + ay * ay, bx * bx + by * by)
    }
    return sampler.sample(
      x: (x - originX) * scaleX, y: (y - originY) * scaleY, footprintSquared: footprintSquared)
  }
}
