import FlipbookQuartz
import Foundation
import Testing

/// CALayer's members from CALayer.h (docs/uikit-symbols.md), measured against what the
/// header documents for them.
@Suite("CALayer's members")
struct CALayerMembersTests {
  /// Layers named a, b, c added in that order (back to front) to a new layer.
  private func family() -> (CALayer, [CALayer]) {
    let parent = CALayer()
    let children = ["a", "b", "c"].map { name in
      let layer = CALayer()
      layer.name = name
      parent.addSublayer(layer)
      return layer
    }
    return (parent, children)
  }

  private func names(_ layer: CALayer) -> String {
    (layer.sublayers ?? []).compactMap(\.name).joined()
  }

  /// CALayer.h: insertSublayer(_:below:)/(_:above:) insert next to the sibling, removing the
  /// layer from its superlayer first; replaceSublayer(_:with:) puts the new layer in the old
  /// one's place.
  @Test("sublayers insert below and above a sibling, replace one, and can be set")
  func sublayers() {
    let (parent, children) = family()
    let (a, b, c) = (children[0], children[1], children[2])
    parent.insertSublayer(c, below: a)
    #expect(names(parent) == "cab")
    parent.insertSublayer(c, above: b)
    #expect(names(parent) == "abc")
    parent.insertSublayer(a, above: c)
    #expect(names(parent) == "bca")
    let d = CALayer()
    d.name = "d"
    parent.replaceSublayer(c, with: d)
    #expect(names(parent) == "bda" && c.superlayer == nil && d.superlayer === parent)
    parent.sublayers = [a, b]
    #expect(names(parent) == "ab" && d.superlayer == nil)
    parent.sublayers = nil
    #expect(parent.sublayers == nil && a.superlayer == nil)
  }

  /// A sublayer at position (60, 50) with bounds 20 × 20 and the default anchor point has
  /// its origin at (50, 40) in its superlayer; turned a quarter turn, its rectangle's
  /// corners map to a 20 × 20 box around the same centre.
  @Test("points and rectangles convert through positions and transforms")
  func conversion() {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    child.position = CGPoint(x: 60, y: 50)
    parent.addSublayer(child)
    let point = child.convert(CGPoint(x: 0, y: 0), to: parent)
    #expect(abs(point.x - 50) < 1e-9 && abs(point.y - 40) < 1e-9)
    let back = child.convert(CGPoint(x: 50, y: 40), from: parent)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(child.affineTransform().b - 1) < 1e-9)
    let box = child.convert(child.bounds, to: parent)
    #expect(abs(box.midX - 60) < 1e-9 && abs(box.midY - 50) < 1e-9)
    #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 20) < 1e-9)
    #expect(child.contains(CGPoint(x: 10, y: 10)) && !child.contains(CGPoint(x: 25, y: 10)))
  }

  @Test("filters and the opaque hint are stored and read back")
  func storedProperties() {
    let layer = CALayer()
    #expect(!layer.isOpaque && layer.filters == nil)
    layer.isOpaque = true
    layer.filters = ["blur"]
    #expect(layer.isOpaque && layer.filters?.count == 1)
    #expect(layer.shouldArchiveValue(forKey: "opacity"))
  }
}
