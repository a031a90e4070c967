import Foundation
import ProcessServices

/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
final class ProgressBar {
  private let label: String
  private let enabled: Bool

  init(label: String, enabled: Bool) {
    self.label = label
    self.enabled = enabled && isatty(2) != 0
  }

  func update(done: Int, total: Int) {
    guard enabled, total > 0 else { return }
    let width = 30
    let filled = done * width / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    StandardError.write("\r\(label.escapingControlCharacters()) \(bar) \(done)/\(total) frames")
  }

  func finish() {
    guard enabled else { return }
    StandardError.write("\r\u{1B}[K")
  }
}
