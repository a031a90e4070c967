import Foundation
import Geometry
import Layers
import Pixels

/// A layer's gradient worked out once per frame: where each layer point falls along it
/// (0 at the start, 1 at the end) and a table of its colours, premultiplied, so the span
/// loop only maps a point to a table entry.
///
/// The colours are interpolated between the stops in sRGB with straight (unpremultiplied)
/// components, as Core Graphics' gradients are — from clear (transparent black) to white
/// the middle is a translucent grey, which UIKit developers know from `CAGradientLayer` —
/// and premultiplied afterwards. Before the first stop and after the last the end colours
/// extend, so the gradient fills the whole bounds, as `CAGradientLayer` does.
struct GradientSource {
  /// How a layer point maps to a position along the gradient.
  enum Mapping {
    /// t = (p − start) · axis, the axis being (end − start) / |end − start|².
    case axial(startX: Float, startY: Float, axisX: Float, axisY: Float)
    /// t = |((p − centre) / radii)|.
    case radial(centerX: Float, centerY: Float, inverseRadiusX: Float, inverseRadiusY: Float)
    /// t = the angle from the start direction about the centre, clockwise on screen (y
    /// down), in turns.
    case conic(centerX: Float, centerY: Float, startAngle: Float)
  }

  /// Entries of the colour table: 1024 steps from 0 to 1.
  static let steps = 1024

  let mapping: Mapping
  /// `steps + 1` premultiplied colours in 0...255, times the tint.
  let table: [SIMD4<Float>]

  /// The gradient of `content` over `bounds`, its colours multiplied by `tint`; nil when it
  /// draws nothing: no colours, start and end at one point (axial), a radius of 0 (radial),
  /// or locations that cannot be drawn (see ``GradientContent/problem``).
  init?(_ content: GradientContent, bounds: Rect, tint: SIMD4<Float>) {
    guard !content.colors.isEmpty, content.problem == nil else { return nil }
    let colors = content.colors
    let stops =
      content.locations
      ?? (colors.count == 1
        ? [0] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) })
    let sx = bounds.minX + content.startPoint.x * bounds.width
    let sy = bounds.minY + content.startPoint.y * bounds.height
    let ex = bounds.minX + content.endPoint.x * bounds.width
    let ey = bounds.minY + content.endPoint.y * bounds.height
    guard sx.isFinite, sy.isFinite, ex.isFinite, ey.isFinite else { return nil }
    switch content.type {
    case .axial:
      let dx = ex - sx
      let dy = ey - sy
      let length2 = dx * dx + dy * dy
      guard length2 > 1e-12 else { return nil }
      mapping = .axial(
        startX: Float(sx), startY: Float(sy), axisX: Float(dx / length2),
        axisY: Float(dy / length2))
    case .radial:
      // Apple: an ellipse centred on the start point, its width and height twice the end
      // point's distance from it along x and along y.
      let rx = abs(ex - sx)
      let ry = abs(ey - sy)
      guard rx > 1e-9, ry > 1e-9 else { return nil }
      mapping = .radial(
        centerX: Float(sx), centerY: Float(sy), inverseRadiusX: Float(1 / rx),
        inverseRadiusY: Float(1 / ry))
    case .conic:
      mapping = .conic(
        centerX: Float(sx), centerY: Float(sy),
        startAngle: ex == sx && ey == sy ? 0 : Float(atan2(ey - sy, ex - sx)))
    }
    table = (0...Self.steps).map { step in
      let t = Double(step) / Double(Self.steps)
      let c = Self.color(at: t, colors: colors, stops: stops)
      let a = min(max(c.alpha, 0), 1)
      func premultiplied(_ v: Double) -> Float { Float(min(max(v, 0), 1) * a * 255) }
      return SIMD4(
        premultiplied(c.red), premultiplied(c.green), premultiplied(c.blue), Float(a * 255))
        * tint
    }
  }

  /// The straight colour at `t`: linear between the stops around it, the end colours
  /// beyond them.
  private static func color(at t: Double, colors: [Color], stops: [Double]) -> Color {
    guard let first = stops.first, let last = stops.last, t > first else { return colors[0] }
    guard t < last else { return colors[colors.count - 1] }
    var i = 1
    while i < stops.count - 1 && stops[i] < t { i += 1 }
    let (a, b) = (stops[i - 1], stops[i])
    let f = b > a ? (t - a) / (b - a) : 1
    let (p, q) = (colors[i - 1], colors[i])
    return Color(
      red: p.red + (q.red - p.red) * f, green: p.green + (q.green - p.green) * f,
      blue: p.blue + (q.blue - p.blue) * f, alpha: p.alpha + (q.alpha - p.alpha) * f)
  }

  /// The premultiplied colour at layer point (x, y), linear between table entries.
  @inline(__always)
  func color(x: Float, y: Float) -> SIMD4<Float> {
    let t: Float
    switch mapping {
    case .axial(let sx, let sy, let ax, let ay):
      t = (x - sx) * ax + (y - sy) * ay
    case .radial(let cx, let cy, let irx, let iry):
      let u = (x - cx) * irx
      let v = (y - cy) * iry
      t = (u * u + v * v).squareRoot()
    case .conic(let cx, let cy, let start):
      let angle = atan2f(y - cy, x - cx) - start
      let turns = angle / (2 * Float.pi)
      t = turns - turns.rounded(.down)
    }
    let position = min(max(t, 0), 1) * Float(Self.steps)
    guard position.isFinite else { return table[0] }
    let i = min(Int(position), Self.steps - 1)
    let f = position - Float(i)
    return table.withUnsafeBufferPointer { $0[i] + ($0[i + 1] - $0[i]) * f }
  }
}
