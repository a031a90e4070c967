import Flipbook
import FlipbookQuartz
import Foundation
import Testing

@Suite("docs/porting.md")
struct PortingSnippetTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("the document shows the example as it is compiled here")
  func sameText() throws {
    let source = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Tests/FlipbookQuartzTests/PortingSnippet.swift"), encoding: .utf8)
    let document = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/porting.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// porting.md begin\n"))
    let end = try #require(source.range(of: "// porting.md end"))
    let snippet = String(source[begin.upperBound..<end.lowerBound])
    #expect(snippet.count > 200)
    #expect(document.contains("```swift\n" + snippet + "```"))
  }

  @Test("the example flashes, lifts and tilts the view, then completes")
  func runs() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .white
    window.addSubview(card)
    var completedAt: Double?
    highlight(card) { completedAt = scene.timeline.now }
    // Tilted back about x, seen in perspective: the rotation comes first, so m34 = cos·(−1/500).
    #expect(abs(card.layer.transform.m34 + cos(Double.pi / 8) / 500) < 1e-12)

    scene.timeline.advance(to: 0.3)
    let top = try #require(card.layer.presentation())
    #expect(abs(top.position.y - 80) < 1e-9)
    let blue = try #require(top.backgroundColor).flipbookColor
    #expect(blue == Color.systemBlue)

    scene.timeline.advance(to: 1)
    #expect(completedAt == 0.6)
    #expect(card.layer.transform == CATransform3DIdentity)
    #expect(try #require(card.layer.presentation()).position.y == 100)
  }
}
