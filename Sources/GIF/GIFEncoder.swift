import Foundation
import Pixels
import ProcessServices
import _CGIF

/// Writes an animated GIF frame by frame, with memory that does not grow with the frame
/// count: GIF89a, a NETSCAPE2.0 loop block, a Graphics Control Extension and a local colour
/// table per frame. Each frame after the first encodes only the rectangle that changed.
///
/// The file is written under a temporary name beside `path` and renamed by ``finish()``;
/// on failure or ``cancel()`` it is removed and an existing file at `path` is untouched.
public final class GIFEncoder {
  /// Where the GIF goes.
  public let path: String
  /// The canvas width in pixels.
  public let width: Int
  /// The canvas height in pixels.
  public let height: Int
  /// Quantizes frames as this encoder does, for ``add(_:prepared:delay:)``.
  package let preparer: GIFFramePreparer
  private let file: AtomicFile
  private var gif: UnsafeMutablePointer<GifFileType>?
  private var previous: Image?
  /// The frame appended last, held until the next one says how it is disposed of.
  private var pending: (prepared: QuantizedGIFFrame, frame: Image, delay: Int)?
  private var done = false

  /// Opens the temporary file and writes the header and the loop block (0 = forever).
  public convenience init(
    path: String, width: Int, height: Int, loopCount: Int = 0, dither: Dither = .ordered
  ) throws {
    try self.init(
      path: path, width: width, height: height, loopCount: loopCount,
      quantizer: MedianCutQuantizer(), dither: dither)
  }

