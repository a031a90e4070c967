import Foundation
import Geometry
import Layers
import Pixels

/// Draws presented layer trees into images: every layer is a quad under its full 4×4
/// layer-to-screen matrix, with anti-aliased (rounded) edges and bilinear sampling.
///
/// A renderer keeps the textures it builds, so the frames of one render share one texture
/// and mip chain per image and per line of text: use one renderer for a whole render.
public struct Renderer: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// The colour behind every layer.
  public var background: Color
  /// The fonts text layers are drawn in; nil only for a renderer that is told it will meet
  /// no text, and then text layers draw no text.
  public let fonts: FontLibrary?
  /// The textures built so far, shared by copies of this renderer.
  let textures = TextureCache()

  /// A renderer at `scale` pixels per point over a background colour, drawing text in
  /// `fonts` (``FontLibrary/bundled()`` is the library recordings use). The fonts have no
  /// default, so that a renderer without them (`fonts: nil`, drawing no text) is always
  /// asked for by name.
  public init(scale: Double = 2, background: Color = .white, fonts: FontLibrary?) {
    self.scale = scale
    self.background = background
    self.fonts = fonts
  }

  /// The most pixels of one band: its canvas then takes at most 16 MiB.
  static let maximumBandPixels = 1 << 20

  /// The tree drawn on a canvas of `size` points (rounded to whole pixels), in bands of
  /// rows on up to `threads` threads. The frame is planned once; every pixel is computed
  /// the same way whatever band it falls in, so the image does not depend on the thread
  /// count.
  public func render(_ root: PresentedLayer, size: Size, threads: Int = 1) -> Image {
    let (width, height) = pixelSize(of: size)
    let plan = FramePlan(
      root, scale: scale, width: width, height: height, textures: textures, fonts: fonts)
    return Image(
      width: width, height: height,
      bytes: draw(
        plan, regions: [FramePatch.Region(rows: 0..<height, columns: 0..<width)], width: width,
        threads: threads))
  }

  /// The regions of the frame of `root` that differ from the frame of `previous` — both on
  /// a canvas of `size` points — drawn, ready to be applied to the image of `previous`.
  ///
  /// Only the layers whose presented state changed, appeared or disappeared are looked at:
  /// the boxes they paint, before and after, are drawn again (the whole frame when a layer
  /// has a backdrop), and a tree equal to the one before draws nothing. Every pixel is computed as ``render(_:size:threads:)`` computes
  /// it, so the patched image is byte for byte the full frame.
  public func patch(
    from previous: PresentedLayer, to root: PresentedLayer, size: Size, threads: Int = 1
  ) -> FramePatch {
    let (width, height) = pixelSize(of: size)
    let damage = FrameDamage(
      from: previous, to: root, scale: scale, width: width, height: height,
      textures: textures, fonts: fonts)
    guard !damage.regions.isEmpty else {
      return FramePatch(width: width, height: height, regions: [], bytes: [])
    }
    let plan = FramePlan(
      root, scale: scale, width: width, height: height, textures: textures, fonts: fonts)
    // A change anywhere behind a backdrop can show through its blur, beyond the boxes
    // that changed: with a backdrop, a changed frame is drawn whole.
    let regions =
      plan.backdropReach > 0
      ? [FramePatch.Region(rows: 0..<height, columns: 0..<width)] : damage.regions
    let bytes = draw(plan, regions: regions, width: width, threads: threads)
    return FramePatch(width: width, height: height, regions: regions, bytes: bytes)
  }

  /// The frame size in whole pixels.
  private func pixelSize(of size: Size) -> (width: Int, height: Int) {
    (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
  }

  /// The given regions of the frame of `plan`, one after another as 8-bit RGBA rows of
  /// each, drawn in bands of rows on up to `threads` threads.
  private func draw(
    _ plan: FramePlan, regions: [FramePatch.Region], width: Int, threads: Int
  ) -> [UInt8] {
    let total = regions.reduce(0) { $0 + $1.pixelCount }
    // Bands bound the memory too: each holds its canvases of 16 bytes a pixel of whole
    // rows, so a large frame is drawn a band at a time even on one thread.
    let rowCount = regions.reduce(0) { $0 + $1.rows.count }
    let byMemory = (width * rowCount + Self.maximumBandPixels - 1) / Self.maximumBandPixels
    let bandCount = min(max(rowCount, 1), max(threads <= 1 ? 1 : threads * 4, byMemory))
    // Each band is some rows of one region, and where its bytes start.
    var bands: [(region: FramePatch.Region, start: Int)] = []
    var start = 0
    for region in regions {
      let rows = region.rows
      let parts = min(
        max(1, (bandCount * rows.count + rowCount - 1) / max(rowCount, 1)), rows.count)
      for i in 0..<parts {
        let low = rows.lowerBound + rows.count * i / parts
        let high = rows.lowerBound + rows.count * (i + 1) / parts
        bands.append(
          (
            FramePatch.Region(rows: low..<high, columns: region.columns),
            start + (low - rows.lowerBound) * region.columns.count * 4
          ))
      }
      start += region.pixelCount * 4
    }
    // Each band writes its own part of the one buffer.
    return [UInt8](unsafeUninitializedCapacity: total * 4) { out, initialized in
      let buffer = SendableBuffer(base: UnsafeMutableRawBufferPointer(out))
      _ = ParallelMap.map(bands, threads: max(threads, 1)) { band in
        let canvas = plan.draw(
          rows: band.region.rows, columns: band.region.columns, background: background)
        canvas.write(
          to: UnsafeMutableRawBufferPointer(
            rebasing: buffer.base[band.start..<(band.start + band.region.pixelCount * 4)]))
      }
      initialized = total * 4
    }
  }

  /// The screen positions, in pixels, of the bounds corners (top left, top right, bottom
  /// right, bottom left) of the layer at `indexPath` below `root` (empty: the root itself);
  /// nil for a corner at or behind the eye (W below `Homography.nearPlane`).
  public func screenCorners(ofLayerAt indexPath: [Int], in root: PresentedLayer) -> [Point?] {
    var layer = root
    var toScreen = layer.transformToSuperlayer * Transform3D.scale(x: scale, y: scale, z: 1)
    for index in indexPath {
      let parentToScreen = layer.sublayerSpace * toScreen
      layer = layer.sublayers[index]
      toScreen = layer.transformToSuperlayer * parentToScreen
    }
    let b = layer.values.bounds
    let homography = Homography(toScreen)
    return [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map {
      let p = homography.map(x: $0.0, y: $0.1)
      guard p.w >= Homography.nearPlane else { return nil }
      return Point(x: p.x / p.w, y: p.y / p.w)
    }
  }
}

/// The regions of a frame that differ from the frame before it, drawn: applied to the
/// image of the frame before, they give the frame.
public struct FramePatch: Sendable, Equatable {
  /// A box of pixels: some columns of some rows.
  public struct Region: Sendable, Hashable {
    /// The rows.
    public var rows: Range<Int>
    /// The columns.
    public var columns: Range<Int>

    /// The region of `columns` in `rows`.
    public init(rows: Range<Int>, columns: Range<Int>) {
      self.rows = rows
      self.columns = columns
    }

    /// How many pixels it holds.
    public var pixelCount: Int { rows.count * columns.count }
  }

  /// The frame width in pixels.
  public let width: Int
  /// The frame height in pixels.
  public let height: Int
  /// The regions drawn, disjoint; empty when the frame equals the one before.
  public let regions: [Region]
  /// The drawn regions' pixels as 8-bit RGBA, each region's rows one after another.
  let bytes: [UInt8]

  /// How many pixels were drawn.
  public var pixelCount: Int { regions.reduce(0) { $0 + $1.pixelCount } }

  /// Whether the frame equals the one before.
  public var isEmpty: Bool { regions.isEmpty }

  /// Writes the drawn regions into `image`, the frame before (same size).
  public func apply(to image: inout Image) {
    precondition(image.width == width && image.height == height, "a patch of another size")
    // Nothing to write: touching the bytes would copy a frame whose buffer is shared.
    guard !regions.isEmpty else { return }
    var offset = 0
    let width = width
    image.bytes.withUnsafeMutableBytes { target in
      bytes.withUnsafeBytes { source in
        for region in regions {
          let count = region.columns.count * 4
          for y in region.rows {
            let at = (y * width + region.columns.lowerBound) * 4
            UnsafeMutableRawBufferPointer(rebasing: target[at..<(at + count)]).copyMemory(
              from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
            offset += count
          }
        }
      }
    }
  }
}

/// A frame buffer that bands of rows write into from several threads, each its own rows.
private struct SendableBuffer: @unchecked Sendable {
  let base: UnsafeMutableRawBufferPointer
}
