import Animation
import Foundation
import Geometry
import Layers

/// A view whose content, larger than itself, a finger drags and flicks, as UIKit's
/// `UIScrollView`. The content offset is the bounds' origin: subviews sit in content
/// coordinates, and scrolling moves them all by −offset on screen.
///
/// A pan of the scene's touch script scrolls the content 1:1 and, past an end, pulls it
/// on a rubber band; on lifting, the content decelerates by ``decelerationRate``, springs
/// back from an end it runs past, or with ``isPagingEnabled`` springs to the next page.
/// The motion is a function of the time since the finger lifted (the curves are in
/// `ScrollPhysics`, with their sources), shown on every frame through the layer's bounds.
///
/// Scroll indicators are not drawn (``showsVerticalScrollIndicator`` and
/// ``showsHorizontalScrollIndicator`` are accepted), and zooming is not there.
open class UIScrollView: UIView {
  /// How fast the content slows after a flick: the fraction of its speed it keeps each
  /// millisecond, as UIKit's `UIScrollView.DecelerationRate`.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction kept each millisecond, between 0 and 1.
    public let rawValue: CGFloat

    /// A rate keeping `rawValue` of the speed each millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's default: 0.998 a millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A quicker stop: 0.99 a millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How the safe area adjusts the content inset, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`. Accepted; the adjusted inset is the
  /// content inset whatever it says.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// The system decides.
    case automatic
    /// Along the axes that scroll.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// What the scroll view is doing on its own.
  private enum Activity {
    /// Moving on after the finger lifted.
    case decelerating
    /// Animating `setContentOffset(_:animated:)`.
    case animating
  }

  /// A motion on screen: its curves, when it began and what kind it is.
  private struct Motion {
    let animation: ScrollAnimation
    let start: TimeInterval
    let activity: Activity
    let id: Int
  }

  /// The animation key the motion is shown under.
  private static let motionKey = "UIScrollView.contentOffset"
  /// How often ``UIScrollViewDelegate/scrollViewDidScroll(_:)`` is told while the content
  /// moves on its own: every frame of a 60 Hz display.
  private static let scrollEventInterval = 1.0 / 60
  /// How long `setContentOffset(_:animated:)` takes. No published measurement of UIKit's
  /// was found: 0.3 s with the ease-in-ease-out curve is an estimate (Chameleon, a UIKit
  /// reimplementation, uses 0.33 s, linear).
  static let scrollAnimationDuration = 0.3

