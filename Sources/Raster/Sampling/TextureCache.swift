import Foundation
import Geometry
import Layers
import Pixels

/// The textures one renderer has built, so that each image and each text line is turned
/// into a texture and mip chain once per render and shared by every frame and band.
///
/// Images are keyed by their pixel storage: the cache keeps the image (and so its storage)
/// alive, so no other image can reuse that address while the entry exists, and an image
/// changed after caching has new storage (copy on write) and gets a texture of its own.
package final class TextureCache: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [ImageKey: (image: Image, texture: Texture)] = [:]
  private var builds = 0

  private struct ImageKey: Hashable {
    let storage: UInt
    let width: Int
    let height: Int
  }

  private struct TextKey: Hashable {
    let text: TextContent
    let width: Double
    let height: Double
    let scale: Double
  }

  private struct LayoutKey: Hashable {
    let text: TextContent
    let width: Double
    let height: Double
  }

  /// Text drawn into a texture: its top left corner in whole pixels from the layer's
  /// bounds, and the pixels per point it was drawn at. No texture when nothing shows.
  struct DrawnText {
    var texture: Texture?
    var x: Int
    var y: Int
    var scale: Double
  }

  private var texts: [TextKey: DrawnText] = [:]

  /// What a shadow's texture is drawn from.
  struct ShadowKey: Equatable {
    let layer: PresentedLayer
    let toTexture: Transform3D
    let width: Int
    let height: Int
    let sigma: Double
  }

  /// The shadows drawn lately, oldest first: a shadow that stays the same from frame to
  /// frame (or only moves) is cast and blurred once.
  private var shadows: [(key: ShadowKey, texture: Texture)] = []
  private var shadowBytes = 0
  /// The most bytes of shadow textures kept.
  static let maximumShadowBytes = 64 << 20
  /// The most shadow textures kept: each lookup compares the keys one by one.
  static let maximumShadows = 256
  private var layouts: [LayoutKey: TextLayout] = [:]

  /// How many textures this cache has built (each image or line once).
  var buildCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return builds
  }

  /// The pixels per point of the text textures built so far, ascending.
  var textScales: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return texts.keys.map(\.scale).sorted()
  }

  /// The pixels of each text texture built so far (0 for text that shows nothing).
  var textTexturePixels: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return texts.values.map { ($0.texture?.width ?? 0) * ($0.texture?.height ?? 0) }
  }

  /// The texture of `image`, built on first use. Building holds the lock, so two frames
  /// asking at once still build it once.
  func texture(of image: Image) -> Texture {
    let storage = image.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let key = ImageKey(storage: storage, width: image.width, height: image.height)
    lock.lock()
    defer { lock.unlock() }
    if let entry = images[key] { return entry.texture }
    let texture = Texture(image)
    builds += 1
    images[key] = (image, texture)
    return texture
  }

  /// The shadow texture for `key`, made by `make` unless one made for an equal key is
  /// kept. `make` runs outside the lock (it draws the layer, which asks for textures), so
  /// two threads may both make it; they make the same.
  func shadowTexture(for key: ShadowKey, make: () -> Texture) -> Texture {
    lock.lock()
    if let entry = shadows.last(where: { $0.key == key }) {
      lock.unlock()
      return entry.texture
    }
    lock.unlock()
    let texture = make()
    let bytes = texture.width * texture.height * 4
    lock.lock()
    defer { lock.unlock() }
    if !shadows.contains(where: { $0.key == key }) {
      shadows.append((key, texture))
      shadowBytes += bytes
      builds += 1
      while shadowBytes > Self.maximumShadowBytes || shadows.count > Self.maximumShadows,
        shadows.count > 1
      {
        let old = shadows.removeFirst()
        shadowBytes -= old.texture.width * old.texture.height * 4
      }
    }
    return texture
  }

  /// The most pixels one text texture may have (16 Mpx, 64 MiB): text that would need
  /// more at the asked scale is drawn at a lower one and magnified. Visible to the package so
  /// that Flipbook's render work estimate can read it rather than keep a copy.
  package static let maximumTextPixels = 16.0 * 1024 * 1024

  /// `text` laid out in a `width` × `height` point box and drawn at `scale` pixels per point
  /// (or less, to stay within ``maximumTextPixels``), built on first use.
  func texture(
    of text: TextContent, width: Double, height: Double, scale: Double,
    fonts: FontLibrary
  ) -> DrawnText {
    let key = TextKey(text: text, width: width, height: height, scale: scale)
    lock.lock()
    defer { lock.unlock() }
    if let drawn = texts[key] { return drawn }
    let layoutKey = LayoutKey(text: text, width: width, height: height)
    let layout =
      layouts[layoutKey] ?? TextLayout(text, width: width, height: height, library: fonts)
    layouts[layoutKey] = layout
    // The region the lines can ink, within the box, bounds the texture.
    let margin = text.runs.map(\.font.size).max() ?? 0
    let left = max((layout.lines.map(\.x).min() ?? 0) - margin, 0)
    let right = min((layout.lines.map { $0.x + $0.width }.max() ?? 0) + margin, width)
    let top = max((layout.lines.first?.top ?? 0) - margin, 0)
    let bottom = min((layout.lines.last.map { $0.top + $0.height } ?? 0) + margin, height)
    let area = max(right - left, 0) * max(bottom - top, 0)
    var drawScale = scale
    if area * scale * scale > Self.maximumTextPixels {
      drawScale = (Self.maximumTextPixels / area).squareRoot()
    }
    let (image, x, y) = layout.image(scale: drawScale, width: width, height: height)
    let drawn = DrawnText(
      texture: image.width > 0 && image.height > 0 ? Texture(image) : nil, x: x, y: y,
      scale: drawScale)
    builds += 1
    texts[key] = drawn
    return drawn
  }
}
