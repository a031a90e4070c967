import Foundation

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
    FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total) frames".utf8))
  }

  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
