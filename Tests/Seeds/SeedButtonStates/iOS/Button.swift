// Seed 002: the system-style button re-built on UIControl, from the blog's excerpts. The
// blog's Swift 2 spellings take their current names (UIControlState → UIControl.State,
// beginTrackingWithTouch(_:withEvent:) → beginTracking(_:with:), locationInView →
// location(in:), pointInside(_:withEvent:) → point(inside:with:), highlighted/enabled/
// touchInside → isHighlighted/isEnabled/isTouchInside, .Normal/.Ended → .normal/.ended,
// removeValueForKey → removeValue(forKey:), `public` → `open` where UIKit's are open).
// Lines the excerpts do not show are marked "added:".

import UIKit

// The blog's `extension UIControlState: Hashable` is left out: UIControl.State is
// Hashable now.

public class Button : UIControl {

    private let highlightedAlpha: CGFloat = 0.2  // added: the blog's value, named as it uses it
    private let normalAlpha: CGFloat = 1  // added

    public let titleLabel = UILabel(frame: .zero)  // added (the interface's `titleLabel`)
    public let imageView = UIImageView(frame: .zero)  // added (the interface's `imageView`)
    private let backgroundImageView = UIImageView(frame: .zero)  // added (the hierarchy's)

    private var titles = [UIControl.State: String]()
    private var titleColors = [UIControl.State: UIColor]()
    private var images = [UIControl.State: UIImage]()
    private var backgroundImages = [UIControl.State: UIImage]()

    // added: the initialisers and the layout the blog leaves to Auto Layout in its project:
    // the background fills the bounds, the title is centred, the image sits at the left.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = UIFont.systemFont(ofSize: 18)
        titleLabel.textAlignment = .center
        imageView.contentMode = .scaleAspectFit
        addSubview(backgroundImageView)
        addSubview(imageView)
        addSubview(titleLabel)
        updateUI()
    }

    public required init?(coder: NSCoder) {  // added
        return nil
    }

    public override func layoutSubviews() {  // added
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        titleLabel.frame = bounds
        imageView.frame = CGRect(x: 8, y: (bounds.height - 24) / 2, width: 24, height: 24)
    }

    public func titleForState(state: UIControl.State) -> String? {
        return titles[state]
    }

    public func setTitle(title: String?, forState state: UIControl.State) {
        if let title = title {
            titles[state] = title
        } else {
            titles.removeValue(forKey: state)
        }

        updateUI()
    }

    // added: "the methods of the other properties have exactly the same logic"
    public func titleColorForState(state: UIControl.State) -> UIColor? {
        return titleColors[state]
    }

    public func setTitleColor(color: UIColor?, forState state: UIControl.State) {
        if let color = color {
            titleColors[state] = color
        } else {
            titleColors.removeValue(forKey: state)
        }

        updateUI()
    }

    public func imageForState(state: UIControl.State) -> UIImage? {
        return images[state]
    }

    public func setImage(image: UIImage?, forState state: UIControl.State) {
        if let image = image {
            images[state] = image
        } else {
            images.removeValue(forKey: state)
        }

        updateUI()
    }

    public func backgroundImageForState(state: UIControl.State) -> UIImage? {
        return backgroundImages[state]
    }

    public func setBackgroundImage(image: UIImage?, forState state: UIControl.State) {
        if let image = image {
            backgroundImages[state] = image
        } else {
            backgroundImages.removeValue(forKey: state)
        }

        updateUI()
    }
    // added: end of the other properties' methods

    private func updateUI() {
        let defaultState = UIControl.State.normal
        let state = self.state

        let title: String?
        let titleIsFallback: Bool
        (title, titleIsFallback) = getValeuIn(collection: titles, forState: state, fallbackState: defaultState, fallbackValue: nil)

        let textColor: UIColor?
        let textColorIsFallback: Bool
        (textColor, textColorIsFallback) = getValeuIn(collection: titleColors, forState: state, fallbackState: defaultState, fallbackValue: isEnabled ? tintColor : UIColor(white: 0.4, alpha: 0.35))

        let image: UIImage?
        let imageIsFallback: Bool
        (image, imageIsFallback) = getValeuIn(collection: images, forState: state, fallbackState: defaultState, fallbackValue: nil)

        let backgroundImage: UIImage?
        let backgroundImageIsFallback: Bool
        (backgroundImage, backgroundImageIsFallback) = getValeuIn(collection: backgroundImages, forState: state, fallbackState: defaultState, fallbackValue: nil)

        let textAlpha: CGFloat = isHighlighted && titleIsFallback && textColorIsFallback ? highlightedAlpha : normalAlpha
        let imageAlpha: CGFloat = isHighlighted && imageIsFallback ? highlightedAlpha : normalAlpha
        let backgroundImageAlpha: CGFloat = isHighlighted && backgroundImageIsFallback ? highlightedAlpha : normalAlpha

        titleLabel.text = title
        titleLabel.textColor = textColor
        titleLabel.alpha = textAlpha
        imageView.image = image
        imageView.alpha = imageAlpha
        backgroundImageView.image = backgroundImage
        backgroundImageView.alpha = backgroundImageAlpha
    }

    private func getValeuIn<T>(collection: [UIControl.State: T], forState state: UIControl.State, fallbackState defaultState: UIControl.State, fallbackValue: T?) -> (T?, Bool) {
        let thing: T?
        let thingIsFallback: Bool

        if let aThing = collection[state] {
            thing = aThing
            thingIsFallback = false
        } else {
            thing = collection[defaultState] ?? fallbackValue
            thingIsFallback = true
        }

        return (thing, thingIsFallback)
    }

    override public var isEnabled: Bool {
        didSet {
            updateUI()
        }
    }

    override public var isSelected: Bool {  // added: as isEnabled, for the selected state
        didSet {
            updateUI()
        }
    }

    override public func tintColorDidChange() {
        updateUI()
    }

    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = super.beginTracking(touch, with: event)
        updateWithTouch(touch: touch)
        return track
    }

    override public func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = super.continueTracking(touch, with: event)
        updateWithTouch(touch: touch)
        return track
    }

    override public func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch = touch {
            updateWithTouch(touch: touch)
        }
    }

    private func updateWithTouch(touch: UITouch) {
        let point = touch.location(in: self)
        let ended = touch.phase == .ended

        // Workaround because touchInside inside is not true on beginTrackingWithTouch
        let insideTouch = self.point(inside: point, with: nil)  // self., as the local point hides the method

        isHighlighted = ended ? false : insideTouch || isTouchInside

        updateUI()
    }
}
