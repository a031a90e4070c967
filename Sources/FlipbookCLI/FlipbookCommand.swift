import ArgumentParser
import Flipbook
import Foundation

/// The `flipbook` command: renders iOS-style animations into GIFs, WebPs and MP4s.
struct FlipbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Renders iOS-style UI animations headlessly into animated GIFs, WebPs and MP4s.",
    subcommands: [
      ListCommand.self, RenderCommand.self, ValidateCommand.self, InspectCommand.self,
      EncodeCommand.self, CurveCommand.self, BenchCommand.self, PortCommand.self,
    ])

  /// Runs the command line: exit 0 on success, 1 with one line on stderr for a user error,
  /// 2 for a usage error (ArgumentParser's own messages).
  static func main(arguments: [String]? = nil) {
    do {
      let given = arguments ?? Array(CommandLine.arguments.dropFirst())
      let separated = EncodeCommand.separatingFrames(given)
      var command = try parseAsRoot(separated?.arguments ?? given)
      if let frames = separated?.frames, var encode = command as? EncodeCommand {
        encode.frames = frames
        command = encode
      }
      _ = try CommandEnvironment.loaded.get()
      try command.run()
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch let error as LocalizedError {
      StandardError.line("flipbook: \(FlipbookError.line(for: error))")
      Foundation.exit(1)
    } catch {
      // ArgumentParser's own errors: help and version requests, and usage errors.
      if exitCode(for: error) == .success {
        print(helpWithLimits(fullMessage(for: error)))
        Foundation.exit(0)
      }
      StandardError.write(fullMessage(for: error) + "\n")
      Foundation.exit(2)
    }
  }

  /// The root command's help with the limit variables in a section after the usage,
  /// options and subcommands; any other message as it is.
  private static func helpWithLimits(_ message: String) -> String {
    message == helpMessage() ? message + "\n\n" + CommandEnvironment.help : message
  }
}
