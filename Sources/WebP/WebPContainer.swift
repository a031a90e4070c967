/// An animated WebP's RIFF container put together from the ANMF chunks of several
/// animations of one canvas, played one after the other — how ``WebPEncoder`` writes more
/// than ``WebPEncoder/segmentFrames`` frames in time linear in their count. (libwebp's mux,
/// which assembles an animation, appends each frame by walking the list of those before it:
/// 100 000 frames took over 120 s.)
struct WebPContainer {
  /// The canvas size in pixels.
  let width: Int
  let height: Int
  /// The ANIM chunk's payload: the background colour and the loop count.
  private let animation: [UInt8]
  /// The VP8X flags of the parts, combined.
  private var flags: UInt8 = 0x02  // animation
  /// The ANMF chunks, each with its header and padding.
  private var frames: [UInt8] = []

  /// An empty animation of a `width` × `height` canvas shown `loopCount` times (0 =
  /// forever), over `background` (as libwebp writes it: a little-endian 32-bit value).
  init(width: Int, height: Int, loopCount: Int, background: UInt32) {
    self.width = width
    self.height = height
    animation =
      Self.littleEndian(Int(background), count: 4) + Self.littleEndian(loopCount, count: 2)
  }

  /// A chunk of a RIFF file: its four-character code and the range of its payload.
  struct Chunk {
    /// The four-character code, e.g. "ANMF".
    let code: String
    /// The payload's range in the file's bytes.
    let payload: Range<Int>
    /// The range of the whole chunk, header and padding included.
    let whole: Range<Int>
  }

  /// The chunks of a WebP file, or nil when it is not one.
  static func chunks(of bytes: [UInt8]) -> [Chunk]? {
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
      bytes[8..<12].elementsEqual("WEBP".utf8)
    else { return nil }
    var chunks: [Chunk] = []
    var offset = 12
    while offset + 8 <= bytes.count {
      let size = Int(littleEndian: bytes, at: offset + 4, count: 4)
      let end = offset + 8 + size
      guard end <= bytes.count else { return nil }
      let code = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let padded = min(bytes.count, end + size % 2)
      chunks.append(Chunk(code: code, payload: offset + 8..<end, whole: offset..<padded))
      offset = padded
    }
    return chunks
  }

  /// Appends the frames of the animation `bytes`, as libwebp's animation encoder assembled
  /// it. The first is replaced by `first` — the same frame encoded over the whole canvas
  /// (ANMF payload: header and image chunks), made on demand — when it does not cover the
  /// whole canvas, and drawn without blending: what came before it does not show through.
  /// A part that libwebp made a still image (its frames all alike) is the whole-canvas frame
  /// shown for `duration` milliseconds.
  ///
  /// - Returns: false when `bytes` is not a WebP.
  mutating func append(
    _ bytes: [UInt8], duration: Int, first: () throws -> (image: [UInt8], hasAlpha: Bool)
  ) rethrows -> Bool {
    guard let chunks = Self.chunks(of: bytes) else { return false }
    if let header = chunks.first(where: { $0.code == "VP8X" }), !header.payload.isEmpty {
      flags |= bytes[header.payload.lowerBound]
    }
    let parts = chunks.filter { $0.code == "ANMF" }
    guard let opening = parts.first, opening.payload.count >= 16 else {
      try appendWhole(first(), duration: duration, dispose: false)
      return true
    }
    let header = Array(bytes[opening.payload.prefix(16)])
    let coversCanvas =
      Int(littleEndian: header, at: 0, count: 3) == 0
      && Int(littleEndian: header, at: 3, count: 3) == 0
      && Int(littleEndian: header, at: 6, count: 3) + 1 == width
      && Int(littleEndian: header, at: 9, count: 3) + 1 == height
    let frameDuration = Int(littleEndian: header, at: 12, count: 3)
    if coversCanvas {
      let start = frames.count
      frames += bytes[opening.whole]
      frames[start + 8 + 15] |= 0x02  // no blending
    } else {
      try appendWhole(first(), duration: frameDuration, dispose: header[15] & 0x01 != 0)
    }
    for part in parts.dropFirst() { frames += bytes[part.whole] }
    return true
  }

  /// Appends a whole-canvas frame of the image chunks `image`, drawn without blending.
  private mutating func appendWhole(
    _ image: (image: [UInt8], hasAlpha: Bool), duration: Int, dispose: Bool
  ) {
    if image.hasAlpha { flags |= 0x10 }
    var payload: [UInt8] = []
    payload += Self.littleEndian(0, count: 3) + Self.littleEndian(0, count: 3)
    payload += Self.littleEndian(width - 1, count: 3) + Self.littleEndian(height - 1, count: 3)
    payload += Self.littleEndian(duration, count: 3)
    payload.append(0x02 | (dispose ? 0x01 : 0))
    payload += image.image
    frames += Self.chunk("ANMF", payload)
  }

  /// The file: the RIFF header, VP8X, ANIM and the frames.
  var bytes: [UInt8] {
    var header: [UInt8] = [flags, 0, 0, 0]
    header += Self.littleEndian(width - 1, count: 3) + Self.littleEndian(height - 1, count: 3)
    let body = Self.chunk("VP8X", header) + Self.chunk("ANIM", animation)
    var file = Array("RIFF".utf8) + Self.littleEndian(4 + body.count + frames.count, count: 4)
    file.reserveCapacity(12 + body.count + frames.count)
    file += Array("WEBP".utf8) + body
    file += frames
    return file
  }

  /// A chunk: its code, its payload's size, the payload and a pad byte to an even size.
  static func chunk(_ code: String, _ payload: [UInt8]) -> [UInt8] {
    Array(code.utf8) + littleEndian(payload.count, count: 4) + payload
      + (payload.count % 2 == 1 ? [0] : [])
  }

  /// `value` in `count` bytes, least significant first.
  static func littleEndian(_ value: Int, count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}

extension Int {
  /// The unsigned number in `count` bytes of `bytes` from `offset`, least significant first.
  init(littleEndian bytes: [UInt8], at offset: Int, count: Int) {
    self = (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
  }
}
