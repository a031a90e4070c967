import Foundation
import Geometry
import Layers

/// A layer's shape (a `CAShapeLayer`'s path, fill and stroke) covered once per frame in
/// screen pixels over the whole frame: bands of rows only blend these coverages, so every
/// pixel is the same whatever band it falls in.
///
/// The fill is the path flattened after the layer's full projection (to within a tenth of
/// a pixel, clipped at the near plane). The stroke is outlined in the layer's plane and
/// projected with it; a hairline (line width 0) is one device pixel wide whatever the
/// projection, outlined on screen.
///
/// Trimming and dashing: the path is trimmed to `strokeStart`…`strokeEnd` of its length over
/// all subpaths first, and the dash pattern then starts afresh, at `lineDashPhase`, where
/// each trimmed subpath starts. Apple's documentation does not state the order and no
/// source found settles it (PDF and Core Graphics restart the pattern at each subpath's start,
/// which `Path.dashed` follows); this order keeps a dash from being cut short at the trimmed
/// start and makes the dashes of a path drawn on with `strokeEnd` stay in place.
struct ShapePlan {
  /// The fill's coverage, nil when nothing is filled.
  let fill: PolygonCoverage?
  /// The stroke's coverage, nil when nothing is stroked.
  let stroke: PolygonCoverage?
  /// Premultiplied fill and stroke colours in 0...255, times the opacity.
  let fillColor: SIMD4<Float>
  let strokeColor: SIMD4<Float>

  /// The device tolerance curves are flattened to, in pixels.
  static let tolerance = 0.1

  /// The plan of `shape` under `homography` (layer → screen pixels) on a `width` × `height`
  /// frame, faded by `opacity` and its colours multiplied by `tint` (premultiplied factors),
  /// each coverage clipped by `clip` when given (masksToBounds); nil when it paints
  /// nothing. Parts that cannot be drawn (see `drawingProblem`) paint nothing.
  init?(
    _ shape: ShapeContent, homography: Homography, opacity: Float,
    tint: SIMD4<Float> = FramePlan.noTint, width: Int, height: Int, clip: PolygonCoverage?
  ) {
    fillColor = LayerPlan.premultiplied(shape.fillColor) * tint * opacity
    strokeColor = LayerPlan.premultiplied(shape.strokeColor) * tint * opacity
    func covered(
      _ contours: [[Point]]?, _ rule: PolygonCoverage.FillRule,
      _ overlaps: PolygonCoverage.Overlaps
    ) -> PolygonCoverage? {
      // Only a non-finite point fails, and non-finite geometry draws nothing in every plan.
      guard let contours, !contours.isEmpty,
        let coverage = try? PolygonCoverage(
          contours, fillRule: rule, columns: 0..<width, rows: 0..<height, overlaps: overlaps),
        !coverage.spans.isEmpty
      else { return nil }
      return clip.map { coverage.intersected(with: $0) } ?? coverage
    }
    fill =
      Self.fills(shape)
      ? covered(
        shape.path.flattened(through: homography, tolerance: Self.tolerance),
        shape.fillRule == .evenOdd ? .evenOdd : .nonZero, .exact)
      : nil
    // A stroke's outline winds the same way as its pieces, so averaging where it overlaps
    // itself over-covers only the few pixels where an overlap's corner meets the outside.
    stroke =
      Self.strokes(shape)
      // TODO(#44): a style the stroke cannot have (a negative width from a spring's overshoot,
      // more dashes than the limit from code) draws no stroke; report it as the timeline does.
      ? covered(
        try? Self.strokeContours(of: shape, homography: homography), .nonZero, .averaged)
      : nil
    guard fill != nil || stroke != nil else { return nil }
  }

  /// The rows the fill and the stroke touch.
  var rows: Range<Int> {
    let covered = [fill, stroke].compactMap { $0 }.filter { !$0.spans.isEmpty }
    guard let low = covered.map({ $0.spans[0].y }).min(),
      let high = covered.map({ $0.spans[$0.spans.count - 1].y }).max()
    else { return 0..<0 }
    return low..<(high + 1)
  }

