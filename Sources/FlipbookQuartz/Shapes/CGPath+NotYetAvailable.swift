import Foundation

// CGPath members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of CGPath): iOS 16's set operations on paths. Each is declared unavailable so
// that iOS code using it fails to compile with a message saying what to do instead. Bodies
// never run.

extension CGPath {
  /// UIKit's `normalized(using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet; see docs/porting.md
      """
  )
  public func normalized(using rule: CGPathFillRule = .winding) -> CGPath { self }

  /// UIKit's `union(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet: add both paths to one layer; see docs/porting.md
      """
  )
  public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { self }

  /// UIKit's `intersection(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet: mask one shape layer with the other; see docs/porting.md
      """
  )
  public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    self
  }

  /// UIKit's `subtracting(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet: use the even-odd fill rule; see docs/porting.md
      """
  )
  public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    self
  }

  /// UIKit's `symmetricDifference(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet: use the even-odd fill rule; see docs/porting.md
      """
  )
  public func symmetricDifference(
    _ other: CGPath, using rule: CGPathFillRule = .winding
  ) -> CGPath { self }

  /// UIKit's `lineSubtracting(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet; see docs/porting.md
      """
  )
  public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    self
  }

  /// UIKit's `lineIntersection(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet; see docs/porting.md
      """
  )
  public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    self
  }

  /// UIKit's `componentsSeparated(using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet; see docs/porting.md
      """
  )
  public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] { [self] }

  /// UIKit's `flattened(threshold:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      flattened copies of paths are not there yet; see docs/porting.md
      """
  )
  public func flattened(threshold: CGFloat) -> CGPath { self }

  /// UIKit's `intersects(_:using:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      path set operations are not there yet; see docs/porting.md
      """
  )
  public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
    false
  }
}
