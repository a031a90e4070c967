/// Checks bytes for well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// above U+10FFFF).
enum UTF8Validation {
  /// The offset of the first byte that does not belong to a well-formed sequence, or nil.
  static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
    var offset = start
    while offset < bytes.count {
      let lead = bytes[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      // The allowed range of the second byte narrows for the lead bytes that could
      // otherwise spell overlong forms, surrogates or values above U+10FFFF.
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
      case 0xED:
        length = 3
        secondRange = 0x80...0x9F
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
      default: return offset
      }
      for index in 1..<length {
        let at = offset + index
        guard at < bytes.count else { return offset }
        let range = index == 1 ? secondRange : 0x80...0xBF
        guard range.contains(bytes[at]) else { return offset }
      }
      offset += length
    }
    return nil
  }
}
