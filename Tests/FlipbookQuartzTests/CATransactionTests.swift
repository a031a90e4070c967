import Flipbook
import FlipbookQuartz
import Geometry
import Interaction
import Layers
import Testing

@Suite("CATransaction")
struct CATransactionTests {
  @Test("the completion block runs when the last animation of the transaction ends")
  func completion() {
    let scene = Scene(size: Size(width: 10, height: 10), duration: 1)
    let layer = CALayer(flipbookLayer: scene.rootLayer)
    var times: [Double] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { times.append(scene.timeline.now) }
    layer.add(fade(0.3), forKey: "a")
    layer.add(fade(0.6), forKey: nil)
    CATransaction.commit()
    scene.timeline.advance(to: 0.59)
    #expect(times.isEmpty)
    scene.timeline.advance(to: 1)
    #expect(times == [0.6])
  }

  @Test("nested transactions each complete with their own animations")
  func nested() {
    let scene = Scene(size: Size(width: 10, height: 10), duration: 1)
    let layer = CALayer(flipbookLayer: scene.rootLayer)
    var log: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.append("outer \(scene.timeline.now)") }
    layer.add(fade(0.5), forKey: "outer")
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.append("inner \(scene.timeline.now)") }
    layer.add(fade(0.2), forKey: "inner")
    CATransaction.commit()
    CATransaction.commit()
    scene.timeline.advance(to: 1)
    #expect(log == ["inner 0.2", "outer 0.5"])
  }

  @Test("a completion block set with no transaction open opens one; commit closes it")
  func implicit() {
    let scene = Scene(size: Size(width: 10, height: 10), duration: 1)
    let layer = CALayer(flipbookLayer: scene.rootLayer)
    var completedAt: Double?
    CATransaction.setCompletionBlock { completedAt = scene.timeline.now }
    layer.add(fade(0.4), forKey: nil)
    CATransaction.commit()
    #expect(CATransaction.completionBlock() == nil)
    scene.timeline.advance(to: 1)
    #expect(completedAt == 0.4)
  }

  @Test("an animation without a duration takes the transaction's animation duration")
  func animationDuration() {
    let scene = Scene(size: Size(width: 10, height: 10), duration: 2)
    let layer = CALayer(flipbookLayer: scene.rootLayer)
    #expect(CATransaction.animationDuration() == 0.25)
    var completedAt: Double?
    CATransaction.begin()
    CATransaction.setAnimationDuration(1.5)
    CATransaction.setCompletionBlock { completedAt = scene.timeline.now }
    layer.add(fade(0), forKey: "default")
    layer.add(fade(0.5), forKey: "own")
    #expect(CATransaction.animationDuration() == 1.5)
    CATransaction.commit()
    scene.timeline.advance(to: 2)
    #expect(completedAt == 1.5)
  }

  @Test("an animation on a layer outside any scene holds no transaction open")
  func layerOutsideScene() {
    let layer = CALayer()
    var completed = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { completed = true }
    layer.add(fade(1), forKey: "fade")
    CATransaction.commit()
    #expect(completed)
  }
}