  /// The size of the content, in points.
  open var contentSize = CGSize.zero
  /// Room around the content: the offset may go that far before the content's edges.
  open var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
  }
  /// Called when ``adjustedContentInset`` changes, which here is when ``contentInset``
  /// does; a subclass overriding it calls `super`.
  open func adjustedContentInsetDidChange() {}
  /// The inset the offset's range uses: the content inset; the safe area is not added to it.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// How the safe area adjusts the content inset (accepted; see ``adjustedContentInset``).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether a finger scrolls the content.
  open var isScrollEnabled: Bool {
    get { panGestureRecognizer.isEnabled }
    set { panGestureRecognizer.isEnabled = newValue }
  }
  /// Whether a drag takes the touches from the content it began on: the content's views
  /// get `touchesCancelled` once the pan begins. The pan recogniser's
  /// `cancelsTouchesInView`.
  open var canCancelContentTouches: Bool {
    get { panGestureRecognizer.cancelsTouchesInView }
    set { panGestureRecognizer.cancelsTouchesInView = newValue }
  }
  /// Whether the content comes to rest on multiples of the scroll view's size.
  open var isPagingEnabled = false
  /// Whether the content goes past its ends on a rubber band and springs back.
  open var bounces = true
  /// Whether a vertical drag pulls content no taller than the view on the rubber band.
  open var alwaysBounceVertical = false
  /// Whether a horizontal drag pulls content no wider than the view on the rubber band.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical scroll indicator shows (accepted: indicators are not drawn).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows (accepted: indicators are not drawn).
  open var showsHorizontalScrollIndicator = true
  /// How fast the content slows after a flick.
  open var decelerationRate = DecelerationRate.normal
  /// Whether a tap on the status bar scrolls to the top (stored: there is no status bar to
  /// tap here).
  open var scrollsToTop = true
  /// Whether a drag dismisses the keyboard (stored: there is no keyboard here).
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// The object told about scrolling, held weakly.
  open weak var delegate: UIScrollViewDelegate?
  /// Whether a finger is on the content (it may not have moved yet).
  public private(set) var isTracking = false
  /// Whether a finger is dragging the content.
  public private(set) var isDragging = false
  /// Whether the content is moving on after the finger lifted.
  open var isDecelerating: Bool { currentMotion?.activity == .decelerating }

  /// The recogniser whose pan scrolls the content.
  public let panGestureRecognizer: UIPanGestureRecognizer = ScrollPanRecognizer()

  private var motion: Motion?
  private var motions = 0
  private var dragStart = CGPoint.zero

  /// A scroll view occupying `frame` in its superview.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A scroll view with an empty frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// A scroll view with the attributes a storyboard gives it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Clips to the bounds, as UIKit's scroll views do, and attaches the pan recogniser.
  private func setUp() {
    clipsToBounds = true
    panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
    (panGestureRecognizer as? ScrollPanRecognizer)?.scrollView = self
    addGestureRecognizer(panGestureRecognizer)
  }

  // MARK: The offset

  /// The point of the content at the scroll view's top-left corner: the bounds' origin.
  /// While the content moves on its own, where it is now; setting it stops that motion.
  open var contentOffset: CGPoint {
    get { currentMotion.map { CGPoint(offset(of: $0)) } ?? super.bounds.origin }
    set {
      var bounds = super.bounds
      bounds.origin = newValue
      self.bounds = bounds
    }
  }

  /// The view's own coordinate space; its origin is the content offset.
  open override var bounds: CGRect {
    get {
      var bounds = super.bounds
      bounds.origin = contentOffset
      return bounds
    }
    set {
      let before = contentOffset
      stopMotion()
      super.bounds = newValue
      if contentOffset != before { delegate?.scrollViewDidScroll(self) }
    }
  }

  /// Sets the content offset, moving to it over 0.3 s with the ease-in-ease-out curve when
  /// `animated` (an estimate: no published measurement of UIKit's was found); the delegate
  /// hears ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` at the end.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      self.contentOffset = contentOffset
      return
    }
    let from = self.contentOffset
    guard from != contentOffset else { return }
    let axis = { (from: CGFloat, to: CGFloat) -> ScrollPhysics.Axis in
      from == to
        ? .resting(Double(to))
        : .easing(
          from: Double(from), to: Double(to), duration: Self.scrollAnimationDuration,
          curve: .easeInEaseOut)
    }
    run(
      ScrollAnimation(x: axis(from.x, contentOffset.x), y: axis(from.y, contentOffset.y)),
      as: .animating)
  }

  /// Scrolls as little as it takes to show `rect` (in the content's coordinates), within
  /// the offset's range; a rectangle larger than the view shows its top-left part.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let offset = contentOffset
    let size = super.bounds.size
    let range = offsetRange
    let reveal = { (offset: CGFloat, min: CGFloat, max: CGFloat, size: CGFloat) -> CGFloat in
      if max - min > size || min < offset { return min }
      if max > offset + size { return max - size }
      return offset
    }
    let x = reveal(offset.x, rect.minX, rect.maxX, size.width)
    let y = reveal(offset.y, rect.minY, rect.maxY, size.height)
    setContentOffset(
      CGPoint(x: Self.clamp(x, to: range.x), y: Self.clamp(y, to: range.y)),
      animated: animated)
  }

  // MARK: Dragging

  /// The finger touched down: the content stops where it is, as UIKit's catches a flick.
  fileprivate func fingerDidTouchDown() {
    isTracking = true
    stopMotion()
  }

  /// The fingers lifted.
  fileprivate func fingersDidLift() {
    isTracking = false
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      dragStart = contentOffset
      pan.setTranslation(.zero, in: self)
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      drag(by: pan.translation(in: self))
    case .ended:
      endDragging(fingerVelocity: pan.velocity(in: self))
    case .cancelled:
      endDragging(fingerVelocity: .zero)
    default:
      break
    }
  }

  /// The content follows the finger's `translation`, on the rubber band past an end.
  private func drag(by translation: CGPoint) {
    let range = offsetRange
    let size = super.bounds.size
    let (scrollsX, scrollsY) = scrollableAxes
    let x =
      scrollsX
      ? ScrollPhysics.banded(
        Double(dragStart.x - translation.x), in: range.x, dimension: Double(size.width),
        bounces: bounces) : Double(dragStart.x)
    let y =
      scrollsY
      ? ScrollPhysics.banded(
        Double(dragStart.y - translation.y), in: range.y, dimension: Double(size.height),
        bounces: bounces) : Double(dragStart.y)
    contentOffset = CGPoint(x: x, y: y)
  }

  /// The finger lifted moving at `fingerVelocity` (points per second in the view): the
  /// delegate may move the target, then the content moves on to it.
  private func endDragging(fingerVelocity: CGPoint) {
    let (scrollsX, scrollsY) = scrollableAxes
    let velocity = CGPoint(
      x: scrollsX ? -fingerVelocity.x : 0, y: scrollsY ? -fingerVelocity.y : 0)
    let start = contentOffset
    let planned = releasedMotion(from: start, velocity: velocity)
    var target = CGPoint(planned.rest)
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
        targetContentOffset: pointer)
    }
    let animation =
      target == CGPoint(planned.rest)
      ? planned : releasedMotion(from: start, velocity: velocity, to: target)
    isDragging = false
    let decelerates = animation.duration > 0
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates {
      delegate?.scrollViewWillBeginDecelerating(self)
      run(animation, as: .decelerating)
    } else if CGPoint(animation.rest) != contentOffset {
      contentOffset = CGPoint(animation.rest)
    }
  }

  /// The motion after a release at `start` with `velocity` (the offset's, points per
  /// second): to the next page when paging, else decelerating by the rate.
  private func releasedMotion(from start: CGPoint, velocity: CGPoint) -> ScrollAnimation {
    let range = offsetRange
    let rate = Double(decelerationRate.rawValue)
    guard isPagingEnabled else {
      let axis = { (start: CGFloat, velocity: CGFloat, range: ClosedRange<Double>) in
        ScrollPhysics.Axis.released(
          at: Double(start), velocity: Double(velocity), rate: rate, range: range,
          bounces: self.bounces)
      }
      return ScrollAnimation(
        x: axis(start.x, velocity.x, range.x), y: axis(start.y, velocity.y, range.y))
    }
    let size = super.bounds.size
    let page = { (start: CGFloat, velocity: CGFloat, from: CGFloat, size: CGFloat) -> CGFloat in
      Self.page(
        releasedAt: start, velocity: velocity, draggedFrom: from, pageSize: size, rate: rate)
    }
    let target = CGPoint(
      x: Self.clamp(page(start.x, velocity.x, dragStart.x, size.width), to: range.x),
      y: Self.clamp(page(start.y, velocity.y, dragStart.y, size.height), to: range.y))
    return releasedMotion(from: start, velocity: velocity, to: target)
  }

  /// The motion after a release at `start` with `velocity` that comes to rest at `target`:
  /// a spring when paging or outside the range, else a deceleration whose rest is the
  /// target (its speed chosen so), springing back from an end it runs past.
  private func releasedMotion(
    from start: CGPoint, velocity: CGPoint, to target: CGPoint
  ) -> ScrollAnimation {
    let range = offsetRange
    let rate = Double(decelerationRate.rawValue)
    let axis = {
      (start: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<Double>)
        -> ScrollPhysics.Axis in
      let (start, velocity, target) = (Double(start), Double(velocity), Double(target))
      if self.isPagingEnabled || !range.contains(start) {
        guard start != target || velocity != 0 else { return .resting(target) }
        return .springing(
          ScrollPhysics.Spring(rest: target, displacement: start - target, velocity: velocity))
      }
      // The speed whose deceleration rests at the target: v = −(target − start)·1000·ln(rate).
      let speed = -(target - start) * 1000 * log(rate)
      let released = ScrollPhysics.Axis.released(
        at: start, velocity: speed, rate: rate, range: range, bounces: self.bounces,
        target: target)
      return released.duration > 0 ? released : .resting(target)
    }
    return ScrollAnimation(
      x: axis(start.x, velocity.x, target.x, range.x),
      y: axis(start.y, velocity.y, target.y, range.y))
  }

  /// The page a release comes to rest on: the one nearest to where the deceleration would
  /// take the content (as WWDC 2018's "Designing Fluid Interfaces" projects a flick), at
  /// most one page from the page the drag started on.
  private static func page(
    releasedAt start: CGFloat, velocity: CGFloat, draggedFrom: CGFloat, pageSize: CGFloat,
    rate: Double
  ) -> CGFloat {
    guard pageSize > 0 else { return start }
    let projection =
      ScrollPhysics.Deceleration(start: Double(start), velocity: Double(velocity), rate: rate)
      .destination
    let first = (draggedFrom / pageSize).rounded()
    let page = min(max((CGFloat(projection) / pageSize).rounded(), first - 1), first + 1)
    return page * pageSize
  }

  // MARK: Motion

  /// The motion running now, if it has not ended.
  private var currentMotion: Motion? {
    guard let motion, let now = layer.flipbookLayer.timeline?.now,
      now - motion.start < motion.animation.duration
    else { return nil }
    return motion
  }

  /// Where `motion` has the content now.
  private func offset(of motion: Motion) -> Point {
    let now = layer.flipbookLayer.timeline?.now ?? motion.start
    return motion.animation.offset(at: now - motion.start)
  }

  /// Shows `animation` on the layer from now, with the model offset at its rest, and tells
  /// the delegate of each frame and of the end.
  private func run(_ animation: ScrollAnimation, as activity: Activity) {
    stopMotion()
    guard let timeline = layer.flipbookLayer.timeline, animation.duration > 0 else {
      contentOffset = CGPoint(animation.rest)
      return
    }
    setModelOffset(CGPoint(animation.rest))
    motions += 1
    let id = motions
    let start = timeline.now
    motion = Motion(animation: animation, start: start, activity: activity, id: id)
    layer.flipbookLayer.add(animation, forKey: Self.motionKey) { [weak self] finished in
      guard let self, self.motion?.id == id else { return }
      if !finished { self.stopMotion() }
    }
    var tick = start + Self.scrollEventInterval
    while tick < start + animation.duration {
      timeline.schedule(at: tick) { [weak self] in
        guard let self, self.motion?.id == id else { return }
        TransactionStack.current.handle(on: timeline) { self.delegate?.scrollViewDidScroll(self) }
      }
      tick += Self.scrollEventInterval
    }
    timeline.schedule(at: start + animation.duration) { [weak self] in
      guard let self, self.motion?.id == id else { return }
      self.motion = nil
      TransactionStack.current.handle(on: timeline) {
        self.delegate?.scrollViewDidScroll(self)
        switch activity {
        case .decelerating: self.delegate?.scrollViewDidEndDecelerating(self)
        case .animating: self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
      }
    }
  }

  /// Stops the content where it is now.
  private func stopMotion() {
    guard let running = motion else { return }
    motion = nil
    let now = layer.flipbookLayer.timeline?.now ?? running.start
    if now - running.start < running.animation.duration {
      setModelOffset(CGPoint(running.animation.offset(at: now - running.start)))
    }
    layer.flipbookLayer.removeAnimation(forKey: Self.motionKey)
  }

  /// Sets the layer's offset without animating it, even inside an animation block, and
  /// without telling the delegate: the motion shown on screen is the change.
  private func setModelOffset(_ offset: CGPoint) {
    var model = super.bounds
    model.origin = offset
    UIView.performWithoutAnimation { super.bounds = model }
  }

  // MARK: Geometry

  /// The range of the offset along each axis: from −inset to the content's far edge plus
  /// its inset, less the view's size (never below the start).
  private var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = adjustedContentInset
    let size = super.bounds.size
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - size.width)
    let maxY = max(minY, contentSize.height + inset.bottom - size.height)
    return (Double(minX)...Double(maxX), Double(minY)...Double(maxY))
  }

  /// Which axes a finger scrolls: those where the content and its insets outgrow the view,
  /// or that always bounce.
  private var scrollableAxes: (Bool, Bool) {
    let inset = adjustedContentInset
    let size = super.bounds.size
    return (
      alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > size.width,
      alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > size.height
    )
  }

  private static func clamp(_ value: CGFloat, to range: ClosedRange<Double>) -> CGFloat {
    min(max(value, CGFloat(range.lowerBound)), CGFloat(range.upperBound))
  }

  // Not available yet (docs/uikit-symbols.md); declared here, in the class, so that an
  // override fails with the message too. Bodies never run.

  /// UIKit's `touchesShouldBegin(_:with:in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      content touches are not filtered yet; see docs/porting.md
      """
  )
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    true
  }

  /// UIKit's `touchesShouldCancel(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      content touches are not filtered yet; see docs/porting.md
      """
  )
  open func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// The scroll view's pan recogniser: it also tells the scroll view when a finger touches
/// down and when the last lifts, so that a flick is caught and ``UIScrollView/isTracking``
/// follows the finger.
private final class ScrollPanRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    scrollView?.fingerDidTouchDown()
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if trackedTouches.subtracting(touches).isEmpty { scrollView?.fingersDidLift() }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if trackedTouches.subtracting(touches).isEmpty { scrollView?.fingersDidLift() }
  }

  override func reset() {
    super.reset()
    scrollView?.fingersDidLift()
  }
}
