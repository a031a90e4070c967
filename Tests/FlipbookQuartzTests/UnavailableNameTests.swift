import Foundation
import Testing

/// iOS code naming what FlipbookQuartz does not offer yet fails to compile with a message
/// pointing at docs/porting.md, not with "cannot find in scope" or a mismatched argument.
@Suite("Names not there yet")
struct UnavailableNameTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Declarations at the top level of the compiled file, one a line.
  private static let declarations = [
    "class MyTable: UITableView {}",
    "class Canvas: UIView { override func draw(_ rect: CGRect) {} }",
    "class Ring: CALayer { override func draw(in ctx: CGContext) {} }",
    "func pressure(of touch: UITouch) -> CGFloat { touch.force }",
    "class PaddedLabel: UILabel { override func drawText(in rect: CGRect) {} }",
    "class Scroller: UIScrollView { override func touchesShouldCancel(in view: UIView) -> Bool { true } }",
  ]

  /// Statements in a function with `view`, `controller` and `handler` in scope, one a line.
  private static let statements = [
    "UIButton(type: .custom).adjustsImageWhenHighlighted = false",
    "UIScrollView().maximumZoomScale = 3",
    "_ = UIScrollView().contentLayoutGuide",
    "UIScrollView().delaysContentTouches = false",
    "_ = UITableView(frame: .zero, style: .plain)",
    "_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
    "_ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))",
    "_ = UIFieldBehavior.springField()",
    "view.setNeedsDisplay()",
    "view.tintAdjustmentMode = .dimmed",
    "_ = view.snapshotView(afterScreenUpdates: false)",
    "view.layer.shouldRasterize = true",
    "_ = view.layer.hitTest(.zero)",
    "view.layer.maskedCorners = [.layerMinXMinYCorner]",
    "CAKeyframeAnimation().tensionValues = [1]",
    "_ = UIColor(named: \"Brand\")",
    "view.backgroundColor = .tintColor",
    "UIBezierPath(rect: .zero).fill()",
    "_ = CGAffineTransform.identity.decomposed()",
    "UILabel().adjustsFontSizeToFitWidth = true",
    "UIScrollView().indicatorStyle = .white",
    "_ = UIFont.systemFont(ofSize: 12, weight: .bold, width: .condensed)",
    "_ = UIImage(named: \"icon\")?.withRenderingMode(.alwaysTemplate)",
    "_ = CGPath(rect: .zero, transform: nil).union(CGPath(rect: .zero, transform: nil))",
    "UIButton(type: .system).titleEdgeInsets = .zero",
    "_ = CGRect.zero.dictionaryRepresentation",
    "UIButton(type: .system).menu = UIMenu(title: \"Sort\", children: [])",
    "UIButton(type: .system).preferredMenuElementOrder = .fixed",
  ]

  @Test(
    "each usage is an error whose message names docs/porting.md",
    .enabled(
      if: UnavailableNameTests.modulesDirectory() != nil,
      "skipped: no Modules directory with FlipbookQuartz.swiftmodule near the test product"))
  func messagesPointToTheGuide() throws {
    var lines = ["import FlipbookQuartz", ""]
    var expected: [Int: String] = [:]
    for declaration in Self.declarations {
      lines.append(declaration)
      expected[lines.count] = declaration
    }
    lines += [
      "final class Handler {",
      "  func handle(_ recognizer: UIGestureRecognizer) {}",
      "}",
      "func usages(view: UIView, controller: UIViewController, handler: Handler) {",
    ]
    for statement in Self.statements {
      lines.append("  " + statement)
      expected[lines.count] = statement
    }
    lines.append("}")

    let (status, output) = try Self.typecheck(lines.joined(separator: "\n"))
    #expect(status != 0)

    let errors = Self.diagnostics("error", in: output)
    #expect(!errors.isEmpty, "no errors parsed from: \(output)")
    for (line, usage) in expected.sorted(by: { $0.key < $1.key }) {
      let messages = errors[line] ?? []
      #expect(!messages.isEmpty, "\(usage) compiled")
      for message in messages {
        #expect(message.contains("docs/porting.md"), "\(usage): \(message)")
      }
    }
    let stray = errors.keys.filter { expected[$0] == nil }.sorted()
    #expect(stray.isEmpty, "errors on lines without a usage: \(stray) in \(output)")
  }

  /// The diagnostics of `kind` ("error", "warning") in a ``typecheck(_:)`` output, by line:
  /// each diagnostic's first line, "<file>:<line>:<column>: <kind>: <message>".
  static func diagnostics(_ kind: String, in output: String) -> [Int: [String]] {
    var found: [Int: [String]] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix("Usages.swift"), let number = Int(parts[1]),
        parts[3] == " \(kind)"
      else { continue }
      found[number, default: []].append(String(parts[4]))
    }
    return found
  }

  /// Type-checks `source`, a file named `Usages.swift` compiled against the built
  /// FlipbookQuartz: the compiler's exit status and output.
  static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
    let modules = try #require(modulesDirectory())
    let compiler = try #require(swiftc(), "no swiftc on PATH or in the toolchain")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("unavailable-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Usages.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    var arguments = ["-typecheck", "-I", modules.path, file.path]
    // System-library targets (the C shims) are found by their module maps, in place.
    for mapDirectory in moduleMapDirectories() {
      arguments += ["-I", mapDirectory.path]
    }
    // Their headers, where they live outside the default search path (FreeType, HarfBuzz
    // and FriBidi, under the renderer FlipbookQuartz measures text with).
    let (_, flags) = try run(
      URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--cflags", "freetype2", "harfbuzz", "fribidi"])
    for flag in flags.split(whereSeparator: \.isWhitespace) where flag.hasPrefix("-I") {
      arguments += ["-Xcc", String(flag)]
    }
    let (status, output) = try run(compiler, arguments)
    return (status, output)
  }

  /// The directory holding the built FlipbookQuartz.swiftmodule: next to the running test
  /// product (SwiftPM's `<configuration>/Modules`), else in the package's `.build`.
  static func modulesDirectory() -> URL? {
    let fileManager = FileManager.default
    func holdsModule(_ directory: URL) -> Bool {
      fileManager.fileExists(
        atPath: directory.appendingPathComponent("FlipbookQuartz.swiftmodule").path)
    }
    var candidates: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("Modules"))
      candidates.append(directory)
      directory = directory.deletingLastPathComponent()
    }
    let build = repository.appendingPathComponent(".build")
    candidates.append(build.appendingPathComponent("debug/Modules"))
    if let triples = try? fileManager.contentsOfDirectory(atPath: build.path) {
      candidates += triples.sorted().map {
        build.appendingPathComponent($0).appendingPathComponent("debug/Modules")
      }
    }
    return candidates.first(where: holdsModule)
  }

  /// The directories of the package's module maps (its C shim targets).
  private static func moduleMapDirectories() -> [URL] {
    let sources = repository.appendingPathComponent("Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return targets.sorted().map { sources.appendingPathComponent($0) }.filter {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("module.modulemap").path)
    }
  }

  /// The Swift compiler: on PATH, else beside the toolchain whose runtime this process loaded.
  private static func swiftc() -> URL? {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc"))
    }
    // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
      let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
      let slash = line.firstIndex(of: "/")
    {
      let library = URL(fileURLWithPath: String(line[slash...]))
      let usr = library.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      candidates.append(usr.appendingPathComponent("bin/swiftc"))
    }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `executable` with `arguments`; its exit status and its output and errors together.
  private static func run(_ executable: URL, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
