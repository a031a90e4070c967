import Foundation
import Pixels

/// The textures one renderer has built, so that each image and each text line is turned
/// into a texture and mip chain once per render and shared by every frame and band.
///
/// Images are keyed by their pixel storage: the cache keeps the image (and so its storage)
/// alive, so no other image can reuse that address while the entry exists, and an image
/// changed after caching has new storage (copy on write) and gets a texture of its own.
final class TextureCache: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [ImageKey: (image: Image, texture: Texture)] = [:]
  private var lines: [LineKey: Texture] = [:]
  private var builds = 0

  private struct ImageKey: Hashable {
    let storage: UInt
    let width: Int
    let height: Int
  }

  private struct LineKey: Hashable {
    let string: String
    let pixelSize: Double
    let color: Color
  }

  /// How many textures this cache has built (each image or line once).
  var buildCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return builds
  }

  /// The pixel sizes of the text lines built so far, ascending.
  var lineSizes: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return lines.keys.map(\.pixelSize).sorted()
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

  /// The texture of one line of text in `font` at `pixelSize` pixels per em, tinted.
  func texture(ofLine string: String, pixelSize: Double, color: Color, font: Font) -> Texture {
    let key = LineKey(string: string, pixelSize: pixelSize, color: color)
    lock.lock()
    defer { lock.unlock() }
    if let texture = lines[key] { return texture }
    let texture = Texture(font.line(string, pixelSize: pixelSize).tinted(color))
    builds += 1
    lines[key] = texture
    return texture
  }
}
