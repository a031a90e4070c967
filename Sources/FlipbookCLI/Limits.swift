import Flipbook
import Foundation

/// The command line's own limits, overridable by environment variables, and a check that
/// every limit variable that is set holds a usable number.
enum Limits {
  /// The most pixels of a rendered frame (`FLIPBOOK_MAX_PIXELS`).
  static var maxPixels: Int {
    EnvironmentLimit.value("FLIPBOOK_MAX_PIXELS", default: 64 * 1_048_576)
  }
  /// The most frames rendered or encoded (`FLIPBOOK_MAX_FRAMES`).
  static var maxFrames: Int { EnvironmentLimit.value("FLIPBOOK_MAX_FRAMES", default: 100_000) }
  /// The longest time, in seconds, a render or curve may reach (`FLIPBOOK_MAX_DURATION`).
  static var maxDuration: Int { EnvironmentLimit.value("FLIPBOOK_MAX_DURATION", default: 3600) }

  /// Throws for a limit variable (or `FLIPBOOK_THREADS`) set to anything but a positive whole
  /// number in range, rather than silently using the default.
  static func checkEnvironment() throws {
    let environment = ProcessInfo.processInfo.environment
    for variable in EnvironmentLimit.variables {
      if let text = environment[variable.name], EnvironmentLimit.parse(text) == nil {
        throw FlipbookError.invalidSetting(
          "\(variable.name)=\(text): must be a positive whole number")
      }
    }
    if let text = environment["FLIPBOOK_THREADS"],
      !(1...NumericOption.maximumThreads).contains(EnvironmentLimit.parse(text) ?? 0)
    {
      throw FlipbookError.invalidSetting(
        "FLIPBOOK_THREADS=\(text): must be 1 to \(NumericOption.maximumThreads)")
    }
  }

  /// The limits as `--help` lists them.
  static var help: String {
    "Limits (environment variables, each a positive whole number):\n"
      + EnvironmentLimit.variables.map {
        "  \($0.name) (default \($0.defaultValue)): \($0.meaning)"
      }
      .joined(separator: "\n")
  }
}
