// Seed 004: the "fluid interfaces" calculator-style button, as the seed writes it, with the
// blog's animate() added as it says. Changed only mechanically, marked "changed:" below;
// the seed's own helpers it does not show (ButtonStyle, ButtonSize, Colors, setLineHeight,
// UISpringTimingParameters(damping:response:)) follow at the end, marked "added:".

#if canImport(UIKit)
import UIKit
#else
import FlipbookQuartz
#endif

open class FluidStyleButton: UIButton {  // changed: renamed from Button (seed 002 has one)
    private struct Const {
        static let borderWidth: CGFloat = 1
        static let cornerRadius: CGFloat = 2
    }

    open override var intrinsicContentSize: CGSize {
        var origSize = super.intrinsicContentSize
        origSize.height = self.size == .large ? origSize.height + 4.0 : origSize.height + 2.0
        //dump(origSize)
        return origSize
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        update()
    }

    open var style: ButtonStyle = .flat {
        didSet {
            if style != oldValue {
                update()
            }
        }
    }

    open var size: ButtonSize = .large {
        didSet {
            if size != oldValue {
                update()
            }
        }
    }

    open override var isHighlighted: Bool {
        didSet {
            if isHighlighted != oldValue {
                update()
            }
        }
    }

    open override var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue {
                update()
            }
        }
    }

    private var animator = UIViewPropertyAnimator()
    private let activationFeedBackGenerator = UIImpactFeedbackGenerator(style: .light)

    public init(style: ButtonStyle = .flat, size: ButtonSize = .large) {
        self.style = style
        self.size = size
        super.init(frame: .zero)
        initialize()
    }
    
    public override init(frame: CGRect) {
        super.init(frame: frame)
        initialize()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initialize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = Const.cornerRadius
        layer.borderWidth = style == .ghost ? Const.borderWidth : 0.0
    }

    func initialize() {
        update()
        // changed: the content size observer (a #selector) is left out: a recording never
        // changes the text size.
        addTarget(self, action: FluidStyleButton.didTouchDown, for: [.touchDown, .touchDragEnter])  // changed: #selector
        addTarget(self, action: FluidStyleButton.didTouchUp, for: [.touchUpInside, .touchDragExit, .touchCancel])  // changed: #selector
    }

    private func update() {
        setTitleColor(style.titleColor, for: .normal)
        setTitleColor(style.hightlightTitleColor, for: .highlighted)
        setTitleColor(style.disableTitleColor, for: .disabled)

        self.backgroundColor = isEnabled ? style.backgroundColor : style.disableBackgroundColor

        layer.borderColor = isEnabled ? style.titleColor.cgColor : style.disableTitleColor.cgColor

        titleLabel?.font = size.titleFont
        let lineHeight: CGFloat = (size == .large) ? 22.0 : 19.0
        titleLabel?.setLineHeight(lineHeight: lineHeight)

        contentEdgeInsets = size.contentEdgeInsets
    }

}

// MARK: - event
extension FluidStyleButton {  // changed: renamed
    private func didContentSizeCategoryDidChange() {  // changed: no @objc
        update()
    }

    private func didTouchDown() {  // changed: no @objc
        animator.stopAnimation(true)
        backgroundColor = style.hightlightBackgroundColor
        layer.borderColor = Colors.Button.borderHighlighted.cgColor
        activationFeedBackGenerator.impactOccurred()
        animate(scale: 0.95)  // added: the press the blog's animate() is for
    }

    private func didTouchUp() {  // changed: no @objc
        animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut, animations: {
            self.backgroundColor = self.style.backgroundColor
            self.layer.borderColor = Colors.Button.border.cgColor
        })
        animator.startAnimation()
        animate(scale: 1)  // added: springs back
    }

    // The blog's animate(), added "to give the enlarge/shrink effect".
    private func animate(scale: CGFloat) {  // changed: the scale as a parameter (the blog's is 1)
        let timingParameters = UISpringTimingParameters(damping: 0.4, response: 0.2)
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timingParameters)
        animator.addAnimations {
            self.transform = CGAffineTransform(scaleX: scale, y: scale)  // changed: scale
            // changed: the blog's background line (isOn, onColor, offColor: another button's
            // properties) is left out; didTouchDown and didTouchUp set the background.
        }
        animator.isInterruptible = true
        animator.startAnimation()
    }
}

// MARK: - added: what the seed uses but does not show

/// added: the seed's button styles; colours as the native demo draws them.
public struct ButtonStyle: Equatable {  // added: public, as the seed's init uses it
    var titleColor: UIColor
    var hightlightTitleColor: UIColor
    var disableTitleColor: UIColor
    var backgroundColor: UIColor
    var hightlightBackgroundColor: UIColor
    var disableBackgroundColor: UIColor

    public static let flat = ButtonStyle(
        titleColor: .white, hightlightTitleColor: .white,
        disableTitleColor: UIColor(white: 0.6, alpha: 1),
        backgroundColor: UIColor(white: 0.2, alpha: 1),
        hightlightBackgroundColor: UIColor(white: 0.45, alpha: 1),
        disableBackgroundColor: UIColor(white: 0.8, alpha: 1))
    public static let ghost = ButtonStyle(
        titleColor: UIColor(white: 0.15, alpha: 1), hightlightTitleColor: UIColor(white: 0.15, alpha: 1),
        disableTitleColor: UIColor(white: 0.6, alpha: 1),
        backgroundColor: .white,
        hightlightBackgroundColor: UIColor(white: 0.86, alpha: 1),
        disableBackgroundColor: .white)
}

/// added: the seed's button sizes.
public enum ButtonSize {
    case large
    case small

    var titleFont: UIFont { .systemFont(ofSize: self == .large ? 22 : 17) }
    var contentEdgeInsets: UIEdgeInsets {
        self == .large
            ? UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            : UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    }
}

/// added: the seed's shared colours.
enum Colors {
    enum Button {
        static let border = UIColor(white: 0.55, alpha: 1)
        static let borderHighlighted = UIColor(white: 0.2, alpha: 1)
    }
}

extension UILabel {
    /// added: the seed's line-height helper. A one-line label is centred in its bounds, so
    /// here the line height does not move the text.
    func setLineHeight(lineHeight: CGFloat) {}
}

extension UISpringTimingParameters {
    /// added: the fluid-interfaces project's spring by damping ratio and response.
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let damp = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
    }
}
