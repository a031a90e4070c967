import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import ProcessServices
import Raster
import Testing

@testable import Flipbook

@Suite("Render settings: one set of ranges, checked once, and limits as values")
struct RenderSettingsTests {
  private func card(_ scene: Scene) {
    scene.rootLayer.addSublayer(Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test("an error names the setting, its value and its range")
  func messages() {
    #expect(throws: RenderSettingError.self) { try RenderSettings(scale: 9).validate() }
    do {
      try RenderSettings(scale: 9).validate()
    } catch {
      #expect(error.setting == .scale && error.value == 9)
      #expect(error.errorDescription == "scale 9: must be 0.05 to 8 pixels per point")
    }
    do {
      try RenderSettings(loopCount: 70_000).validate()
    } catch {
      #expect(error.errorDescription == "loop count 70000: must be 0 (forever) to 65535")
    }
    #expect(throws: Never.self) {
      try RenderSettings(fps: 0.01, scale: 0.05, loopCount: 65535, threads: 256).validate()
      try RenderSettings(fps: 50, scale: 8, threads: 1).validate()
    }
  }

  @Test("a frame larger than the limit is refused naming the limit, not a variable")
  func frameTooLarge() throws {
    let limits = Limits(maxPixels: 1000)
    let error = #expect(throws: RenderSettingError.self) {
      _ = try Recording(
        size: Size(width: 40, height: 40), duration: 1, settings: RenderSettings(scale: 1),
        limits: limits, build: card)
    }
    #expect(error?.setting == .scale && error?.exceededLimits == [.maxPixels])
    #expect(error?.errorDescription == "scale 1: a 40 × 40 px frame exceeds the limit of 1000 px")
    #expect(error?.errorDescription?.contains("FLIPBOOK") == false)
    // Within the limit, the same scene records.
    _ = try Recording(
      size: Size(width: 30, height: 30), duration: 1, settings: RenderSettings(scale: 1),
      limits: limits, build: card)
  }

  @Test("more frames than the limit are refused, naming the frame rate")
  func tooManyFrames() {
    let error = #expect(throws: RenderSettingError.self) {
      _ = try Recording(
        size: Size(width: 10, height: 10), duration: 2, settings: RenderSettings(fps: 30),
        limits: Limits(maxFrames: 50), build: card)
    }
    #expect(error?.setting == .fps && error?.exceededLimits == [.maxFrames])
    #expect(error?.errorDescription == "frame rate 30: 60 frames exceed the limit of 50")
  }

  @Test("a font file that exists but is not a font is an error naming it and the cause")
  func fontThatDoesNotLoad() throws {
    let path = NSTemporaryDirectory() + "not-a-font-\(getpid()).ttf"
    try Data("this is not a TrueType font".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: FontError.self) {
      try FontLibrary.bundled().check(.file(path, size: 17))
    }
    #expect(error?.errorDescription?.hasPrefix(path + ": not a font FreeType can open") == true)
    #expect(error?.errorDescription?.contains("unknown file format") == true)
  }

  @Test("a recording draws its text in the font it is given")
  func recordingFont() throws {
    let fonts = try FontLibrary.bundled()
    let recording = try Recording(
      size: Size(width: 60, height: 20), duration: 1, settings: RenderSettings(scale: 1),
      fonts: fonts
    ) { scene in
      let label = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 20))
      label.text = TextContent("Hi", fontSize: 14, color: .black)
      scene.rootLayer.addSublayer(label)
    }
    #expect(recording.fonts === fonts && recording.renderer.fonts === fonts)
    let frame = try recording.frame(at: 0)
    #expect(frame.bytes.contains { $0 < 128 }, "the text draws dark pixels on white")
  }
}
