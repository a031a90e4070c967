import ArgumentParser
import Flipbook
import Foundation

/// The `flipbook` command: renders iOS-style animations into GIFs.
struct FlipbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Renders iOS-style UI animations headlessly into animated GIFs.",
    discussion: Limits.help,
    subcommands: [
      ListCommand.self, RenderCommand.self, ValidateCommand.self, InspectCommand.self, EncodeCommand.self,
      CurveCommand.self, BenchCommand.self,
    ])

  /// Runs the command line: exit 0 on success, 1 with one line on stderr for a user error,
  /// 2 for a usage error (ArgumentParser's own messages).
  static func main(arguments: [String]? = nil) {
    do {
      var command = try parseAsRoot(arguments)
      try Limits.checkEnvironment()
      do {
        try command.run()
      } catch let error as RecordingError {
        throw FlipbookError.naming(flagOf: error)
      }
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch let error as LocalizedError {
      let message = error.errorDescription ?? "\(error)"
      FileHandle.standardError.write(Data("flipbook: \(message)\n".utf8))
      Foundation.exit(1)
    } catch {
      // ArgumentParser's own errors: help and version requests, and usage errors.
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }
}
