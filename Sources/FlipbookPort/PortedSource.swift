/// A Swift file rewritten to compile on Linux against Flipbook's modules, with what could
/// not be rewritten.
public struct PortedSource: Equatable, Sendable {
  /// The rewritten file: the original text between `#sourceLocation` directives that name
  /// the original file, every original line at its own line number.
  public var text: String

  /// What stops the file compiling as ported (errors) or changes what it does (warnings),
  /// in the order of the lines they name.
  public var diagnostics: [PortDiagnostic]

  /// A rewritten file and its diagnostics.
  public init(text: String, diagnostics: [PortDiagnostic]) {
    self.text = text
    self.diagnostics = diagnostics
  }

  /// Whether any diagnostic is an error, so that the rewritten file will not compile as
  /// the original meant.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}

/// Something about one place of the original file that the rewriter could not port, or
/// ported with a change of behaviour.
public struct PortDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Equatable, Sendable {
    /// The construct was left as it was, or the ported file does not do what the original
    /// did: it needs a change by hand.
    case error
    /// The construct was ported, but behaves differently from the original in a way the
    /// reader should know.
    case warning
  }

  /// Whether the diagnostic is an error or a warning.
  public var severity: Severity

  /// The line of the original file, from 1.
  public var line: Int

  /// The column of the original file, from 1, counted in UTF-8 bytes.
  public var column: Int

  /// What is wrong and what to write instead.
  public var message: String

  /// A diagnostic at a line and column of the original file.
  public init(severity: Severity, line: Int, column: Int, message: String) {
    self.severity = severity
    self.line = line
    self.column = column
    self.message = message
  }

  /// The diagnostic as a compiler prints one, without the file name: `12:5: error: …`.
  public var description: String {
    "\(line):\(column): \(severity.rawValue): \(message)"
  }
}
