import Flipbook
import Foundation
import Testing

@Suite("README")
struct ReadmeExampleTests {
  /// The "Using it from Swift" example, as printed, writing to a temporary folder.
  @Test("the Swift example runs and turns the card edge-on half-way")
  func example() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let timeline = Timeline(rootLayer: root)
    let card = Layer(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .systemBlue
    card.cornerRadius = 12
    root.addSublayer(card)
    var spin = try BasicAnimation(
      keyPath: "transform.rotation.y", from: .scalar(0), to: .scalar(.pi), duration: 1,
      timingFunction: .easeInEaseOut)
    spin.timing.fillMode = .forwards
    try card.add(spin, forKey: "spin")
    timeline.advance(to: 0.5)
    let frame = Renderer(scale: 2).render(
      root.presentation(at: 0.5), size: Size(width: 200, height: 200))
    let path = NSTemporaryDirectory() + "half-way-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try frame.writePNG(to: path)
    // Half-way through an ease-in-ease-out half turn, the card is edge-on: nothing shows.
    let written = try Image(contentsOfPNGFile: path)
    #expect(written.bytes.allSatisfy { $0 > 250 })
  }
}
