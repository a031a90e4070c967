import _CFriBidi

/// The Unicode bidirectional algorithm (UAX #9) through FriBidi: embedding levels for a
/// paragraph, and the visual order of a line's pieces from their levels.
enum Bidi {
  /// The most explicit directional formatting characters (embeddings, overrides, isolates
  /// and their ends) a paragraph may use; past them, the rest are ignored. Our choice:
  /// FriBidi's time grows with the square of a paragraph's isolates (10 000 take 0.23 s,
  /// 40 000 take 5.9 s, measured), and real text nests a few.
  static let maximumExplicitControls = 1024

  /// Each scalar's embedding level (even left to right, odd right to left), whether the
  /// paragraph's own direction, from its first strong character, is right to left, and how
  /// many explicit directional formatting characters were ignored past
  /// ``maximumExplicitControls``.
  static func levels(of scalars: [UInt32]) -> (
    levels: [UInt8], isRightToLeft: Bool, ignoredControls: Int
  ) {
    guard scalars.contains(where: mayBeRightToLeft) else {
      return ([UInt8](repeating: 0, count: scalars.count), false, 0)
    }
    let count = Int32(scalars.count)
    var types = Self.zeroed(FriBidiCharType.self, count: scalars.count)
    var brackets = Self.zeroed(FriBidiBracketType.self, count: scalars.count)
    var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
    var direction = flipbook_fribidi_par_on()
    fribidi_get_bidi_types(scalars, count, &types)
    // Past the limit, an explicit control is typed as a boundary neutral (as U+200B), which
    // the algorithm passes over.
    var controls = 0
    var ignored = 0
    let neutral = fribidi_get_bidi_type(0x200B)
    for (i, scalar) in scalars.enumerated() where isExplicitControl(scalar) {
      controls += 1
      if controls > maximumExplicitControls {
        types[i] = neutral
        ignored += 1
      }
    }
    fribidi_get_bracket_types(scalars, count, types, &brackets)
    let result = fribidi_get_par_embedding_levels_ex(
      types, brackets, count, &direction, &levels)
    guard result > 0 else { return ([UInt8](repeating: 0, count: scalars.count), false, ignored) }
    return (levels.map { UInt8(max($0, 0)) }, direction == flipbook_fribidi_par_rtl(), ignored)
  }

  /// Whether `scalar` is an explicit directional formatting character: LRE, RLE, PDF, LRO,
  /// RLO, LRI, RLI, FSI or PDI.
  static func isExplicitControl(_ scalar: UInt32) -> Bool {
    (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
  }

  /// An array of `count` values of a C type, all bits zero.
  private static func zeroed<T>(_: T.Type, count: Int) -> [T] {
    [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
      initialized = count
    }
  }

  /// Whether `scalar` can make text right to left: a letter of a right-to-left script or an
  /// explicit directional mark. Text without one is all at level 0 and needs no FriBidi.
  static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF, 0x200F, 0x202B, 0x202E, 0x2067, 0x061C:
      true
    default: false
    }
  }

  /// The indices of pieces at `levels` in visual order, left to right (rule L2): from the
  /// highest level down to the lowest odd one, every maximal run at that level or above is
  /// reversed.
  static func visualOrder(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), highest > 0 else { return order }
    let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
    var level = highest
    while level >= lowestOdd && level > 0 {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var j = i
        while j < order.count && levels[order[j]] >= level { j += 1 }
        order[i..<j].reverse()
        i = j
      }
      level -= 1
    }
    return order
  }
}
