import Foundation
import Layers

/// How a label places its line, as `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Against the left edge (one line is never justified).
  case justified
  /// Against the leading edge: the left, for the left-to-right text drawn here.
  case natural
}

/// A view showing one line of text, as UIKit's `UILabel`; it does not take touches.
open class UILabel: UIView {
  /// The text.
  open var text: String? { didSet { show() } }
  /// The font.
  open var font: UIFont! = .systemFont(ofSize: 17) { didSet { show() } }
  /// The text colour.
  open var textColor: UIColor! = .black { didSet { show() } }
  /// Where the line sits horizontally.
  open var textAlignment = NSTextAlignment.natural { didSet { show() } }

  /// An empty label occupying `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// A label with the attributes a storyboard gives it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  private func show() {
    layer.flipbookLayer.text = text.map { string in
      let alignment: TextContent.Alignment =
        switch textAlignment {
        case .center: .center
        case .right: .right
        case .left, .justified, .natural: .left
        }
      return TextContent(
        string, fontSize: Double(font?.pointSize ?? 17),
        color: textColor?.flipbookColor ?? .black, alignment: alignment)
    }
  }
}
