import Foundation
import Pixels
import ProcessServices

/// How a frame is cleared before the next one is drawn.
public enum Disposal: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not specified (treated as `keep`).
  case unspecified = 0
  /// Left in place.
  case keep = 1
  /// Its rectangle cleared to transparent.
  case background = 2
  /// Its rectangle restored to what was there before.
  case previous = 3

  public var description: String {
    switch self {
    case .unspecified: "none"
    case .keep: "keep"
    case .background: "background"
    case .previous: "previous"
    }
  }
}

/// One frame of a decoded GIF.
public struct GIFFrame: Sendable {
  /// The whole canvas as it shows while this frame is displayed.
  public var image: Image
  /// How long it shows, in centiseconds.
  public var delay: Int
  /// How it is cleared before the next frame.
  public var disposal: Disposal
  /// The number of entries of the colour table it uses.
  public var paletteSize: Int
  /// The rectangle it draws.
  public var region: PixelRegion
  /// The palette index drawn as transparent, if any.
  public var transparentIndex: Int?
}

/// A decoded GIF with every frame kept, for tests of small files; `GIFDecoder` reads one
/// frame at a time in bounded memory.
public struct GIFFile: Sendable {
  /// Screen width in pixels.
  public var width: Int
  /// Screen height in pixels.
  public var height: Int
  /// "87a" or "89a".
  public var version: String
  /// The NETSCAPE2.0 loop count: nil without the block (plays once), 0 = forever.
  public var loopCount: Int?
  /// The frames, composited.
  public var frames: [GIFFrame]

  /// Reads a GIF file, checking sizes against `limits` before allocating.
  public init(contentsOfFile path: String, limits: Limits = Limits()) throws {
    try self.init(decoder: GIFDecoder(contentsOfFile: path, limits: limits))
  }

  /// Reads GIF bytes; `name` is what error messages call them.
  public init(data: [UInt8], name: String, limits: Limits = Limits()) throws {
    try self.init(decoder: GIFDecoder(data: data, name: name, limits: limits))
  }

  private init(decoder: GIFDecoder) throws {
    frames = []
    while let frame = try decoder.nextFrame() { frames.append(frame) }
    width = decoder.width
    height = decoder.height
    version = decoder.version
    loopCount = decoder.loopCount
  }
}
