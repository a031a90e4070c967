import Foundation

/// Where Flipbook's bundled files (icons, fonts) live.
///
/// The folder is the first of: `$FLIPBOOK_ASSETS`; `share/flipbook/Assets` beside the
/// directory of the running program (`PREFIX/bin/flipbook` finds `PREFIX/share/flipbook/Assets`,
/// as `Scripts/install` lays them out); the `Assets/` folder of the checkout Flipbook was
/// built from.
package enum BundledAssets {
  /// The `Assets/` folder in use.
  package static var directory: String {
    if let path = ProcessEnvironment.current["FLIPBOOK_ASSETS"], !path.isEmpty {
      return path
    }
    if let installed = installedDirectory { return installed }
    return checkoutDirectory
  }

  /// The path of a bundled file, relative to the assets folder.
  package static func path(_ relativePath: String) -> String {
    directory + "/" + relativePath
  }

  /// The path of a bundled file that must be there, or an error naming where it was looked
  /// for and how to point Flipbook at its assets.
  package static func requiredPath(_ relativePath: String) throws -> String {
    let path = path(relativePath)
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw AssetError.missing(path: path)
    }
    return path
  }

  /// The font every text layer is drawn with.
  package static let fontPath = "Fonts/Inter-Regular.otf"

  /// `PREFIX/share/flipbook/Assets` for a program running from `PREFIX/bin`, if it holds the
  /// font.
  private static let installedDirectory: String? = {
    let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = program.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share/flipbook/Assets").path
    return FileManager.default.fileExists(atPath: candidate + "/" + fontPath) ? candidate : nil
  }()

  /// The `Assets/` folder of the checkout this file was compiled in.
  private static var checkoutDirectory: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets").path
  }
}

/// A bundled file that is not where Flipbook looks for it.
public enum AssetError: Error, LocalizedError, Equatable {
  /// The file does not exist or cannot be read.
  case missing(path: String)

  public var errorDescription: String? {
    switch self {
    case .missing(let path):
      return "\(path): bundled file not found (install Flipbook with Scripts/install, or set "
        + "FLIPBOOK_ASSETS to the folder holding Fonts/ and the icons)"
    }
  }
}
