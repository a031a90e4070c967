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
