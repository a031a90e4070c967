import FlipbookSwiftUI
import Geometry
import Testing

/// Frames worked out by hand from SwiftUI's layout rules: the parent proposes a size, the
/// child chooses its own, the parent places it (WWDC 2019 "Building Custom Views with
/// SwiftUI"); a stack sets its spacing aside and offers the rest to its children least
/// flexible first, each an equal share of what is left (objc.io, "Thinking in SwiftUI").
/// The root view is offered the whole 300 × 200 scene and centred in it.
@Suite("SwiftUI layout")
struct LayoutTests {
  @Test("an HStack gives fixed views their width first and the rest to the flexible one")
  func horizontalStack() {
    let (_, host) = hosted(
      HStack {
        Rectangle().frame(width: 50, height: 20).accessibilityIdentifier("a")
        Rectangle().accessibilityIdentifier("b")
        Rectangle().frame(width: 30).accessibilityIdentifier("c")
      })
    // 300 − 2 × 8 spacing = 284. The two fixed widths go first (a: 50, c: 30), leaving 204
    // for b; b and c take the full 200 of height, a is centred: (200 − 20) / 2 = 90.
    #expect(same(host.frame(of: "a"), Rect(x: 0, y: 90, width: 50, height: 20)))
    #expect(same(host.frame(of: "b"), Rect(x: 58, y: 0, width: 204, height: 200)))
    #expect(same(host.frame(of: "c"), Rect(x: 270, y: 0, width: 30, height: 200)))
  }

  @Test("a padded leading VStack is centred, its views 10 points apart and aligned left")
  func paddedVerticalStack() {
    let (_, host) = hosted(
      VStack(alignment: .leading, spacing: 10) {
        Color.red.frame(width: 100, height: 40).accessibilityIdentifier("top")
        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("bottom")
      }
      .padding()
      .accessibilityIdentifier("padded"))
    // The stack is 100 × (40 + 10 + 20) = 100 × 70; 16 points of padding each side make
    // 132 × 102, centred: ((300 − 132) / 2, (200 − 102) / 2) = (84, 49).
    #expect(same(host.frame(of: "padded"), Rect(x: 84, y: 49, width: 132, height: 102)))
    #expect(same(host.frame(of: "top"), Rect(x: 100, y: 65, width: 100, height: 40)))
    #expect(same(host.frame(of: "bottom"), Rect(x: 100, y: 115, width: 60, height: 20)))
  }

  @Test("a ZStack is as large as its largest view and aligns the others in it")
  func zStack() {
    let (_, host) = hosted(
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 100, height: 80).accessibilityIdentifier("back")
        Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("front")
      })
    // 100 × 80 centred at (100, 60); the front view's bottom-right corner on the back's.
    #expect(same(host.frame(of: "back"), Rect(x: 100, y: 60, width: 100, height: 80)))
    #expect(same(host.frame(of: "front"), Rect(x: 160, y: 110, width: 40, height: 30)))
  }

  @Test("a frame with an infinite maximum width takes all the width and aligns its content")
  func flexibleFrame() {
    let (_, host) = hosted(
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
        .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("row"))
    // Width: min(∞, max(50, 300)) = 300; height: no bounds, the child's 50.
    #expect(same(host.frame(of: "row"), Rect(x: 0, y: 75, width: 300, height: 50)))
    #expect(same(host.frame(of: "square"), Rect(x: 0, y: 75, width: 50, height: 50)))
  }

  @Test("a frame with a minimum width grows a smaller view, and a maximum one shrinks the offer")
  func minimumAndMaximum() {
    let (_, host) = hosted(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).frame(minWidth: 60).accessibilityIdentifier("min")
        Color.blue.frame(maxWidth: 100, maxHeight: 30).accessibilityIdentifier("max")
      })
    // min: its child is 20 wide, so its flexibility is 0 and it goes first: it takes
    // max(60, 20) = 60 of the 150 offered. max: offered the 240 left, a colour takes all
    // of it, clamped to 100; height min(30, 200) = 30. Total 160 wide, centred: x = 70.
    #expect(same(host.frame(of: "min"), Rect(x: 70, y: 90, width: 60, height: 20)))
    #expect(same(host.frame(of: "max"), Rect(x: 130, y: 85, width: 100, height: 30)))
  }

  @Test("a Spacer takes what the fixed views leave, pushing them to the edges")
  func spacer() {
    let (_, host) = hosted(
      HStack {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("left")
        Spacer()
        Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("right")
      })
    #expect(same(host.frame(of: "left"), Rect(x: 0, y: 80, width: 40, height: 40)))
    #expect(same(host.frame(of: "right"), Rect(x: 260, y: 80, width: 40, height: 40)))
  }

  @Test("overlay and background are offered the view's size and aligned on it")
  func overlayAndBackground() {
    let (_, host) = hosted(
      Color.red.frame(width: 100, height: 60)
        .overlay(alignment: .topTrailing) {
          Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("badge")
        }
        .background(Color.green.accessibilityIdentifier("back")))
    // The view is 100 × 60 at (100, 70); the badge in its top-right corner; the background,
    // a colour, takes the whole size offered to it.
    #expect(same(host.frame(of: "badge"), Rect(x: 180, y: 70, width: 20, height: 20)))
    #expect(same(host.frame(of: "back"), Rect(x: 100, y: 70, width: 100, height: 60)))
  }

  @Test("offset moves the drawing and leaves the layout alone")
  func offset() {
    let (_, host) = hosted(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("moved").offset(x: 10, y: -5)
        Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("next")
      })
    // The pair is 100 × 50 at (100, 75); the first drawn 10 right and 5 up, the second where
    // it would be anyway.
    #expect(same(host.frame(of: "moved"), Rect(x: 110, y: 70, width: 50, height: 50)))
    #expect(same(host.frame(of: "next"), Rect(x: 150, y: 75, width: 50, height: 50)))
  }
}
