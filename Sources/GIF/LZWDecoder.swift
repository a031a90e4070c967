/// The variable-length-code LZW decompressor of GIF image data, reading the data's
/// sub-blocks as it goes. A full 4096-entry table is kept until the next clear code, as the
/// GIF specification allows ("deferred clear").
struct LZWDecoder {
  private let source: GIFByteSource
  private let minimumCodeSize: Int
  private let name: String
  private var blockRemaining = 0
  private var dataEnded = false
  private var bits: UInt32 = 0
  private var bitCount = 0

  init(source: GIFByteSource, minimumCodeSize: Int, name: String) {
    self.source = source
    self.minimumCodeSize = minimumCodeSize
    self.name = name
  }

  /// Exactly `count` indices; surplus data is skipped, missing data is an error.
  mutating func decode(count: Int) throws -> [UInt8] {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var prefix = [Int16](repeating: -1, count: 4096)
    var suffix = [UInt8](repeating: 0, count: 4096)
    var first = [UInt8](repeating: 0, count: 4096)
    var length = [Int16](repeating: 1, count: 4096)
    for code in 0..<min(clear, 4096) {
      suffix[code] = UInt8(truncatingIfNeeded: code)
      first[code] = UInt8(truncatingIfNeeded: code)
    }
    var output = [UInt8](repeating: 0, count: count)
    var written = 0
    var codeSize = minimumCodeSize + 1
    var next = end + 1
    var previous = -1
    while written < count {
      guard let code = try readCode(size: codeSize) else {
        throw GIFError.invalid(
          path: name, reason: "a frame's image data ends after \(written) of \(count) pixels")
      }
      if code == clear {
        codeSize = minimumCodeSize + 1
        next = end + 1
        previous = -1
        continue
      }
      if code == end {
        throw GIFError.invalid(
          path: name, reason: "a frame's image data ends after \(written) of \(count) pixels")
      }
      var entry = code
      if previous < 0 {
        guard code < clear else {
          throw GIFError.invalid(path: name, reason: "LZW code \(code) before any table entry")
        }
      } else if code > next {
        throw GIFError.invalid(path: name, reason: "LZW code \(code) is not in the table")
      }
      if previous >= 0 && next < 4096 {
        // The new entry: the previous string plus the first byte of this one (or of the
        // previous one, when the code is the entry being defined).
        let firstByte = code == next ? first[previous] : first[code]
        prefix[next] = Int16(previous)
        suffix[next] = firstByte
        first[next] = first[previous]
        length[next] = length[previous] + 1
        next += 1
        if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
      }
      // Write the string of `entry` backwards from its end.
      let n = Int(length[entry])
      var at = written + n - 1
      while entry >= 0 {
        if at < count { output[at] = suffix[entry] }
        at -= 1
        entry = Int(prefix[entry])
      }
      written += n
      previous = code
    }
    // Surplus codes up to the end of the data are ignored.
    if !dataEnded {
      if blockRemaining > 0 { for _ in 0..<blockRemaining { _ = try source.byte() } }
      try source.skipSubBlocks()
    }
    return output
  }

  /// The next code, or nil when the sub-blocks end.
  private mutating func readCode(size: Int) throws -> Int? {
    while bitCount < size {
      if blockRemaining == 0 {
        if dataEnded { return nil }
        blockRemaining = Int(try source.byte())
        if blockRemaining == 0 {
          dataEnded = true
          return nil
        }
      }
      bits |= UInt32(try source.byte()) << bitCount
      bitCount += 8
      blockRemaining -= 1
    }
    let code = Int(bits & ((1 << size) - 1))
    bits >>= size
    bitCount -= size
    return code
  }
}