  /// The columns the fill and the stroke touch.
  var columns: Range<Int> {
    var low = Int.max
    var high = Int.min
    for coverage in [fill, stroke] {
      for span in coverage?.spans ?? [] where span.length > 0 {
        low = min(low, span.x)
        high = max(high, span.x + span.length)
      }
    }
    return low < high ? low..<high : 0..<0
  }

  /// Paints the fill, then the stroke, onto the rows of `canvas`, in the columns it paints.
  func paint(into canvas: inout Canvas) {
    if let fill { canvas.fill(fill, color: fillColor) }
    if let stroke { canvas.fill(stroke, color: strokeColor) }
  }

  /// How many things the shape paints (fill, stroke): with the layer's other parts, whether
  /// a faded layer must be drawn as a group so they do not show through each other.
  static func paintedCount(of shape: ShapeContent) -> Int {
    (fills(shape) ? 1 : 0) + (strokes(shape) ? 1 : 0)
  }

  /// Whether the fill shows: a colour and a path.
  private static func fills(_ shape: ShapeContent) -> Bool {
    shape.fillColor.alpha > 0 && !shape.path.isEmpty
  }

  /// Whether the stroke shows: a colour, a path and a part of its length.
  private static func strokes(_ shape: ShapeContent) -> Bool {
    shape.strokeColor.alpha > 0 && !shape.path.isEmpty && shape.strokeStart < shape.strokeEnd
  }

  /// The stroke's outline as polygons in screen pixels (nonZero), or a failure of the style.
  static func strokeContours(of shape: ShapeContent, homography: Homography) throws(StrokeStyle
    .Error) -> [[Point]]
  {
    let style = shape.strokeStyle
    try style.validate()
    guard shape.path.isFinite, shape.strokeStart.isFinite, shape.strokeEnd.isFinite else {
      return []
    }
    let trimmed = shape.path.trimmed(from: shape.strokeStart, to: shape.strokeEnd)
    guard !trimmed.isEmpty else { return [] }
    if style.width == 0 {
      // A hairline: the dashed centre line projected, then outlined 1 px wide on screen.
      let dashed =
        style.dashPattern.isEmpty
        ? trimmed : try trimmed.dashed(pattern: style.dashPattern, phase: style.dashPhase)
      var device = style
      device.width = 1
      device.dashPattern = []
      var contours: [[Point]] = []
      for line in dashed.flattenedPolylines(through: homography, tolerance: Self.tolerance) {
        contours += try line.path.strokeOutline(device, tolerance: Self.tolerance / 2)
          .flattened(tolerance: Self.tolerance / 2)
      }
      return contours
    }
    // Outlined in the layer's plane to within half the device tolerance, as many layer
    // units as that is where the layer is stretched most, then flattened on screen.
    guard let box = trimmed.controlPointBounds,
      let stretch = homography.largestStretch(over: box), stretch > 0, stretch.isFinite
    else { return [] }
    let outline = try trimmed.strokeOutline(style, tolerance: Self.tolerance / 2 / stretch)
    return outline.flattened(through: homography, tolerance: Self.tolerance)
  }
}

extension ShapeContent {
  /// Why part of the shape cannot be drawn, nil when all of it can: a path with a coordinate
  /// that is not finite (nothing is drawn), or a stroke style that cannot be drawn (a
  /// negative or non-finite width, a non-finite miter limit, dash lengths or phase, a dash
  /// pattern cutting the path into more than `Path.maximumDashCount` dashes, a non-finite
  /// stroke start or end: the stroke is not drawn). Front ends report it, since the
  /// renderer leaves such parts out.
  package var drawingProblem: String? {
    guard !path.isEmpty else { return nil }
    guard path.isFinite else { return "the shape's path has a coordinate that is not finite" }
    guard strokeColor.alpha > 0 else { return nil }
    guard strokeStart.isFinite, strokeEnd.isFinite else {
      return "the shape's stroke start \(strokeStart) or end \(strokeEnd) is not finite"
    }
    do {
      try strokeStyle.validate()
      if !lineDashPattern.isEmpty && strokeStart < strokeEnd {
        _ = try path.trimmed(from: strokeStart, to: strokeEnd)
          .dashed(pattern: lineDashPattern, phase: lineDashPhase)
      }
    } catch {
      return "the shape's stroke cannot be drawn: \(error.description)"
    }
    return nil
  }
}
