import Flipbook
import Foundation
import Interaction
import ProcessServices

extension Recording {
  /// A recording of a SwiftUI view as an app shows it on `device`: `makeView()` is the root
  /// view of a window filling the device's screen, and `touches` scripts the fingers,
  /// addressed to the views' layers through the host:
  ///
  /// ```swift
  /// let recording = try Recording(of: LikeButton(), on: .iPhone16, duration: 2) {
  ///   host, touches in touches.tap(host.layer(withIdentifier: "like")!, at: 0.3)
  /// }
  /// ```
  ///
  /// `makeView` may run again, for a new scene, when a frame earlier than the last one
  /// drawn is asked for. The settings' scale is the device's unless `settings` gives one; a
  /// `settings.device` other than `device` is an error.
  ///
  /// - Throws: `RecordingError` when `settings` names another device, and whatever
  ///   `Recording(size:duration:settings:build:)` throws.
  public init<Content: View>(
    of makeView: @autoclosure @escaping () -> Content, on device: Device, duration: Double,
    settings: RenderSettings = RenderSettings(), limits: Limits = Limits(),
    touches: @escaping (ViewHost, TouchSystem) -> Void = { _, _ in }
  ) throws {
    if let other = settings.device, other != device {
      throw RecordingError.invalidScene(
        "the settings are for the \(other.name), the view is recorded on the "
          + "\(device.name): leave the settings' device out, or give the same one")
    }
    var settings = settings
    settings.device = device
    try self.init(duration: duration, settings: settings, limits: limits) { scene in
      let host = ViewHost(rootView: makeView(), in: scene)
      touches(host, scene.touches)
    }
  }
}
