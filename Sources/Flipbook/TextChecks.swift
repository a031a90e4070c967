import Layers
import Raster
import Synchronization

/// The texts a recording draws, each checked once with its fonts before it is drawn
/// (`FontLibrary.check(text:)`), with the glyphs each run shapes into for the work budget;
/// and the font files they name, at most `Limits.maxFonts` different ones.
final class TextChecks: Sendable {
  private let fonts: FontLibrary
  private let maxFonts: Int
  private let state = Mutex(State())

  private struct State {
    /// The glyph counts by the runs' strings and families: sizes and colours do not
    /// change how a text shapes.
    var glyphs: [[TextRun]: [Int]] = [:]
    var files: Set<String> = []
  }

  /// The most checked texts remembered (our choice); past it they are checked again.
  private static let maximumRemembered = 4096

  init(fonts: FontLibrary, maxFonts: Int) {
    self.fonts = fonts
    self.maxFonts = maxFonts
  }

  /// The glyphs each of `text`'s runs shapes into.
  ///
  /// - Throws: `FontError` when its fonts cannot draw it as written, or it brings the font
  ///   files named over `Limits.maxFonts`.
  func glyphs(of text: TextContent) throws -> [Int] {
    let key = text.runs.map { run in
      var plain = run
      plain.font.size = 1
      plain.color = .black
      return plain
    }
    if let known = state.withLock({ $0.glyphs[key] }) { return known }
    let paths = Set(
      text.runs.compactMap { run -> String? in
        if case .file(let path) = run.font.family { return path }
        return nil
      })
    try state.withLock { state in
      let count = state.files.union(paths).count
      guard count <= maxFonts else {
        throw FontError.tooManyFonts(count: count, limit: maxFonts)
      }
      state.files.formUnion(paths)
    }
    let counts = try fonts.check(text: text)
    state.withLock { state in
      if state.glyphs.count >= Self.maximumRemembered { state.glyphs.removeAll() }
      state.glyphs[key] = counts
    }
    return counts
  }
}
