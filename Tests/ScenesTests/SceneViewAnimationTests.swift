import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Testing

@testable import Scenes

@Suite("Scene files: view animations and transitions")
struct SceneViewAnimationTests {
  private func scene(_ layers: String, touches: String = "[]") throws -> Scene {
    let json = SceneFixture.scene(layers: layers, touches: touches)
    return try SceneFile(bytes: Array(json.utf8), path: "s.json").makeScene()
  }

  /// The message of the first problem with `animation` written on a layer.
  private func problem(_ animation: String, sublayers: String = "[]") -> SceneError? {
    let json = SceneFixture.scene(
      layers: """
        [{"name": "card", "frame": [0, 0, 100, 100], "sublayers": \(sublayers),
          "animations": [\(animation)]}]
        """)
    do {
      try SceneFile(bytes: Array(json.utf8), path: "s.json").validate()
      return nil
    } catch let error as SceneError {
      return error
    } catch {
      return nil
    }
  }

  @Test("options, delay and the spring form reach the engine's view animation")
  func decoding() throws {
    let json = SceneFixture.scene(
      layers: """
        [{"name": "a", "animations": [
          {"type": "viewAnimation", "duration": 0.5, "delay": 0.1,
           "options": ["curveEaseOut", "repeat", "autoreverse", "allowUserInteraction",
                       "beginFromCurrentState"],
           "changes": {"alpha": 0.5}},
          {"type": "viewAnimation", "duration": 0.8, "dampingRatio": 0.6, "initialVelocity": 2,
           "changes": {"center": [10, 20]}},
          {"type": "transition", "duration": 1, "options": ["transitionFlipFromTop"],
           "changes": {"hidden": true}}]}]
        """)
    let animations = try SceneFile(bytes: Array(json.utf8), path: "s.json").contents.layers[0]
      .animations
    guard case .view(let first) = animations[0].body, case .view(let second) = animations[1].body,
      case .transition(let third) = animations[2].body
    else {
      Issue.record("expected two view animations and a transition")
      return
    }
    #expect(first.animation.pacing == .curve(TimingFunction(name: .easeOut)))
    #expect(first.animation.delay == 0.1)
    #expect(first.animation.repeats && first.animation.autoreverses)
    #expect(first.animation.allowsUserInteraction)
    #expect(first.changes.alpha == 0.5)
    #expect(second.animation.pacing == .spring(dampingRatio: 0.6, initialVelocity: 2))
    #expect(!second.animation.allowsUserInteraction)
    guard case .view(let flip) = third.drawing else {
      Issue.record("not UIView.transition")
      return
    }
    #expect(flip.style == .flipFromTop)
    #expect(flip.curve == TimingFunction(name: .easeInEaseOut))
    #expect(third.changes.hidden == true)
    #expect(animations.map(\.kind) == [.viewAnimation, .viewAnimation, .transition])
    #expect(animations.allSatisfy { $0.animation == nil })
  }

  @Test("a frame change keeps the bounds' origin and places the centre by the anchor point")
  func frameChange() throws {
    let built = try scene(
      """
      [{"name": "a", "bounds": [5, 5, 40, 40], "position": [50, 50], "anchorPoint": [0, 0],
        "animations": [{"type": "viewAnimation", "duration": 1,
                        "changes": {"frame": [100, 60, 80, 20]}}]}]
      """)
    built.timeline.advance(to: 0)
    let a = try #require(built.rootLayer.firstLayer(named: "a"))
    #expect(a.bounds == Rect(x: 5, y: 5, width: 80, height: 20))
    #expect(a.position == Point(x: 100, y: 60))
    #expect(a.frame == Rect(x: 100, y: 60, width: 80, height: 20))
    // On screen it starts where it was.
    #expect(a.presentedValues(at: 0).position == Point(x: 50, y: 50))
    #expect(a.presentedValues(at: 0).bounds.size == Size(width: 40, height: 40))
  }

