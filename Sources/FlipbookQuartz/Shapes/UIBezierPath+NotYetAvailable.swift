import Foundation

// UIBezierPath members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them
// with the rest of UIBezierPath). Each is declared unavailable so that iOS code using it
// fails to compile with a message saying what to do instead. Bodies never run.

/// Core Graphics' `CGBlendMode`; custom drawing, which uses it, is not available yet.
@available(
  *, unavailable,
  message: """
    custom Core Graphics drawing is not there yet: draw with layers; see docs/porting.md
    """
)
public struct CGBlendMode {}

extension UIBezierPath {
  /// UIKit's `init(coder:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      archives are not decoded: build the path in code; see docs/porting.md
      """
  )
  public convenience init?(coder: NSCoder) {
    return nil
  }

  /// UIKit's `fill()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: give a CAShapeLayer the path's cgPath \
      and a fillColor; see docs/porting.md
      """
  )
  public func fill() {}

  /// UIKit's `stroke()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: give a CAShapeLayer the path's cgPath, \
      a strokeColor and a lineWidth; see docs/porting.md
      """
  )
  public func stroke() {}

  /// UIKit's `fill(with:alpha:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: give a CAShapeLayer the path's cgPath \
      and a fillColor; see docs/porting.md
      """
  )
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}

  /// UIKit's `stroke(with:alpha:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: give a CAShapeLayer the path's cgPath \
      and a strokeColor; see docs/porting.md
      """
  )
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}

  /// UIKit's `addClip()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: clip with a layer's mask (a \
      CAShapeLayer with the path); see docs/porting.md
      """
  )
  public func addClip() {}
}
