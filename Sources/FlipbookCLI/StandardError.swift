import Foundation
import ProcessServices

/// Writes the command's messages to standard error, one line each, with the control
/// characters of any path or user text in them escaped (`String.escapingControlCharacters`):
/// a file named with a newline or an escape sequence cannot break the line or drive the
/// terminal.
enum StandardError {
  /// Writes `text`, escaped, plus a newline.
  static func line(_ text: String) {
    write(text.escapingControlCharacters() + "\n")
  }

  /// Writes `text` as it is: for the progress bar's own carriage returns and escapes.
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
