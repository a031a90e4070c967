import Foundation
import Layers

/// How a layer's contents are placed in its bounds, as Core Animation's
/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's constants spell it.
  public let rawValue: String

  /// A gravity by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Stretched to fill the bounds: the default.
  public static let resize = Self(rawValue: "resize")
  /// Scaled to fit, keeping the aspect ratio, centred.
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  /// Scaled to cover, keeping the aspect ratio, centred.
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
  /// Unscaled, centred.
  public static let center = Self(rawValue: "center")
  /// Unscaled, on the edge of greater y: the bottom of the screen (see ``CALayer/contentsGravity``).
  public static let top = Self(rawValue: "top")
  /// Unscaled, on the edge of smaller y: the top of the screen.
  public static let bottom = Self(rawValue: "bottom")
  /// Unscaled, on the left edge.
  public static let left = Self(rawValue: "left")
  /// Unscaled, on the right edge.
  public static let right = Self(rawValue: "right")
  /// Unscaled, in the corner of smaller x and greater y: the bottom left of the screen.
  public static let topLeft = Self(rawValue: "topLeft")
  /// Unscaled, in the corner of greater x and greater y: the bottom right of the screen.
  public static let topRight = Self(rawValue: "topRight")
  /// Unscaled, in the corner of smaller x and y: the top left of the screen.
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  /// Unscaled, in the corner of greater x and smaller y: the top right of the screen.
  public static let bottomRight = Self(rawValue: "bottomRight")

  /// Core Animation's names for the engine's placements on screen: the vertical ones swap,
  /// since the names assume a vertical axis pointing up.
  static let onScreen: [CALayerContentsGravity: ContentsGravity] = [
    .resize: .resize, .resizeAspect: .resizeAspect, .resizeAspectFill: .resizeAspectFill,
    .center: .center, .top: .bottom, .bottom: .top, .left: .left, .right: .right,
    .topLeft: .bottomLeft, .topRight: .bottomRight, .bottomLeft: .topLeft,
    .bottomRight: .topRight,
  ]
}

extension CALayer {
  /// How the contents are placed in the bounds; `.resize` unless set.
  ///
  /// As on iOS, the vertical names refer to an axis pointing up, so on screen `.top` puts the
  /// contents at the bottom and `.bottom` at the top. Apple's `contentsGravity`: "The naming
  /// of contents gravity constants is based on the direction of the vertical axis … check
  /// the layer's contentsAreFlipped(). When this is true, top aligns contents to the bottom
  /// of the layer"; `contentsAreFlipped()` "returns false by default", and iOS's axis points
  /// down. A name Core Animation does not have is reported on standard error and changes
  /// nothing.
  public var contentsGravity: CALayerContentsGravity {
    get {
      let shown = flipbookLayer.contentsGravity
      return CALayerContentsGravity.onScreen.first { $0.value == shown }?.key ?? .resize
    }
    set {
      guard let shown = CALayerContentsGravity.onScreen[newValue] else {
        FileHandle.standardError.write(
          Data(
            "FlipbookQuartz: contentsGravity '\(newValue.rawValue)' is not one of Core Animation's\n"
              .utf8))
        return
      }
      flipbookLayer.contentsGravity = shown
    }
  }
}
