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
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    let plan = FramePlan(
      root, scale: scale, width: width, height: height, textures: textures, fonts: fonts)
    // Bands bound the memory too: each holds its canvases of 16 bytes a pixel, so a large
    // frame is drawn a band at a time even on one thread.
    let byMemory = (width * height + Self.maximumBandPixels - 1) / Self.maximumBandPixels
    let bandCount = min(max(height, 1), max(threads <= 1 ? 1 : threads * 4, byMemory))
    guard bandCount > 1 else {
      return plan.draw(rows: 0..<height, background: background).image
    }
    let bands = (0..<bandCount).map { i in (height * i / bandCount)..<(height * (i + 1) / bandCount)
    }
    // Each band writes its own rows of the one frame buffer.
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      let frame = SendableBuffer(base: UnsafeMutableRawBufferPointer(out))
      _ = ParallelMap.map(bands, threads: max(threads, 1)) { rows in
        let canvas = plan.draw(rows: rows, background: background)
        let start = rows.lowerBound * width * 4
        canvas.write(
          to: UnsafeMutableRawBufferPointer(
            rebasing: frame.base[start..<(start + rows.count * width * 4)]))
      }
      initialized = width * height * 4
    }
    return Image(width: width, height: height, bytes: bytes)
  }

  /// The screen positions, in pixels, of the bounds corners (top left, top right, bottom
  /// right, bottom left) of the layer at `indexPath` below `root` (empty: the root itself);
  /// nil for a corner at or behind the eye (W < 1/16384).
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
      guard p.w >= ScreenBounds.nearPlane else { return nil }
      return Point(x: p.x / p.w, y: p.y / p.w)
    }
  }
}

/// A frame buffer that bands of rows write into from several threads, each its own rows.
private struct SendableBuffer: @unchecked Sendable {
  let base: UnsafeMutableRawBufferPointer
}
