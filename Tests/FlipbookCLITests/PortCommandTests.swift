import Foundation
import Testing

@Suite("flipbook port and flipbook-port")
struct PortCommandTests {
  /// `flipbook-port` beside `flipbook` in the build folder.
  static var rewriter: String {
    URL(fileURLWithPath: FlipbookBinary.path).deletingLastPathComponent()
      .appendingPathComponent("flipbook-port").path
  }

  /// A file for iOS with Objective-C attributes, a target–action and, on line 8, a type error.
  static let controller = """
    import UIKit

    class ViewController: UIViewController {
      @IBOutlet weak var card: UIView!
      override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        let count: Int = "three"
      }
      @objc func tapped() {}
    }

    """

  @Test("flipbook port prints the rewritten file: the method reference, the line numbers kept")
  func printsRewrittenFile() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.controller.write(
      toFile: dir + "/ViewController.swift", atomically: true, encoding: .utf8)
    let result = try FlipbookBinary.run(["port", "ViewController.swift"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "#sourceLocation(file: \"ViewController.swift\", line: 1)")
    // Line n of the original is line n + 1 of the output.
    #expect(lines[1] == "import FlipbookQuartz")
    #expect(lines[4] == "  weak var card: UIView!")
    #expect(
      lines[7]
        == "    button.addTarget(self, action: ViewController.tapped, for: .touchUpInside)")
    #expect(lines[10] == "  func tapped() {}")
    #expect(lines[12] == "#sourceLocation()")
  }

  @Test("a compile error in the rewritten file names the original file and line")
  func compileErrorPointsAtOriginal() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Foundation alone, so that the compiler needs no Flipbook module: line 5 is wrong.
    let source = """
      import Foundation

      class Counter: NSObject {
        @objc dynamic var value = 0
        @objc func label() -> Int { return "\\(value)" }
      }

      """
    try source.write(toFile: dir + "/Counter.swift", atomically: true, encoding: .utf8)
    let port = try FlipbookBinary.run(
      [dir + "/Counter.swift", "-o", dir + "/Ported"], in: dir, executable: Self.rewriter)
    #expect(port.status == 0, "stderr: \(port.stderr)")
    let ported = try String(contentsOfFile: dir + "/Ported/Counter.swift", encoding: .utf8)
    #expect(!ported.contains("@objc") && !ported.contains("dynamic"))
    let compiler = try FlipbookBinary.run(
      ["swiftc", "-typecheck", dir + "/Ported/Counter.swift"], in: dir,
      executable: "/usr/bin/env")
    #expect(compiler.status != 0)
    #expect(compiler.stderr.contains(dir + "/Counter.swift:5:"), "stderr: \(compiler.stderr)")
    #expect(!compiler.stderr.contains("Ported/Counter.swift:"), "stderr: \(compiler.stderr)")
  }

  @Test("what cannot be ported is an error at its line, exit 1, and no file in the folder")
  func refusalWritesNothing() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let source = "import UIKit\n\nlet action = Selector(\"tapped\")\n"
    try source.write(toFile: dir + "/Actions.swift", atomically: true, encoding: .utf8)
    let result = try FlipbookBinary.run(["port", "Actions.swift", "-o", "out"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("Actions.swift:3:14: error: `Selector(…)`"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out/Actions.swift"))
  }

  @Test("a missing file, a folder and a file that is not UTF-8 are named, exit 1")
  func unreadableInputs() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: dir + "/Latin1.swift"))
    for (argument, reason) in [
      ("Missing.swift", "no such file"), (".", "is a folder"),
      ("Latin1.swift", "is not UTF-8 text"),
    ] {
      let result = try FlipbookBinary.run(["port", argument], in: dir)
      #expect(result.status == 1)
      #expect(result.stderr == "flipbook-port: \(argument): \(reason)\n")
    }
  }

  @Test("two inputs of one name for one folder are a usage error, before anything is written")
  func clashingNames() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for folder in ["a", "b"] {
      try FileManager.default.createDirectory(
        atPath: dir + "/" + folder, withIntermediateDirectories: true)
      try "let x = 1\n".write(toFile: dir + "/\(folder)/X.swift", atomically: true, encoding: .utf8)
    }
    let result = try FlipbookBinary.run(["port", "a/X.swift", "b/X.swift", "-o", "out"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("'a/X.swift' and 'b/X.swift' would both be written"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
  }

  @Test("without flipbook-port beside it or on the PATH, flipbook port says how to build it")
  func missingRewriter() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.copyItem(atPath: FlipbookBinary.path, toPath: dir + "/flipbook")
    let result = try FlipbookBinary.run(
      ["port", "File.swift"], in: dir, executable: dir + "/flipbook",
      environment: [
        "PATH": "/usr/bin:/bin", "FLIPBOOK_ASSETS": FlipbookBinary.repository + "/Assets",
      ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("flipbook-port, is not in \(dir) nor on the PATH"))
    #expect(result.stderr.contains("swift build --product flipbook-port"))
  }
}
