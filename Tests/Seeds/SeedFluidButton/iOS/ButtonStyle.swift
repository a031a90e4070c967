// Seed 004: what the blog's Button.swift uses but does not show, written for the app as the
// fluid-interfaces project has them; colours as the native demo draws them.

import UIKit

/// The seed's button styles; colours as the native demo draws them.
public struct ButtonStyle: Equatable {
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

/// The seed's button sizes.
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

/// The seed's shared colours.
enum Colors {
    enum Button {
        static let border = UIColor(white: 0.55, alpha: 1)
        static let borderHighlighted = UIColor(white: 0.2, alpha: 1)
    }
}

extension UILabel {
    /// The seed's line-height helper. A one-line label is centred in its bounds, so
    /// here the line height does not move the text.
    func setLineHeight(lineHeight: CGFloat) {}
}

extension UISpringTimingParameters {
    /// The fluid-interfaces project's spring by damping ratio and response.
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let damp = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
    }
}
