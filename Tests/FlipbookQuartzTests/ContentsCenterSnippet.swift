// The contentsCenter example of docs/porting.md, compiled unchanged (PortingSnippetTests
// checks that the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md contents center begin
/// A badge drawn from a small image whose corners keep their size however large the badge
/// grows: only the image's middle third stretches.
func makeBadge(image: CGImage, frame: CGRect, scale: CGFloat) -> CALayer {
  let badge = CALayer()
  badge.frame = frame
  badge.contents = image
  badge.contentsScale = scale
  badge.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
  return badge
}
// porting.md contents center end