  /// An encoder whose palettes `quantizer` chooses.
  package init(
    path: String, width: Int, height: Int, loopCount: Int = 0, quantizer: any Quantizer,
    dither: Dither = .ordered
  ) throws {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw GIFError.invalidArgument(
        path: path, reason: "size \(width) × \(height) is not 1...65535 px a side")
    }
    guard (0...65535).contains(loopCount) else {
      throw GIFError.invalidArgument(path: path, reason: "loop count \(loopCount) is not 0...65535")
    }
    self.path = path
    self.width = width
    self.height = height
    preparer = GIFFramePreparer(quantizer: quantizer, dither: dither)
    do {
      file = try AtomicFile(path: path)
    } catch let error as AtomicFileError {
      throw GIFError.cannotWrite(path: path, reason: error.reason)
    }
    var error: Int32 = 0
    gif = EGifOpen(Unmanaged.passUnretained(file).toOpaque(), GIFEncoder.output, &error)
    guard let gif else {
      file.discard()
      throw GIFError.cannotWrite(path: path, reason: "giflib error \(error)")
    }
    // Must precede the screen descriptor, or giflib stamps GIF87a.
    EGifSetGifVersion(gif, true)
    var ok = EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK
    // NETSCAPE2.0: sub-block 1 holds [1, loop count low byte, high byte].
    ok = ok && EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
    ok =
      ok
      && Array("NETSCAPE2.0".utf8).withUnsafeBytes {
        EGifPutExtensionBlock(gif, 11, $0.baseAddress) == GIF_OK
      }
    let loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8)]
    ok = ok && loop.withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) == GIF_OK }
    ok = ok && EGifPutExtensionTrailer(gif) == GIF_OK
    try check(ok, "cannot write the header")
  }

  deinit {
    if !done { cancel() }
  }

  /// Appends a frame shown for `delay` centiseconds.
  public func add(_ frame: Image, delay: Int) throws {
    try checkFrame(frame, delay: delay)
    try append(preparer.prepare(frame, after: previous), of: frame, delay: delay)
  }

  /// Appends a frame shown for `delay` centiseconds, already quantized by ``preparer``
  /// after the frame appended before it.
  package func add(_ frame: Image, prepared: QuantizedGIFFrame, delay: Int) throws {
    try checkFrame(frame, delay: delay)
    try append(prepared, of: frame, delay: delay)
  }

  /// Writes the frame held back, now that the one after it is known, and holds this one.
  ///
  /// A GIF frame's transparent pixels leave the canvas as it was, so they show transparent
  /// only where the frame before cleared it (disposal 2), which it says before it is drawn.
  /// When a frame with transparent pixels follows one without, that one is drawn again
  /// whole and cleared after.
  private func append(_ prepared: QuantizedGIFFrame, of frame: Image, delay: Int) throws {
    if let (held, heldFrame, heldDelay) = pending {
      var written = held
      if prepared.clearsCanvasBefore && !held.clearsCanvasBefore {
        written = preparer.prepare(heldFrame, after: nil)
        written.clearsAfter = true
      }
      try write(written, delay: heldDelay)
    }
    pending = (prepared, frame, delay)
    previous = frame
  }

  private func checkFrame(_ frame: Image, delay: Int) throws {
    guard gif != nil, !done else {
      throw GIFError.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    guard frame.width == width, frame.height == height else {
      throw GIFError.frameSizeMismatch(
        path: path, expected: "\(width) × \(height)", got: "\(frame.width) × \(frame.height)")
    }
    guard (0...65535).contains(delay) else {
      throw GIFError.invalidArgument(path: path, reason: "delay \(delay) cs is not 0...65535")
    }
  }

  /// Writes a prepared frame: its Graphics Control Extension, then its image (compressed
  /// when it was prepared, or now).
  private func write(_ prepared: QuantizedGIFFrame, delay: Int) throws {
    guard let gif else { return }
    let clears = prepared.clearsCanvasBefore || prepared.clearsAfter
    var control = GraphicsControlBlock(
      DisposalMode: clears ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT,
      UserInputFlag: false, DelayTime: Int32(delay),
      TransparentColor: Int32(prepared.transparentIndex))
    var extensionBytes = [GifByteType](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    var ok = EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) == GIF_OK
    // giflib writes through to the file unbuffered, so the image's bytes follow in order.
    let image = prepared.compressed ?? prepared.compress(width: width, height: height)
    ok = ok && image.map { file.write($0) } ?? false
    try check(ok, "cannot write a frame")
  }

  /// Writes the trailer, closes the file and renames it into place.
  public func finish() throws {
    if let (held, _, heldDelay) = pending, !done {
      pending = nil
      try write(held, delay: heldDelay)
    }
    guard let gif, !done else {
      throw GIFError.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    done = true
    self.gif = nil
    var error: Int32 = 0
    // EGifCloseFile frees the handle even when it fails: it is not touched again.
    let closed = EGifCloseFile(gif, &error) == GIF_OK
    guard closed, file.writeError == nil else {
      let reason = file.writeError ?? "giflib error \(error)"
      file.discard()
      throw GIFError.cannotWrite(path: path, reason: reason)
    }
    do {
      try file.commit()
    } catch let error as AtomicFileError {
      throw GIFError.cannotWrite(path: path, reason: error.reason)
    }
  }

  /// Abandons the GIF: the temporary file is removed, `path` is untouched.
  public func cancel() {
    guard !done else { return }
    done = true
    if let gif {
      var error: Int32 = 0
      EGifCloseFile(gif, &error)
      self.gif = nil
    }
    file.discard()
  }

  private func check(_ ok: Bool, _ what: String) throws {
    guard ok, file.writeError == nil else {
      let reason = file.writeError.map { "\(what): \($0)" } ?? what
      cancel()
      throw GIFError.cannotWrite(path: path, reason: reason)
    }
  }

  /// giflib's output callback: appends to the temporary file, recording the first error
  /// (giflib ignores the result of some writes).
  private static let output: OutputFunc = { gif, bytes, count in
    guard let gif, let user = gif.pointee.UserData, let bytes, count >= 0 else { return 0 }
    let file = Unmanaged<AtomicFile>.fromOpaque(user).takeUnretainedValue()
    return file.write(UnsafeRawBufferPointer(start: bytes, count: Int(count))) ? count : 0
  }

  /// Whether any pixel's alpha is below 128, which the GIF draws transparent.
  ///
  /// The image's words are ANDed together, two pixels at a time: the high bit of every
  /// alpha byte (bits 31 and 63, little-endian) survives only if it is set in all of them.
  /// One pass without a branch per pixel, which the compiler vectorises; most frames are
  /// opaque, so a scan that stops early would read them all anyway.
  static func hasTransparentPixels(_ image: Image) -> Bool {
    image.bytes.withUnsafeBytes { raw in
      let pairs = raw.count / 8
      var all = UInt64.max
      for i in 0..<pairs { all &= raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
      let alphaBits: UInt64 = 0x8000_0000_8000_0000
      if all & alphaBits != alphaBits { return true }
      return raw.count % 8 == 4 && raw[raw.count - 1] < 128
    }
  }

  /// The pixels of `region` of `frame` that differ from `previous` (an image of the same
  /// size), as an image of the region's size with every other pixel transparent (0); nil
  /// when every pixel differs.
  static func changedPixels(of frame: Image, from previous: Image, in region: PixelRegion)
    -> Image?
  {
    var anySame = false
    let bytes = [UInt8](unsafeUninitializedCapacity: region.width * region.height * 4) {
      out, initialized in
      let words = UnsafeMutableRawPointer(out.baseAddress!)
      frame.bytes.withUnsafeBytes { now in
        previous.bytes.withUnsafeBytes { before in
          for y in 0..<region.height {
            let row = ((region.y + y) * frame.width + region.x) * 4
            let outRow = y * region.width * 4
            for x in 0..<region.width {
              let word = now.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
              let same = word == before.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
              anySame = anySame || same
              words.storeBytes(of: same ? 0 : word, toByteOffset: outRow + x * 4, as: UInt32.self)
            }
          }
        }
      }
      initialized = region.width * region.height * 4
    }
    guard anySame else { return nil }
    return Image(width: region.width, height: region.height, bytes: bytes)
  }

  /// Whether any pixel of `region` of `image` has an alpha below 128: the rows' words
  /// ANDed together, as ``hasTransparentPixels(_:)`` does for a whole image.
  static func hasTransparentPixels(_ image: Image, in region: PixelRegion) -> Bool {
    image.bytes.withUnsafeBytes { raw in
      var all = UInt32.max
      for y in region.y..<(region.y + region.height) {
        let row = (y * image.width + region.x) * 4
        for x in 0..<region.width {
          all &= raw.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
        }
      }
      return all & 0x8000_0000 == 0
    }
  }

  /// The bounding box of the pixels that differ; one pixel when none do (a frame must
  /// carry at least one pixel to carry its delay).
  static func changedRegion(from a: Image, to b: Image) -> PixelRegion {
    var minX = a.width
    var minY = a.height
    var maxX = -1
    var maxY = -1
    a.bytes.withUnsafeBufferPointer { pa in
      b.bytes.withUnsafeBufferPointer { pb in
        pa.withMemoryRebound(to: UInt32.self) { wa in
          pb.withMemoryRebound(to: UInt32.self) { wb in
            let rowBytes = a.width * 4
            // One buffer twice: a frame that was not drawn again shares the one before's.
            guard pa.baseAddress != pb.baseAddress else { return }
            for y in 0..<a.height {
              let row = y * a.width
              // Most rows of a UI animation's frame are as before: the C library compares
              // them a vector at a time.
              if let first = pa.baseAddress, let second = pb.baseAddress,
                memcmp(first + y * rowBytes, second + y * rowBytes, rowBytes) == 0
              {
                continue
              }
              var x = 0
              while x < a.width && wa[row + x] == wb[row + x] { x += 1 }
              guard x < a.width else { continue }
              var right = a.width - 1
              while wa[row + right] == wb[row + right] { right -= 1 }
              minX = min(minX, x)
              maxX = max(maxX, right)
              minY = min(minY, y)
              maxY = y
            }
          }
        }
      }
    }
    guard maxX >= 0 else { return PixelRegion(x: 0, y: 0, width: 1, height: 1) }
    return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}

/// Maps pixels to palette indices, remembering each colour's answer.
struct ColorMapper {
  let palette: Palette
  let transparentIndex: Int
  private var cache = ColorTable<UInt8>()
  private var lastKey: UInt32 = .max
  private var lastIndex: UInt8 = 0

  init(palette: Palette, transparentIndex: Int) {
    self.palette = palette
    self.transparentIndex = transparentIndex
  }

  mutating func index(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
    if a < 128 { return UInt8(max(transparentIndex, 0)) }
    let (sr, sg, sb) = MedianCutQuantizer.unpremultiply(r, g, b, Int(a))
    let key = UInt32(sr) << 16 | UInt32(sg) << 8 | UInt32(sb)
    if key == lastKey { return lastIndex }
    let index: UInt8
    if let cached = cache[key] {
      index = cached
    } else {
      index = UInt8(palette.nearestIndex(red: sr, green: sg, blue: sb))
      cache[key] = index
    }
    lastKey = key
    lastIndex = index
    return index
  }
}

/// A frame ready for the GIF: the rectangle drawn, its palette (without the transparent
/// entry, which is the index after the last colour when there is one), a palette index per
/// pixel of the rectangle, row after row, and the image as the GIF stores it.
package struct QuantizedGIFFrame: Sendable {
  /// The rectangle of the canvas the frame draws.
  package let region: PixelRegion
  /// The palette's colours.
  package let colors: [Pixel]
  /// The transparent index, or -1 when the frame has no transparent pixel.
  package let transparentIndex: Int
  /// Whether the transparent index marks pixels that keep the frame before's colour (the
  /// frame stays in place after), rather than transparent ones (the frame is cleared after).
  package var keepsPrevious = false
  /// Whether it is cleared after (disposal 2) though opaque, because the frame after it has
  /// transparent pixels.
  package var clearsAfter = false
  /// Whether it has transparent pixels, which show transparent only on a cleared canvas: it
  /// is drawn whole, and the frame before it must have been cleared.
  package var clearsCanvasBefore: Bool { transparentIndex >= 0 && !keepsPrevious }
  /// One index per pixel of `region`.
  package let indices: [UInt8]
  /// The Image Descriptor, local colour table and LZW-compressed indices, byte for byte as
  /// the GIF holds them; nil when they could not be made when the frame was prepared.
  package var compressed: [UInt8]?

  /// The Image Descriptor, local colour table and compressed indices of this frame on a
  /// `width` × `height` canvas, made by giflib on a GIF of its own in memory: a frame's
  /// compression starts afresh and depends on nothing else, so frames are compressed on
  /// several threads and their bytes written in order. Nil when giflib fails.
  package func compress(width: Int, height: Int) -> [UInt8]? {
    var colors = colors.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
    if transparentIndex >= 0 { colors.append(GifColorType(Red: 0, Green: 0, Blue: 0)) }
    // The smallest power of two ≥ the colours used (and ≥ 2) sets the LZW code size.
    var size = 2
    while size < colors.count { size *= 2 }
    while colors.count < size { colors.append(GifColorType(Red: 0, Green: 0, Blue: 0)) }
    let sink = ByteSink()
    // giflib holds the sink unretained and writes to it until the file is closed.
    return withExtendedLifetime(sink) {
      compress(colors: colors, size: size, into: sink, width: width, height: height)
    }
  }

  /// `compress(width:height:)` with its colour table made, writing into `sink`.
  private func compress(
    colors: [GifColorType], size: Int, into sink: ByteSink, width: Int, height: Int
  ) -> [UInt8]? {
    var error: Int32 = 0
    guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), ByteSink.output, &error)
    else { return nil }
    defer { EGifCloseFile(gif, &error) }
    EGifSetGifVersion(gif, true)
    let map = GifMakeMapObject(Int32(size), colors)
    defer { GifFreeMapObject(map) }
    guard map != nil,
      EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK
    else { return nil }
    let start = sink.bytes.count
    guard
      EGifPutImageDesc(
        gif, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false,
        map) == GIF_OK
    else { return nil }
    // EGifPutLine masks the row in place: always hand it a scratch row.
    var row = [GifPixelType](repeating: 0, count: region.width)
    for y in 0..<region.height {
      let offset = y * region.width
      row.replaceSubrange(0..<region.width, with: indices[offset..<(offset + region.width)])
      guard EGifPutLine(gif, &row, Int32(region.width)) == GIF_OK else { return nil }
    }
    return Array(sink.bytes[start...])
  }
}

/// Collects what giflib writes, in memory.
private final class ByteSink {
  var bytes: [UInt8] = []

  /// giflib's output callback: appends to the sink.
  static let output: OutputFunc = { gif, bytes, count in
    guard let gif, let user = gif.pointee.UserData, let bytes, count >= 0 else { return 0 }
    let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
    return count
  }
}

/// Quantizes and compresses frames for a GIF: all of a frame's encoding but writing it. A
/// frame's result depends only on it and on the frame before it, so frames can be prepared
/// on several threads at once and written in order.
package struct GIFFramePreparer: Sendable {
  /// Chooses each frame's palette.
  let quantizer: any Quantizer
  /// How colours between palette entries are drawn.
  let dither: Dither

  /// The frame's changed rectangle, palette, palette indices and compressed image, given
  /// the frame appended before it: all of a frame's encoding but writing it, which must run
  /// in order. It depends on nothing else, so frames can be prepared on several threads at
  /// once.
  ///
  /// `opaque` says that every pixel of both frames has an alpha of at least 128, as frames
  /// drawn over an opaque background have: the scans for transparent pixels are skipped.
  package func prepare(_ frame: Image, after previous: Image?, opaque: Bool = false)
    -> QuantizedGIFFrame
  {
    assert(!opaque || !GIFEncoder.hasTransparentPixels(frame), "a frame said opaque is not")
    let hasTransparency = !opaque && GIFEncoder.hasTransparentPixels(frame)
    // A frame with transparent pixels is drawn whole and cleared after (disposal 2): drawing
    // only a changed part would let the previous frame show through. The frame after a
    // cleared one is drawn whole too.
    var region = PixelRegion(x: 0, y: 0, width: frame.width, height: frame.height)
    // What is quantized: the frame, or its changed rectangle with every pixel that did not
    // change cleared, so that it keeps the colour it was shown in through the transparent
    // index (a palette chosen anew would move it) and takes no palette entry.
    var source = frame
    // Where the changed rectangle lies in `source`.
    var sourceRegion = region
    var keepsPrevious = false
    if let previous, !hasTransparency {
      let changedRegion = GIFEncoder.changedRegion(from: previous, to: frame)
      // Outside the rectangle the frame before is this one, which is opaque: only inside
      // can it have a transparent pixel.
      if opaque || !GIFEncoder.hasTransparentPixels(previous, in: changedRegion) {
        region = changedRegion
        sourceRegion = region
        if let changed = GIFEncoder.changedPixels(of: frame, from: previous, in: region) {
          source = changed
          sourceRegion = PixelRegion(x: 0, y: 0, width: region.width, height: region.height)
          keepsPrevious = true
        }
      }
    }
    let slots = hasTransparency || keepsPrevious ? 255 : 256
    let palette = quantizer.palette(for: source, in: sourceRegion, maxColors: slots)
    let transparentIndex = hasTransparency || keepsPrevious ? palette.colors.count : -1
    var indices = [UInt8](repeating: 0, count: region.width * region.height)
    var mapper = ColorMapper(palette: palette, transparentIndex: transparentIndex)
    var ordered = OrderedDither(palette: palette, transparentIndex: transparentIndex)
    var diffusion = ErrorDiffusion(
      palette: palette, transparentIndex: transparentIndex, width: region.width)
    var row = [UInt8](repeating: 0, count: dither == .floydSteinberg ? region.width : 0)
    // Written through a pointer: an array's element store checks its uniqueness each time.
    indices.withUnsafeMutableBufferPointer { out in
      source.bytes.withUnsafeBufferPointer { b in
        for y in region.y..<(region.y + region.height) {
          let start = ((y - region.y + sourceRegion.y) * source.width + sourceRegion.x) * 4
          let offset = (y - region.y) * region.width
          if dither == .floydSteinberg {
            diffusion.row(b, start: start, width: region.width, into: &row)
            for x in 0..<region.width { out[offset + x] = row[x] }
          } else if dither == .ordered {
            let words = UnsafeRawPointer(b.baseAddress! + start)
            for x in 0..<region.width {
              out[offset + x] = ordered.index(
                word: words.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self),
                x: region.x + x, y: y)
            }
          } else {
            var i = start
            for x in 0..<region.width {
              out[offset + x] = UInt8(mapper.index(b[i], b[i + 1], b[i + 2], b[i + 3]))
              i += 4
            }
          }
        }
      }
    }
    var prepared = QuantizedGIFFrame(
      region: region, colors: palette.colors, transparentIndex: transparentIndex,
      keepsPrevious: keepsPrevious, indices: indices)
    prepared.compressed = prepared.compress(width: frame.width, height: frame.height)
    return prepared
  }

}
