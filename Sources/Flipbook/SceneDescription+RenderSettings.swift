extension SceneDescription {
  /// The settings the file asks for: its `fps` (default 30), `scale` (default 2) and
  /// `showsTouches` (default true).
  public var renderSettings: RenderSettings {
    RenderSettings(fps: fps ?? 30, scale: scale ?? 2, showsTouches: showsTouches ?? true)
  }
}
