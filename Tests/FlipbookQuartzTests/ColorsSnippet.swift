// The colours example of docs/porting.md, compiled unchanged (PortingSnippetTests checks
// that the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md colors begin
/// Six swatches round the colour wheel, each darker than the last by a tenth.
func addHueSwatches(to view: UIView) {
  for index in 0..<6 {
    let swatch = UIView(frame: CGRect(x: CGFloat(index) * 30, y: 0, width: 30, height: 30))
    swatch.backgroundColor = UIColor(
      hue: CGFloat(index) / 6, saturation: 1, brightness: 1 - CGFloat(index) / 10, alpha: 1)
    view.addSubview(swatch)
  }
}
// porting.md colors end
