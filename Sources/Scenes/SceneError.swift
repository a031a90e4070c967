import Foundation
import ProcessServices

/// A problem in a scene file: where it is and what is wrong, as one line a person can act on.
public struct SceneError: Error, LocalizedError, LimitExceeding, Equatable, Sendable {
  /// The scene file, as it was named.
  public var file: String
  /// Where in the document, e.g. `layers[2].animations[0].keyTimes`; empty for the whole
  /// document.
  public var path: String
  /// The line and column in the file, when known.
  public var location: TextPosition?
  /// What is wrong and what was expected.
  public var message: String
  /// The limits the file exceeded, when that is what is wrong.
  public var exceededLimits: [Limits.Key]

  /// An error at `path` (and `location`) in `file`.
  public init(
    file: String, path: String, location: TextPosition? = nil, message: String,
    exceededLimits: [Limits.Key] = []
  ) {
    self.file = file
    self.path = path
    self.location = location
    self.message = message
    self.exceededLimits = exceededLimits
  }

  /// `file:line:column: path: message`, the parts that are known.
  public var errorDescription: String? {
    var head = file
    if let location { head += ":\(location.line):\(location.column)" }
    return path.isEmpty ? "\(head): \(message)" : "\(head): \(path): \(message)"
  }
}

/// A place in a text file: 1-based line and column (columns count Unicode scalars).
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// The position at `line` and `column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}
