import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

@Suite("Sampling")
struct SamplingTests {
  @Test("the fast log₂ stays within 0.0011 of log₂ from 2⁻²⁰ to 2²⁰")
  func fastLog2() {
    var x: Float = 1.0 / 1_048_576
    var worst: Float = 0
    while x < 1_048_576 {
      worst = max(worst, abs(FastMath.log2(x) - Foundation.log2(x)))
      x *= 1.001
    }
    #expect(worst < 0.0011)
    #expect(FastMath.log2(1) == 0 && FastMath.log2(2) == 1 && FastMath.log2(0.25) == -2)
  }

  @Test("a row's interior columns are exactly those whose centres map inside the box")
  func interiorColumns() throws {
    var m = Transform3D.identity
    m.m34 = -1.0 / 400
    let homography = Homography(
      m.rotated(by: 0.7, x: 0, y: 1, z: 0) * Transform3D.translation(x: 300, y: 100, z: 0))
    let inverse = try #require(homography.inverted())
    for py in stride(from: 0, to: 300, by: 7) {
      let row = RowMapping(row: py, inverse: inverse)
      let columns = row.columns(insideX: 10, 250, y: 20, 180, within: 0..<800)
      for px in 0..<800 {
        let inside =
          row.local(at: px).map { $0.x >= 10 && $0.x <= 250 && $0.y >= 20 && $0.y <= 180 }
          ?? false
        #expect(columns.contains(px) == inside, "row \(py), column \(px)")
      }
    }
  }

  @Test("a rounded shape's interior columns reach past its corners' box: coverage 1 in each")
  func roundedInteriorColumns() throws {
    var m = Transform3D.identity
    m.m34 = -1.0 / 400
    let homography = Homography(
      m.rotated(by: 0.5, x: 0, y: 1, z: 0).rotated(by: 0.4, x: 0, y: 0, z: 1)
        * Transform3D.translation(x: 300, y: 100, z: 0))
    let inverse = try #require(homography.inverted())
    let shape = RoundedRect(Rect(x: 40, y: 30, width: 150, height: 90), cornerRadius: 30)
    let margin = 1.5
    var interior = 0
    var pastCorners = 0
    for py in 0..<400 {
      let row = RowMapping(row: py, inverse: inverse)
      let columns = LayerPlan.interiorColumns(
        of: shape, row: row, span: 0..<800, unitsPerPixel: margin)
      for px in columns {
        var local = try #require(row.local(at: px))
        local.maxUnitsPerPixel = margin
        #expect(local.coverage(of: shape) == 1, "row \(py), column \(px)")
        interior += 1
        let inCornersBox =
          abs(local.x - shape.midX) <= shape.halfWidth - shape.radius - margin
          && abs(local.y - shape.midY) <= shape.halfHeight - shape.radius - margin
        if !inCornersBox { pastCorners += 1 }
      }
    }
    // Measured: 4 484 of 6 071 interior pixels lie in the arms beyond the corners' box, as
    // the areas predict (the box is 87 × 27 of the cross's 147 × 27 and 87 × 87 units).
    #expect(interior > 5_000)
    #expect(Double(pastCorners) > 0.6 * Double(interior))
  }

