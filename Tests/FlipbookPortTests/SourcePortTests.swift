import FlipbookPort
import Foundation
import Testing

/// The cases: `Cases/<name>.input.swift.txt` ported as `<name>.swift` gives
/// `<name>.expected.swift.txt` and, one a line, the diagnostics of
/// `<name>.diagnostics.txt` (none when there is no such file). Run with
/// `FLIPBOOK_PORT_RECORD=1` to write the expected files from what the rewriter gives.
let casesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Cases")

let caseNames: [String] = {
  let files = (try? FileManager.default.contentsOfDirectory(atPath: casesDirectory.path)) ?? []
  return files.filter { $0.hasSuffix(".input.swift.txt") }
    .map { String($0.dropLast(".input.swift.txt".count)) }.sorted()
}()

func caseFile(_ name: String, _ suffix: String) -> URL {
  casesDirectory.appendingPathComponent(name + suffix)
}

func lines(_ text: String) -> [Substring] {
  text.split(separator: "\n", omittingEmptySubsequences: false)
}

@Test func theCasesAreThere() {
  #expect(caseNames.count >= 10)
}

@Test(arguments: caseNames)
func portsCase(_ name: String) throws {
  let input = try String(contentsOf: caseFile(name, ".input.swift.txt"), encoding: .utf8)
  let ported = SourcePort.port(input, fileName: "\(name).swift")
  let diagnostics = ported.diagnostics.map(\.description)
  if ProcessInfo.processInfo.environment["FLIPBOOK_PORT_RECORD"] == "1" {
    try ported.text.write(
      to: caseFile(name, ".expected.swift.txt"), atomically: true, encoding: .utf8)
    let diagnosticsFile = caseFile(name, ".diagnostics.txt")
    if diagnostics.isEmpty {
      try? FileManager.default.removeItem(at: diagnosticsFile)
    } else {
      try (diagnostics.joined(separator: "\n") + "\n")
        .write(to: diagnosticsFile, atomically: true, encoding: .utf8)
    }
  }
  let expected = try String(contentsOf: caseFile(name, ".expected.swift.txt"), encoding: .utf8)
  #expect(ported.text == expected)
  let expectedDiagnostics =
    (try? String(contentsOf: caseFile(name, ".diagnostics.txt"), encoding: .utf8))
    .map { lines($0).filter { !$0.isEmpty }.map(String.init) } ?? []
  #expect(diagnostics == expectedDiagnostics)
  #expect(ported.hasErrors == diagnostics.contains { $0.contains(": error: ") })
}

/// Every line of the input is at its own line number in the output, after the first
/// `#sourceLocation`: unchanged, or changed by one of the rules, or emptied.
@Test(arguments: caseNames)
func keepsEveryLineAtItsNumber(_ name: String) throws {
  let input = try String(contentsOf: caseFile(name, ".input.swift.txt"), encoding: .utf8)
  let output = lines(SourcePort.port(input, fileName: "\(name).swift").text)
  let original = lines(input)
  #expect(output.first == "#sourceLocation(file: \"\(name).swift\", line: 1)")
  // The input ends with a line break: its last, empty line is where `#sourceLocation()` goes.
  #expect(output.count == original.count + 2)
  #expect(output[output.count - 2] == "#sourceLocation()")
  let triggers = [
    "import", "@", "#", "dynamic", "Selector", "Preview", "optional", "action:", "selector:",
  ]
  for (index, line) in original.enumerated().dropLast() {
    let ported = output[index + 1]
    if ported == line || ported.isEmpty || triggers.contains(where: { line.contains($0) }) {
      continue
    }
    // The line that ends a rewrite over several lines: what follows keeps its column.
    let rest = ported.drop { $0 == " " }
    if ported.count == line.count && !rest.isEmpty && line.hasSuffix(rest) { continue }
    Issue.record("\(name) line \(index + 1): \"\(line)\" became \"\(ported)\"")
  }
}

@Test func aSelectorOverSeveralLinesKeepsTheLinesAfterIt() {
  let source = """
    class Controller {
      func setUp(button: UIButton) {
        button.addTarget(
          self,
          action: #selector(
            tapped(_:)
          ),
          for: .touchUpInside)
        let after = 8
      }
      func tapped(_ sender: UIButton) {}
    }

    """
  let output = lines(SourcePort.port(source, fileName: "Controller.swift").text)
  #expect(output[5] == "      action: Controller.tapped(_:)")
  #expect(output[6] == "")
  #expect(output[7] == "       ,")
  #expect(output[9] == "    let after = 8")
}

@Test func aFileWithoutAFinalLineBreakGetsOne() {
  let ported = SourcePort.port("import UIKit", fileName: "A.swift")
  #expect(
    ported.text == """
      #sourceLocation(file: "A.swift", line: 1)
      import FlipbookQuartz
      #sourceLocation()

      """)
  #expect(ported.diagnostics.isEmpty)
}

@Test func anEmptyFile() {
  #expect(
    SourcePort.port("", fileName: "E.swift").text
      == "#sourceLocation(file: \"E.swift\", line: 1)\n#sourceLocation()\n")
}

@Test func theFileNameIsEscaped() {
  let text = SourcePort.port("let a = 1\n", fileName: #"dir\"odd".swift"#).text
  #expect(lines(text).first == #"#sourceLocation(file: "dir\\\"odd\".swift", line: 1)"#)
}

@Test func crLineEndingsStay() {
  let ported = SourcePort.port("import UIKit\r\n@objc\r\nclass A {}\r\n", fileName: "A.swift")
  #expect(
    ported.text
      == "#sourceLocation(file: \"A.swift\", line: 1)\nimport FlipbookQuartz\r\n\r\nclass A {}\r\n"
      + "#sourceLocation()\n")
}

@Test func textThatDoesNotParseIsAnError() {
  let ported = SourcePort.port("import UIKit\nlet x = (\n@objc class A {}\n", fileName: "A.swift")
  #expect(ported.hasErrors)
  #expect(ported.diagnostics.first?.line == 2 || ported.diagnostics.first?.line == 3)
  #expect(ported.text.contains("import FlipbookQuartz"))
}
