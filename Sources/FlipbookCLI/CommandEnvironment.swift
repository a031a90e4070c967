import Flipbook
import Foundation
import ProcessServices

/// What the command line takes from its environment: the input limits (`FLIPBOOK_MAX_*`) and
/// the thread count that renders and encodes (`FLIPBOOK_THREADS`), read once and checked
/// before any command runs.
struct CommandEnvironment: Sendable {
  /// The limits every command reads its inputs and renders within.
  let limits: Limits
  /// The thread count that renders and encodes, when `FLIPBOOK_THREADS` sets one.
  let threads: Int?

  /// The environment of `variables`.
  ///
  /// - Throws: `EnvironmentError` for a variable that is not a positive whole number, and
  ///   `FlipbookError.invalidSetting` for a thread count out of the render settings' range,
  ///   rather than silently using a default.
  init(variables: [String: String]) throws {
    limits = try Limits(environment: variables)
    threads = try ProcessEnvironment.threads(in: variables)
    do {
      try RenderSettings(threads: threads).validate()
    } catch {
      let text = variables[ProcessEnvironment.threadsVariable] ?? ""
      throw FlipbookError.invalidSetting(
        "\(ProcessEnvironment.threadsVariable)=\(text): \(error.cause)")
    }
  }

  /// The process's environment, or the reason it is unusable.
  static let loaded = Result { () throws(FlipbookError) -> CommandEnvironment in
    do {
      return try CommandEnvironment(variables: ProcessEnvironment.current)
    } catch let error as FlipbookError {
      throw error
    } catch {
      throw FlipbookError.invalidSetting(error.localizedDescription)
    }
  }

  /// The process's environment, checked when the command line starts.
  static var current: CommandEnvironment {
    // Loses nothing: `FlipbookCommand.main` stops with the error before any command runs.
    (try? loaded.get()) ?? CommandEnvironment(limits: Limits(), threads: nil)
  }

  private init(limits: Limits, threads: Int?) {
    self.limits = limits
    self.threads = threads
  }

  /// The limit variables as `--help` lists them, after the usage.
  static var help: String {
    "LIMITS (environment variables, each a positive whole number):\n"
      + Limits.Key.allCases.map {
        "  \($0.environmentVariable) (default \($0.defaultValue)): \($0.meaning)"
      }
      .joined(separator: "\n")
      + "\n  \(ProcessEnvironment.threadsVariable) (default: one per core): render threads, "
      + "1 to \(NumberText.format(RenderSettings.Setting.threads.range.upperBound))"
  }
}
