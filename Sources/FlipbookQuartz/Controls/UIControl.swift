import Foundation

/// A view that turns touches into events and sends them to its targets and actions, as
/// UIKit's `UIControl`.
///
/// A finger touching down on the control starts tracking: the control is highlighted and
/// sends `.touchDown`. While the finger moves, ``isTouchInside`` follows it — inside the bounds
/// grown by ``trackingMargin`` on every side, as UIKit does so that a finger need not stay
/// exactly on a small control — and the control sends `.touchDragInside` or
/// `.touchDragOutside`, or `.touchDragEnter` / `.touchDragExit` when it crosses that edge. On
/// lifting it sends `.touchUpInside` or `.touchUpOutside`; a cancelled touch sends
/// `.touchCancel`. The highlight is on while the actions of touching down and entering run,
/// and still on while those of exiting and lifting run; it goes off after them (on iOS a
/// touch-up action sees the state highlighted, as typeoneerror.com's "Flickring UIButton
/// State Issue" logs: state 3, highlighted and disabled, inside the action).
///
/// Objective-C selectors do not exist on Linux: an action is a method reference.
/// `addTarget(self, action: #selector(tapped), for: .touchUpInside)` becomes
/// `addTarget(self, action: ViewController.tapped, for: .touchUpInside)`.
open class UIControl: UIView {
  /// The events a control sends, as UIKit's `UIControl.Event` (the same bits).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The events of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again soon after (a tap count above one).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A tracked finger moved inside the tracking area.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A tracked finger moved outside the tracking area.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A tracked finger moved back into the tracking area.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A tracked finger moved out of the tracking area.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tracked finger lifted inside the tracking area.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A tracked finger lifted outside the tracking area.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The tracked touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control is in, as UIKit's `UIControl.State` (combinations allowed).
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The states of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not highlighted, not selected.
    public static let normal = State([])
    /// A finger is down inside the tracking area.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control ignores touches.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus (never set here: there is no focus engine).
    public static let focused = State(rawValue: 1 << 3)
  }

  /// How far outside the bounds a tracked finger still counts as inside: 70 points on every
  /// side. Apple does not document it; it is the widely reported value of UIKit's tracking
  /// area (a Stack Overflow answer on "UIControlEventTouchDragExit triggers when 100 pixels
  /// away from UIButton", question 14340122: the exit fires "when finger leaves the control
  /// about 70 pixels, which is the default behavior of the UIControl").
  public static let trackingMargin: CGFloat = 70

  /// Whether the control takes touches; a disabled control ignores them.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted (a finger down inside its tracking area).
  open var isHighlighted = false
  /// Whether a touch is being tracked.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the tracking area.
  public private(set) var isTouchInside = false

  private struct Registration {
    let events: Event
    weak var target: AnyObject?
    let hasTarget: Bool
    let action: UIAction?
    let send: (UIControl, UIEvent?) -> Void
  }
  private var registrations: [Registration] = []
  private var trackedTouch: UITouch?
  /// The control whose actions are running now (for what happens inside them, such as a
  /// haptic naming its control).
  nonisolated(unsafe) static var sending: [UIControl] = []

  /// The control's state, from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  // MARK: Targets and actions

  /// Calls `action`, a method of `target` taking nothing, for `controlEvents`. The target
  /// is held weakly, as UIKit does.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    register(controlEvents, target: target) { [weak target] _, _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// Calls `action`, a method of `target` taking the sending control, for `controlEvents`.
  public func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    register(controlEvents, target: target) { [weak target] control, _ in
      guard let target, let sender = control as? Sender else { return }
      action(target)(sender)
    }
  }

  /// Calls `action`, a method of `target` taking the sending control and the touch event,
  /// for `controlEvents`. The event is nil when ``sendActions(for:)`` sends it.
  public func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
    for controlEvents: Event
  ) {
    register(controlEvents, target: target) { [weak target] control, event in
      guard let target, let sender = control as? Sender else { return }
      action(target)(sender, event)
    }
  }

  /// Stops sending `controlEvents` to `target`'s methods (every target's when nil). Method
  /// references cannot be compared, so `action` can only be nil: every method of the target
  /// registered for those events is removed, as UIKit does for a nil selector.
  public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
    removeRegistrations(for: controlEvents) { registration in
      registration.hasTarget && (target == nil || registration.target === target)
    }
  }

  /// Runs `action`'s handler for `controlEvents`; adding the same action again for other
  /// events adds those events.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    register(controlEvents, target: nil, action: action) { control, _ in
      action.sender = control
      action.handler(action)
    }
  }

  /// Stops running `action` for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeRegistrations(for: controlEvents) { $0.action === action }
  }

  /// Stops running the action with `identifier` for `controlEvents`.
  public func removeAction(
    identifiedBy identifier: UIAction.Identifier, for controlEvents: Event
  ) {
    removeRegistrations(for: controlEvents) { $0.action?.identifier == identifier }
  }

  /// The events some target or action is registered for.
  public var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Sends `controlEvents` to their targets and actions now, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    send(controlEvents, event: nil)
  }

  private func register(
    _ events: Event, target: AnyObject?, action: UIAction? = nil,
    send: @escaping (UIControl, UIEvent?) -> Void
  ) {
    registrations.append(
      Registration(
        events: events, target: target, hasTarget: target != nil, action: action, send: send))
  }

  private func removeRegistrations(for events: Event, where matches: (Registration) -> Bool) {
    registrations = registrations.compactMap { registration in
      guard matches(registration) else { return registration }
      let left = registration.events.subtracting(events)
      guard !left.isEmpty else { return nil }
      return Registration(
        events: left, target: registration.target, hasTarget: registration.hasTarget,
        action: registration.action, send: registration.send)
    }
  }

  /// Runs the registrations for each event of `events` in turn, in UIKit's event order.
  func send(_ events: Event, event: UIEvent?) {
    Self.sending.append(self)
    defer { Self.sending.removeLast() }
    for bit in 0..<UInt.bitWidth {
      let single = Event(rawValue: 1 << UInt(bit))
      guard events.contains(single) else { continue }
      for registration in registrations where registration.events.contains(single) {
        if registration.hasTarget && registration.target == nil { continue }
        registration.send(self, event)
      }
    }
  }

  // MARK: Tracking

  /// A touch began on the control; returns whether to keep tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    true
  }

  /// The tracked touch moved; returns whether to keep tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    true
  }

  /// The tracked touch lifted (nil when tracking stopped otherwise).
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// Whether `point` (in the control's coordinates) is inside its tracking area: the bounds
  /// grown by ``trackingMargin``.
  func isInTrackingArea(_ point: CGPoint) -> Bool {
    let margin = Self.trackingMargin
    return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
  }

  /// Starts tracking the first touch: highlighted, then `.touchDown`.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
    trackedTouch = touch
    isTracking = beginTracking(touch, with: event)
    isTouchInside = true
    isHighlighted = true
    send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
  }

  /// Follows the tracked touch: drag inside, outside, enter or exit.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    let wasInside = isTouchInside
    let inside = isInTrackingArea(touch.location(in: self))
    isTouchInside = inside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    switch (wasInside, inside) {
    case (false, true):
      isHighlighted = true
      send(.touchDragEnter, event: event)
    case (true, true): send(.touchDragInside, event: event)
    case (true, false):
      send(.touchDragExit, event: event)
      isHighlighted = false
    case (false, false): send(.touchDragOutside, event: event)
    }
  }

  /// Ends tracking: `.touchUpInside` or `.touchUpOutside`, then the highlight goes off.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    let inside = isInTrackingArea(touch.location(in: self))
    isTouchInside = inside
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    send(inside ? touchUpInsideEvents : .touchUpOutside, event: event)
    finishTracking()
  }

  /// Cancels tracking: `.touchCancel`, then the highlight goes off.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    send(.touchCancel, event: event)
    finishTracking()
  }

  /// What lifting inside sends: `.touchUpInside` (a button adds its primary action).
  var touchUpInsideEvents: Event { .touchUpInside }

  private func finishTracking() {
    trackedTouch = nil
    isTouchInside = false
    isHighlighted = false
  }
}
