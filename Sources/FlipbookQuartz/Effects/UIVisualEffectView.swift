import Foundation
import Layers

/// A view that blurs what lies behind it, as UIKit's `UIVisualEffectView`: the frosted
/// panel. Its subviews go in ``contentView``, drawn sharp above the blur.
///
/// Setting ``effect`` inside an animation block animates the blur in or out (from `nil`,
/// nothing blurred, to a `UIBlurEffect`), as UIKit does; so does a property animator,
/// including one paused part-way (`fractionComplete`), the usual way to show a partial
/// blur.
open class UIVisualEffectView: UIView {
  /// The view that holds the effect view's content, sized to its bounds.
  public let contentView: UIView

  /// The effect shown; nil shows what lies behind unchanged.
  open var effect: UIVisualEffect? {
    didSet { showEffect() }
  }

  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    self.effect = effect
    super.init(frame: .zero)
    addContentView()
  }

  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addContentView()
  }

  /// A view with the attributes a storyboard gives it (no effect: set ``effect``).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addContentView()
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    showEffect()
  }

  /// What the effect does to what lies behind, in the view's appearance.
  private var backdrop: Backdrop {
    effect?.backdrop(in: traitCollection.userInterfaceStyle) ?? Backdrop()
  }

  /// Puts the effect's blur on the layer, animated when a block is animating.
  private func showEffect() {
    let backdrop = backdrop
    animatingChanges { layer.flipbookLayer.values.backdrop = backdrop }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // `.regular` and the materials follow the appearance.
    layer.flipbookLayer.values.backdrop = backdrop
  }
}
