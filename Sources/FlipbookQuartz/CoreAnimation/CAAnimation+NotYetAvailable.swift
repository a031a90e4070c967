import Foundation

// CAAnimation members, and NSValue's wrapping of animation values, that FlipbookQuartz does
// not offer yet (docs/uikit-symbols.md lists them with the rest of their types). Each is declared unavailable so that iOS code
// using it fails to compile with a message saying what to do instead. Bodies never run.

extension CAAnimation {
  /// Core Animation's `preferredFrameRateRange`; not available yet.
  @available(
    *, unavailable,
    message: """
      preferredFrameRateRange is not there yet: an animation shows a new value in every \
      frame of the render; see docs/porting.md
      """
  )
  public var preferredFrameRateRange: CAFrameRateRange {
    get { .default }
    set {}
  }
}

extension CAKeyframeAnimation {
  /// Core Animation's `tensionValues`; not available yet.
  @available(
    *, unavailable,
    message: """
      tension, continuity and bias are not there yet: cubic keyframes follow a Catmull-Rom \
      spline; see docs/porting.md
      """
  )
  public var tensionValues: [NSNumber]? {
    get { nil }
    set {}
  }

  /// Core Animation's `continuityValues`; not available yet.
  @available(
    *, unavailable,
    message: """
      tension, continuity and bias are not there yet: cubic keyframes follow a Catmull-Rom \
      spline; see docs/porting.md
      """
  )
  public var continuityValues: [NSNumber]? {
    get { nil }
    set {}
  }

  /// Core Animation's `biasValues`; not available yet.
  @available(
    *, unavailable,
    message: """
      tension, continuity and bias are not there yet: cubic keyframes follow a Catmull-Rom \
      spline; see docs/porting.md
      """
  )
  public var biasValues: [NSNumber]? {
    get { nil }
    set {}
  }
}

extension NSValue {
  /// Core Animation's `NSValue(caTransform3D:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      NSValue(caTransform3D:) is not there yet: give the CATransform3D itself as the \
      animation's value; see docs/porting.md
      """
  )
  public convenience init(caTransform3D t: CATransform3D) { self.init() }

  /// Core Animation's `caTransform3DValue`; not available yet.
  @available(
    *, unavailable,
    message: """
      caTransform3DValue is not there yet: values are CATransform3D themselves; see \
      docs/porting.md
      """
  )
  public var caTransform3DValue: CATransform3D { CATransform3DIdentity }
}
