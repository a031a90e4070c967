import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

@Suite("Canvas")
struct CanvasTests {
  @Test("bytes are the components plus ½ truncated, clamped to 0...255, NaN as 0")
  func rounding() {
    // Halves, the floats just below them, the ends, beyond them, and NaN.
    let values: [Float] = [
      0, .nan, 0.5, 1.5, 2.5, 127.5, 254.5, 255, 255.5, 300, -0.0, -3, 0.49999997, 3.4999998,
      254.49998, 254.99998, 0.50000006, 1e9, -1e9, .infinity, -.infinity, 17.25, 99.75, .nan,
    ]
    // Six pixels: the first four go sixteen components at a time, the last two one at a time.
    let count = (values.count + 3) / 4
    var canvas = Canvas(width: count, height: 1)
    for i in 0..<count {
      var pixel = SIMD4<Float>.zero
      for lane in 0..<4 where i * 4 + lane < values.count { pixel[lane] = values[i * 4 + lane] }
      canvas.pixels[i] = pixel
    }
    let bytes = canvas.image.bytes
    for (i, v) in values.enumerated() {
      // v + ½ in Float, as every frame so far was converted: 0.49999997 + 0.5 rounds to 1.
      let expected: UInt8 = v.isNaN || v <= 0 ? 0 : v >= 255 ? 255 : UInt8(v + 0.5)
      #expect(bytes[i] == expected, "component \(v)")
    }
  }

  @Test("a canvas holds only its columns of its rows, and writes them row after row")
  func paintedColumns() {
    var canvas = Canvas(width: 7, height: 4, rows: 1..<3, columns: 2..<5)
    #expect(canvas.pixels.count == 6)
    // Pixel (x, y) of the frame is at its row origin plus x.
    let origins = Canvas.RowOrigins(canvas)
    for y in 1..<3 {
      for x in 2..<5 { canvas.pixels[origins(y) + x] = SIMD4(repeating: Float(10 * y + x)) }
    }
    let image = canvas.image
    #expect(image.width == 3 && image.height == 2)
    let reds = stride(from: 0, to: image.bytes.count, by: 4).map { image.bytes[$0] }
    #expect(reds == [12, 13, 14, 22, 23, 24])
  }

  @Test("painting a layer, a shape and a clip writes the canvas in place, without copying it")
  func inPlace() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 80))
    let card = Layer(frame: Rect(x: 10, y: 10, width: 60, height: 50))
    card.backgroundColor = .systemBlue
    card.cornerRadius = 8
    card.masksToBounds = true
    let dot = Layer(frame: Rect(x: 40, y: 30, width: 40, height: 40))
    dot.shape = ShapeContent(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40)))
    card.addSublayer(dot)
    root.addSublayer(card)
    let plan = FramePlan(
      root.presentation(at: 0), scale: 1, width: 100, height: 80, textures: TextureCache(),
      fonts: nil)
    var canvas = Canvas(width: 100, height: 80, rows: 5..<70, columns: 3..<90)
    func address(_ canvas: Canvas) -> UnsafeRawPointer? {
      canvas.pixels.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let before = address(canvas)
    var painted = 0
    for step in plan.steps {
      switch step {
      case .paint(let layer): layer.paint(into: &canvas)
      case .shape(let shape): shape.paint(into: &canvas)
      case .beginGroup, .endGroup, .endMask, .backdrop: continue
      }
      painted += 1
      #expect(address(canvas) == before)
    }
    #expect(painted == 2)
    let clip = Clip(
      shape: RoundedRect(Rect(x: 0, y: 0, width: 60, height: 50), cornerRadius: 8),
      homography: Homography(Transform3D.translation(x: 10, y: 10, z: 0)))
    clip.apply(to: &canvas)
    #expect(address(canvas) == before)
  }
}
