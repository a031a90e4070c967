/// A layer's `stack`: its sublayers lined up in a row or a column, as a `UIStackView` lines
/// up its arranged subviews.
public struct SceneStack: Decodable, Sendable {
  /// A row or a column, as `UIStackView.axis`.
  public enum Axis: String, Sendable, CaseIterable {
    /// A row: the first sublayer at the leading edge.
    case horizontal
    /// A column: the first sublayer at the top.
    case vertical
  }

  /// Where the sublayers sit across the axis, as `UIStackView.Alignment`.
  public enum Alignment: String, Sendable, CaseIterable {
    /// Across the whole stack.
    case fill
    /// At the leading edge (of a column).
    case leading
    /// At the top (of a row).
    case top
    /// Centred.
    case center
    /// At the trailing edge (of a column).
    case trailing
    /// At the bottom (of a row).
    case bottom
  }

  /// How the sublayers share the axis, as `UIStackView.Distribution`.
  public enum Distribution: String, Sendable, CaseIterable {
    /// Their intrinsic sizes, stretched or shrunk by hugging and compression resistance.
    case fill
    /// All as long as each other.
    case fillEqually
    /// In proportion to their intrinsic sizes.
    case fillProportionally
    /// Their intrinsic sizes, with equal gaps.
    case equalSpacing
    /// Their intrinsic sizes, their centres equally far apart.
    case equalCentering
  }

  /// A row or a column (default `horizontal`, as UIKit's).
  public var axis: Axis
  /// The space between neighbours, the smallest with `equalSpacing` and `equalCentering`
  /// (default 0).
  public var spacing: Double
  /// Across the axis (default `fill`).
  public var alignment: Alignment
  /// Along the axis (default `fill`).
  public var distribution: Distribution

  enum CodingKeys: String, CodingKey, CaseIterable {
    case axis, spacing, alignment, distribution
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(
      keyedBy: CodingKeys.self, expecting: "a stack, such as {\"axis\": \"vertical\"}")
    axis = try c.contains(.axis) ? c.decodeName(Axis.self, forKey: .axis, "axis") : .horizontal
    let most = SceneLayoutConstraint.maxPoints
    spacing =
      try c.decodeIfPresent(
        Double.self, forKey: .spacing, in: -most...most,
        "points from -\(number(most)) to \(number(most))") ?? 0
    distribution =
      try c.contains(.distribution)
      ? c.decodeName(Distribution.self, forKey: .distribution, "distribution") : .fill
    alignment = .fill
    guard c.contains(.alignment) else { return }
    let text = try c.decode(String.self, forKey: .alignment)
    if text == "firstBaseline" || text == "lastBaseline" {
      throw c.error(
        at: .alignment,
        "the baseline alignments are not supported: give 'top', 'center' or 'bottom'")
    }
    alignment = try c.decodeName(Alignment.self, forKey: .alignment, "alignment")
    let (column, row): ([Alignment], [Alignment]) = ([.leading, .trailing], [.top, .bottom])
    if axis == .vertical, row.contains(alignment) {
      throw c.error(
        at: .alignment,
        "'\(text)' aligns a row's sublayers; a vertical stack aligns its sublayers at "
          + "'\(alignment == .top ? "leading" : "trailing")'")
    }
    if axis == .horizontal, column.contains(alignment) {
      throw c.error(
        at: .alignment,
        "'\(text)' aligns a column's sublayers; a horizontal stack aligns its sublayers at "
          + "'\(alignment == .leading ? "top" : "bottom")'")
    }
  }
}
