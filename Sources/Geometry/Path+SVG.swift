import Foundation
import ProcessServices

/// Path data that does not follow SVG's grammar, with where it goes wrong.
public struct SVGPathError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The offset of the offending character in the path data, counting characters from 0;
  /// the data's length when it ends too early.
  public var offset: Int
  /// The offending character, or nil when the data ends too early.
  public var character: Character?
  /// What was expected there.
  public var reason: String

  /// An error at a place in the path data.
  public init(offset: Int, character: Character?, reason: String) {
    self.offset = offset
    self.character = character
    self.reason = reason
  }

  public var description: String {
    let found = character.map { "'\($0)'" } ?? "the end"
    return "SVG path data: \(reason) at character \(offset), found \(found)"
  }
}

extension Path {
  /// A path from SVG path data (the `d` attribute: `M L H V C S Q T A Z` and their relative
  /// lower-case forms, with implicit repeated commands), in the data's own coordinates.
  ///
  /// Elliptical arcs become cubic curves through the endpoint-to-centre conversion of SVG 1.1
  /// implementation notes F.6.5, with radii too small to reach scaled up as F.6.6 says, a
  /// zero radius drawn as a line and an arc to its own start point left out. Empty data (or
  /// only white space) is the empty path. Anything else that breaks the grammar throws an
  /// error naming the character where it goes wrong.
  public init(svgPathData data: String) throws(SVGPathError) {
    var parser = SVGPathParser(Array(data))
    self = try parser.parse()
  }
}

/// Reads SVG path data one command at a time (the grammar of SVG 1.1 §8.3.9).
struct SVGPathParser {
  let text: [Character]
  var index = 0
  var path = Path()
  /// Where the next relative coordinate is measured from.
  var current = Point.zero
  /// The start of the current subpath, where Z returns.
  var subpathStart = Point.zero
  /// The second control point of the last C or S, for S's reflection.
  var lastCubicControl: Point?
  /// The control point of the last Q or T, for T's reflection.
  var lastQuadControl: Point?

  init(_ text: [Character]) {
    self.text = text
  }

  func error(_ reason: String) -> SVGPathError {
    SVGPathError(
      offset: index, character: index < text.count ? text[index] : nil, reason: reason)
  }

