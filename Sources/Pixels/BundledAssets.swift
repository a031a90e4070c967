import Foundation

/// Where Flipbook's bundled files (icons, fonts) live.
public enum BundledAssets {
  /// The `Assets/` folder: `$FLIPBOOK_ASSETS` if set, otherwise the `Assets/` folder of the
  /// checkout Flipbook was built from.
  public static var directory: String {
    if let path = ProcessInfo.processInfo.environment["FLIPBOOK_ASSETS"], !path.isEmpty {
      return path
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets").path
  }

  /// The path of a bundled file, relative to the assets folder.
  public static func path(_ relativePath: String) -> String {
    directory + "/" + relativePath
  }
}
