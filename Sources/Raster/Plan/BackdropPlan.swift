import Geometry
import Layers
import Pixels

/// What a layer with a backdrop (``Backdrop``, a blur effect's) does to the pixels behind
/// its rounded bounds: blurs them by three box blurs per axis approximating a Gaussian of
/// the backdrop's radius, changes their saturation, lays the tint over them, and puts the
/// result back where the bounds cover.
///
/// The blur reads pixels up to ``reach`` away, so a band of rows is drawn with that many
/// more rows and columns around it (``FramePlan``), and every pixel comes out the same
/// whatever band it is drawn in. Past the frame's edges the nearest edge pixel repeats, so
/// the edges do not darken.
struct BackdropPlan {
  /// The pixels the bounds can cover.
  let bounds: ScreenBounds
  /// The bounds' rounded shape, as a clip gives its coverage.
  let shape: Clip
  /// The odd widths of the three box blurs.
  let boxWidths: [Int]
  /// The saturation factor, 1 for none.
  let saturation: Float
  /// The tint, premultiplied in 0...255.
  let tint: SIMD4<Float>
  /// How much of the result replaces what lies behind (the layer's opacity).
  var opacity: Float

  /// The plan for `layer`'s backdrop, placed by `homography` on a `width` × `height` frame
  /// at `scale` pixels per point; nil when it changes nothing or is off the frame.
  init?(
    _ layer: PresentedLayer, homography: Homography, opacity: Float, scale: Double, width: Int,
    height: Int
  ) {
    let backdrop = layer.values.backdrop
    guard backdrop.isVisible, opacity > 0,
      let bounds = ScreenBounds(
        of: layer.values.bounds, under: homography, width: width, height: height)
    else { return nil }
    self.bounds = bounds
    let continuous = LayerPlan.hasContinuousCorners(layer)
    shape = Clip(
      shape: RoundedRect(layer.values.bounds, cornerRadius: layer.values.cornerRadius),
      homography: homography,
      outline: continuous
        ? LayerPlan.boundsCoverage(
          of: layer, homography: homography, width: width, height: height) : nil)
    // Beyond the frame's size a wider blur changes next to nothing (every pixel is near
    // the mean already); the bound keeps an infinite or huge radius finite.
    let largest = Double(width + height)
    let sigma = backdrop.radius.isFinite ? min(max(backdrop.radius, 0) * scale, largest) : 0
    boxWidths = ShadowPlan.boxWidths(sigma: sigma)
    saturation = Float(backdrop.saturation)
    tint = LayerPlan.premultiplied(backdrop.color)
    self.opacity = opacity
  }

  /// How far from a pixel the blur reads, in pixels.
  var reach: Int { Self.reach(of: boxWidths) }

  /// How far three box blurs of these widths read.
  static func reach(of widths: [Int]) -> Int { widths.reduce(0) { $0 + $1 / 2 } }

  /// Rec. 709's luma weights, with which Apple's `UIImage+ImageEffects` sample (WWDC 2013)
  /// builds its saturation matrix: each colour moves away from the luma by the factor.
  private static let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)

  /// Applies the backdrop to `canvas`, the top of a stack of canvases whose bottom one
  /// holds `held` (rows, columns); `behind` gives what lies behind a pixel of those, the
  /// stack flattened, so that a backdrop in a group reads past the group's rows.
  func paint(
    into canvas: inout Canvas, held: (rows: Range<Int>, columns: Range<Int>),
    behind: (Int, Int) -> SIMD4<Float>
  ) {
    let rows = max(bounds.minY, canvas.rows.lowerBound)..<min(bounds.maxY, canvas.rows.upperBound)
    let columns =
      max(bounds.minX, canvas.columns.lowerBound)..<min(bounds.maxX, canvas.columns.upperBound)
    guard !rows.isEmpty, !columns.isEmpty else { return }
    // What lies behind, within reach of the covered pixels (as far as the canvas holds it).
    let r = reach
    let sourceRows =
      max(
        rows.lowerBound - r, held.rows.lowerBound)..<min(
        rows.upperBound + r, held.rows.upperBound)
    let sourceColumns =
      max(
        columns.lowerBound - r, held.columns.lowerBound)..<min(
        columns.upperBound + r, held.columns.upperBound)
    let w = sourceColumns.count
    let h = sourceRows.count
    var source = [SIMD4<Float>](repeating: .zero, count: w * h)
    for (j, y) in sourceRows.enumerated() {
      for (i, x) in sourceColumns.enumerated() { source[j * w + i] = behind(x, y) }
    }
    Self.blur(&source, width: w, height: h, widths: boxWidths)
    var coverage = Canvas(
      width: canvas.width, height: canvas.height, rows: rows, columns: columns, fill: .white)
    shape.apply(to: &coverage)
    let origin = Canvas.RowOrigins(canvas)
    let coverageOrigin = Canvas.RowOrigins(coverage)
    for y in rows {
      for x in columns {
        let c = coverage.pixels[coverageOrigin(y) + x].w / 255 * opacity
        guard c > 0 else { continue }
        var p = source[(y - sourceRows.lowerBound) * w + (x - sourceColumns.lowerBound)]
        if saturation != 1 {
          // Premultiplied, each colour stays within 0...alpha.
          let l = (p * Self.luma).sum()
          let a = p.w
          p = SIMD4(repeating: l) + (p - SIMD4(repeating: l)) * saturation
          p = p.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: a))
          p.w = a
        }
        p = tint + p * (1 - tint.w / 255)
        let index = origin(y) + x
        canvas.pixels[index] = p * c + canvas.pixels[index] * (1 - c)
      }
    }
  }

  /// Blurs `pixels` (`width` × `height`) by box blurs of `widths` along each axis, the
  /// nearest pixel repeating past the edges.
  static func blur(_ pixels: inout [SIMD4<Float>], width: Int, height: Int, widths: [Int]) {
    guard widths.contains(where: { $0 > 1 }), width > 0, height > 0 else { return }
    var line = [SIMD4<Float>](repeating: .zero, count: max(width, height))
    var out = line
    for y in 0..<height {
      for x in 0..<width { line[x] = pixels[y * width + x] }
      for size in widths where size > 1 { boxBlur(&line, count: width, width: size, into: &out) }
      for x in 0..<width { pixels[y * width + x] = line[x] }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = pixels[y * width + x] }
      for size in widths where size > 1 { boxBlur(&line, count: height, width: size, into: &out) }
      for y in 0..<height { pixels[y * width + x] = line[y] }
    }
  }

  /// One box blur of odd `width` over the first `count` values of `line`, in place (`out`
  /// is scratch space): each value becomes the mean of the `width` values centred on it,
  /// the end values repeating past the ends.
  private static func boxBlur(
    _ line: inout [SIMD4<Float>], count: Int, width: Int, into out: inout [SIMD4<Float>]
  ) {
    let r = width / 2
    let scale = 1 / Float(width)
    func at(_ i: Int) -> SIMD4<Float> { line[min(max(i, 0), count - 1)] }
    // The first window, −r…r, in O(min(r, count)): the end values stand for the rest.
    let inside = min(r, count - 1)
    var sum = line[0] * Float(r + 1) + line[count - 1] * Float(r - inside)
    for i in 0..<inside { sum += line[i + 1] }
    for i in 0..<count {
      out[i] = sum * scale
      sum += at(i + r + 1) - at(i - r)
    }
    for i in 0..<count { line[i] = out[i] }
  }
}
