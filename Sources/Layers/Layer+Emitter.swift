extension Layer {
  /// The layer's particles over time: each emitter it has had from the layer time it was
  /// set at. The first takes effect from layer time 0, as Core Animation's emitter runs in
  /// its layer's time from 0 (set `beginTime` to the time now to start it now); each later
  /// one from the layer time it was set at.
  public var particleSystem: ParticleSystem {
    var settings: [ParticleSystem.Setting] = []
    for (index, change) in emitterChanges.enumerated() {
      var start = 0.0
      if index > 0, let time = change.time { start = localTime(atTimelineTime: time) }
      start = max(start, settings.last?.start ?? 0)
      settings.append(ParticleSystem.Setting(start: start, content: change.content))
    }
    return ParticleSystem(settings: settings)
  }

  /// The particles alive at timeline time `t`, in the order they are drawn.
  public func particles(at t: Double) -> [Particle] {
    particleSystem.particles(at: localTime(atTimelineTime: t))
  }

  /// Keeps the new emitter with the time it was set. On a timeline, a change adds a setting
  /// (replacing one made at the same time). Off any, the change has no time: before the
  /// layer was ever on one, it replaces the first setting; after, the last.
  func emitterDidChange() {
    let content = values.emitter
    let now = timeline?.now
    if let last = emitterChanges.last, now == nil || last.time == now {
      emitterChanges[emitterChanges.count - 1].content = content
    } else {
      emitterChanges.append((now, content))
    }
  }
}
