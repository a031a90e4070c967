import Pixels
import _CGIF

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
