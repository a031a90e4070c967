import Foundation

// CGAffineTransform members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists
// them with the rest of CGAffineTransform). Each is declared unavailable so that iOS code
// using it fails to compile with a message saying what to do instead. Bodies never run.

/// A transform as scale, shear, rotation and translation, applied in that order, as Core
/// Graphics' `CGAffineTransformComponents` (iOS 16); the members using it are not available
/// yet.
public struct CGAffineTransformComponents: Hashable, Sendable {
  /// The scale in x and y; negative for a flip.
  public var scale: CGSize
  /// The shear: 0 for none.
  public var horizontalShear: CGFloat
  /// The rotation, in radians.
  public var rotation: CGFloat
  /// The displacement.
  public var translation: CGVector

  /// Components from their four parts.
  public init(
    scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0,
    rotation: CGFloat = 0, translation: CGVector = CGVector(dx: 0, dy: 0)
  ) {
    self.scale = scale
    self.horizontalShear = horizontalShear
    self.rotation = rotation
    self.translation = translation
  }
}

extension CGAffineTransform {
  /// Core Graphics' `decomposed()` (iOS 16); not available yet.
  @available(
    *, unavailable,
    message: """
      decomposing a transform is not there yet: keep the scale, rotation and translation \
      you built it from; see docs/porting.md
      """
  )
  public func decomposed() -> CGAffineTransformComponents { CGAffineTransformComponents() }

  /// Core Graphics' `init(_:)` from components (iOS 16); not available yet.
  @available(
    *, unavailable,
    message: """
      building a transform from components is not there yet: chain scaledBy(x:y:), \
      rotated(by:) and translatedBy(x:y:); see docs/porting.md
      """
  )
  public init(_ components: CGAffineTransformComponents) {
    self = .identity
  }
}
