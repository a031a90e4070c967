import ArgumentParser
import Flipbook
import Foundation

/// `flipbook validate`: checks scene files without rendering.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Checks scene files without rendering: exit 0, or 1 naming each problem.",
    discussion: """
      Each problem is one line: the file, line:column, the JSON path \
      (layers[2].animations[0].keyTimes) and the cause — the same line `render` prints.
      """)

  @Argument(help: "Scene files (.json), or built-in scene names.")
  var scenes: [String]

  @Flag(help: "Print nothing for a valid file.")
  var quiet = false

  func run() throws {
    var failures: [String] = []
    for argument in scenes {
      do {
        let file = try SceneArgument.load(argument)
        try file.validate()
        if !quiet { try StandardOutput.line("\(argument): ok") }
      } catch let error as LocalizedError {
        failures.append(error.errorDescription ?? "\(error)")
      }
    }
    guard !failures.isEmpty else { return }
    for failure in failures.dropLast() {
      FileHandle.standardError.write(Data("flipbook: \(failure)\n".utf8))
    }
    throw ValidationFailure(message: failures.last!)
  }
}

/// The last problem `validate` found, printed by the command line like any error.
struct ValidationFailure: Error, LocalizedError {
  let message: String
  var errorDescription: String? { message }
}
