import ProcessServices

/// The chunks of a PNG that decoding needs, checked against the limits before libpng sees
/// any of them.
///
/// Ancillary chunks that do not affect the pixels (text, palettes suggestions, physical
/// sizes, …) are dropped, so libpng never allocates or inflates them; a chunk whose declared
/// length runs past the end of the data or over the limit is refused.
enum PNGChunkFilter {
  /// The ancillary chunks that change how pixels decode; every other ancillary is dropped.
  static let kept: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "sBIT"]

  /// PNG bytes holding only the chunks libpng needs, in their order, up to IEND.
  static func essentialChunks(
    of data: [UInt8], name: String, limits: Limits
  ) throws -> [UInt8] {
    var output = Array(data[0..<8])
    output.reserveCapacity(data.count)
    var offset = 8
    while offset < data.count {
      guard offset + 8 <= data.count else { throw PNGError.truncated(path: name) }
      let length =
        Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8
        | Int(data[offset + 3])
      let typeBytes = data[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw PNGError.invalid(path: name, detail: "a chunk type is not four letters")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else {
        throw PNGError.invalid(path: name, detail: "chunk \(type) declares \(length) bytes")
      }
      if type != "IDAT" && length > limits.maxPNGChunkBytes {
        throw PNGError.chunkTooLarge(
          path: name, type: type, bytes: length, limit: limits.maxPNGChunkBytes)
      }
      let end = offset + 12 + length
      guard end <= data.count else { throw PNGError.truncated(path: name) }
      let isCritical = typeBytes.first! < 97
      if isCritical || kept.contains(type) {
        output += data[offset..<end]
      }
      offset = end
      if type == "IEND" { break }
    }
    return output
  }
}
