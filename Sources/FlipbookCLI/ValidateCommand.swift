import ArgumentParser
import Flipbook
import Foundation
import Scenes

/// `flipbook validate`: checks scene files without rendering.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Checks scene files without rendering: exit 0, or 1 naming each problem.",
    discussion: """
      Each problem is one line: the file, line:column, the JSON path \
      (layers[2].animations[0].keyTimes) and the cause — the same line `render` prints. \
      Every problem found is listed, in the order of the file, up to \
      \(maxProblemsPerFile) a file.
      """)

  /// The most problems listed for one file; a last line counts the rest.
  static let maxProblemsPerFile = 50

  @Argument(help: "Scene files (.json), or built-in scene names.")
  var scenes: [String]

  @Flag(help: "Print nothing for a valid file.")
  var quiet = false

  @OptionGroup(title: "Device settings")
  var traits: TraitOptions

  func run() throws {
    let overrides = try traits.overrides()
    var failures: [String] = []
    for argument in scenes {
      do {
        var loaded: SceneFile?
        var problems = try SceneFile.problems(
          loading: {
            let file = try SceneArgument.load(argument, traits: overrides)
            loaded = file
            return file
          }, measuringTextWith: TextMeasurer(fonts: try FontLibrary.bundled()))
        // What render would refuse about the file's own settings, in the same words.
        if problems.isEmpty, let file = loaded {
          do {
            try file.check(file.contents.renderSettings, limits: CommandEnvironment.current.limits)
          } catch let problem as SceneError {
            problems.append(problem)
          }
        }
        if problems.isEmpty {
          // Text that draws a missing-glyph box is worth a warning, not a failure.
          if let file = loaded {
            let recording = try Recording(
              file: file, settings: file.contents.renderSettings,
              limits: CommandEnvironment.current.limits)
            for warning in recording.textWarnings {
              StandardError.line("flipbook: warning: \(file.path): \(warning)")
            }
          }
          if !quiet { try StandardOutput.line("\(argument): ok") }
          continue
        }
        let shown = problems.prefix(Self.maxProblemsPerFile)
        failures += shown.map { FlipbookError.line(for: $0) }
        if problems.count > shown.count {
          let more = problems.count - shown.count
          failures.append(
            "\(problems[0].file): \(more) more problem\(more == 1 ? "" : "s") not listed")
        }
      } catch let error as LocalizedError {
        failures.append(error.errorDescription ?? "\(error)")
      }
    }
    guard let last = failures.last else { return }
    for failure in failures.dropLast() {
      StandardError.line("flipbook: \(failure)")
    }
    throw ValidationFailure(message: last)
  }
}

/// The last problem `validate` found, printed by the command line like any error.
struct ValidationFailure: Error, LocalizedError {
  let message: String
  var errorDescription: String? { message }
}
