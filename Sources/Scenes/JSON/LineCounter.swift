/// Turns byte offsets into lines and columns, walking forward from the last offset asked for,
/// so that a parser asking in increasing order pays for each byte once.
final class LineCounter {
  /// The offset `line` and `column` are for.
  private(set) var offset = 0
  /// The line at `offset`, from 1.
  private(set) var line = 1
  /// The column at `offset`, from 1, in Unicode scalars.
  private(set) var column = 1

  /// Starts again at line 1, column 1 at `offset` (after a byte-order mark, say).
  func restart(at offset: Int) {
    self.offset = offset
    line = 1
    column = 1
  }

  /// Moves to `target`, counting line breaks (`\n`, `\r\n`, a lone `\r`) and the lead bytes
  /// of UTF-8 sequences.
  func advance(to target: Int, in bytes: [UInt8]) {
    while offset < target {
      let byte = bytes[offset]
      if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
      {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != 0x0D {
        column += 1
      }
      offset += 1
    }
  }
}
