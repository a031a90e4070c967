import Flipbook
import FlipbookTesting
import Foundation
import Geometry
import Interaction
import Pixels
import SnapshotTesting
import Testing

@Suite("Snapshots under several device settings")
struct SettingsVariantTests {
  @Test("× combines variants, naming each after its parts, the first list outermost")
  func combining() {
    let variants =
      [.light, .dark] × [SettingsVariant.device(.iPhoneSE3), .contentSize(.extraSmall)]
    #expect(
      variants.map(\.name) == [
        "light-iPhone-SE-3rd-generation", "light-extraSmall", "dark-iPhone-SE-3rd-generation",
        "dark-extraSmall",
      ])
    let settings = variants[2].settings(from: RenderSettings(fps: 10))
    #expect(settings.appearance == .dark && settings.device == .iPhoneSE3)
    #expect(settings.scale == 2 && settings.fps == 10)
    let rtl = SettingsVariant.rightToLeft.settings(from: RenderSettings())
    #expect(rtl.layoutDirection == .rightToLeft)
  }

  @Test("each variant builds its own recording and is compared with its own reference")
  func eachVariant() throws {
    var seen: [RenderSettings] = []
    let make = { (settings: RenderSettings) throws -> Recording in
      seen.append(settings)
      return try Recording(size: Size(width: 8, height: 8), duration: 0.1, settings: settings) {
        _ in
      }
    }
    assertSnapshots(
      of: make, as: .frame(at: 0), under: [.light, .dark],
      base: RenderSettings(fps: 10, scale: 1), testName: "variants")
    #expect(seen.map(\.appearance) == [.light, .dark])
    // The references, one a variant: the light canvas white, the dark one black.
    let folder =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
      + "/__Snapshots__/SettingsVariantTests/"
    let light = try Image(contentsOfPNGFile: folder + "variants.light.png")
    let dark = try Image(contentsOfPNGFile: folder + "variants.dark.png")
    #expect(light[0, 0] == Color.white.pixel && dark[0, 0] == Color.black.pixel)
  }

  @Test("a variant whose recording cannot be made fails, naming it, and the others run")
  func failingVariant() {
    var made: [Appearance] = []
    withKnownIssue {
      assertSnapshots(
        of: { settings in
          made.append(settings.appearance)
          if settings.appearance == .light { throw RecordingError.invalidScene("no") }
          return try Recording(size: Size(width: 8, height: 8), duration: 0.1, settings: settings) {
            _ in
          }
        },
        as: .frame(at: 0), under: [.light, .dark], base: RenderSettings(fps: 10, scale: 1),
        testName: "variants")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("light: cannot make the recording") }
    }
    #expect(made == [.light, .dark])
  }
}

@Suite("A scale given beside a device")
struct GivenScaleTests {
  @Test("a device variant keeps the base's scale when one is given, else takes the device's")
  func deviceVariantKeepsAGivenScale() {
    let iPhone16 = SettingsVariant.device(.iPhone16)
    #expect(iPhone16.settings(from: RenderSettings(fps: 10, scale: 1)).scale == 1)
    // The iPhone 16 is a 3× screen (Apple's device specifications).
    #expect(iPhone16.settings(from: RenderSettings(fps: 10)).scale == 3)
    #expect(
      ([.dark] × [SettingsVariant.device(.iPhoneSE3)]).first?.settings(
        from: RenderSettings(scale: 1.5)
      ).scale == 1.5)
  }

  @Test("settings compare by the scale they render at, given or the device's")
  func equality() {
    var settings = RenderSettings()
    #expect(settings.scale == 2)
    settings.device = .iPhone16
    #expect(settings.scale == 3)
    #expect(settings == RenderSettings(scale: 3, device: .iPhone16))
    #expect(settings != RenderSettings(scale: 1, device: .iPhone16))
    settings.scale = 1
    settings.device = .iPhoneSE3
    #expect(settings.scale == 1)
  }
}
