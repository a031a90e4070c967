import Foundation

/// Where views line up across a vertical stack, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the width the guide is at: 0 leading, 1 trailing.
  let fraction: Double
  /// The leading edges (left, in a left-to-right layout).
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The centres.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The trailing edges.
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up across a horizontal stack, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
  /// The fraction of the height the guide is at: 0 top, 1 bottom.
  let fraction: Double
  /// The top edges.
  public static let top = VerticalAlignment(fraction: 0)
  /// The centres.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The bottom edges.
  public static let bottom = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment together, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// Across the width.
  public var horizontal: HorizontalAlignment
  /// Across the height.
  public var vertical: VerticalAlignment

  /// An alignment of the two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a view given as fractions of its size, as SwiftUI's `UnitPoint`: (0, 0) is
/// the top leading corner, (1, 1) the bottom trailing one.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width.
  public var x: CGFloat
  /// The fraction of the height.
  public var y: CGFloat

  /// The point at fractions `x` and `y` of the size.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The four edges of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    /// A set of edges from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Distances inside each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// Inside the top edge.
  public var top: CGFloat
  /// Inside the leading edge.
  public var leading: CGFloat
  /// Inside the bottom edge.
  public var bottom: CGFloat
  /// Inside the trailing edge.
  public var trailing: CGFloat

  /// Insets of the given lengths, zero unless given.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// No turn.
  public static let zero = Angle(radians: 0)

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
