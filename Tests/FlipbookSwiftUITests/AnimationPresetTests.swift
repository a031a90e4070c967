import Animation
import Foundation
import Testing

@testable import FlipbookSwiftUI

/// SwiftUI's animation presets against Apple's documented numbers and the spring mapping
/// stiffness = (2π / response)², damping = 4π·ζ / response (mass 1).
@Suite("SwiftUI animation presets")
struct AnimationPresetTests {
  private func engine(_ animation: FlipbookSwiftUI.Animation) throws -> any LayerAnimation {
    try animation.layerAnimation(
      keyPath: "opacity", from: .scalar(0), to: .scalar(1), additive: false, now: 0)
  }

  @Test("the curves run 0.35 s by default, on Core Animation's curves")
  func curves() throws {
    let easeInOut = try #require(try engine(.easeInOut) as? BasicAnimation)
    #expect(easeInOut.timing.duration == 0.35)
    #expect(easeInOut.timingFunction == .easeInEaseOut)
    let linear = try #require(try engine(.linear(duration: 2)) as? BasicAnimation)
    #expect(linear.timing.duration == 2 && linear.timingFunction == .linear)
  }

  @Test("default is a spring of response 0.55 and damping fraction 1, run until it settles")
  func defaultSpring() throws {
    let spring = try #require(try engine(.default) as? SpringAnimation)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.55, 2)) < 1e-9)
    #expect(abs(spring.damping - 4 * .pi / 0.55) < 1e-9)
    #expect(spring.timing.duration == spring.settlingDuration)
  }

  @Test("spring() is response 0.5, damping fraction 0.825; snappy and bouncy bounce 0.15, 0.3")
  func springs() throws {
    let plain = try #require(try engine(.spring()) as? SpringAnimation)
    #expect(abs(plain.spring.dampingRatio - 0.825) < 1e-12)
    #expect(abs(plain.spring.perceptualDuration - 0.5) < 1e-12)
    let snappy = try #require(try engine(.snappy) as? SpringAnimation)
    #expect(abs(snappy.spring.dampingRatio - 0.85) < 1e-12)
    let bouncy = try #require(try engine(.bouncy) as? SpringAnimation)
    #expect(abs(bouncy.spring.dampingRatio - 0.7) < 1e-12)
    let smooth = try #require(try engine(.smooth) as? SpringAnimation)
    #expect(abs(smooth.spring.dampingRatio - 1) < 1e-12)
  }

  @Test("delay, speed and repeats map onto the media timing; each way counts as a repeat")
  func modifiers() throws {
    let animation = FlipbookSwiftUI.Animation.easeIn(duration: 1).delay(0.5).speed(2)
      .repeatCount(3, autoreverses: true)
    let basic = try #require(
      try animation.layerAnimation(
        keyPath: "opacity", from: .scalar(0), to: .scalar(1), additive: false, now: 10)
        as? BasicAnimation)
    #expect(basic.timing.beginTime == 10.5 && basic.timing.speed == 2)
    #expect(basic.timing.repeatCount == 1.5 && basic.timing.autoreverses)
    let forever = try #require(
      try engine(.linear.repeatForever(autoreverses: false)) as? BasicAnimation)
    #expect(forever.timing.repeatCount == .infinity && !forever.timing.autoreverses)
  }

  @Test("a blend duration is refused rather than ignored")
  func blend() {
    #expect(throws: AnimationError.self) {
      try engine(.spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0.2))
    }
  }
}