  @Test(
    "outside a row's reach columns a source's pixels have coverage 0; inside them lie its whole pixels"
  )
  func reachColumns() throws {
    var m = Transform3D.identity
    m.m34 = -1.0 / 400
    for (angle, radius) in [(0.0, 0.0), (0.7, 0.0), (-1.2, 12.0), (1.5, 40.0)] {
      let homography = Homography(
        m.rotated(by: angle, x: 0, y: 1, z: 0).rotated(by: 0.3, x: 0, y: 0, z: 1)
          * Transform3D.translation(x: 300, y: 100, z: 0))
      let inverse = try #require(homography.inverted())
      let shape = RoundedRect(Rect(x: 40, y: 30, width: 150, height: 90), cornerRadius: radius)
      // Layer units per pixel, as the plan bounds them: the turned card is squeezed.
      let margin = 1 / max(cos(abs(angle)), 0.05)
      var outside = 0
      for py in stride(from: 0, to: 400, by: 3) {
        let row = RowMapping(row: py, inverse: inverse)
        let span = 0..<800
        let inside = LayerPlan.interiorColumns(
          of: shape, row: row, span: span, unitsPerPixel: margin)
        let reach = LayerPlan.reachColumns(
          of: shape, row: row, span: span, inside: inside, unitsPerPixel: margin)
        #expect(
          inside.isEmpty
            || (reach.contains(inside.lowerBound)
              && reach.contains(inside.upperBound - 1)),
          "row \(py)")
        for px in span where !reach.contains(px) {
          guard var local = row.local(at: px) else { continue }
          local.maxUnitsPerPixel = margin
          #expect(local.coverage(of: shape) == 0, "row \(py), column \(px)")
          outside += 1
        }
        // And no wider than it needs: its outermost centres lie within the grown box.
        for px in [reach.first, reach.last].compactMap({ $0 }) {
          let local = try #require(row.local(at: px))
          #expect(abs(local.x - shape.midX) <= shape.halfWidth + margin * 1.001)
          #expect(abs(local.y - shape.midY) <= shape.halfHeight + margin * 1.001)
        }
      }
      #expect(outside > 10_000)
    }
  }

  @Test("a layer without perspective filters each pixel as its own Jacobian says, to the bit")
  func constantFootprint() throws {
    // Fine stripes and a ramp, 256 × 256, shown 48 × 120 pt at scale 1 and turned 0.3 rad:
    // minified 5.3× across and 2.1× down. Turned, a pixel spans 5.1 and 2.6 texels: two
    // samples a pixel, each at λ = ½·log₂(2.6² / 2) = 0.87 between levels 0 and 1. (Its
    // inverse's H⁻¹₁₂ is −0, which must count as no perspective.)
    let size = 256
    var bytes = [UInt8](repeating: 255, count: size * size * 4)
    for y in 0..<size {
      for x in 0..<size {
        let i = (y * size + x) * 4
        bytes[i] = x % 3 == 0 ? 0 : 255
        bytes[i + 1] = UInt8(y)
        bytes[i + 2] = UInt8((x * 7 + y * 3) % 256)
      }
    }
    let root = Layer(frame: Rect(x: 0, y: 0, width: 160, height: 160))
    let card = Layer(frame: Rect(x: 56, y: 20, width: 48, height: 120))
    card.contents = LayerContents(image: Image(width: size, height: size, bytes: bytes))
    card.backgroundColor = .white
    card.transform = Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1)
    root.addSublayer(card)
    let plan = FramePlan(
      root.presentation(at: 0), scale: 1, width: 160, height: 160, textures: TextureCache(),
      fonts: nil)
    let layers = plan.steps.compactMap { step -> LayerPlan? in
      if case .paint(let layer) = step, !layer.sources.isEmpty { return layer }
      return nil
    }
    let layer = try #require(layers.first)
    let a = layer.inverse.h
    #expect(a.2 == 0 && a.5 == 0)
    let r = 1 / a.8
    let jacobian = SIMD4<Float>(Float(a.0 * r), Float(a.3 * r), Float(a.1 * r), Float(a.4 * r))
    let footprint = layer.sources[0].sampling.footprint(jacobian: jacobian)
    #expect(footprint.count == 2 && footprint.levels.lower == 0 && footprint.levels.fraction > 0.8)
    var reused = Canvas(width: 160, height: 160, fill: .black)
    var perPixel = Canvas(width: 160, height: 160, fill: .black)
    layer.paint(into: &reused)
    layer.paint(into: &perPixel, reusingFootprints: false)
    #expect(reused.pixels == perPixel.pixels)
    #expect(reused.pixels.filter { $0.x > 0 && $0.x < 255 }.count > 3_000)
  }

  @Test(
    "bilinear filtering over flat and mixed texels equals the interpolation formula, to the bit")
  func bilinearShortcuts() {
    // 16 × 16 texels: a flat opaque block, a flat translucent one, transparent, and noise.
    let size = 16
    var bytes = [UInt8](repeating: 0, count: size * size * 4)
    var state: UInt32 = 7
    for y in 0..<size {
      for x in 0..<size {
        let i = (y * size + x) * 4
        let texel: [UInt8]
        switch (x / 8, y / 8) {
        case (0, 0): texel = [200, 40, 10, 255]
        case (1, 0): texel = [60, 30, 0, 128]
        case (0, 1): texel = [0, 0, 0, 0]
        default:
          state = state &* 1_664_525 &+ 1_013_904_223
          let a = UInt8(state >> 24)
          texel = [UInt8(state >> 8 & 0xff) / 2 & a, UInt8(state >> 16 & 0xff) & a, 0, a]
        }
        bytes.replaceSubrange(i..<(i + 4), with: texel)
      }
    }
    let texture = Texture(Image(width: size, height: size, bytes: bytes))
    let level = texture.sampler.levels[0]
    func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
      let i = (min(max(y, 0), size - 1) * size + min(max(x, 0), size - 1)) * 4
      return SIMD4(Float(bytes[i]), Float(bytes[i + 1]), Float(bytes[i + 2]), Float(bytes[i + 3]))
    }
    var flat = 0
    // Quarter texels off the centres; then half texels from beyond one edge to beyond the
    // other, which puts samples on texel centres (whole coordinates, where the first texel
    // read may be the one before) and clamps them at the edges.
    var points: [(Float, Float)] = []
    for j in 0..<(size * 4) {
      for i in 0..<(size * 4) { points.append((Float(i) / 4 + 0.3, Float(j) / 4 + 0.45)) }
    }
    for j in -3..<(size * 2 + 4) {
      for i in -3..<(size * 2 + 4) { points.append((Float(i) / 2, Float(j) / 2)) }
    }
    for (x, y) in points {
      let last = Float(size - 1)
      let (fx, fy) = (min(max(x - 0.5, 0), last), min(max(y - 0.5, 0), last))
      let (x0, y0) = (Int(fx), Int(fy))
      let (tx, ty) = (fx - Float(x0), fy - Float(y0))
      let top = texel(x0, y0) + (texel(x0 + 1, y0) - texel(x0, y0)) * tx
      let bottom = texel(x0, y0 + 1) + (texel(x0 + 1, y0 + 1) - texel(x0, y0 + 1)) * tx
      let expected = top + (bottom - top) * ty
      #expect(level.bilinear(x: x, y: y) == expected, "(\(x), \(y))")
      if texel(x0, y0) == texel(x0 + 1, y0 + 1) && texel(x0, y0) == texel(x0 + 1, y0) {
        flat += 1
      }
    }
    #expect(flat > 1_000)
  }

  /// The largest component's magnitude.
  private func largest(_ v: SIMD4<Float>) -> Float {
    max(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z), Swift.abs(v.w))
  }

  @Test("a nearly round footprint samples as a round one, whichever axis is the longer")
  func nearlyRoundFootprint() {
    // Vertical stripes eight texels wide, black and white, sharp at every mip level the
    // footprint reaches.
    let size = 64
    var bytes = [UInt8](repeating: 255, count: size * size * 4)
    for y in 0..<size {
      for x in 0..<size where x / 8 % 2 == 0 {
        for c in 0..<3 { bytes[(y * size + x) * 4 + c] = 0 }
      }
    }
    let texture = Texture(Image(width: size, height: size, bytes: bytes))
    let source = ImageSource(
      rect: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), texture: texture,
      isMinified: true)
    let sampling = source.sampling
    // Screen pixels three texels across, round, then longer by a thousandth along x or y.
    // Points near the stripes' edges, where a sample moved along x changes most.
    for (x, y) in [(16.3, 31.7), (23.5, 12.25), (40.9, 40.1)] {
      let round = sampling.color(x: Float(x), y: Float(y), jacobian: SIMD4(3, 0, 0, 3))
      let wider = sampling.color(x: Float(x), y: Float(y), jacobian: SIMD4(3.003, 0, 0, 3))
      let taller = sampling.color(x: Float(x), y: Float(y), jacobian: SIMD4(3, 0, 0, 3.003))
      // Two samples a quarter of the axis apart, as before, moved these by 3 to 38 levels.
      #expect(largest(wider - round) < 1, "at (\(x), \(y)): \(round) against \(wider)")
      #expect(largest(taller - round) < 1, "at (\(x), \(y)): \(round) against \(taller)")
    }
  }

  /// A 150 × 50 image, transparent but for a few blots of ink (one touching the right edge,
  /// one a single faint texel, one across a 64-column boundary), as a line of text is.
  private static func sparseInk() -> Image {
    let (width, height) = (150, 50)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    func blot(_ x: Range<Int>, _ y: Range<Int>, _ texel: [UInt8]) {
      for j in y {
        for i in x {
          bytes.replaceSubrange((j * width + i) * 4..<((j * width + i) * 4 + 4), with: texel)
        }
      }
    }
    blot(10..<14, 8..<30, [0, 0, 0, 255])
    blot(30..<31, 40..<41, [0, 0, 1, 1])
    blot(62..<66, 20..<24, [90, 20, 0, 128])
    blot(146..<150, 30..<33, [5, 0, 5, 9])
    return Image(width: width, height: height, bytes: bytes)
  }

  @Test(
    "a texel is clear of ink exactly when no texel within its radius of columns and rows is ink")
  func inkClearance() throws {
    // Wider than a word of bits, so that ink spreads across words.
    let image = Self.sparseInk()
    let bytes = image.bytes
    let (width, height) = (image.width, image.height)
    let isInk = stride(from: 0, to: bytes.count, by: 4).map { (i: Int) -> Bool in
      let (r, g) = (bytes[i], bytes[i + 1])
      let (b, a) = (bytes[i + 2], bytes[i + 3])
      return r | g | b | a != 0
    }
    let clearance = try #require(
      bytes.withUnsafeBufferPointer {
        InkClearance(texels: $0.baseAddress!, width: width, height: height)
      })
    defer { clearance.deallocate() }
    let r = InkClearance.radius
    for y in 0..<height {
      for x in 0..<width {
        var clear = true
        for j in max(y - r, 0)...min(y + r, height - 1) {
          for i in max(x - r, 0)...min(x + r, width - 1) where isInk[j * width + i] {
            clear = false
          }
        }
        let word = clearance.bits[y * clearance.wordsPerRow + x >> 6]
        #expect((word >> UInt64(x & 63) & 1 == 1) == clear, "texel (\(x), \(y))")
      }
    }
    // An image all ink, or all near ink, has nothing to look up.
    let opaque = [UInt8](repeating: 200, count: 4 * 4 * 4)
    // One dot in the middle of a square of twice the radius: every texel lies near it.
    let side = 2 * r + 1
    var dotted = [UInt8](repeating: 0, count: side * side * 4)
    dotted[(r * side + r) * 4 + 3] = 255
    for (pixels, side) in [(opaque, 4), (dotted, side)] {
      #expect(
        pixels.withUnsafeBufferPointer {
          InkClearance(texels: $0.baseAddress!, width: side, height: side)
        } == nil)
    }
  }

  @Test("a point said blank has every bilinear sample within its reach transparent")
  func blankSamples() {
    let image = Self.sparseInk()
    let texture = Texture(image)
    let sampler = texture.sampler
    let level = sampler.levels[0]
    var blank = 0
    var tried = 0
    // Points from beyond one edge to beyond the other, on texel centres and edges.
    for j in -8..<(image.height * 2 + 8) {
      for i in -8..<(image.width * 2 + 8) {
        let (x, y) = (Float(i) / 2, Float(j) / 2)
        let most = InkClearance.maximumReach
        for (reachX, reachY) in [(0, 0), (2.83, 0.4), (0.3, 2.2), (most, most), (most, 0)] {
          tried += 1
          guard sampler.isBlank(aroundX: x, y: y, reachX: reachX, reachY: reachY) else { continue }
          blank += 1
          // Samples across the reach, its ends included.
          for a in [-1, -0.5, 0, 0.5, 1] as [Float] {
            for b in [-1, -0.5, 0, 0.5, 1] as [Float] {
              let (sx, sy) = (x + a * reachX, y + b * reachY)
              #expect(level.bilinear(x: sx, y: sy) == .zero, "at (\(sx), \(sy)) near (\(x), \(y))")
            }
          }
        }
      }
    }
    // The lookup saves work at all: most of this image is far from ink.
    #expect(blank > tried / 3, "\(blank) of \(tried)")
    // Nowhere is blank for a reach no lookup can vouch for, nor for a NaN reach.
    #expect(
      !sampler.isBlank(aroundX: 100, y: 10, reachX: InkClearance.maximumReach + 0.5, reachY: 0))
    #expect(!sampler.isBlank(aroundX: 100, y: 10, reachX: 0, reachY: .nan))
    #expect(sampler.isBlank(aroundX: 100, y: 10, reachX: 1, reachY: 1))
  }
}
