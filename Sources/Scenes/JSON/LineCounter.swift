/// Turns byte offsets into lines and columns, walking forward from the last offset asked for,
/// so that a parser asking in increasing order pays for each byte once.
struct LineCounter {
  /// The offset `line` and `column` are for.
  private(set) var offset = 0
  /// The line at `offset`, from 1.
  private(set) var line = 1
  /// The column at `offset`, from 1, in Unicode scalars.
  private(set) var column = 1

  /// Starts again at line 1, column 1 at `offset` (after a byte-order mark, say).
  mutating func restart(at offset: Int) {
    self.offset = offset
    line = 1
    column = 1
  }

  /// Moves to `target`, counting line breaks (`\n`, `\r\n`, a lone `\r`) and the lead bytes
  /// of UTF-8 sequences.
  mutating func advance(to target: Int, in bytes: [UInt8]) {
    guard offset < target else { return }
    precondition(target <= bytes.count)
    // A buffer and locals in the loop: no bounds check per byte, no write-back per byte.
    var (line, column) = (self.line, self.column)
    bytes.withUnsafeBufferPointer { buffer in
      for index in offset..<target {
        let byte = buffer[index]
        if byte == 0x0A
          || (byte == 0x0D && (index + 1 == buffer.count || buffer[index + 1] != 0x0A))
        {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80, byte != 0x0D {
          column += 1
        }
      }
    }
    (offset, self.line, self.column) = (target, line, column)
  }
}
