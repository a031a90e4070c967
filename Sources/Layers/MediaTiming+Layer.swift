import Animation

/// A layer's timing: `CALayer` is a `CAMediaTiming` object like an animation, the time its
/// own animations and its sublayers run in.
///
/// One difference: a layer's duration of 0 (the default) means its time never ends, not
/// 0.25 s. Without a duration the layer's time is t_local = (t_parent − beginTime) · speed +
/// timeOffset. With one, it runs in passes of that length as an animation's does:
/// repeated, autoreversed, and outside its active interval either held (a forwards or
/// backwards fill) or absent, so that nothing in the subtree animates there.
extension MediaTiming {
  /// Whether, as a layer's timing, the layer's time is its superlayer's.
  public var isLayerIdentity: Bool {
    beginTime == 0 && speed == 1 && timeOffset == 0 && !runsInPasses
  }

  /// Whether, as a layer's timing, the time runs in passes of its duration.
  public var runsInPasses: Bool { duration > 0 }

  /// As a layer's timing, the layer's time at its superlayer's time `t`; nil outside a
  /// duration's active interval without the matching fill.
  public func layerTime(atParentTime t: Double) -> Double? {
    guard runsInPasses else { return (t - beginTime) * speed + timeOffset }
    return passTime(atParentTime: t)
  }

  /// As a layer's timing, the first superlayer time at which the layer's time is `local`;
  /// infinity when it never is (frozen elsewhere, or past a pass's end).
  public func parentTime(atLayerTime local: Double) -> Double {
    var elapsed = local - timeOffset
    if runsInPasses {
      // The first pass that shows `local`, running forwards: the elapsed time within the
      // first cycle, 0 ≤ elapsed < cycle, however far the phase is shifted.
      guard speed > 0, local >= 0, local <= duration else { return .infinity }
      elapsed = elapsed.truncatingRemainder(dividingBy: cycleDuration)
      if elapsed < 0 { elapsed += cycleDuration }
      guard elapsed <= activeDuration else { return .infinity }
    }
    if speed == 0 { return elapsed == 0 ? beginTime : .infinity }
    return elapsed / speed + beginTime
  }
}
