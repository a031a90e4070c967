extension LayerPlan {
  /// Paints the layer's background, gradient, sources and border, in that order, onto the rows of
  /// `canvas` it touches, in the columns the canvas paints.
  ///
  /// Per row: the inverse map is affine in the column (`RowMapping`); the columns where
  /// the bounds and each source certainly cover the whole pixel, and those a source cannot
  /// reach, are found once, so only pixels near an edge pay for exact coverage (a signed
  /// distance through the Jacobian), and a background beside a smaller image or line of text
  /// is a memory fill.
  /// Sampling runs in `Float`: texture coordinates below 2¹⁴ keep 2⁻¹⁰ of a texel.
  ///
  /// `reusingFootprints` false works each pixel's filtering out from its own Jacobian even
  /// where the Jacobian is constant, as a reference for the shortcut (the same pixels).
  func paint(into canvas: inout Canvas, reusingFootprints: Bool = true) {
    let top = max(bounds.minY, canvas.rows.lowerBound)
    let bottom = min(bounds.maxY, canvas.rows.upperBound)
    guard top < bottom else { return }
    let width = canvas.width
    let rowOrigin = Canvas.RowOrigins(canvas)
    let painted = canvas.columns
    let hasBorder = borderWidth > 0 && border.w > 0
    let hasGradient = gradient != nil
    let needsShape = background.w > 0 || hasGradient || hasBorder || masksToBounds
    let gradientMapping = gradient?.mapping ?? .axial(startX: 0, startY: 0, axisX: 0, axisY: 0)
    let gradientTable = gradient?.table ?? []
    let needsLocal = !sources.isEmpty || hasGradient
    let margin = unitsPerPixel
    let a = inverse.h
    let (a0, a1, a2) = (Float(a.0), Float(a.1), Float(a.2))
    let (a3, a4, a5) = (Float(a.3), Float(a.4), Float(a.5))
    // The pointer-only views of the sources keep reference counting out of the loop.
    let samplings = sources.map(\.sampling)
    // Kept apart from the samplings, which the loop passes around whole.
    let tints = sources.map(\.tint)
    let anyTinted = tints.contains { $0 != FramePlan.noTint }
    let anyMinified = sources.contains { $0.isMinified }
    var sourceRows = [SourceRow](repeating: SourceRow(), count: sources.count)
    // Without perspective (w constant) or minification, each source's filtering is the same
    // at every pixel: it is worked out once a run.
    let sameFootprint = reusingFootprints && (!anyMinified || (a2 == 0 && a5 == 0))
    // A row's columns cut where a source's coverage changes between 0, partial and 1.
    var segments: [(columns: Range<Int>, isInterior: Bool)] = []
    segments.reserveCapacity(4 * sources.count + 3)
    // The background and opacity at coverage 1, as the general path computes them.
    let fullOpacity = 1 * opacity
    let solidBackground = background * fullOpacity
    // Continuous corners: the bounds' and the border's inside coverage, a row at a time.
    let outline = outline
    let borderInside = borderInside
    var outlineRow = [Float](repeating: 0, count: outline == nil ? 0 : width)
    var insideRow = [Float](repeating: 0, count: borderInside == nil ? 0 : width)
    var outlineCursor = outline?.firstSpan(atOrAfterRow: top) ?? 0
    var insideCursor = borderInside?.firstSpan(atOrAfterRow: top) ?? 0

    canvas.pixels.withUnsafeMutableBufferPointer { pixels in
      gradientTable.withUnsafeBufferPointer { gradientTable in
        tints.withUnsafeBufferPointer { tints in
          samplings.withUnsafeBufferPointer { samplings in
            sourceRows.withUnsafeMutableBufferPointer { sourceRows in
              for py in top..<bottom {
                let span = bounds.span(ofRow: py)
                guard !span.isEmpty else { continue }
                let row = RowMapping(row: py, inverse: inverse)
                if let outline {
                  outlineRow.withUnsafeMutableBufferPointer {
                    outline.write(row: py, within: span, into: $0, cursor: &outlineCursor)
                  }
                  if let borderInside {
                    insideRow.withUnsafeMutableBufferPointer {
                      borderInside.write(
                        row: py, within: span, into: $0, cursor: &insideCursor)
                    }
                  }
                }
                let shapeColumns =
                  outline != nil
                  ? span.lowerBound..<span.lowerBound
                  : needsShape ? interiorColumns(of: shape, row: row, span: span) : span
                for i in 0..<samplings.count {
                  sourceRows[i].inside = interiorColumns(
                    of: samplings[i].shape, row: row, span: span)
                  sourceRows[i].reach = Self.reachColumns(
                    of: samplings[i].shape, row: row, span: span, inside: sourceRows[i].inside,
                    unitsPerPixel: unitsPerPixel)
                }
                let (u0, v0, w0) = (Float(row.u0), Float(row.v0), Float(row.w0))
                let all = span.clamped(to: painted)
                // The columns left and right of those the next plan covers opaque.
                let covered =
                  coveredBy?.columns(ofRow: py, within: all) ?? all
                  .upperBound..<all.upperBound
                let parts =
                  covered.isEmpty
                  ? (all, all.upperBound..<all.upperBound)
                  : (all.lowerBound..<covered.lowerBound, covered.upperBound..<all.upperBound)
                let rowBase = rowOrigin(py)
                for part in 0..<2 {
                  let columns = part == 0 ? parts.0 : parts.1
                  // Where the bounds cover whole pixels, no border is near and every source
                  // either covers whole pixels or cannot reach them, every coverage is 1 or 0:
                  // such pixels skip the edge work (the same arithmetic, with the coverage 1
                  // left out and the sources of coverage 0 too). The pixels near an edge take
                  // the general path.
                  let fast =
                    outline == nil && !hasBorder
                    ? shapeColumns.clamped(to: columns)
                    : columns.upperBound..<columns.upperBound
                  segments.removeAll(keepingCapacity: true)
                  segments.append((columns.lowerBound..<fast.lowerBound, false))
                  var start = fast.lowerBound
                  while start < fast.upperBound {
                    var end = fast.upperBound
                    var nearEdge = false
                    for i in 0..<samplings.count {
                      let (inside, reach) = (sourceRows[i].inside, sourceRows[i].reach)
                      Self.cut(&end, after: start, at: inside.lowerBound)
                      Self.cut(&end, after: start, at: inside.upperBound)
                      Self.cut(&end, after: start, at: reach.lowerBound)
                      Self.cut(&end, after: start, at: reach.upperBound)
                      if !inside.contains(start) && reach.contains(start) { nearEdge = true }
                    }
                    segments.append((start..<end, !nearEdge))
                    start = end
                  }
                  segments.append((fast.upperBound..<columns.upperBound, false))
                  for (segment, isInterior) in segments where !segment.isEmpty {
                    if isInterior {
                      var anySource = false
                      for i in 0..<samplings.count {
                        sourceRows[i].isActive = sourceRows[i].inside.contains(segment.lowerBound)
                        anySource = anySource || sourceRows[i].isActive
                      }
                      if !anySource && !hasGradient {
                        guard background.w > 0 else { continue }
                        if solidBackground.w == 255 {
                          // Source-over of an opaque colour is the colour: s + d · 0.
                          (pixels.baseAddress! + (rowBase + segment.lowerBound)).update(
                            repeating: solidBackground, count: segment.count)
                        } else {
                          for px in segment {
                            pixels[rowBase + px] = Self.over(
                              solidBackground, pixels[rowBase + px])
                          }
                        }
                        continue
                      }
                      if sameFootprint {
                        // Without perspective w = w0 + sx · 0 at every pixel, so the
                        // Jacobian is constant (and unused when nothing is minified).
                        let r = 1 / w0
                        let jacobian =
                          anyMinified ? SIMD4(a0 * r, a3 * r, a1 * r, a4 * r) : .zero
                        for i in 0..<samplings.count where sourceRows[i].isActive {
                          sourceRows[i].footprint = samplings[i].footprint(jacobian: jacobian)
                        }
                      }
                      if !hasGradient,
                        let only = sourceRows.indices.first(where: { sourceRows[$0].isActive }),
                        !sourceRows[(only + 1)...].contains(where: \.isActive)
                      {
                        Self.paintInterior(
                          segment, of: pixels.baseAddress! + rowBase,
                          inverse: RowInverse(u0: u0, v0: v0, w0: w0, a: (a0, a1, a2, a3, a4, a5)),
                          background: background.w > 0 ? solidBackground : nil,
                          source: samplings[only], tint: anyTinted ? tints[only] : nil,
                          opacity: fullOpacity,
                          footprint: sameFootprint ? sourceRows[only].footprint : nil)
                        continue
                      }
                      for px in segment {
                        let index = rowBase + px
                        var color = pixels[index]
                        if background.w > 0 { color = Self.over(solidBackground, color) }
                        let sx = Float(px) + 0.5
                        let w = w0 + sx * a2
                        let r = 1 / w
                        let x = (u0 + sx * a0) * r
                        let y = (v0 + sx * a1) * r
                        if hasGradient {
                          let g = GradientSource.color(
                            x: x, y: y, mapping: gradientMapping, table: gradientTable)
                          if g.w > 0 { color = Self.over(g * fullOpacity, color) }
                        }
                        for i in 0..<samplings.count where sourceRows[i].isActive {
                          let footprint =
                            sameFootprint
                            ? sourceRows[i].footprint
                            : samplings[i].footprint(
                              jacobian: SIMD4(
                                (a0 - x * a2) * r, (a3 - x * a5) * r, (a1 - y * a2) * r,
                                (a4 - y * a5) * r))
                          var s = samplings[i].color(x: x, y: y, footprint: footprint)
                          if anyTinted { s *= tints[i] }
                          guard s.w > 0 else { continue }
                          color = Self.over(s * fullOpacity, color)
                        }
                        pixels[index] = color
                      }
                      continue
                    }
                    for px in segment {
                      let shapeIsFull = shapeColumns.contains(px)
                      var atEdge = outline == nil && (!shapeIsFull || hasBorder)
                      for i in 0..<samplings.count
                      where !sourceRows[i].inside.contains(px) && sourceRows[i].reach.contains(px) {
                        atEdge = true
                      }
                      var edge: LocalPoint?
                      if atEdge {
                        guard var local = row.local(at: px) else { continue }
                        local.maxUnitsPerPixel = margin
                        edge = local
                      }
                      let inside: Float =
                        outline != nil
                        ? outlineRow[px]
                        : shapeIsFull
                          ? 1 : needsShape ? Self.coverage(at: edge, of: shape) : 0
                      let index = rowBase + px
                      var color = pixels[index]
                      if background.w > 0 && inside > 0 {
                        color = Self.over(background * (inside * opacity), color)
                      }
                      if needsLocal {
                        // x = u/w, y = v/w; ∂x/∂sx = (H⁻¹₀₀ − x·H⁻¹₀₂)/w and likewise the others.
                        let sx = Float(px) + 0.5
                        let w = w0 + sx * a2
                        let r = 1 / w
                        let x = (u0 + sx * a0) * r
                        let y = (v0 + sx * a1) * r
                        if hasGradient && inside > 0 {
                          let g = GradientSource.color(
                            x: x, y: y, mapping: gradientMapping, table: gradientTable)
                          if g.w > 0 { color = Self.over(g * (inside * opacity), color) }
                        }
                        let jacobian =
                          anyMinified
                          ? SIMD4(
                            (a0 - x * a2) * r, (a3 - x * a5) * r, (a1 - y * a2) * r,
                            (a4 - y * a5) * r
                          )
                          : .zero
                        // A nine-part grid's parts, each weighted by its coverage, summed.
                        var tiles = SIMD4<Float>.zero
                        for i in 0..<samplings.count where sourceRows[i].reach.contains(px) {
                          let isTile = samplings[i].isTile
                          var c: Float =
                            sourceRows[i].inside.contains(px)
                            ? 1
                            : isTile
                              ? edge?.tileCoverage(of: samplings[i].shape) ?? 0
                              : Self.coverage(at: edge, of: samplings[i].shape)
                          if masksToBounds { c = min(c, inside) }
                          guard c > 0 else { continue }
                          var s = samplings[i].color(x: x, y: y, jacobian: jacobian)
                          if anyTinted { s *= tints[i] }
                          guard s.w > 0 else { continue }
                          if isTile {
                            tiles += s * c
                            continue
                          }
                          if tiles.w > 0 {
                            color = Self.over(tiles * opacity, color)
                            tiles = .zero
                          }
                          color = Self.over(s * (c * opacity), color)
                        }
                        if tiles.w > 0 { color = Self.over(tiles * opacity, color) }
                      }
                      if hasBorder && inside > 0 && outline != nil {
                        let ring = inside - (borderInside == nil ? 0 : insideRow[px])
                        if ring > 0 { color = Self.over(border * (ring * opacity), color) }
                      } else if hasBorder && inside > 0, let edge {
                        let ring = inside - edge.coverage(of: shape, outset: -borderWidth)
                        if ring > 0 { color = Self.over(border * (ring * opacity), color) }
                      }
                      pixels[index] = color
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Paints the pixels of `columns` of one row, whose pixel 0 is at `row`, where the bounds
  /// cover every pixel whole and one image or text source does too, nothing else painting:
  /// the background, then the source, faded by `opacity` (each only if given), as the
  /// general loop would, to the bit. `footprint` is the source's filtering when it is the
  /// same at every pixel; nil works it out at each.
  ///
  /// Kept out of `paint(into:)` so the sampling inlines into it: the inliner leaves calls
  /// out of a function as large as that one.
  @inline(never)
  private static func paintInterior(
    _ columns: Range<Int>, of row: UnsafeMutablePointer<SIMD4<Float>>, inverse m: RowInverse,
    background: SIMD4<Float>?, source: SourceSampling, tint: SIMD4<Float>?, opacity: Float,
    footprint: SampleFootprint?
  ) {
    let (a0, a1, a2, a3, a4, a5) = m.a
    for px in columns {
      var color = row[px]
      if let background { color = Self.over(background, color) }
      let sx = Float(px) + 0.5
      let w = m.w0 + sx * a2
      let r = 1 / w
      let x = (m.u0 + sx * a0) * r
      let y = (m.v0 + sx * a1) * r
      let f =
        footprint
        ?? source.footprint(
          jacobian: SIMD4(
            (a0 - x * a2) * r, (a3 - x * a5) * r, (a1 - y * a2) * r, (a4 - y * a5) * r)
        )
      var s = source.color(x: x, y: y, footprint: f)
      if let tint { s *= tint }
      if s.w > 0 { color = Self.over(s * opacity, color) }
      row[px] = color
    }
  }

  /// Lowers `end` to `bound` when `bound` lies between `start` and it.
  @inline(__always)
  private static func cut(_ end: inout Int, after start: Int, at bound: Int) {
    if bound > start && bound < end { end = bound }
  }

  /// The columns of `span` whose pixels can overlap `shape` at all, for a plan whose bound
  /// of layer units per pixel is `unitsPerPixel`, containing `inside` (its columns of whole
  /// pixels): centres within that bound of its box, with a little to spare, so that every
  /// pixel left out has coverage 0 (`RoundedRect.quickCoverage`).
  static func reachColumns(
    of shape: RoundedRect, row: RowMapping, span: Range<Int>, inside: Range<Int>,
    unitsPerPixel: Double
  ) -> Range<Int> {
    guard unitsPerPixel.isFinite else { return span }
    let spare =
      unitsPerPixel * 1e-4 + 1e-9
      * (abs(shape.midX) + abs(shape.midY) + shape.halfWidth + shape.halfHeight)
    let outsetX = shape.halfWidth + unitsPerPixel + spare
    let outsetY = shape.halfHeight + unitsPerPixel + spare
    let reach = row.columns(
      insideX: shape.midX - outsetX, shape.midX + outsetX, y: shape.midY - outsetY,
      shape.midY + outsetY, within: span)
    guard !inside.isEmpty else { return reach }
    guard !reach.isEmpty else { return inside }
    return min(reach.lowerBound, inside.lowerBound)..<max(reach.upperBound, inside.upperBound)
  }

  /// The columns of `span` whose pixels lie wholly inside `shape`, at this plan's bound of
  /// layer units per pixel.
  private func interiorColumns(of shape: RoundedRect, row: RowMapping, span: Range<Int>)
    -> Range<Int>
  {
    Self.interiorColumns(of: shape, row: row, span: span, unitsPerPixel: unitsPerPixel)
  }

  /// The columns of `span` whose pixels lie wholly inside `shape`, for a plan whose bound
  /// of layer units per pixel is `unitsPerPixel`: centres at least that bound inside the
  /// cross of two boxes, the bounds shrunk by the corner radius across and by the bound
  /// down, and the other way round (where `RoundedRect.quickCoverage` gives 1). Where the
  /// row crosses both arms apart, the longer run.
  static func interiorColumns(
    of shape: RoundedRect, row: RowMapping, span: Range<Int>, unitsPerPixel: Double
  ) -> Range<Int> {
    guard unitsPerPixel.isFinite else { return span.lowerBound..<span.lowerBound }
    let rounded = (shape.halfWidth - shape.radius - unitsPerPixel, shape.halfWidth - unitsPerPixel)
    let roundedY = (
      shape.halfHeight - shape.radius - unitsPerPixel, shape.halfHeight - unitsPerPixel
    )
    func columns(_ insetX: Double, _ insetY: Double) -> Range<Int> {
      row.columns(
        insideX: shape.midX - insetX, shape.midX + insetX, y: shape.midY - insetY,
        shape.midY + insetY, within: span)
    }
    guard shape.radius > 0 else { return columns(rounded.1, roundedY.1) }
    let across = columns(rounded.0, roundedY.1)
    let down = columns(rounded.1, roundedY.0)
    if across.isEmpty { return down }
    if down.isEmpty { return across }
    if across.lowerBound <= down.upperBound && down.lowerBound <= across.upperBound {
      return min(across.lowerBound, down.lowerBound)..<max(across.upperBound, down.upperBound)
    }
    return across.count >= down.count ? across : down
  }

  /// The coverage of `shape` at the pixel `edge` (0 where there is none: behind the eye).
  @inline(__always)
  private static func coverage(at edge: LocalPoint?, of shape: RoundedRect) -> Float {
    guard let edge else { return 0 }
    return edge.coverage(of: shape)
  }

  /// Source-over with premultiplied colours in 0...255.
  @inline(__always)
  static func over(_ source: SIMD4<Float>, _ destination: SIMD4<Float>) -> SIMD4<Float> {
    source + destination * (1 - source.w / 255)
  }
}

/// The inverse map along one pixel row: homogeneous layer coordinates (u, v, w) at screen
/// x = 0 of the row's centre line, and H⁻¹'s entries in `Float`.
private struct RowInverse {
  let u0: Float
  let v0: Float
  let w0: Float
  /// ∂u, ∂v and ∂w along screen x, then along screen y.
  let a: (Float, Float, Float, Float, Float, Float)
}

/// What the span loop knows of one image or text source on the current row.
private struct SourceRow {
  /// The columns whose pixels it covers whole.
  var inside: Range<Int> = 0..<0
  /// The columns whose pixels it can touch at all.
  var reach: Range<Int> = 0..<0
  /// Whether it is painted in the current interior segment.
  var isActive = false
  /// Its filtering, when that is the same at every pixel of the row.
  var footprint = SampleFootprint.levelZero
}
