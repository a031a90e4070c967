import Constraints

/// One constraint of a layer's `layout`, written as UIKit's layout anchors write it:
/// `{"anchor": "top", "equalTo": "superview.top", "constant": 16}` is
/// `view.topAnchor.constraint(equalTo: view.superview.topAnchor, constant: 16)`.
public struct SceneLayoutConstraint: Decodable, Sendable {
  /// An edge, centre or dimension of a layer, by the name of UIKit's anchor without
  /// `Anchor`.
  public enum Anchor: String, Sendable, CaseIterable {
    /// `leadingAnchor`: the left edge, or the right in a right-to-left layout.
    case leading
    /// `trailingAnchor`: the right edge, or the left in a right-to-left layout.
    case trailing
    /// `leftAnchor`.
    case left
    /// `rightAnchor`.
    case right
    /// `topAnchor`.
    case top
    /// `bottomAnchor`.
    case bottom
    /// `widthAnchor`.
    case width
    /// `heightAnchor`.
    case height
    /// `centerXAnchor`.
    case centerX
    /// `centerYAnchor`.
    case centerY

    /// Which of UIKit's anchor classes the anchor is.
    enum Kind: String {
      case horizontal = "an x-axis anchor"
      case vertical = "a y-axis anchor"
      case dimension = "a dimension"
    }

    var kind: Kind {
      switch self {
      case .leading, .trailing, .left, .right, .centerX: .horizontal
      case .top, .bottom, .centerY: .vertical
      case .width, .height: .dimension
      }
    }

    /// Whether the anchor follows the layout direction (leading and trailing).
    var isDirectional: Bool { self == .leading || self == .trailing }
  }

  /// What the anchor is related to.
  public enum Target: Sendable, Equatable {
    /// A number of points: a width or height of its own (`constraint(equalToConstant:)`).
    case points(Double)
    /// An anchor of `item` (`superview`, `root` or a layer's name), or of its layout
    /// margins (8 points inside its bounds on every side).
    case anchor(item: String, margins: Bool, anchor: Anchor)
  }

  /// The anchor of this layer that is constrained.
  public var anchor: Anchor
  /// How it relates to the target.
  public var relation: Relation
  /// The other side.
  public var target: Target
  /// Points added to the target's anchor (default 0).
  public var constant: Double
  /// The factor of the target's dimension (default 1; dimensions only, as
  /// `NSLayoutDimension`'s).
  public var multiplier: Double
  /// 1 to 1000; 1000 (`required`) must hold.
  public var priority: Double

  /// The largest constant, in points either way: ten canvases of the largest size, so that
  /// the solver's arithmetic stays far from overflowing.
  static let maxPoints = 100_000.0
  /// The largest multiplier either way; the smallest is its inverse, which scales as much
  /// when the solver works the constraint backwards.
  static let maxMultiplier = 1000.0

  enum CodingKeys: String, CodingKey, CaseIterable {
    case anchor, equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, constant, multiplier, priority
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(
      keyedBy: CodingKeys.self,
      expecting: "a constraint, such as {\"anchor\": \"top\", \"equalTo\": \"superview.top\"}")
    anchor = try c.decodeName(Anchor.self, forKey: .anchor, "anchor")
    let relations: [(CodingKeys, Relation)] = [
      (.equalTo, .equal), (.greaterThanOrEqualTo, .greaterThanOrEqual),
      (.lessThanOrEqualTo, .lessThanOrEqual),
    ]
    let given = relations.filter { c.contains($0.0) }
    guard let (key, relation) = given.first else {
      throw c.error(
        at: .equalTo,
        "missing required key 'equalTo' (or 'greaterThanOrEqualTo' or "
          + "'lessThanOrEqualTo')")
    }
    if given.count > 1 {
      throw c.error(
        at: given[1].0,
        "'\(key.stringValue)' and '\(given[1].0.stringValue)' both relate the anchor: give one")
    }
    self.relation = relation
    target = try Self.decodeTarget(c, forKey: key)
    constant =
      try c.decodeIfPresent(
        Double.self, forKey: .constant, in: -Self.maxPoints...Self.maxPoints,
        "points from -\(number(Self.maxPoints)) to \(number(Self.maxPoints))") ?? 0
    multiplier = try c.decodeIfPresent(Double.self, forKey: .multiplier) ?? 1
    guard (1 / Self.maxMultiplier...Self.maxMultiplier).contains(abs(multiplier)) else {
      throw c.error(
        at: .multiplier,
        "expected a factor from \(number(1 / Self.maxMultiplier)) to "
          + "\(number(Self.maxMultiplier)), or the same below 0, found \(number(multiplier))")
    }
    priority = try c.decodePriority(forKey: .priority) ?? Constraint.required
    try check(c, relationKey: key)
  }

