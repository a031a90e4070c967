/// Where a line may break, after the Unicode line-breaking algorithm (UAX #14) in the cases
/// interface text meets: after spaces and zero-width spaces, after a hyphen inside a word,
/// before and after ideographs, kana, Hangul and emoji — never before closing punctuation,
/// after opening punctuation, or next to a no-break space or joiner.
enum LineBreaks {
  /// For each scalar, whether a line may break before it (the first is always false).
  static func opportunities(in scalars: [UInt32]) -> [Bool] {
    var result = [Bool](repeating: false, count: scalars.count)
    for i in scalars.indices.dropFirst() {
      result[i] = mayBreak(
        before: scalars[i], after: scalars[i - 1], earlier: i >= 2 ? scalars[i - 2] : nil)
    }
    return result
  }

  private static func mayBreak(before next: UInt32, after previous: UInt32, earlier: UInt32?)
    -> Bool
  {
    if isGlue(previous) || isGlue(next) || isCombining(next) { return false }
    if isSpace(next) || isClosing(next) || isOpening(previous) { return false }
    if previous == 0x200B || isSpace(previous) { return true }
    if isHyphen(previous), let earlier, isWordCharacter(earlier), !isDigit(next) { return true }
    return isIdeographic(next) || isIdeographic(previous)
  }

  /// Spaces a line may break after (not the no-break ones).
  static func isSpace(_ c: UInt32) -> Bool {
    switch c {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
    default: false
    }
  }

  private static func isGlue(_ c: UInt32) -> Bool {
    switch c {
    case 0xA0, 0x202F, 0x2007, 0x2060, 0xFEFF, 0x200D, 0x034F: true
    default: false
    }
  }

  private static func isCombining(_ c: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(c) else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return (0xFE00...0xFE0F).contains(c) || (0x1F3FB...0x1F3FF).contains(c)
    }
  }

  private static func isHyphen(_ c: UInt32) -> Bool {
    switch c {
    case 0x2D, 0xAD, 0x058A, 0x2010, 0x2012, 0x2013: true
    default: false
    }
  }

  private static func isDigit(_ c: UInt32) -> Bool { (0x30...0x39).contains(c) }

  private static func isWordCharacter(_ c: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(c) else { return false }
    return scalar.properties.isAlphabetic || isDigit(c)
  }

  /// Closing punctuation and the marks that may not start a line.
  private static func isClosing(_ c: UInt32) -> Bool {
    switch c {
    case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019,
      0x201D, 0x203A, 0x2026, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011,
      0x3015, 0x3017, 0x3019, 0x301B, 0x30FB, 0x30FC, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049,
      0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3,
      0x30E3, 0x30E5, 0x30E7, 0x30EE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F,
      0xFF3D, 0xFF5D, 0x060C, 0x061F, 0x06D4:
      true
    default: false
    }
  }

  /// Opening punctuation, after which a line may not break.
  private static func isOpening(_ c: UInt32) -> Bool {
    switch c {
    case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039, 0x3008, 0x300A, 0x300C, 0x300E,
      0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B, 0xFF5B:
      true
    default: false
    }
  }

  /// Ideographs, kana, Hangul syllables and emoji: a line may break on either side of each.
  private static func isIdeographic(_ c: UInt32) -> Bool {
    switch c {
    case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
      0xF900...0xFAFF, 0x20000...0x3FFFD:
      return true
    default:
      return Unicode.Scalar(c)?.properties.isEmojiPresentation == true
    }
  }
}
