import Flipbook

extension Recording {
  /// A recording of a view controller as an app shows it: `makeController()`'s view fills a
  /// window on `device`'s screen (the controller becomes the window's root, so its view
  /// loads and appears as on iOS), and `touches` scripts the fingers, addressed to its views:
  ///
  /// ```swift
  /// let recording = try Recording(of: LikeViewController(), on: .iPhone16, duration: 2) {
  ///   controller, touches in touches.tap(controller.likeButton, at: 0.3)
  /// }
  /// ```
  ///
  /// `makeController` may run again, for a new scene, when a frame earlier than the last one
  /// drawn is asked for: make the controller there, not outside. The settings' scale is the
  /// device's unless `settings` gives one; a `settings.device` other than `device` is an
  /// error.
  ///
  /// - Throws: `RecordingError` when `settings` names another device, and whatever
  ///   `Recording(size:duration:settings:build:)` throws.
  public init<Controller: UIViewController>(
    of makeController: @autoclosure @escaping () -> Controller, on device: Device,
    duration: Double, settings: RenderSettings = RenderSettings(), limits: Limits = Limits(),
    touches: @escaping (Controller, TouchSystem) -> Void = { _, _ in }
  ) throws {
    if let other = settings.device, other != device {
      throw RecordingError.invalidScene(
        "the settings are for the \(other.name), the controller is recorded on the "
          + "\(device.name): leave the settings' device out, or give the same one")
    }
    var settings = settings
    settings.device = device
    try self.init(duration: duration, settings: settings, limits: limits) { scene in
      let window = UIWindow(scene: scene)
      let controller = makeController()
      window.rootViewController = controller
      touches(controller, scene.touches)
    }
  }
}