  /// Throws where the anchor and its target are of different axes, as UIKit's anchor
  /// classes forbid, and at a multiplier or constant that has nothing to apply to.
  private func check(_ c: KeyedDecodingContainer<CodingKeys>, relationKey key: CodingKeys) throws {
    switch target {
    case .points:
      guard anchor.kind == .dimension else {
        throw c.error(
          at: key,
          "a number is a width or height, and '\(anchor.rawValue)' is \(anchor.kind.rawValue): "
            + "relate it to an anchor, such as 'superview.\(anchor.rawValue)'")
      }
      if c.contains(.constant) {
        throw c.error(
          at: .constant,
          "the number in '\(key.stringValue)' is already the constant: "
            + "leave 'constant' out")
      }
      if c.contains(.multiplier) {
        throw c.error(
          at: .multiplier,
          "a multiplier scales another anchor's dimension, and "
            + "'\(key.stringValue)' is a number")
      }
    case .anchor(_, _, let other):
      guard other.kind == anchor.kind else {
        throw c.error(
          at: key,
          "'\(anchor.rawValue)' is \(anchor.kind.rawValue) and '\(other.rawValue)' is "
            + "\(other.kind.rawValue): a constraint relates anchors of one axis")
      }
      if anchor.kind == .horizontal, anchor.isDirectional != other.isDirectional,
        anchor != .centerX, other != .centerX
      {
        throw c.error(
          at: key,
          "'\(anchor.rawValue)' cannot be related to '\(other.rawValue)': UIKit refuses a "
            + "constraint between leading or trailing and left or right")
      }
      if c.contains(.multiplier), anchor.kind != .dimension {
        throw c.error(
          at: .multiplier,
          "a multiplier scales a width or height, as NSLayoutDimension's; '\(anchor.rawValue)' "
            + "is \(anchor.kind.rawValue)")
      }
    }
  }

  /// The target under `key`: a number of points, or `ITEM.ANCHOR` / `ITEM.margins.ANCHOR`.
  private static func decodeTarget(_ c: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys)
    throws -> Target
  {
    let value = try c.superDecoder(forKey: key).singleValueContainer()
    // A probe of the value's form: the next form tried, or its error, follows.
    if let points = try? value.decode(Double.self) {
      guard abs(points) <= maxPoints else {
        throw c.error(
          at: key,
          "expected points from -\(number(maxPoints)) to \(number(maxPoints)), found "
            + number(points))
      }
      return .points(points)
    }
    // A probe: any failure to read it is the error below, saying what was expected.
    guard let text = try? value.decode(String.self) else {
      throw c.error(
        at: key, "expected an anchor, such as 'superview.top', or a number of points")
    }
    var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, let last = parts.popLast(), !parts.joined().isEmpty else {
      throw c.error(
        at: key,
        "expected NAME.ANCHOR, such as 'superview.top' or 'title.bottom', found \(text.quoted())")
    }
    guard let anchor = Anchor(rawValue: last) else {
      throw c.error(
        at: key, Suggestion.unknown("anchor", last, among: Anchor.allCases.map(\.rawValue)))
    }
    let margins = parts.count >= 2 && parts.last == "margins"
    if margins { parts.removeLast() }
    return .anchor(item: parts.joined(separator: "."), margins: margins, anchor: anchor)
  }

  /// The target as the file writes it: `superview.top`, or the number.
  var targetText: String {
    switch target {
    case .points(let points): number(points)
    case .anchor(let item, let margins, let anchor):
      margins ? "\(item).margins.\(anchor.rawValue)" : "\(item).\(anchor.rawValue)"
    }
  }
}
