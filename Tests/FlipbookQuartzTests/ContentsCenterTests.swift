import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Pixels
import Testing

/// `CALayer.contentsCenter`: the porting guide's badge drawn with its corners kept, and the
/// property reached by key-value coding and animated as Core Animation does.
@Suite("CALayer.contentsCenter")
struct ContentsCenterTests {
  /// 30 × 30 px in blocks of 10: red corners, green edges, a blue centre.
  private static let tile: Image = {
    var image = Image(width: 30, height: 30)
    for y in 0..<30 {
      for x in 0..<30 {
        let edges = (x / 10 == 1 ? 1 : 0) + (y / 10 == 1 ? 1 : 0)
        image[x, y] = [Color.red, Color(red: 0, green: 1, blue: 0), Color.blue][edges].pixel
      }
    }
    return image
  }()

  @Test("the badge at scale 2 over 90 × 60 pt keeps 5 pt corners, the centre takes the rest")
  func badge() throws {
    // Rendered at scale 2, as the image is drawn for: a texel is a pixel.
    let recording = try Recording(
      size: Size(width: 100, height: 80), duration: 1,
      settings: RenderSettings(fps: 10, scale: 2, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      window.layer.addSublayer(
        makeBadge(
          image: CGImage(Self.tile), frame: CGRect(x: 5, y: 10, width: 90, height: 60), scale: 2))
    }
    let frame = try recording.frames(at: [0])[0]
    // 10 px corners at 2 px a point: 5 pt, so pixels 10..<20 and 180..<190 across, 20..<30
    // and 130..<140 down.
    for (x, y) in [(10, 20), (19, 29), (180, 20), (189, 139), (10, 139)] {
      #expect(frame[x, y] == Color.red.pixel, "(\(x), \(y))")
    }
    // The edges stretch between them: the top one over pixels 20..<180.
    let green = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    for (x, y) in [(20, 20), (179, 29), (10, 30), (189, 129)] {
      #expect(frame[x, y] == green, "(\(x), \(y))")
    }
    // The centre: (90 − 10) × (60 − 10) pt from (10, 15) pt.
    for (x, y) in [(20, 30), (179, 129), (100, 80)] {
      #expect(frame[x, y] == Color.blue.pixel, "(\(x), \(y))")
    }
    #expect(frame[9, 80] == Color.white.pixel && frame[190, 80] == Color.white.pixel)
  }

  @Test("read and written by key path; a standalone layer's change animates implicitly")
  func keyValueCodingAndActions() throws {
    let (scene, _) = animationScene()
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 0.5)
    CATransaction.begin()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    layer.setValue(CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2), forKeyPath: "contentsCenter")
    CATransaction.commit()
    #expect(layer.contentsCenter == CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
    #expect(layer.value(forKeyPath: "contentsCenter.size.width") as? Double == 0.2)
    #expect(layer.animationKeys() == ["contentsCenter"])
    // The implicit animation: 0.25 s, here linear; halfway, halfway between
    // (0, 0, 1, 1) and (0.4, 0.4, 0.2, 0.2).
    scene.timeline.advance(to: 0.625)
    let shown = try #require(layer.presentation()).contentsCenter
    #expect(abs(shown.minX - 0.2) < 1e-9 && abs(shown.width - 0.6) < 1e-9, "\(shown)")
  }
}
