import Foundation

/// Runs the built `flipbook` executable, as a user would from a shell.
struct FlipbookBinary {
  /// What one run printed and how it exited.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The checkout's root folder.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The executable beside the test bundle in the build folder (`swift build --build-tests`
  /// builds it there), or `$FLIPBOOK_BINARY`.
  static var path: String {
    if let path = ProcessInfo.processInfo.environment["FLIPBOOK_BINARY"] { return path }
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !url.path.isEmpty && url.path != "/" {
      let candidate = url.appendingPathComponent("flipbook").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      url = url.deletingLastPathComponent()
    }
    return "flipbook"
  }

  /// Runs `flipbook` (or the program at `executable`) with the arguments in `directory` and
  /// waits for it; `environment` changes variables (nil removes one), `standardOutput`
  /// replaces the captured pipe (e.g. with /dev/full), `killAfter` stops a hang.
  static func run(
    _ arguments: [String], in directory: String, executable: String? = nil,
    environment: [String: String?] = [:], standardOutput: FileHandle? = nil,
    killAfter seconds: Double? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? path)
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = standardOutput ?? out
    process.standardError = err
    try process.run()
    if let seconds {
      // A guard against a hang, not a timing: a process still running then is killed.
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
        if process.isRunning { process.terminate() }
      }
    }
    // Read before waiting so a full pipe cannot block the child.
    let stdout = standardOutput != nil ? Data() : out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "flipbook-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
