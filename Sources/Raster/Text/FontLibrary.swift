import Foundation
import Layers
import ProcessServices
import Synchronization

/// The fonts text is drawn in: the bundled system family (Inter, standing in for San
/// Francisco, at UIKit's nine weights with italics), the monospaced font (Noto Sans Mono),
/// users' own font files, and the fallback chain that draws what those lack — Arabic and
/// Hebrew (Noto Sans), more Latin, Greek and Cyrillic (DejaVu Sans), symbols, Chinese,
/// Japanese and Korean (Droid Sans Fallback), and colour emoji (Noto Color Emoji).
///
/// Faces are opened the first time text needs them and shared after that.
public final class FontLibrary: @unchecked Sendable {
  /// The folder holding the bundled font files.
  public let directory: String
  private let faces = Mutex<[String: FontFace]>([:])

  /// The bundled fonts in `directory`, which must hold every file the library draws with;
  /// the system font's regular face is opened at once.
  ///
  /// - Throws: `AssetError` naming the first bundled file that is missing, ``FontError``
  ///   when the regular face is there but FreeType cannot open it.
  public init(directory: String) throws {
    self.directory = directory
    for name in Self.bundledFiles {
      let path = directory + "/" + name
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw AssetError.missing(path: path)
      }
    }
    _ = try face(at: directory + "/" + Self.systemFile(weight: .regular, isItalic: false))
  }

  /// The library of the bundled assets folder, loaded the first time it is asked for and
  /// shared after that.
  ///
  /// - Throws: `AssetError` when a bundled font is not where the assets are looked for,
  ///   ``FontError`` when the system font is there but FreeType cannot open it.
  public static func bundled() throws -> FontLibrary {
    let directory = BundledAssets.path("Fonts")
    return try shared.withLock { libraries in
      if let library = libraries[directory] { return library }
      let library = try FontLibrary(directory: directory)
      libraries[directory] = library
      return library
    }
  }

  private static let shared = Mutex<[String: FontLibrary]>([:])

  /// Opens the font file a `TextFont` names, so that a file that is missing or not a font
  /// is found before anything is drawn.
  ///
  /// - Throws: ``FontError`` naming the file and FreeType's cause.
  public func check(_ font: TextFont) throws {
    _ = try primaryFace(for: font)
  }

  /// Opens the font file at `path` on its own, outside any library, to check that it can be
  /// drawn from: its tables lie within the file, it has glyphs, its `cmap` maps a character
  /// and that character's glyph loads.
  ///
  /// - Throws: ``FontError`` naming the file and the cause.
  public static func checkFile(at path: String) throws {
    _ = try FontFace(path: path)
  }

  /// The face `font` asks for.
  func primaryFace(for font: TextFont) throws -> FontFace {
    switch font.family {
    case .system:
      return try face(
        at: directory + "/" + Self.systemFile(weight: font.weight, isItalic: font.isItalic))
    case .monospaced:
      return try face(at: directory + "/" + Self.monospacedFile(weight: font.weight))
    case .file(let path):
      return try face(at: path)
    }
  }

  /// The faces tried, in order, for characters the primary face lacks: the system font at
  /// the same weight (after a user's own font), then the bundled fallbacks, weighted like
  /// the text where a bold face exists.
  func fallbackFaces(for font: TextFont) -> [FontFace] {
    let bold = font.weight >= .semibold
    var names: [String] = []
    if case .file = font.family {
      names.append(Self.systemFile(weight: font.weight, isItalic: font.isItalic))
    }
    // The script fonts come before DejaVu Sans, which has Arabic and Hebrew of its own,
    // drawn less well.
    names += [
      bold ? "NotoSansArabic-Bold.ttf" : "NotoSansArabic-Regular.ttf",
      bold ? "NotoSansHebrew-Bold.ttf" : "NotoSansHebrew-Regular.ttf",
      "DejaVuSans.ttf",
      "NotoSansSymbols-Regular.ttf", "NotoSansSymbols2-Regular.ttf",
      "DroidSansFallbackFull.ttf", Self.emojiFile,
    ]
    return names.compactMap { try? face(at: directory + "/" + $0) }
  }

  /// The colour emoji face, tried first for characters shown as emoji.
  var emojiFace: FontFace? { try? face(at: directory + "/" + Self.emojiFile) }

  /// The face in the file at `path`, opened once and kept while at most
  /// ``maximumOpenFaces`` are; past that, the faces kept are let go (and opened again when
  /// asked for), so that a long-lived library of many users' fonts stays bounded.
  func face(at path: String) throws -> FontFace {
    try faces.withLock { faces in
      if let face = faces[path] { return face }
      let face = try FontFace(path: path)
      if faces.count >= Self.maximumOpenFaces { faces.removeAll() }
      faces[path] = face
      return face
    }
  }

  /// The most faces the library keeps open (our choice): the bundled fonts and the most font
  /// files a scene may name at the default limit (`Limits.maxFonts`), with room to spare.
  static let maximumOpenFaces = 256

  static let emojiFile = "NotoColorEmoji.ttf"

  /// The Inter file for a weight: UIKit's ultra-light is the lightest (Thin), and each
  /// weight after it the next of Inter's nine.
  static func systemFile(weight: FontWeight, isItalic: Bool) -> String {
    let names = [
      "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold",
      "Black",
    ]
    let name = names[FontWeight.allCases.firstIndex(of: weight) ?? 3]
    if isItalic { return name == "Regular" ? "Inter-Italic.otf" : "Inter-\(name)Italic.otf" }
    return "Inter-\(name).otf"
  }

  /// Noto Sans Mono has a regular and a bold face: semibold and heavier take the bold.
  static func monospacedFile(weight: FontWeight) -> String {
    weight >= .semibold ? "NotoSansMono-Bold.ttf" : "NotoSansMono-Regular.ttf"
  }

  /// Every file the library may open, the system font's regular face first.
  static var bundledFiles: [String] {
    [systemFile(weight: .regular, isItalic: false)]
      + FontWeight.allCases.flatMap { weight in
        [false, true].map { systemFile(weight: weight, isItalic: $0) }
      } + [
        "NotoSansMono-Regular.ttf", "NotoSansMono-Bold.ttf", "DejaVuSans.ttf",
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansHebrew-Bold.ttf", "NotoSansSymbols-Regular.ttf", "NotoSansSymbols2-Regular.ttf",
        "DroidSansFallbackFull.ttf", emojiFile,
      ]
  }
}
