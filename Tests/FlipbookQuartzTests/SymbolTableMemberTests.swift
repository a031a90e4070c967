import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Pixels
import Testing

/// Records, at each touch method, what the touch methods of UIKit's recogniser API and the
/// event report.
private final class Probe: UIGestureRecognizer {
  struct Seen {
    let locations: [CGPoint]
    let type: UIEvent.EventType
    let subtype: UIEvent.EventSubtype
    let inWindow: Int
    let followed: Int
    let coalesced: Bool
    let predicted: Int
  }

  var seen: [Seen] = []
  weak var window: UIWindow?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { record(event) }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { record(event) }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  private func record(_ event: UIEvent) {
    let touch = event.allTouches!.first!
    seen.append(
      Seen(
        locations: (0..<numberOfTouches).map { location(ofTouch: $0, in: view) },
        type: event.type, subtype: event.subtype,
        inWindow: window.flatMap { event.touches(for: $0)?.count } ?? -1,
        followed: event.touches(for: self)?.count ?? -1,
        coalesced: event.coalescedTouches(for: touch) == [touch],
        predicted: event.predictedTouches(for: touch)?.count ?? -1))
  }
}

/// Counts the scroll view's inset notifications.
private final class InsetCounter: UIScrollView {
  var changes = 0
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    changes += 1
  }
}

/// The members of UIFont, UIImage, CGGeometry.h, CGPath, the gesture recognisers, UIEvent,
/// UIButton, UIImageView and UIScrollView that do more than return a constant, against
/// values worked out from the font files' tables and from UIKit's documentation.
@Suite("Symbol table members")
struct SymbolTableMemberTests {
  @Test("capHeight and xHeight are the OS/2 table's sCapHeight and sxHeight, in points")
  func letterHeights() {
    // Inter: sCapHeight 2048 and sxHeight 1536 on 2816 units per em (read with Python's
    // struct from Assets/Fonts/Inter-Regular.otf).
    let inter = UIFont.systemFont(ofSize: 17)
    #expect(abs(inter.capHeight - 2048.0 / 2816 * 17) < 1e-9)
    #expect(abs(inter.xHeight - 1536.0 / 2816 * 17) < 1e-9)
    // Noto Sans Mono: 714 and 536 on 1000.
    let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
    #expect(abs(mono.capHeight - 7.14) < 1e-9)
    #expect(abs(mono.xHeight - 5.36) < 1e-9)
  }

  @Test("equalTo compares standardized origin and size; two null rectangles are equal")
  func equalTo() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(!rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
    // A negative size is standardized first.
    #expect(
      CGRect(x: 0, y: 0, width: -1, height: -1).equalTo(CGRect(x: -1, y: -1, width: 1, height: 1)))
    #expect(
      !CGRect(x: 0, y: 0, width: -1, height: -1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(CGRect.null.equalTo(CGRect.null.offsetBy(dx: 5, dy: 5)))
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
  }

