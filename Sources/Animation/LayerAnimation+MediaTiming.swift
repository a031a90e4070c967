/// `CAMediaTiming`'s properties on every animation, as Core Animation code spells them:
/// `animation.duration = 0.3`, `animation.fillMode = .forwards`. Each reads and writes
/// ``LayerAnimation/timing``.
extension LayerAnimation {
  /// When the animation starts, in its parent's time (0 when added: the current time).
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// The length of one pass, in seconds; 0 means the default 0.25 s.
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  /// How fast local time runs relative to the parent's.
  public var speed: Double {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// Added to local time: a phase shift within the cycle.
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  /// How many passes (fractions allowed, `.infinity` forever); 0 means one.
  public var repeatCount: Double {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  /// How long to repeat for, in seconds; overrides `repeatCount` when positive.
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  /// Whether each pass plays forwards then backwards.
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  /// What shows outside the active interval.
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }
}
