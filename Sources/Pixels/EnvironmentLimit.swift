import Foundation

/// A limit that an environment variable may override.
public enum EnvironmentLimit {
  /// The variable's value when it holds a positive whole number, else `value`.
  public static func value(_ variable: String, default value: Int) -> Int {
    parse(ProcessInfo.processInfo.environment[variable]) ?? value
  }

  /// A positive whole number, or nil for anything else (including nothing).
  public static func parse(_ text: String?) -> Int? {
    guard let text, let number = Int(text), number > 0 else { return nil }
    return number
  }

  /// Every variable that overrides a limit, with its default and what it bounds.
  public static let variables: [(name: String, defaultValue: Int, meaning: String)] = [
    ("FLIPBOOK_MAX_SIDE", 16384, "width or height of a PNG or GIF, in pixels"),
    ("FLIPBOOK_MAX_PIXELS", 64 * 1_048_576, "pixels of a PNG, a GIF screen or a rendered frame"),
    ("FLIPBOOK_MAX_PNG_FILE_BYTES", 256 * 1_048_576, "size of a PNG file read"),
    ("FLIPBOOK_MAX_PNG_CHUNK_BYTES", 8 * 1_048_576, "size of a PNG chunk other than IDAT"),
    ("FLIPBOOK_MAX_GIF_FILE_BYTES", 512 * 1_048_576, "size of a GIF file read"),
    ("FLIPBOOK_MAX_GIF_DECODED_PIXELS", 1 << 30, "pixels decoded over all frames of a GIF"),
    ("FLIPBOOK_MAX_FRAMES", 100_000, "frames of a GIF read, encoded or rendered"),
    ("FLIPBOOK_MAX_SCENE_FILE_BYTES", 16 * 1_048_576, "size of a scene file read"),
    ("FLIPBOOK_MAX_DURATION", 3600, "seconds of a render time, curve span or spring settling"),
  ]
}
