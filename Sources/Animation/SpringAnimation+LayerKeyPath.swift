extension SpringAnimation {
  /// A spring animation of a typed key path with `CASpringAnimation`'s parameters, in its
  /// order: `SpringAnimation(keyPath: .transform(.scale), from: 0.5, to: 1, damping: 8)`.
  /// Like `CASpringAnimation`, its duration is 0 (0.25 s) until set; set
  /// `duration = settlingDuration` to run it until it comes to rest.
  public init<Value>(
    keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, mass: Double = 1,
    stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.init(
      keyPath: keyPath, from: from, to: to,
      spring: Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// A spring animation of a typed key path following `spring`.
  public init<Value>(
    keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, spring: Spring
  ) {
    self.init(
      path: keyPath.path, from: from?.animatableValue, to: to?.animatableValue, spring: spring)
  }

  /// The spring's mass.
  public var mass: Double {
    get { spring.mass }
    set { spring.mass = newValue }
  }
  /// The spring's stiffness.
  public var stiffness: Double {
    get { spring.stiffness }
    set { spring.stiffness = newValue }
  }
  /// The spring's damping.
  public var damping: Double {
    get { spring.damping }
    set { spring.damping = newValue }
  }
  /// The initial velocity, in progress per second, positive towards the target.
  public var initialVelocity: Double {
    get { spring.initialVelocity }
    set { spring.initialVelocity = newValue }
  }
  /// How long the spring takes to come to rest, which may differ from `duration`.
  public var settlingDuration: Double { spring.settlingDuration }
}
