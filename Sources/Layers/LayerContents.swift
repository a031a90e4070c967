import Pixels

/// A layer's contents bitmap and the scale it was made at (`contentsScale`): an image of
/// 240 × 240 px at scale 2 occupies 120 × 120 pt.
public struct LayerContents: Sendable, Equatable {
  /// The bitmap.
  public var image: Image
  /// Pixels per point of the bitmap.
  public var scale: Double

  /// Contents from an image made at `scale` pixels per point.
  public init(image: Image, scale: Double = 1) {
    self.image = image
    self.scale = scale
  }
}
