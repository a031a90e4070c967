import Foundation

// CGGeometry.h's comparisons, as Swift names them on iOS; Foundation gives the rest of
// CGPoint's, CGSize's and CGRect's members (docs/uikit-symbols.md lists them).

extension CGPoint {
  /// Whether both coordinates are equal (Core Graphics' `CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether both sides are equal (Core Graphics' `CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the rectangles cover the same area with the same origin once standardized, or
  /// are both null (Core Graphics' `CGRectEqualToRect`, which Foundation's `==` follows:
  /// a rectangle of negative size equals its standardized form).
  public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
