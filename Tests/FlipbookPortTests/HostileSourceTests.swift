import FlipbookPort
import Foundation
import Testing

/// The rewriter given what a hostile or generated file holds: megabytes of code, nesting
/// past what the parser reads, chains deep enough to overflow a recursive walk, and a
/// `#selector` it cannot resolve. Each finishes in bounded time with an error at a line, or
/// ports.
@Suite("Source rewriter under attack")
struct HostileSourceTests {
  /// The error diagnostics of `ported`.
  private func errors(_ ported: PortedSource) -> [PortDiagnostic] {
    ported.diagnostics.filter { $0.severity == .error }
  }

  @Test("a 10 MB file is refused at once, naming its size and the limit")
  func tenMegabytes() throws {
    let line = "  @objc func tapped(_ sender: UIButton) { sender.alpha = 0.5 }\n"
    let source =
      "import UIKit\n\nclass Controller: UIViewController {\n"
      + String(repeating: line, count: 10_000_000 / line.utf8.count) + "}\n"
    let clock = ContinuousClock()
    let start = clock.now
    let ported = SourcePort.port(source, fileName: "Big.swift")
    #expect(clock.now - start < .seconds(30))
    let error = try #require(errors(ported).first)
    #expect(error.line == 1 && error.column == 1)
    #expect(
      error.message
        == "the file is \(source.utf8.count) bytes, more than the 4194304 the rewriter reads, "
        + "so it was not ported")
    #expect(ported.text.contains(line))
  }

  @Test("10 000 nested closures are an error at the line where parsing stops, not a crash")
  func nestedClosures() throws {
    let depth = 10_000
    let source =
      "import UIKit\nlet f = " + String(repeating: "{ ", count: depth) + "1"
      + String(repeating: " }", count: depth) + "\n"
    let ported = SourcePort.port(source, fileName: "Nested.swift")
    let error = try #require(errors(ported).first)
    #expect(error.line == 2)
    #expect(error.message.contains("does not parse"), "\(error.message)")
  }

  @Test(
    "a chain 20 000 deep is refused at its line, naming the limit, without a deep recursion",
    arguments: [".b", "()", "[0]"])
  func deepChain(link: String) throws {
    let source = "import UIKit\n\nlet x = a" + String(repeating: link, count: 20_000) + "\n"
    let clock = ContinuousClock()
    let start = clock.now
    let ported = SourcePort.port(source, fileName: "Chain.swift")
    #expect(clock.now - start < .seconds(30))
    let error = try #require(errors(ported).first)
    #expect(error.line == 3)
    // At the chain's start, `a`.
    #expect(error.column == 9)
    #expect(error.message.contains("more than \(SourcePort.maximumDepth) syntax nodes"))
    // Nothing is ported: the text is the input's between the directives.
    #expect(ported.text.contains("import UIKit\n"))
  }

  @Test("a chain just within the limit ports")
  func chainWithinLimit() {
    // A member access adds one level; its base, the declaration and the file add about ten.
    let source =
      "import UIKit\nlet x = a" + String(repeating: ".b", count: SourcePort.maximumDepth - 20)
      + "\n"
    let ported = SourcePort.port(source, fileName: "Chain.swift")
    #expect(errors(ported).isEmpty)
    #expect(ported.text.contains("import FlipbookQuartz\n"))
  }

  @Test("a #selector with no enclosing type is an error at its line and column")
  func unresolvedSelector() throws {
    let source = """
      import UIKit

      func wire(_ button: UIButton) {
        button.addTarget(nil, action: #selector(tapped), for: .touchUpInside)
      }

      """
    let ported = SourcePort.port(source, fileName: "Wire.swift")
    let error = try #require(errors(ported).first)
    #expect(error.line == 4)
    #expect(error.column == 33)
    #expect(error.message.contains("is not inside a type"), "\(error.message)")
  }
}
