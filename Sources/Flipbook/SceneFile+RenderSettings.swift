import Foundation
import ProcessServices
import Scenes

extension SceneFile {
  /// Checks `settings` for this file's scene by the rules a recording applies (the ranges of
  /// the frame rate and scale, the frame's size and count against `limits`, and the
  /// work its layers would take against `limits.maxWork`). A value the
  /// file gave — or the default standing for one it left out — is reported as a
  /// `SceneError` at the key that sets it (`fps`, `scale`, or else `duration` and `size`),
  /// with the file's line and column; a value given elsewhere (the settings in `givenElsewhere`,
  /// or when that is nil, those that differ from the file's own) throws the
  /// ``RenderSettingError`` that names the setting.
  public func check(
    _ settings: RenderSettings, givenElsewhere: Set<RenderSettings.Setting>? = nil,
    limits: Limits = Limits()
  ) throws {
    let scene = contents
    do {
      try settings.validate(size: scene.size, duration: scene.duration, limits: limits)
    } catch {
      let own = scene.renderSettings
      var inferred = Set<RenderSettings.Setting>()
      if own.fps != settings.fps { inferred.insert(.fps) }
      if own.scale != settings.scale { inferred.insert(.scale) }
      let elsewhere = givenElsewhere ?? inferred
      let key: String?
      switch error.setting {
      case let setting where elsewhere.contains(setting): key = nil
      case .fps: key = scene.fps == nil ? "duration" : "fps"
      case .scale where scene.scale != nil: key = "scale"
      // The device's scale, when the file names the device and leaves its size to it.
      case .scale where scene.device != nil && !writes(JSONPath([.key("size")])): key = "device"
      case .scale: key = "size"
      default: key = nil
      }
      guard let key else { throw error }
      let message =
        key == "device"
        ? "at the device's \(error.setting.name) \(error.valueText), \(error.cause)"
        : key == "duration" || key == "size"
          ? "at the default \(error.setting.name) \(error.valueText), \(error.cause)"
          : error.errorDescription ?? error.cause
      var problem = self.error(at: JSONPath([.key(key)]), message)
      problem.exceededLimits = error.exceededLimits
      throw problem
    }
    try RenderWork(file: self, settings: settings).check(in: self, limits: limits)
  }
}
