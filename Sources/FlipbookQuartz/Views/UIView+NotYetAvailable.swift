import Foundation

// UIView members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of UIView). Each is declared unavailable so that iOS code using it fails to
// compile with a message saying what to do instead. Bodies never run. Those a subclass
// overrides are declared in UIView itself, for the same message on an override.

extension UIView {
  /// How a view's tint is adjusted (dimmed behind a sheet), as UIKit's
  /// `UIView.TintAdjustmentMode`; the property using it is not available yet.
  public enum TintAdjustmentMode: Int, Sendable {
    /// The superview's mode, normal at the top.
    case automatic
    /// The tint as set.
    case normal
    /// The tint desaturated and dimmed.
    case dimmed
  }

  /// UIKit's `isFocused`; not available yet.
  @available(
    *, unavailable,
    message: """
      focus (keyboard, remote) is not there yet; see docs/porting.md
      """
  )
  public var isFocused: Bool { false }

  /// UIKit's `focusGroupIdentifier`; not available yet.
  @available(
    *, unavailable,
    message: """
      focus (keyboard, remote) is not there yet; see docs/porting.md
      """
  )
  public var focusGroupIdentifier: String? {
    get { nil }
    set {}
  }

  /// UIKit's `focusGroupPriority`; not available yet.
  @available(
    *, unavailable,
    message: """
      focus (keyboard, remote) is not there yet; see docs/porting.md
      """
  )
  public var focusGroupPriority: Int {
    get { 0 }
    set {}
  }

  /// UIKit's `focusEffect`; not available yet.
  @available(
    *, unavailable,
    message: """
      focus (keyboard, remote) is not there yet; see docs/porting.md
      """
  )
  public var focusEffect: Any? {
    get { nil }
    set {}
  }

