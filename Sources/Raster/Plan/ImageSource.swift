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
  /// The layer point that texel coordinate (0, 0) maps to.
  let originX: Double
  let originY: Double
  /// The texel coordinates samples are clamped to: (min u, min v, max u, max v); infinite
  /// (no clamp) but for a part of a nine-part grid.
  let clamp: SIMD4<Float>
  /// Whether it is a part of a nine-part grid, its coverage adding to its neighbours'.
  let isTile: Bool
  /// Whether it shows smaller than its pixels anywhere, so the mip level must be chosen.
  let isMinified: Bool
  /// What every sample is multiplied by (premultiplied factors: a replicated copy's colour,
  /// a shadow's colour and opacity).
  let tint: SIMD4<Float>

  /// A bitmap drawn over `rect`, or only the part of it inside `shown` when the whole
  /// bitmap lies over `rect` but only part of it shows (a layer's `contentsRect`); past its
  /// edges the bitmap's edge texels extend.
  init(
    rect: Rect, shown: Rect? = nil, texture: Texture, isMinified: Bool,
    tint: SIMD4<Float> = FramePlan.noTint
  ) {
    self.rect = rect
    self.texture = texture
    self.isMinified = isMinified
    self.tint = tint
    shape = RoundedRect(shown ?? rect, cornerRadius: 0)
    scaleX = Double(texture.width) / rect.width
    scaleY = Double(texture.height) / rect.height
    originX = rect.minX
    originY = rect.minY
    clamp = SIMD4(-.infinity, -.infinity, .infinity, .infinity)
    isTile = false
  }

  /// One part of a nine-part grid (a layer's `contentsCenter`): the block `texels` of
  /// `texture` drawn over `destination`.
  ///
  /// Samples stay half a texel inside the block (at its middle when it is narrower than a
  /// texel), so a stretched edge or centre does not blend in the texels of its neighbours:
  /// a one-texel centre stretches as one flat colour (inferred from the one-pixel stretch
  /// that iOS's resizable images are made with; Core Animation does not document it). Its
  /// coverage is the pixel's exact area over `destination`, so the parts' coverages add up
  /// to 1 where they meet and the grid shows no seam.
  init(
    tile texels: Rect, over destination: Rect, texture: Texture, isMinified: Bool,
    tint: SIMD4<Float> = FramePlan.noTint
  ) {
    rect = destination
    self.texture = texture
    self.isMinified = isMinified
    self.tint = tint
    shape = RoundedRect(destination, cornerRadius: 0)
    scaleX = texels.width / destination.width
    scaleY = texels.height / destination.height
    originX = scaleX > 0 ? destination.minX - texels.minX / scaleX : destination.minX
    originY = scaleY > 0 ? destination.minY - texels.minY / scaleY : destination.minY
    func range(_ low: Double, _ high: Double) -> (Float, Float) {
      high - low >= 1
        ? (Float(low + 0.5), Float(high - 0.5)) : (Float((low + high) / 2), Float((low + high) / 2))
    }
    let u = range(texels.minX, texels.maxX)
    let v = range(texels.minY, texels.maxY)
    clamp = SIMD4(u.0, v.0, u.1, v.1)
    isTile = true
  }

  /// What the inner loop needs, as plain values and pointers (no reference counting).
  var sampling: SourceSampling {
    SourceSampling(
      sampler: texture.sampler, shape: shape, originX: Float(originX), originY: Float(originY),
      scaleX: Float(scaleX), scaleY: Float(scaleY), clamp: clamp, isMinified: isMinified,
      isTile: isTile)
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
  /// Texel coordinates are clamped to (min u, min v, max u, max v).
  let clamp: SIMD4<Float>
  let isMinified: Bool
  /// Whether its coverage is a nine-part grid's (`LocalPoint.tileCoverage(of:)`), added to
  /// the other parts' before the sum is composited.
  let isTile: Bool

  /// The source's colour at layer point (x, y), filtered over the footprint of a pixel
  /// whose inverse map has the Jacobian `j` (see `footprint(jacobian:)`).
  @inline(__always)
  func color(x: Float, y: Float, jacobian j: SIMD4<Float>) -> SIMD4<Float> {
    color(x: x, y: y, footprint: footprint(jacobian: j))
  }

  /// What filtering a pixel whose inverse map has the Jacobian `j` takes: how many samples,
  /// along which axis, at which mip levels. It depends on the Jacobian alone, so a layer
  /// drawn without perspective, whose Jacobian is the same at every pixel, works it out once.
  ///
  /// The footprint is the Jacobian of the inverse map, ∂(x, y)/∂(sx, sy), scaled to image
  /// pixels: its columns A (along screen x) and B (along screen y). A card turning about y
  /// is squeezed along one axis only, so one mip level for the longer axis would blur the
  /// other too: instead n = ⌈|major| / |minor|⌉ ≤ 4 trilinear samples are spread along the
  /// longer axis, each at the level of f = max(|major| / n, |minor|) — anisotropic
  /// filtering, as GPUs do it — less half a level (footprint² × ½): trilinear filtering
  /// spreads ink over twice the footprint, and the bias took the flip's flicker from 0.031
  /// to 0.028 levels and its pooled PSNR from 45.6 to 45.9 dB.
  ///
  /// The samples' centres span |major| − f, so that each covers its share of the major
  /// axis: the same places as n samples spread over the whole axis when the ratio is a
  /// whole number, and a spread that shrinks to nothing as the footprint turns round. A
  /// spread of half the axis at any ratio above 1 (as before) made a nearly round footprint
  /// jump between one sample and two a quarter of the axis either side, and between the two
  /// axes as they swapped lengths: still pixels near a turning card's axis changed by up to
  /// 37 levels from frame to frame.
  @inline(__always)
  func footprint(jacobian j: SIMD4<Float>) -> SampleFootprint {
    guard isMinified else { return .levelZero }
    let a = SIMD2(j.x * scaleX, j.z * scaleY)
    let b = SIMD2(j.y * scaleX, j.w * scaleY)
    let aa = (a * a).sum()
    let bb = (b * b).sum()
    let (major, majorSquared, minorSquared) = aa >= bb ? (a, aa, bb) : (b, bb, aa)
    guard majorSquared > 1 else { return .levelZero }
    let ratioSquared = majorSquared / max(minorSquared, 1e-12)
    let count = ratioSquared <= 1 ? 1 : ratioSquared <= 4 ? 2 : ratioSquared <= 9 ? 3 : 4
    let n = Float(count)
    let sampleSquared = max(majorSquared / (n * n), minorSquared)
    let levels = sampler.levels(forFootprintSquared: sampleSquared * 0.5)
    guard count > 1 else {
      return SampleFootprint(count: 1, major: .zero, span: 0, levels: levels)
    }
    // The span of the centres as a fraction of the major axis: 1 − f / |major|.
    let span = 1 - (sampleSquared / majorSquared).squareRoot()
    return SampleFootprint(count: count, major: major, span: span, levels: levels)
  }

  /// The source's colour at layer point (x, y), filtered as `footprint` says.
  @inline(__always)
  func color(x: Float, y: Float, footprint f: SampleFootprint) -> SIMD4<Float> {
    let u = min(max((x - originX) * scaleX, clamp.x), clamp.z)
    let v = min(max((y - originY) * scaleY, clamp.y), clamp.w)
    guard f.count > 1 else { return sampler.sample(x: u, y: v, levels: f.levels) }
    // Several samples far from ink: transparent without reading them. (One sample alone
    // costs about what the lookup does.)
    if f.levels.lower < 0
      && sampler.isBlank(
        aroundX: u, y: v, reachX: abs(f.major.x) * f.span * 0.5,
        reachY: abs(f.major.y) * f.span * 0.5)
    {
      return .zero
    }
    let n = Float(f.count)
    var sum = SIMD4<Float>.zero
    if f.levels.lower < 0 {
      // Level 0 alone (what `sampler.sample` reads then), its fields loaded once.
      let level = sampler.levels[0]
      for i in 0..<f.count {
        let offset = (Float(i) / (n - 1) - 0.5) * f.span
        sum += level.bilinear(x: u + f.major.x * offset, y: v + f.major.y * offset)
      }
      return sum / n
    }
    for i in 0..<f.count {
      let offset = (Float(i) / (n - 1) - 0.5) * f.span
      sum += sampler.sample(x: u + f.major.x * offset, y: v + f.major.y * offset, levels: f.levels)
    }
    return sum / n
  }
}

/// How a source is filtered over one pixel's footprint: `count` samples spread over `span`
/// of the `major` axis (in image pixels), each read at `levels`.
struct SampleFootprint {
  let count: Int
  let major: SIMD2<Float>
  let span: Float
  let levels: MipBlend

  /// One bilinear sample of level 0.
  static let levelZero = SampleFootprint(count: 1, major: .zero, span: 0, levels: .levelZero)
}
