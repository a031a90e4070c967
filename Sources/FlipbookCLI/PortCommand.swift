import ArgumentParser
import Foundation
import ProcessServices

/// `flipbook port`: runs the `flipbook-port` program, which rewrites iOS Swift files for
/// Linux. The rewriter parses Swift with swift-syntax, which `flipbook` does not link: it
/// is a program of its own, found beside `flipbook` or on the `PATH`.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Rewrites Swift files written for iOS to compile on Linux against FlipbookQuartz.",
    discussion: """
      Runs flipbook-port, found beside flipbook or on the PATH, with the same arguments: \
      FILE… writes the rewritten files to standard output, -o DIR to a folder. Build it \
      with `swift build --product flipbook-port`; `flipbook port --help` shows its help.
      """)

  @Argument(
    parsing: .captureForPassthrough,
    help: ArgumentHelp("The files and options of flipbook-port.", valueName: "arguments"))
  var arguments: [String] = []

  func run() throws {
    guard let program = Self.rewriter() else { throw PortCommandError.missing(Self.binFolder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
  }

  /// The folder of the running `flipbook`.
  static var binFolder: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().path
  }

  /// `flipbook-port` beside this program, else on the `PATH`.
  static func rewriter() -> String? {
    let beside = binFolder + "/flipbook-port"
    if access(beside, X_OK) == 0 { return beside }
    return ProcessEnvironment.program(named: "flipbook-port")
  }
}

/// Why `flipbook port` could not run the rewriter.
enum PortCommandError: Error, LocalizedError {
  /// `flipbook-port` is neither beside `flipbook` (in this folder) nor on the `PATH`.
  case missing(String)

  var errorDescription: String? {
    switch self {
    case .missing(let folder):
      let configuration = folder.hasSuffix("/release") ? " -c release" : ""
      return "port: the rewriter, flipbook-port, is not in \(folder) nor on the PATH; build it "
        + "with `swift build\(configuration) --product flipbook-port` (Scripts/install "
        + "installs it beside flipbook)"
    }
  }
}
