import Flipbook
import Foundation
import Geometry
import Interaction
import Pixels
import ProcessServices
import Scenes
import Testing

@Suite("RenderSettings: device, appearance, content size, layout direction")
struct DeviceSettingsTests {
  @Test("a device gives its scale unless a scale is given")
  func scale() {
    #expect(RenderSettings(device: .iPhone16).scale == 3)
    #expect(RenderSettings(device: .iPadPro11).scale == 2)
    #expect(RenderSettings(scale: 1, device: .iPhone16).scale == 1)
    #expect(RenderSettings().scale == 2)
  }

  @Test("a device's screen is the canvas: its size in pixels, and its traits on the scene")
  func canvas() throws {
    var traits: Traits?
    let recording = try Recording(
      duration: 0.1,
      settings: RenderSettings(
        device: .iPhoneSE3, appearance: .dark, contentSize: .accessibilityMedium,
        layoutDirection: .rightToLeft)
    ) { scene in
      traits = scene.traits
    }
    #expect(recording.size == Size(width: 375, height: 667))
    #expect(recording.pixelSize.width == 750 && recording.pixelSize.height == 1334)
    #expect(
      traits
        == Traits(
          device: .iPhoneSE3, appearance: .dark, contentSize: .accessibilityMedium,
          layoutDirection: .rightToLeft, displayScale: 2))
  }

  @Test("a scene of another size than the device's screen is refused, naming both")
  func conflict() throws {
    let error = #expect(throws: RecordingError.self) {
      try Recording(
        size: Size(width: 200, height: 200), duration: 1,
        settings: RenderSettings(device: .iPhone16)
      ) { _ in }
    }
    #expect(
      error?.errorDescription
        == "invalid scene: a scene of 200 × 200 points cannot fill the iPhone 16's screen of "
        + "393 × 852 points; leave the size out to take the device's")
    #expect(throws: RecordingError.self) { try Recording(duration: 1) { _ in } }
  }

  @Test("a scene file's traits are the recording's; other settings are refused")
  func sceneFileTraits() throws {
    let json = #"{"format": 1, "device": "iPhone 16", "appearance": "dark", "duration": 1}"#
    let file = try SceneFile(bytes: Array(json.utf8), path: "d.json")
    let settings = file.contents.renderSettings
    #expect(settings.device == .iPhone16 && settings.scale == 3 && settings.appearance == .dark)
    let recording = try Recording(file: file)
    #expect(try recording.frame(at: 0)[0, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    var light = settings
    light.appearance = .light
    let error = #expect(throws: RecordingError.self) { try Recording(file: file, settings: light) }
    #expect(
      error?.errorDescription
        == "invalid scene: d.json was read for iPhone 16, dark, large, leftToRight; the "
        + "settings ask for iPhone 16, light, large, leftToRight: read the file with those "
        + "traits")
  }

  @Test("frames too large at the device's scale are an error at the file's device")
  func tooLargeAtTheDeviceScale() throws {
    let json = """
      {"format": 1,
       "device": "iPhone 16", "duration": 1}
      """
    let file = try SceneFile(bytes: Array(json.utf8), path: "d.json")
    let error = #expect(throws: SceneError.self) {
      try file.check(file.contents.renderSettings, limits: Limits(maxPixels: 1_000_000))
    }
    #expect(
      error?.localizedDescription
        == "d.json:2:12: device: at the device's scale 3, a 1179 × 2556 px frame exceeds the "
        + "limit of 1000000 px")
  }
}