  static func isSpace(_ c: Character) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
  }

  mutating func skipSpace() {
    while index < text.count, Self.isSpace(text[index]) { index += 1 }
  }

  /// White space with at most one comma in it.
  mutating func skipSeparator() {
    skipSpace()
    if index < text.count, text[index] == "," {
      index += 1
      skipSpace()
    }
  }

  /// Whether a number (or flag) can start here, so a command's arguments repeat.
  var atNumber: Bool {
    guard index < text.count else { return false }
    let c = text[index]
    return c.isASCII && (c.isNumber || c == "-" || c == "+" || c == ".")
  }

  mutating func parse() throws(SVGPathError) -> Path {
    skipSpace()
    guard index < text.count else { return path }
    guard text[index] == "M" || text[index] == "m" else {
      throw error("expected a move (M or m) to begin the path data")
    }
    while index < text.count {
      let command = text[index]
      guard let kind = Command(command) else { throw error("expected a command letter") }
      index += 1
      skipSpace()
      try run(kind, relative: command.isLowercase)
      skipSpace()
    }
    return path
  }

  /// The kinds of command, by their upper-case letter.
  enum Command {
    case move, line, horizontal, vertical, cubic, smoothCubic, quad, smoothQuad, arc, close

    init?(_ c: Character) {
      switch c.uppercased() {
      case "M": self = .move
      case "L": self = .line
      case "H": self = .horizontal
      case "V": self = .vertical
      case "C": self = .cubic
      case "S": self = .smoothCubic
      case "Q": self = .quad
      case "T": self = .smoothQuad
      case "A": self = .arc
      case "Z": self = .close
      default: return nil
      }
    }
  }

  /// Runs one command letter's argument groups: at least one, then more for as long as a
  /// number follows (a move's extra pairs are lines).
  mutating func run(_ command: Command, relative: Bool) throws(SVGPathError) {
    if command == .close {
      path.closeSubpath()
      current = subpathStart
      lastCubicControl = nil
      lastQuadControl = nil
      return
    }
    var kind = command
    repeat {
      try runOnce(kind, relative: relative)
      if kind == .move { kind = .line }
      skipSeparator()
    } while atNumber
  }

  mutating func point(relative: Bool) throws(SVGPathError) -> Point {
    let x = try number()
    skipSeparator()
    let y = try number()
    return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
  }

  mutating func runOnce(_ command: Command, relative: Bool) throws(SVGPathError) {
    var cubicControl: Point?
    var quadControl: Point?
    switch command {
    case .move:
      let p = try point(relative: relative)
      path.move(to: p)
      subpathStart = p
      current = p
    case .line:
      current = try point(relative: relative)
      path.addLine(to: current)
    case .horizontal:
      let x = try number()
      current = Point(x: relative ? current.x + x : x, y: current.y)
      path.addLine(to: current)
    case .vertical:
      let y = try number()
      current = Point(x: current.x, y: relative ? current.y + y : y)
      path.addLine(to: current)
    case .cubic, .smoothCubic:
      let c1: Point
      if command == .cubic {
        c1 = try point(relative: relative)
        skipSeparator()
      } else {
        // S reflects the last C or S's second control point in the current point.
        c1 =
          lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) }
          ?? current
      }
      let c2 = try point(relative: relative)
      skipSeparator()
      let end = try point(relative: relative)
      path.addCurve(to: end, control1: c1, control2: c2)
      current = end
      cubicControl = c2
    case .quad, .smoothQuad:
      let c: Point
      if command == .quad {
        c = try point(relative: relative)
        skipSeparator()
      } else {
        c =
          lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) }
          ?? current
      }
      let end = try point(relative: relative)
      path.addQuadCurve(to: end, control: c)
      current = end
      quadControl = c
    case .arc:
      let rx = try number()
      skipSeparator()
      let ry = try number()
      skipSeparator()
      let rotation = try number()
      skipSeparator()
      let largeArc = try flag()
      skipSeparator()
      let sweep = try flag()
      skipSeparator()
      let end = try point(relative: relative)
      addArc(
        to: end, radii: Size(width: rx, height: ry), rotation: rotation * .pi / 180,
        largeArc: largeArc, sweep: sweep)
      current = end
    case .close:
      break
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// An arc from the current point to `end` by the SVG 1.1 implementation notes: F.6.5's
  /// conversion from endpoint to centre parameterization, with F.6.6's radius correction.
  mutating func addArc(
    to end: Point, radii: Size, rotation phi: Double, largeArc: Bool, sweep: Bool
  ) {
    let start = current
    if start == end { return }
    var rx = abs(radii.width)
    var ry = abs(radii.height)
    guard rx > 0, ry > 0 else {
      path.addLine(to: end)
      return
    }
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    // Step 1: (x1′, y1′), the midpoint difference in the ellipse's axes.
    let dx = (start.x - end.x) / 2
    let dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    // F.6.6: radii too small to reach are scaled up by √Λ.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    // Step 2: (cx′, cy′) = ±√((rx²ry² − rx²y1′² − ry²x1′²)/(rx²y1′² + ry²x1′²)) ·
    // (rx·y1′/ry, −ry·x1′/rx), + when the large-arc and sweep flags differ.
    let (rx2, ry2) = (rx * rx, ry * ry)
    let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
    let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
    var coefficient = (max(numerator, 0) / denominator).squareRoot()
    if largeArc == sweep { coefficient = -coefficient }
    let cx1 = coefficient * rx * y1 / ry
    let cy1 = -coefficient * ry * x1 / rx
    // Step 3: the centre in user space.
    let centre = Point(
      x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
    // Step 4: θ1 and Δθ, the angles of the unit vectors from the centre to each end.
    let ux = (x1 - cx1) / rx
    let uy = (y1 - cy1) / ry
    let vx = (-x1 - cx1) / rx
    let vy = (-y1 - cy1) / ry
    let theta1 = atan2(uy, ux)
    var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    path.addEllipticalArc(
      center: centre, radii: Size(width: rx, height: ry), rotation: phi, startAngle: theta1,
      sweep: delta, from: .current, end: end)
  }

  /// A number: sign, digits with an optional point (or a point and digits), exponent.
  mutating func number() throws(SVGPathError) -> Double {
    let begin = index
    if index < text.count, text[index] == "+" || text[index] == "-" { index += 1 }
    var digits = 0
    while index < text.count, text[index].isASCII, text[index].isNumber {
      index += 1
      digits += 1
    }
    if index < text.count, text[index] == "." {
      index += 1
      while index < text.count, text[index].isASCII, text[index].isNumber {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      index = begin
      throw error("expected a number")
    }
    if index < text.count, text[index] == "e" || text[index] == "E" {
      index += 1
      if index < text.count, text[index] == "+" || text[index] == "-" { index += 1 }
      var exponentDigits = 0
      while index < text.count, text[index].isASCII, text[index].isNumber {
        index += 1
        exponentDigits += 1
      }
      guard exponentDigits > 0 else { throw error("expected the digits of an exponent") }
    }
    guard let value = Double(String(text[begin..<index])), value.isFinite else {
      index = begin
      throw error("expected a number that fits a Double")
    }
    return value
  }

  /// An arc flag: one character, 0 or 1, which needs no separator after it.
  mutating func flag() throws(SVGPathError) -> Bool {
    guard index < text.count, text[index] == "0" || text[index] == "1" else {
      throw error("expected a flag (0 or 1)")
    }
    index += 1
    return text[index - 1] == "1"
  }
}

extension Path {
  /// The path as SVG path data in absolute commands (`M`, `L`, `Q`, `C`, `Z`), numbers
  /// rounded to 9 decimal places: `Path(svgPathData:)` reads it back.
  public var svgPathData: String {
    func point(_ p: Point) -> String {
      NumberText.formatRounded(p.x) + " " + NumberText.formatRounded(p.y)
    }
    return elements.map { element in
      switch element {
      case .move(let p): "M" + point(p)
      case .line(let p): "L" + point(p)
      case .quadCurve(let p, let c): "Q" + point(c) + " " + point(p)
      case .curve(let p, let c1, let c2): "C" + point(c1) + " " + point(c2) + " " + point(p)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
