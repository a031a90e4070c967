import Scenes

extension SceneDescription {
  /// The settings the file asks for: its `fps` (default 30), `scale` (default the device's,
  /// else 2), `showsTouches` (default true), `device`, `appearance`, `contentSize` and
  /// `layoutDirection`.
  public var renderSettings: RenderSettings {
    RenderSettings(
      fps: fps ?? 30, scale: scale, showsTouches: showsTouches ?? true, device: device,
      appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
  }
}
