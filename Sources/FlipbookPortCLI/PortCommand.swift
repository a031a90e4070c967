import ArgumentParser
import FlipbookPort
import Foundation
import ProcessServices

/// The `flipbook-port` command: rewrites Swift files written for iOS to compile on Linux
/// against FlipbookQuartz, as the FlipbookPort build-tool plugin does for a target.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook-port",
    abstract: "Rewrites Swift files written for iOS to compile on Linux against FlipbookQuartz.",
    discussion: """
      Changes only what has to change (imports, @objc and Interface Builder attributes, \
      #available, previews, #selector as a method reference) and keeps every line at its \
      number, between #sourceLocation directives that name the original file. What cannot \
      be ported is printed as FILE:LINE:COLUMN: error: … and the exit status is 1; a file \
      with an error is not written to the output folder. docs/porting.md lists the rules.
      """)

  @Argument(help: "The Swift files to rewrite.")
  var files: [String]

  @Option(
    name: [.customShort("o"), .customLong("output-dir")],
    help: "Write each rewritten file here under its own name (default: standard output).")
  var outputDirectory: String?

  @Option(
    name: .customLong("output"),
    help: "Write the one rewritten file to this path (what the build-tool plugin uses).")
  var output: String?

  @Option(
    name: .customLong("source-name"),
    help: "The file name #sourceLocation gives, when it is not the input's path.")
  var sourceName: String?

  @Flag(name: .customLong("quiet"), help: "Print errors only, not warnings.")
  var quiet = false

  func validate() throws {
    if output != nil && outputDirectory != nil {
      throw ValidationError("give --output or --output-dir, not both")
    }
    if (output != nil || sourceName != nil) && files.count != 1 {
      throw ValidationError("--output and --source-name take exactly one input file")
    }
    if let outputDirectory {
      var names: [String: String] = [:]
      for file in files {
        let name = URL(fileURLWithPath: file).lastPathComponent
        if let other = names.updateValue(file, forKey: name) {
          throw ValidationError(
            "'\(other)' and '\(file)' would both be written to '\(outputDirectory)/\(name)'")
        }
      }
    }
  }

  func run() throws {
    var failed = false
    var printed = ""
    for file in files {
      let source = try Self.read(file)
      let ported = SourcePort.port(source, fileName: sourceName ?? file)
      for diagnostic in ported.diagnostics where !(quiet && diagnostic.severity == .warning) {
        FileHandle.standardError.write(Data("\(file):\(diagnostic)\n".utf8))
      }
      failed = failed || ported.hasErrors
      if let destination = destination(for: file) {
        guard !ported.hasErrors else { continue }
        try write(ported.text, to: destination)
      } else {
        printed += ported.text
      }
    }
    if !printed.isEmpty { FileHandle.standardOutput.write(Data(printed.utf8)) }
    if failed { throw ExitCode.failure }
  }

  /// The text of `file`, or an error that says why there is none.
  static func read(_ file: String) throws -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
      throw PortError.unreadable(file, reason: "no such file")
    }
    if isFolder.boolValue { throw PortError.unreadable(file, reason: "is a folder") }
    // A size that cannot be read is found out when the contents are read, below.
    let attributes = (try? FileManager.default.attributesOfItem(atPath: file)) ?? [:]
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    if size > SourcePort.maximumFileBytes {
      throw PortError.unreadable(
        file,
        reason: "is \(size) bytes, more than the \(SourcePort.maximumFileBytes) the rewriter reads")
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw PortError.unreadable(file, reason: "cannot be read")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw PortError.unreadable(file, reason: "is not UTF-8 text")
    }
    return text
  }

  /// Runs the command line: exit 0 when every file was rewritten, 1 when one could not be
  /// (its errors on stderr) or a file could not be read or written, 2 for a usage error.
  static func runAsMain() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch let error as LocalizedError {
      let line = error.errorDescription ?? "\(error)"
      FileHandle.standardError.write(Data("flipbook-port: \(line)\n".utf8))
      Foundation.exit(1)
    } catch {
      // ArgumentParser's own errors: help requests, and usage errors (2, as flipbook's).
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }

  /// Where the rewritten `file` goes, or nil for standard output.
  private func destination(for file: String) -> String? {
    if let output { return output }
    guard let outputDirectory else { return nil }
    return URL(fileURLWithPath: outputDirectory)
      .appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path
  }

  /// Writes `text` to `path` whole or not at all.
  private func write(_ text: String, to path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = try AtomicFile(path: path)
    _ = file.write(Array(text.utf8))
    try file.commit()
  }
}

/// Why `flipbook-port` stopped before rewriting a file.
enum PortError: Error, LocalizedError {
  /// An input could not be read as UTF-8 text, and why.
  case unreadable(String, reason: String)

  var errorDescription: String? {
    switch self {
    case .unreadable(let file, let reason): "\(file): \(reason)"
    }
  }
}
