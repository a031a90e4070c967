// The members example of docs/porting.md, compiled unchanged (PortingSnippetTests checks
// that the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md members begin
final class Badge: UIImageView {
  let count = UILabel()

  init(icon: UIImage, lit: UIImage) {
    super.init(image: icon, highlightedImage: lit)
    count.font = .boldSystemFont(ofSize: 12)
    addSubview(count)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func show(_ value: Int) {
    count.text = "\(value)"
    count.sizeToFit()
    // Raise the label by the room above its capitals, so the digits' tops line up with
    // the badge's top edge, in its top right corner.
    let font = count.font!
    count.frame.origin = CGPoint(
      x: bounds.maxX - count.bounds.width, y: -(font.ascender - font.capHeight))
    isHighlighted = value > 0
  }
}
// porting.md members end
