import Animation
import Geometry
import Layers
import Testing

/// `contentsCenter`, a property added through ``PropertyValues``: its default, its by-name
/// spelling, and an animation of it.
@Suite("contentsCenter")
struct ContentsCenterTests {
  private let unit = Rect(x: 0, y: 0, width: 1, height: 1)

  @Test("the unit rectangle unless set; by name as a rect; its key paths exist")
  func byName() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(layer.contentsCenter == unit)
    #expect(layer[.contentsCenter] == .rect(unit))
    let middle = Rect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    layer[.contentsCenter] = .rect(middle)
    #expect(layer.contentsCenter == middle)
    layer[.contentsCenter] = .scalar(3)
    #expect(layer.contentsCenter == middle)
    #expect(AnimationKeyPath.allNames.contains("contentsCenter.size.width"))
    #expect(try AnimationKeyPath("contentsCenter").valueKind == "rect")
  }

  @Test("animated from the whole to the middle fifth: halfway each edge is halfway")
  func animation() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let middle = Rect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    layer.contentsCenter = middle
    layer.add(
      try BasicAnimation(
        keyPath: "contentsCenter", from: .rect(unit), to: .rect(middle), duration: 1))
    // Linear timing: at 0.5 s each component is the mean of its ends, (0 + 0.4) / 2 and
    // (1 + 0.2) / 2.
    let halfway = layer.presentedValues(at: 0.5).contentsCenter
    for (value, expected) in [
      (halfway.minX, 0.2), (halfway.minY, 0.2), (halfway.width, 0.6), (halfway.height, 0.6),
    ] {
      #expect(abs(value - expected) < 1e-12, "\(halfway)")
    }
    #expect(layer.presentedValues(at: 2).contentsCenter == middle)
  }
}
