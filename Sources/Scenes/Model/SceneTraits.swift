import Interaction

/// The traits a scene file is read for: its own `device`, `appearance`, `contentSize` and
/// `layoutDirection`, with those given from outside the file (``TraitOverrides``) in their
/// place. Named system colours and text styles resolve with them as the file is decoded.
enum SceneTraits {
  /// The traits of the file being decoded.
  @TaskLocal static var current = Traits()
}

/// Traits given for a scene file from outside it — a command line's choice of device,
/// appearance, text size or layout direction — that replace the file's own; nil leaves the
/// file's.
public struct TraitOverrides: Sendable, Hashable {
  /// The device whose screen is the canvas.
  public var device: Device?
  /// Light or dark.
  public var appearance: Appearance?
  /// The Dynamic Type text size.
  public var contentSize: ContentSizeCategory?
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection?

  /// Overrides of the traits given; none by default.
  public init(
    device: Device? = nil, appearance: Appearance? = nil,
    contentSize: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil
  ) {
    self.device = device
    self.appearance = appearance
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
  }

  /// The overrides of the file being decoded.
  @TaskLocal static var current = TraitOverrides()
}
