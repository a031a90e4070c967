// iOS text code as apps write it, compiled unchanged (TextTests runs it).

#if canImport(UIKit)
  import UIKit
  import CoreText
#else
  import FlipbookQuartz
#endif

/// A card's title: bold, centred, on two lines at most.
func makeCardTitle(_ title: String) -> UILabel {
  let label = UILabel(frame: CGRect(x: 16, y: 16, width: 180, height: 60))
  label.text = title
  label.font = .boldSystemFont(ofSize: 22)
  label.textColor = .black
  label.textAlignment = .center
  label.numberOfLines = 2
  return label
}

/// A contact's name, cut in the middle when it is too long for the row.
func makeNameLabel(_ name: String) -> UILabel {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
  label.font = UIFont.systemFont(ofSize: 15, weight: .medium)
  label.lineBreakMode = .byTruncatingMiddle
  label.text = name
  return label
}

/// "Total: 42 € overdue", the amount in bold and "overdue" in red.
func makeBalanceLabel() -> UILabel {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 24))
  label.font = .systemFont(ofSize: 17)
  label.textColor = .black
  let balance = NSMutableAttributedString(string: "Total: ")
  balance.append(
    NSAttributedString(string: "42 €", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
  balance.append(
    NSAttributedString(string: " overdue", attributes: [.foregroundColor: UIColor.red]))
  label.attributedText = balance
  return label
}

/// A hint under an image: wrapped, centred, drawn at 2× for a Retina screen.
func addHint(to view: UIView) -> CATextLayer {
  let hint = CATextLayer()
  hint.frame = CGRect(x: 10, y: 10, width: 180, height: 80)
  hint.string = "Swipe left to archive, right to keep"
  hint.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
  hint.fontSize = 14
  hint.foregroundColor = UIColor.black.cgColor
  hint.alignmentMode = .center
  hint.isWrapped = true
  hint.truncationMode = .end
  hint.contentsScale = 2
  view.layer.addSublayer(hint)
  return hint
}

// porting.md text begin
/// The app's brand font, registered from the file it ships, on a label; nil when the file
/// cannot be registered.
func makeBrandLabel(fontFile: URL) -> UILabel? {
  var error: Unmanaged<CFError>?
  guard CTFontManagerRegisterFontsForURL(fontFile as CFURL, .process, &error) else {
    print("could not register the brand font:", error!.takeRetainedValue())
    return nil
  }
  guard let brand = UIFont(name: "DejaVuSans", size: 20) else { return nil }
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
  label.font = brand
  label.text = "Flipbook"
  return label
}
// porting.md text end

/// A price with a struck-out old price: the strikethrough is not drawn here.
func makeSaleLabel() -> UILabel {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
  let sale = NSMutableAttributedString(
    string: "$40", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
  sale.append(NSAttributedString(string: " $25", attributes: [.kern: 1.5]))
  label.attributedText = sale
  label.layer.name = "sale"
  return label
}
