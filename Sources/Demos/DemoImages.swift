import Pixels

/// The images a demo draws, by name: the bundled ones from `Assets/`, or replacements.
public struct DemoImages: Sendable {
  /// Replacement images by layer name.
  public var replacements: [String: Image]

  /// Bundled images, with the given replacements taking precedence.
  public init(replacements: [String: Image] = [:]) {
    self.replacements = replacements
  }

  /// The image for a layer: its replacement if one was given, otherwise `Assets/<file>`.
  public func image(named name: String, defaultFile file: String) throws -> Image {
    if let replacement = replacements[name] { return replacement }
    return try Image(contentsOfPNGFile: BundledAssets.path(file))
  }
}
