import Foundation

/// The process's environment variables: the one place a Flipbook module reads them.
package enum ProcessEnvironment {
  /// The variables of the running process.
  package static var current: [String: String] { ProcessInfo.processInfo.environment }

  /// The render thread count `FLIPBOOK_THREADS` asks for, or nil when it is not set.
  ///
  /// - Throws: ``EnvironmentError`` when it is set to anything but a positive whole number;
  ///   its range is the render settings' to check.
  package static func threads(in environment: [String: String]) throws(EnvironmentError)
    -> Int?
  {
    try positiveNumber(threadsVariable, in: environment)
  }

  /// The variable that sets the render thread count.
  package static let threadsVariable = "FLIPBOOK_THREADS"

  /// The first regular executable file called `name` in the directories of `PATH`
  /// (`/usr/bin:/bin` when it is not set), or nil; a directory of that name is passed over,
  /// as a shell does.
  package static func program(named name: String, in environment: [String: String] = current)
    -> String?
  {
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return directories.map { $0 + "/" + name }.first { candidate in
      var info = stat()
      return stat(candidate, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        && access(candidate, X_OK) == 0
    }
  }

  /// The variable's value when set, as a positive whole number.
  static func positiveNumber(_ variable: String, in environment: [String: String])
    throws(EnvironmentError) -> Int?
  {
    guard let text = environment[variable] else { return nil }
    guard let number = Int(text), number > 0 else {
      throw EnvironmentError(variable: variable, value: text)
    }
    return number
  }
}

extension Limits {
  /// The defaults, each overridden by its environment variable when set
  /// (``Key/environmentVariable``, e.g. `FLIPBOOK_MAX_PIXELS`).
  ///
  /// - Throws: ``EnvironmentError`` naming the first such variable set to anything but a
  ///   positive whole number, rather than silently using the default.
  public init(environment: [String: String]) throws(EnvironmentError) {
    self.init()
    for key in Key.allCases {
      if let value = try ProcessEnvironment.positiveNumber(key.environmentVariable, in: environment)
      {
        self[key] = value
      }
    }
  }
}

extension Limits.Key {
  /// The environment variable that overrides the limit: `FLIPBOOK_MAX_` and the limit's name
  /// in capitals, e.g. `FLIPBOOK_MAX_PNG_CHUNK_BYTES`.
  public var environmentVariable: String {
    switch self {
    case .maxSide: "FLIPBOOK_MAX_SIDE"
    case .maxPixels: "FLIPBOOK_MAX_PIXELS"
    case .maxPNGFileBytes: "FLIPBOOK_MAX_PNG_FILE_BYTES"
    case .maxPNGChunkBytes: "FLIPBOOK_MAX_PNG_CHUNK_BYTES"
    case .maxGIFFileBytes: "FLIPBOOK_MAX_GIF_FILE_BYTES"
    case .maxGIFDecodedPixels: "FLIPBOOK_MAX_GIF_DECODED_PIXELS"
    case .maxFrames: "FLIPBOOK_MAX_FRAMES"
    case .maxSceneFileBytes: "FLIPBOOK_MAX_SCENE_FILE_BYTES"
    case .maxDuration: "FLIPBOOK_MAX_DURATION"
    case .maxLayers: "FLIPBOOK_MAX_LAYERS"
    case .maxWork: "FLIPBOOK_MAX_WORK"
    case .maxFonts: "FLIPBOOK_MAX_FONTS"
    }
  }
}

/// An environment variable set to a value Flipbook cannot use.
public struct EnvironmentError: Error, LocalizedError, Hashable, Sendable {
  /// The variable, e.g. `FLIPBOOK_MAX_FRAMES`.
  public let variable: String
  /// What it was set to.
  public let value: String

  /// `FLIPBOOK_MAX_FRAMES=lots: must be a positive whole number`.
  public var errorDescription: String? {
    "\(variable)=\(value): must be a positive whole number"
  }
}