  /// UIKit's `userInterfaceLayoutDirection(for:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      userInterfaceLayoutDirection(for:) is not there yet: ask a view for its effectiveUserInterfaceLayoutDirection; see docs/porting.md
      """
  )
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection { .leftToRight }

  /// UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      userInterfaceLayoutDirection(for:relativeTo:) is not there yet: ask a view for its effectiveUserInterfaceLayoutDirection; see docs/porting.md
      """
  )
  public class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection { layoutDirection }

  /// UIKit's `contentScaleFactor`; not available yet.
  @available(
    *, unavailable,
    message: """
      contentScaleFactor is not there yet: the render's scale is set on the command line (--scale); see docs/porting.md
      """
  )
  public var contentScaleFactor: CGFloat {
    get { 1 }
    set {}
  }

  /// UIKit's `preservesSuperviewLayoutMargins`; not available yet.
  @available(
    *, unavailable,
    message: """
      preservesSuperviewLayoutMargins is not there yet: margins do not cascade; see docs/porting.md
      """
  )
  public var preservesSuperviewLayoutMargins: Bool {
    get { false }
    set {}
  }

  /// UIKit's `readableContentGuide`; not available yet.
  @available(
    *, unavailable,
    message: """
      readableContentGuide is not there yet: constrain to layoutMarginsGuide; see docs/porting.md
      """
  )
  public var readableContentGuide: UILayoutGuide { UILayoutGuide() }

  /// UIKit's `keyboardLayoutGuide`; not available yet.
  @available(
    *, unavailable,
    message: """
      keyboardLayoutGuide is not there: a render has no keyboard; see docs/porting.md
      """
  )
  public var keyboardLayoutGuide: UILayoutGuide { UILayoutGuide() }

  /// UIKit's `setNeedsDisplay()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with layers (CAShapeLayer, CAGradientLayer, CATextLayer); see docs/porting.md
      """
  )
  public func setNeedsDisplay() {}

  /// UIKit's `setNeedsDisplay(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with layers (CAShapeLayer, CAGradientLayer, CATextLayer); see docs/porting.md
      """
  )
  public func setNeedsDisplay(_ rect: CGRect) {}

  /// UIKit's `tintAdjustmentMode`; not available yet.
  @available(
    *, unavailable,
    message: """
      tintAdjustmentMode is not there yet: the tint is never dimmed; see docs/porting.md
      """
  )
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { .automatic }
    set {}
  }

  /// UIKit's `setAnimationsEnabled(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      setAnimationsEnabled(_:) is not there yet: wrap the changes in performWithoutAnimation(_:); see docs/porting.md
      """
  )
  public class func setAnimationsEnabled(_ enabled: Bool) {}

  /// UIKit's `inheritedAnimationDuration`; not available yet.
  @available(
    *, unavailable,
    message: """
      inheritedAnimationDuration is not there yet; see docs/porting.md
      """
  )
  public class var inheritedAnimationDuration: TimeInterval { 0 }

  /// UIKit's
  /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`;
  /// not available yet.
  @available(
    *, unavailable,
    message: """
      animate(springDuration:bounce:…) is not there yet: use animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:); see docs/porting.md
      """
  )
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  /// UIKit's `perform(_:on:options:animations:completion:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      perform(_:on:options:animations:completion:) is not there yet: animate alpha and removeFromSuperview() in the completion; see docs/porting.md
      """
  )
  public class func perform(
    _ animation: Int, on views: [UIView], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}

  /// UIKit's `modifyAnimations(withRepeatCount:autoreverses:animations:)`; not available
  /// yet.
  @available(
    *, unavailable,
    message: """
      modifyAnimations(withRepeatCount:autoreverses:animations:) is not there yet: use the .repeat and .autoreverse options; see docs/porting.md
      """
  )
  public class func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {}

  /// UIKit's `addMotionEffect(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      motion effects are not there: a render has no device motion; see docs/porting.md
      """
  )
  public func addMotionEffect(_ effect: AnyObject) {}

  /// UIKit's `removeMotionEffect(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      motion effects are not there: a render has no device motion; see docs/porting.md
      """
  )
  public func removeMotionEffect(_ effect: AnyObject) {}

  /// UIKit's `motionEffects`; not available yet.
  @available(
    *, unavailable,
    message: """
      motion effects are not there: a render has no device motion; see docs/porting.md
      """
  )
  public var motionEffects: [AnyObject] {
    get { [] }
    set {}
  }

  /// UIKit's `requiresConstraintBasedLayout`; not available yet.
  @available(
    *, unavailable,
    message: """
      requiresConstraintBasedLayout is not there yet: constraints engage when one is added; see docs/porting.md
      """
  )
  public class var requiresConstraintBasedLayout: Bool { false }

  /// UIKit's `constraintsAffectingLayout(for:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      constraintsAffectingLayout(for:) is a debugging aid that is not there yet; see docs/porting.md
      """
  )
  public func constraintsAffectingLayout(
    for axis: NSLayoutConstraint.Axis
  ) -> [NSLayoutConstraint] { [] }

  /// UIKit's `hasAmbiguousLayout`; not available yet.
  @available(
    *, unavailable,
    message: """
      hasAmbiguousLayout is a debugging aid that is not there yet; see docs/porting.md
      """
  )
  public var hasAmbiguousLayout: Bool { false }

  /// UIKit's `exerciseAmbiguityInLayout()`; not available yet.
  @available(
    *, unavailable,
    message: """
      exerciseAmbiguityInLayout() is a debugging aid that is not there yet; see docs/porting.md
      """
  )
  public func exerciseAmbiguityInLayout() {}

  /// UIKit's `snapshotView(afterScreenUpdates:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      snapshots are not there yet: animate the view itself; see docs/porting.md
      """
  )
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }

  /// UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`; not
  /// available yet.
  @available(
    *, unavailable,
    message: """
      snapshots are not there yet: animate the view itself; see docs/porting.md
      """
  )
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? { nil }

  /// UIKit's `drawHierarchy(in:afterScreenUpdates:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      snapshots are not there yet: animate the view itself; see docs/porting.md
      """
  )
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    false
  }

  /// UIKit's `minimumContentSizeCategory`; not available yet.
  @available(
    *, unavailable,
    message: """
      content size category limits are not there yet: the render's text size applies to every view; see docs/porting.md
      """
  )
  public var minimumContentSizeCategory: UIContentSizeCategory? {
    get { nil }
    set {}
  }

  /// UIKit's `maximumContentSizeCategory`; not available yet.
  @available(
    *, unavailable,
    message: """
      content size category limits are not there yet: the render's text size applies to every view; see docs/porting.md
      """
  )
  public var maximumContentSizeCategory: UIContentSizeCategory? {
    get { nil }
    set {}
  }

  /// UIKit's `appliedContentSizeCategoryLimitsDescription`; not available yet.
  @available(
    *, unavailable,
    message: """
      content size category limits are not there yet: the render's text size applies to every view; see docs/porting.md
      """
  )
  public var appliedContentSizeCategoryLimitsDescription: String { "" }

  /// UIKit's `traitOverrides`; not available yet.
  @available(
    *, unavailable,
    message: """
      traitOverrides is not there yet: set overrideUserInterfaceStyle, or the traits of the render on the command line; see docs/porting.md
      """
  )
  public var traitOverrides: Any { () }

  /// UIKit's `updateTraitsIfNeeded()`; not available yet.
  @available(
    *, unavailable,
    message: """
      updateTraitsIfNeeded() is not there yet: traits update as they change; see docs/porting.md
      """
  )
  public func updateTraitsIfNeeded() {}

  /// UIKit's `accessibilityNavigationStyle`; not available yet.
  @available(
    *, unavailable,
    message: """
      accessibilityNavigationStyle is not there: Switch Control is not modelled; see docs/porting.md
      """
  )
  public var accessibilityNavigationStyle: Int {
    get { 0 }
    set {}
  }

  /// UIKit's `accessibilityTextualContext`; not available yet.
  @available(
    *, unavailable,
    message: """
      accessibilityTextualContext is not there: VoiceOver is not modelled; see docs/porting.md
      """
  )
  public var accessibilityTextualContext: String? {
    get { nil }
    set {}
  }

  /// UIKit's `accessibilityDirectTouchOptions`; not available yet.
  @available(
    *, unavailable,
    message: """
      accessibilityDirectTouchOptions is not there: VoiceOver is not modelled; see docs/porting.md
      """
  )
  public var accessibilityDirectTouchOptions: Int {
    get { 0 }
    set {}
  }

  /// UIKit's `accessibilityExpandedStatus`; not available yet.
  @available(
    *, unavailable,
    message: """
      accessibilityExpandedStatus is not there: VoiceOver is not modelled; see docs/porting.md
      """
  )
  public var accessibilityExpandedStatus: Int {
    get { 0 }
    set {}
  }
}