  @Test("'after' follows a view animation's and a transition's completion")
  func sequencing() throws {
    let built = try scene(
      """
      [{"name": "card", "frame": [0, 0, 100, 100],
        "sublayers": [{"name": "f", "frame": [0, 0, 100, 100]},
                      {"name": "b", "frame": [0, 0, 100, 100], "hidden": true}],
        "animations": [
          {"type": "viewAnimation", "key": "move", "duration": 0.5, "delay": 0.25,
           "changes": {"center": [60, 50]}},
          {"type": "transition", "key": "flip", "duration": 0.4,
           "options": ["transitionFlipFromRight"], "from": "f", "to": "b",
           "start": {"after": "move"}},
          {"type": "basic", "keyPath": "opacity", "from": 1, "to": 0.5, "duration": 0.1,
           "start": {"after": "flip"}}]}]
      """)
    built.timeline.advance(to: 2)
    let ends = built.timeline.events.filter { $0.name == "animation.end" }
    // The move ends at 0.75, the flip's two halves at 1.15, the fade 0.1 s later.
    #expect(abs(ends.first!.time - 0.75) < 1e-9)
    #expect(abs(ends.last!.time - 1.25) < 1e-9)
    #expect(
      ends.last?.fields.contains { $0.key == "keyPath" && $0.value == .string("opacity") }
        == true)
    let card = try #require(built.rootLayer.firstLayer(named: "card"))
    #expect(card.sublayers.map(\.isHidden) == [true, false])
    #expect(built.rootLayer.sublayers.map(\.name) == ["card"])
  }

  @Test(
    "a built scene is freed with its timeline: starters and the animations they follow hold no cycle"
  )
  func freed() throws {
    weak var root: Layer?
    weak var timeline: Timeline?
    do {
      let built = try scene(
        """
        [{"name": "card", "frame": [0, 0, 100, 100],
          "sublayers": [{"name": "f", "frame": [0, 0, 100, 100]},
                        {"name": "b", "frame": [0, 0, 100, 100], "hidden": true}],
          "animations": [
            {"type": "basic", "key": "one", "keyPath": "opacity", "to": 0.5, "duration": 0.2,
             "start": {"tap": "card"}},
            {"type": "viewAnimation", "key": "two", "duration": 0.2,
             "changes": {"alpha": 1}, "start": {"after": "one"}},
            {"type": "transition", "duration": 0.2, "options": ["transitionCrossDissolve"],
             "from": "f", "to": "b", "start": {"after": "two"}}]}]
        """, touches: #"[{"tap": [50, 50], "at": 0.1}]"#)
      built.timeline.advance(to: 0.35)
      root = built.rootLayer
      timeline = built.timeline
      #expect(root != nil)
    }
    #expect(root == nil)
    #expect(timeline == nil)
  }

  @Test("a tap does not reach a layer a view animation runs on unless it allows interaction")
  func tapsDuringAnimation() throws {
    for allows in [false, true] {
      let options = allows ? #"["allowUserInteraction", "repeat"]"# : #"["repeat"]"#
      let built = try scene(
        """
        [{"name": "dot", "frame": [50, 50, 100, 100], "backgroundColor": "red",
          "animations": [
            {"type": "viewAnimation", "duration": 0.5, "options": \(options),
             "changes": {"alpha": 0.8}},
            {"type": "basic", "key": "tapped", "keyPath": "opacity", "to": 1, "duration": 0.1,
             "start": {"tap": "dot"}}]}]
        """, touches: #"[{"tap": [100, 100], "at": 0.5}]"#)
      built.timeline.advance(to: 2)
      let recognized = built.timeline.events.contains { $0.name == "gesture.recognized" }
      #expect(recognized == allows)
    }
  }

  @Test(
    "each mistake is one line naming the key and what to write",
    arguments: [
      (
        #"{"type": "viewAnimation", "duration": 1, "changes": {"opacity": 0}}"#,
        "layers[0].animations[0].changes.opacity",
        "unknown key 'opacity': a view's opacity is 'alpha'"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "changes": {"cornerRadius": 4}}"#,
        "layers[0].animations[0].changes.cornerRadius",
        "unknown key 'cornerRadius': a view animation changes frame, bounds, center, transform, "
          + "alpha and backgroundColor; animate 'cornerRadius' with a basic animation"
      ),
      (
        #"{"type": "viewAnimation", "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].type",
        "missing key 'duration' (seconds; 0 makes the change at once)"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "beginTime": 1, "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].beginTime",
        "'beginTime' belongs to basic, keyframe, spring and group animations, not viewAnimation"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "options": ["curveEaseInOut", "curveLinear"], "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].options[1]",
        "two curves given, 'curveEaseInOut' and 'curveLinear'; give one"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "options": ["curveEasOut"], "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].options[0]",
        "unknown option 'curveEasOut' (did you mean 'curveEaseOut'?)"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "options": ["layoutSubviews"], "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].options[0]",
        "option 'layoutSubviews' is not supported: scene layers have no layout to animate"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "options": ["transitionFlipFromLeft"], "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].options[0]",
        "option 'transitionFlipFromLeft' belongs to transitions"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "changes": {"hidden": true}}"#,
        "layers[0].animations[0].changes",
        "'hidden' does not animate in a view animation (UIKit sets it at once); "
          + "a transition shows it, or animate 'alpha'"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "initialVelocity": 1, "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].initialVelocity",
        "'initialVelocity' is the spring form's (usingSpringWithDamping:initialSpringVelocity:); "
          + "give 'dampingRatio' too"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "dampingRatio": 1.5, "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].dampingRatio",
        "expected a damping ratio above 0 and at most 1, found 1.5"
      ),
      (
        #"{"type": "viewAnimation", "duration": 1, "changes": {}}"#,
        "layers[0].animations[0].changes",
        "expected at least one new value"
      ),
      (
        #"{"type": "transition", "duration": 1, "options": ["transitionCurlUp"], "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].options[0]",
        "option 'transitionCurlUp' is not supported: page curls are not drawn; "
          + "use a flip or crossDissolve"
      ),
      (
        #"{"type": "transition", "duration": 1, "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].type",
        "a transition needs one of the options transitionFlipFromLeft, transitionFlipFromRight, "
          + "transitionFlipFromTop, transitionFlipFromBottom, transitionCrossDissolve, "
          + "or a 'transitionType' (fade, moveIn, push and reveal)"
      ),
      (
        #"{"type": "transition", "duration": 1, "transitionType": "push", "subtype": "fromTopp", "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].subtype",
        "unknown transition subtype 'fromTopp' (did you mean 'fromTop'?); "
          + "the transition subtypes are fromRight, fromLeft, fromTop and fromBottom"
      ),
      (
        #"{"type": "transition", "duration": 1, "transitionType": "puhs", "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].transitionType",
        "unknown transition type 'puhs' (did you mean 'push'?); "
          + "the transition types are fade, moveIn, push and reveal"
      ),
      (
        #"{"type": "transition", "duration": 1, "options": ["transitionCrossDissolve"], "subtype": "fromTop", "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].subtype",
        "'subtype' goes with a 'transitionType'"
      ),
      (
        #"{"type": "transition", "duration": 1, "transitionType": "push", "options": ["transitionCrossDissolve"], "changes": {"alpha": 0}}"#,
        "layers[0].animations[0].options",
        "'options' belong to UIView.transition; a 'transitionType' (CATransition) takes "
          + "'timingFunction'"
      ),
      (
        #"{"type": "transition", "duration": 1, "options": ["transitionCrossDissolve"], "from": "a"}"#,
        "layers[0].animations[0].from",
        "give both 'from' and 'to' (the sublayers hidden and shown), or neither"
      ),
      (
        #"{"type": "transition", "duration": 1, "options": ["transitionCrossDissolve"]}"#,
        "layers[0].animations[0].type",
        "a transition shows a change: give 'from' and 'to', or 'changes'"
      ),
      (
        #"{"type": "group", "animations": [{"type": "viewAnimation", "duration": 1, "changes": {"alpha": 0}}]}"#,
        "layers[0].animations[0].animations",
        "a group holds Core Animation animations; a viewAnimation runs on its own, "
          + "with a 'start' of its own"
      ),
    ])
  func mistakes(animation: String, path: String, message: String) {
    let error = problem(animation)
    #expect(error?.path == path)
    #expect(error?.message == message)
  }

  @Test("a transition's views must be sublayers of its layer, and two of them")
  func transitionViews() {
    let sublayers = #"[{"name": "front", "frame": [0, 0, 10, 10]}]"#
    let unknown = problem(
      #"{"type": "transition", "duration": 1, "options": ["transitionCrossDissolve"], "#
        + #""from": "front", "to": "bak"}"#, sublayers: sublayers)
    #expect(unknown?.path == "layers[0].animations[0].to")
    #expect(
      unknown?.message
        == "no sublayer of this layer is named 'bak' (expected one of: front)")
    let same = problem(
      #"{"type": "transition", "duration": 1, "options": ["transitionCrossDissolve"], "#
        + #""from": "front", "to": "front"}"#, sublayers: sublayers)
    #expect(same?.message == "'from' and 'to' name the same sublayer")
  }
}
