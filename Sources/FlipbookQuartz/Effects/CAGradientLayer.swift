import Animation
import Foundation
import Geometry
import Layers
import Pixels

/// How a gradient layer spreads its colours (`.axial`, `.radial`, `.conic`), as Core
/// Animation's `CAGradientLayerType`.
public typealias CAGradientLayerType = GradientContent.Kind

/// A layer that fills its bounds with a colour gradient, as Core Animation's
/// `CAGradientLayer`: drawn above its background, below its sublayers.
///
/// The defaults are Core Animation's: no colours, evenly spaced, from the top centre
/// (0.5, 0) to the bottom centre (0.5, 1), axial. `colors`, `locations`, `startPoint` and
/// `endPoint` are animatable under those key paths; setting one on a standalone layer
/// animates it implicitly, as ``CALayer`` does its own properties. Colours are interpolated
/// in sRGB with unpremultiplied components, as Core Graphics' gradients are.
open class CAGradientLayer: CALayer {
  /// The layer as it shows now, animations applied: a copy of this type, as Core
  /// Animation's `presentation()` returns; nil before the layer is on a scene.
  open override func presentation() -> CAGradientLayer? {
    super.presentation() as? CAGradientLayer
  }

  /// A new gradient layer with an empty frame and no colours.
  public override init() {
    super.init()
    flipbookLayer.gradient = GradientContent()
  }

  /// The gradient layer that stands for an engine layer; one without a gradient gets the
  /// default one.
  public override init(flipbookLayer: Layer) {
    super.init(flipbookLayer: flipbookLayer)
    if flipbookLayer.gradient == nil { flipbookLayer.gradient = GradientContent() }
  }

  /// A layer with the model values of `layer`, its gradient included when it is a
  /// `CAGradientLayer`, as Core Animation makes the copies it shows.
  public override init(layer: Any) {
    super.init(layer: layer)
    flipbookLayer.gradient =
      (layer as? CAGradientLayer)?.flipbookLayer.gradient ?? GradientContent()
  }

  /// A layer from an archive: nil, as archived layers are not decoded here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The engine's gradient (always there on a gradient layer).
  private var gradient: GradientContent {
    get { flipbookLayer.gradient ?? GradientContent() }
    set { flipbookLayer.gradient = newValue }
  }

  /// The colours, in order, as `CGColor` values; nil (the default, or an empty array,
  /// which reads back as nil) draws nothing, one colour fills the bounds.
  ///
  /// Anything but a `CGColor` — a `UIColor`, which draws nothing on iOS — is a programmer
  /// error: it stops the program with a message naming the item and its index.
  /// A change animates implicitly only between lists of the same length; otherwise the new
  /// colours show at once.
  open var colors: [Any]? {
    get { gradient.colors.isEmpty ? nil : gradient.colors.map(CGColor.init) }
    set {
      let new = (newValue ?? []).enumerated().map { index, item in
        guard let color = item as? CGColor else {
          preconditionFailure(
            "CAGradientLayer.colors takes CGColor values, but was given "
              + AnimatableValue.describeNonColor(item, at: index))
        }
        return color.flipbookColor
      }
      if let shown = shownGradient, shown.colors.count != new.count {
        gradient.colors = new
        return
      }
      change("colors") { gradient.colors = new }
    }
  }

  /// Where each colour sits along the gradient, 0...1 and not decreasing, one per colour;
  /// nil (the default, or an empty array, which reads back as nil) spaces the colours
  /// evenly.
  ///
  /// A change animates implicitly only between lists of the same length; otherwise the new
  /// locations show at once.
  open var locations: [NSNumber]? {
    get { gradient.locations.map { $0.map { NSNumber(value: $0) } } }
    set {
      let new = newValue?.map(\.doubleValue) ?? []
      if let shown = shownGradient, (shown.locations?.count ?? 0) != new.count {
        gradient.locations = new.isEmpty ? nil : new
        return
      }
      change("locations") { gradient.locations = new.isEmpty ? nil : new }
    }
  }

  /// Where the gradient starts (location 0), in unit coordinates of the bounds; (0.5, 0)
  /// unless set.
  open var startPoint: CGPoint {
    get { CGPoint(gradient.startPoint) }
    set { change("startPoint") { gradient.startPoint = Point(newValue) } }
  }

  /// Where the gradient ends (location 1), in unit coordinates of the bounds; (0.5, 1)
  /// unless set. For a radial gradient, the ellipse reaching its x and y distances from
  /// the start point; for a conic one, the direction of location 0 round the start point.
  open var endPoint: CGPoint {
    get { CGPoint(gradient.endPoint) }
    set { change("endPoint") { gradient.endPoint = Point(newValue) } }
  }

  /// How the colours spread: `.axial` (the default), `.radial` or `.conic`.
  open var type: CAGradientLayerType {
    get { gradient.type }
    set { gradient.type = newValue }
  }

  /// The gradient as shown now, when the layer is on a timeline: a list animates
  /// implicitly only from a shown list of the same length, since lists of different
  /// lengths cannot be interpolated item by item.
  private var shownGradient: GradientContent? {
    guard let timeline = flipbookLayer.timeline else { return nil }
    return flipbookLayer.presentedValues(at: timeline.now).gradient ?? GradientContent()
  }
}