  @Test("isRect finds a closed rectangle with sides along the axes, and nothing else")
  func isRect() {
    var found = CGRect.zero
    #expect(
      CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil).isRect(&found))
    #expect(found == CGRect(x: 10, y: 20, width: 30, height: 40))
    // Drawn by hand, anticlockwise from the bottom right, back to the start before closing.
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 5, y: 9))
    path.addLine(to: CGPoint(x: 5, y: 1))
    path.addLine(to: CGPoint(x: 2, y: 1))
    path.addLine(to: CGPoint(x: 2, y: 9))
    path.addLine(to: CGPoint(x: 5, y: 9))
    path.closeSubpath()
    #expect(path.isRect(&found))
    #expect(found == CGRect(x: 2, y: 1, width: 3, height: 8))
    #expect(path.isRect(nil))
    // Rounded corners, a slanted side, an open outline: not rectangles.
    #expect(
      !CGPath(
        roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2,
        transform: nil
      ).isRect(nil))
    let slanted = CGMutablePath()
    slanted.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 11, y: 10), CGPoint(x: 0, y: 10),
    ])
    slanted.closeSubpath()
    #expect(!slanted.isRect(nil))
    let open = CGMutablePath()
    open.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
    ])
    #expect(!open.isRect(nil))
  }

  @Test("pngData and UIImage(data:scale:) carry the pixels; other data is no image")
  func pngRoundTrip() throws {
    var pixels = Image(width: 3, height: 2, fill: .white)
    pixels[1, 1] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let image = UIImage(flipbookImage: pixels, scale: 2)
    let data = try #require(image.pngData())
    let decoded = try #require(UIImage(data: data, scale: 2))
    #expect(decoded.flipbookImage == pixels)
    #expect(decoded.size == CGSize(width: 1.5, height: 1))
    #expect(UIImage(data: data)?.size == CGSize(width: 3, height: 2))
    #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
  }

  @Test("a recogniser's touches by index, and what the event says of them")
  func touchesByIndex() {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 2)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 50, y: 0, width: 250, height: 300))
    window.addSubview(view)
    var script = TouchScript()
    script.press(at: Point(x: 200, y: 150), time: 0.1, finger: 1)
    script.press(at: Point(x: 100, y: 100), time: 0.2, finger: 0)
    script.lift(at: Point(x: 200, y: 150), time: 0.5, finger: 1)
    script.lift(at: Point(x: 100, y: 100), time: 0.5, finger: 0)
    scene.touches.run(script)
    let probe = Probe()
    probe.window = window
    view.addGestureRecognizer(probe)
    scene.timeline.advance(to: 1)
    let last = probe.seen.last
    // Finger 0 first though it touched second; in the view's coordinates (50 to the left).
    #expect(last?.locations == [CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 150)])
    #expect(last?.type == .touches && last?.subtype == UIEvent.EventSubtype.none)
    #expect(last?.inWindow == 2 && last?.followed == 2)
    #expect(last?.coalesced == true && last?.predicted == 0)
    #expect(probe.location(ofTouch: 5, in: view) == .zero)
  }

  @Test("a highlighted image view shows its highlighted image, and its image again after")
  func highlightedImage() {
    let plain = UIImage(flipbookImage: Image(width: 2, height: 2, fill: .white))
    let lit = UIImage(flipbookImage: Image(width: 2, height: 2, fill: .red))
    let view = UIImageView(image: plain, highlightedImage: lit)
    #expect(view.frame.size == CGSize(width: 2, height: 2))
    #expect(view.layer.flipbookLayer.contents?.image == plain.flipbookImage)
    view.isHighlighted = true
    #expect(view.layer.flipbookLayer.contents?.image == lit.flipbookImage)
    view.highlightedImage = nil
    #expect(view.layer.flipbookLayer.contents?.image == plain.flipbookImage)
    view.highlightedImage = lit
    view.isHighlighted = false
    #expect(view.layer.flipbookLayer.contents?.image == plain.flipbookImage)
  }

  @Test("buttons made with a primary action take its title and image and run it")
  func primaryActionButtons() {
    let image = UIImage(flipbookImage: Image(width: 4, height: 4, fill: .red))
    var runs = 0
    let action = UIAction(title: "Save", image: image) { _ in runs += 1 }
    let custom = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40), primaryAction: action)
    #expect(custom.buttonType == .custom && custom.frame.width == 80)
    #expect(custom.title(for: .normal) == "Save" && custom.image(for: .normal) === image)
    custom.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    let system = UIButton(type: .system, primaryAction: action)
    #expect(system.buttonType == .system && system.currentTitle == "Save")
    #expect(system.currentImage === image)
    #expect(system.subtitleLabel == nil)
    #expect(!system.isHovered)
  }

  @Test("adjustedContentInsetDidChange runs when the inset changes, not when it is set again")
  func insetNotification() {
    let scrollView = InsetCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(scrollView.changes == 1)
    #expect(scrollView.adjustedContentInset.top == 10)
    #expect(scrollView.pinchGestureRecognizer == nil)
    scrollView.keyboardDismissMode = .onDrag
    scrollView.scrollsToTop = false
    #expect(scrollView.keyboardDismissMode == .onDrag && !scrollView.scrollsToTop)
  }

  @Test("the porting guide's badge raises its count by the room above the capitals and lights")
  func badgeExample() {
    let icon = UIImage(flipbookImage: Image(width: 40, height: 40, fill: .white))
    let lit = UIImage(flipbookImage: Image(width: 40, height: 40, fill: .red))
    let badge = Badge(icon: icon, lit: lit)
    badge.show(3)
    // Inter Bold: ascender 2728 and sCapHeight 2048 on 2816 units per em, at 12 points.
    #expect(abs(badge.count.frame.minY + 680.0 / 2816 * 12) < 1e-9)
    #expect(badge.count.frame.maxX == 40)
    #expect(badge.isHighlighted)
    #expect(badge.layer.flipbookLayer.contents?.image == lit.flipbookImage)
    badge.show(0)
    #expect(badge.layer.flipbookLayer.contents?.image == icon.flipbookImage)
  }
}
