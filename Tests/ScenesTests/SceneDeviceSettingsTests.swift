import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@testable import Scenes

/// A scene file with `keys` (with their trailing comma) before its duration and one label.
private func scene(_ keys: String, text: String = #"{"string": "Hi"}"#) -> String {
  """
  {"format": 1, \(keys)
   "duration": 1,
   "layers": [{"frame": [0, 0, 100, 40], "text": \(text)}]}
  """
}

private func decode(_ json: String, traits: TraitOverrides = TraitOverrides()) throws
  -> SceneFile
{
  try SceneFile(bytes: Array(json.utf8), path: "s.json", traits: traits)
}

@Suite("Scene files: device, appearance, content size, layout direction")
struct SceneDeviceSettingsTests {
  @Test("a device is the canvas: its screen is the size, and a scale")
  func deviceIsTheCanvas() throws {
    let file = try decode(scene(#""device": "iPhone 16","#))
    #expect(file.contents.size == Size(width: 393, height: 852))
    #expect(file.contents.device == .iPhone16)
    #expect(file.contents.traits.displayScale == 3)
    #expect(try file.makeScene().traits.device == .iPhone16)
    // The same size written out is the device's.
    let same = try decode(scene(#""device": "iPhone 16", "size": [393, 852],"#))
    #expect(same.contents.size == Size(width: 393, height: 852))
  }

  @Test("an unknown device is an error at its line and column, listing the devices")
  func unknownDevice() throws {
    let json = scene(#""device": "iPhone 99","#)
    let error = try problem(json, at: #""iPhone 99""#)
    #expect(error.path == "device")
    let message = error.localizedDescription
    #expect(message.contains("unknown device 'iPhone 99'"))
    for device in Device.all { #expect(message.contains(device.name), "\(device.name)") }
    let near = try problem(scene(#""device": "iPhone 16 pro","#), at: #""iPhone 16 pro""#)
    #expect(near.localizedDescription.contains("did you mean 'iPhone 16 Pro'?"))
  }

  @Test("a size that is not the device's screen is an error at the size, naming both")
  func sizeConflict() throws {
    let json = scene(#""device": "iPhone SE (3rd generation)", "size": [200, 200],"#)
    let error = try problem(json, at: "[200, 200]")
    #expect(
      error.localizedDescription.hasSuffix(
        "size: 200 × 200 points is not the screen of the iPhone SE (3rd generation), "
          + "375 × 667 points: leave 'size' out to take the device's"))
    // A device given from outside conflicts the same way with the file's size.
    #expect(throws: SceneError.self) {
      try decode(scene(#""size": [200, 200],"#), traits: TraitOverrides(device: .iPhone16))
    }
    // Without a device, a size is required.
    let missing = try problem(scene(""), at: "{")
    #expect(
      missing.localizedDescription
        == "s.json:1:1: size: missing required key 'size' (or 'device', whose screen is then "
        + "the canvas)")
  }

  @Test("unknown appearances, content sizes and directions are errors naming the choices")
  func unknownNames() throws {
    let appearance = try problem(
      scene(#""size": [100, 40], "appearance": "dim","#), at: #""dim""#)
    #expect(appearance.localizedDescription.contains("unknown appearance 'dim'"))
    let size = try problem(
      scene(#""size": [100, 40], "contentSize": "huge","#), at: #""huge""#)
    #expect(size.localizedDescription.contains("accessibilityExtraExtraExtraLarge"))
    let direction = try problem(
      scene(#""size": [100, 40], "layoutDirection": "rtl","#), at: #""rtl""#)
    #expect(direction.localizedDescription.contains("rightToLeft"))
  }

  @Test("system colours and the background take the appearance's values")
  func appearance() throws {
    let text = #"{"string": "Hi", "color": "secondaryLabel"}"#
    let light = try decode(scene(#""size": [100, 40],"#, text: text))
    let dark = try decode(scene(#""size": [100, 40], "appearance": "dark","#, text: text))
    let overridden = try decode(
      scene(#""size": [100, 40],"#, text: text), traits: TraitOverrides(appearance: .dark))
    func color(_ file: SceneFile) throws -> Color {
      try #require(file.makeScene().rootLayer.sublayers[0].text?.runs.first?.color)
    }
    #expect(try color(light) == Color(hex: 0x3C3C43, alpha: 0.6))
    #expect(try color(dark) == Color(hex: 0xEBEBF5, alpha: 0.6))
    #expect(try color(overridden) == color(dark))
    #expect(try light.makeScene().background == .white)
    #expect(try dark.makeScene().background == .black)
    // A label's default colour is UIKit's label colour.
    let plain = try decode(scene(#""size": [100, 40], "appearance": "dark","#))
    #expect(try color(plain) == .white)
  }

  @Test("a text style is sized for the content size; not beside a font size")
  func textStyle() throws {
    let text = #"{"string": "Hi", "textStyle": "headline"}"#
    func font(_ keys: String, _ traits: TraitOverrides = TraitOverrides()) throws -> TextFont {
      try #require(
        decode(scene(keys, text: text), traits: traits).makeScene().rootLayer.sublayers[0].text?
          .runs.first?.font)
    }
    #expect(try font(#""size": [100, 40],"#) == .system(size: 17, weight: .semibold))
    #expect(
      try font(#""size": [100, 40], "contentSize": "accessibilityExtraExtraExtraLarge","#).size
        == 53)
    #expect(
      try font(#""size": [100, 40],"#, TraitOverrides(contentSize: .extraSmall)).size == 14)
    let both = scene(
      #""size": [100, 40],"#, text: #"{"string": "Hi", "fontSize": 20, "textStyle": "body"}"#)
    let error = try problem(both, at: #""body""#)
    #expect(error.localizedDescription.contains("give either 'textStyle' or 'fontSize'"))
    let unknown = scene(#""size": [100, 40],"#, text: #"{"string": "Hi", "textStyle": "bodyy"}"#)
    #expect(try problem(unknown, at: #""bodyy""#).localizedDescription.contains("'body'"))
  }

  @Test("natural alignment is right-aligned in a right-to-left layout")
  func layoutDirection() throws {
    let text = #"{"string": "Hi", "alignment": "natural"}"#
    let ltr = try decode(scene(#""size": [100, 40],"#, text: text))
    let rtl = try decode(
      scene(#""size": [100, 40], "layoutDirection": "rightToLeft","#, text: text))
    #expect(try ltr.makeScene().rootLayer.sublayers[0].text?.alignment == .natural)
    #expect(try rtl.makeScene().rootLayer.sublayers[0].text?.alignment == .right)
  }
}
