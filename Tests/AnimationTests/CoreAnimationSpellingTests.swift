import Geometry
import Pixels
import Testing

@testable import Animation

/// Code written the Core Animation way: typed key paths with CA's strings, numeric literals,
/// media timing on the animation itself, CASpringAnimation's parameters.
@Suite("Core Animation spellings")
struct CoreAnimationSpellingTests {
  @Test("every typed key path is the Core Animation string it stands for")
  func typedKeyPaths() {
    let numbers: [(LayerKeyPath<Double>, String)] = [
      (.opacity, "opacity"), (.zPosition, "zPosition"), (.cornerRadius, "cornerRadius"),
      (.borderWidth, "borderWidth"), (.transform(.rotation), "transform.rotation"),
      (.transform(.rotation(.x)), "transform.rotation.x"),
      (.transform(.rotation(.y)), "transform.rotation.y"),
      (.transform(.rotation(.z)), "transform.rotation.z"), (.transform(.scale), "transform.scale"),
      (.transform(.scale(.x)), "transform.scale.x"),
      (.transform(.translation(.z)), "transform.translation.z"),
      (.sublayerTransform(.rotation(.y)), "sublayerTransform.rotation.y"),
      (.position(.x), "position.x"), (.position(.y), "position.y"),
      (.anchorPoint(.y), "anchorPoint.y"), (.bounds(.width), "bounds.size.width"),
      (.bounds(.height), "bounds.size.height"), (.bounds(.originX), "bounds.origin.x"),
      (.bounds(.originY), "bounds.origin.y"),
    ]
    for (typed, string) in numbers {
      #expect(typed.description == string)
      #expect(typed.path.valueKind == "number")
    }
    #expect(LayerKeyPath.position.path.valueKind == "point")
    #expect(LayerKeyPath.anchorPoint.description == "anchorPoint")
    #expect(LayerKeyPath.boundsOrigin.path.valueKind == "point")
    #expect(LayerKeyPath.boundsSize.path.valueKind == "size")
    #expect(LayerKeyPath.transformTranslation.description == "transform.translation")
    #expect(LayerKeyPath.bounds.path.valueKind == "rect")
    #expect(LayerKeyPath.backgroundColor.path.valueKind == "color")
    #expect(LayerKeyPath.borderColor.path.valueKind == "color")
    #expect(LayerKeyPath.transform.path.valueKind == "transform")
    #expect(LayerKeyPath.sublayerTransform.path.valueKind == "transform")
  }

  @Test("a typed animation equals the one written with strings and explicit values")
  func typedEqualsString() throws {
    let typed = BasicAnimation(
      keyPath: .transform(.rotation(.y)), from: 0, to: .pi, duration: 1,
      timingFunction: .easeOut)
    let spelled = try BasicAnimation(
      keyPath: "transform.rotation.y", from: .scalar(0), to: .scalar(.pi), duration: 1,
      timingFunction: .easeOut)
    #expect(typed.keyPath == spelled.keyPath)
    #expect(typed.fromValue == spelled.fromValue && typed.toValue == spelled.toValue)
    #expect(typed.timing == spelled.timing)
    let colour = BasicAnimation(keyPath: .backgroundColor, to: .red)
    #expect(colour.toValue == .color(.red))
  }

  @Test("numbers are written as literals, as with CABasicAnimation's fromValue")
  func literals() throws {
    let fade = try BasicAnimation(keyPath: "opacity", from: 0.2, to: 1)
    #expect(fade.fromValue == .scalar(0.2))
    #expect(fade.toValue == .scalar(1))
  }

  @Test("media timing is set on the animation itself, as CAMediaTiming has it")
  func mediaTiming() {
    var pulse = BasicAnimation(keyPath: .opacity, from: 1, to: 0.5)
    pulse.duration = 0.4
    pulse.beginTime = 1
    pulse.speed = 2
    pulse.timeOffset = 0.1
    pulse.repeatCount = 3
    pulse.repeatDuration = 5
    pulse.autoreverses = true
    pulse.fillMode = .both
    var expected = MediaTiming(duration: 0.4)
    expected.beginTime = 1
    expected.speed = 2
    expected.timeOffset = 0.1
    expected.repeatCount = 3
    expected.repeatDuration = 5
    expected.autoreverses = true
    expected.fillMode = .both
    #expect(pulse.timing == expected)
    #expect(pulse.duration == 0.4 && pulse.fillMode == .both)
  }

  @Test("a value of the wrong kind is refused when the animation is created, for every type")
  func wrongKindAtCreation() {
    let mismatch = AnimationError.valueTypeMismatch(
      keyPath: "opacity", expected: "number", got: "color")
    #expect(throws: mismatch) { try BasicAnimation(keyPath: "opacity", to: .color(.red)) }
    #expect(throws: mismatch) {
      try SpringAnimation(keyPath: "opacity", from: .color(.red), spring: Spring())
    }
    #expect(throws: mismatch) {
      try KeyframeAnimation(keyPath: "opacity", values: [0, .color(.red)])
    }
    #expect(throws: AnimationError.unknownKeyPath("opactiy")) {
      try BasicAnimation(keyPath: "opactiy", to: 1)
    }
  }

  @Test("springs take CASpringAnimation's parameters, by name and in its order")
  func springParameters() {
    var pop = SpringAnimation(
      keyPath: .transform(.scale), from: 0.5, to: 1, mass: 2, stiffness: 300, damping: 12,
      initialVelocity: 1)
    #expect(pop.spring == Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1))
    pop.damping = 20
    pop.stiffness = 200
    #expect(pop.spring.damping == 20 && pop.spring.stiffness == 200)
    #expect(pop.settlingDuration == pop.spring.settlingDuration)
  }

  @Test("perceptual duration and bounce convert as SwiftUI's Spring documents")
  func perceptualDuration() {
    // Apple's `Spring` overview: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness
    // 157.9 and damping 17.6; Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63
    // and bounce 0.5.
    let bouncy = Spring(perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.mass - 1) < 1e-12)
    #expect(abs(bouncy.stiffness - 157.9) < 0.05)
    #expect(abs(bouncy.damping - 17.6) < 0.05)
    let physical = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(physical.perceptualDuration - 0.63) < 0.005)
    #expect(abs(physical.bounce - 0.5) < 1e-12)
    // Bounce 0 is critically damped; a negative bounce over-damps, and round-trips.
    #expect(abs(Spring(perceptualDuration: 1, bounce: 0).dampingRatio - 1) < 1e-12)
    let heavy = Spring(perceptualDuration: 1, bounce: -0.5)
    #expect(abs(heavy.dampingRatio - 2) < 1e-12)
    #expect(abs(heavy.bounce + 0.5) < 1e-12)
  }

  @Test("a named timing function is the same curve by name as by member")
  func namedTimingFunctions() {
    for name in TimingFunction.Name.allCases {
      #expect(TimingFunction(name: name) == TimingFunction.named[name.rawValue])
      #expect(TimingFunction(name: name).name == name.rawValue)
    }
  }
}
