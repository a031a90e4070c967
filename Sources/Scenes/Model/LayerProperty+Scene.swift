import Animation
import Geometry

/// What a scene file may write for an animatable layer property.
enum ScenePropertyValue {
  /// A number, within `range` (described as `what` when out of it) if one is given.
  case number(ClosedRange<Double>?, what: String)
  /// `[x, y]`.
  case point
  /// `[x, y, width, height]`, width and height not negative.
  case rect
  /// `[x, y, width, height]` inside the unit square `[0, 0, 1, 1]`.
  case unitRect
  /// A colour in any of the scene format's spellings.
  case color
  /// A colour, or null for none (a shape's `fillColor = nil`), which is clear.
  case colorOrNone
  /// A list of transform steps.
  case transform
  /// `[width, height]`.
  case size
  /// A list of colours.
  case colors
  /// A gradient's locations: numbers 0…1, none below the one before.
  case locations
  /// A path, or null for none.
  case pathOrNone
  /// A path: SVG path data, or a rectangle, rounded rectangle, ellipse or arc object
  /// (``ScenePath``).
  case path
}

extension LayerProperty {
  /// How a scene file writes this property under its Core Animation name: the one line a
  /// new animatable property adds to scene files (the switch makes the compiler ask for it).
  var sceneValue: ScenePropertyValue {
    switch self {
    case .bounds, .contentsRect: .rect
    case .contentsCenter: .unitRect
    case .position, .anchorPoint: .point
    case .zPosition: .number(nil, what: "a number")
    case .transform, .sublayerTransform: .transform
    case .opacity: .number(0...1, what: "an opacity 0…1")
    case .backgroundColor, .borderColor: .color
    case .cornerRadius: .number(0...1e6, what: "a radius of 0 or more")
    case .borderWidth: .number(0...1e6, what: "a width of 0 or more")
    case .path: .path
    case .fillColor, .strokeColor: .colorOrNone
    case .lineWidth: .number(0...1e6, what: "a width of 0 or more")
    case .miterLimit: .number(0...1e6, what: "a limit of 0 or more")
    case .lineDashPhase: .number(-1e6...1e6, what: "a phase within ±1e6")
    case .strokeStart, .strokeEnd: .number(0...1, what: "a fraction 0…1 of the path's length")
    case .shadowColor: .color
    case .shadowOpacity: .number(0...1, what: "an opacity 0…1")
    case .shadowOffset: .size
    case .shadowRadius: .number(0...1e6, what: "a radius of 0 or more")
    case .shadowPath: .pathOrNone
    case .backdropRadius: .number(0...1e4, what: "a radius of 0 or more")
    case .backdropSaturation: .number(0...100, what: "a saturation 0…100")
    case .backdropColor: .color
    case .colors: .colors
    case .locations: .locations
    case .startPoint, .endPoint: .point
    case .instanceTransform: .transform
    case .instanceColor: .color
    case .instanceDelay: .number(-1e6...1e6, what: "a delay within ±1e6 seconds")
    case .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      .number(-1...1, what: "an offset −1…1")
    case .fontSize: .number(0.01...1e4, what: "a font size above 0, in points")
    case .foregroundColor: .color
    }
  }
}

extension KeyedDecodingContainer {
  /// The value of `property` under `key`, written as ``LayerProperty/sceneValue`` says.
  func decodeValue(of property: LayerProperty, forKey key: Key) throws -> AnimatableValue {
    switch property.sceneValue {
    case .number(let range, let what):
      let value = try decode(Double.self, forKey: key)
      if let range, !range.contains(value) {
        throw error(at: key, "expected \(what), found \(number(value))")
      }
      return .scalar(value)
    case .point: return .point(try decodePoint(forKey: key))
    case .rect: return .rect(try decodeRect(forKey: key))
    case .unitRect:
      let rect = try decodeRect(forKey: key)
      guard rect.minX >= 0, rect.minY >= 0, rect.maxX <= 1, rect.maxY <= 1 else {
        throw error(
          at: key,
          "expected a rectangle inside [0, 0, 1, 1] (unit coordinates of the contents), found "
            + "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), "
            + "\(number(rect.height))]")
      }
      return .rect(rect)
    case .color: return .color(try decode(SceneColor.self, forKey: key).color)
    case .transform: return .transform(try decode(SceneTransform.self, forKey: key).transform)
    case .colorOrNone:
      if try decodeNil(forKey: key) { return .color(.clear) }
      return .color(try decode(SceneColor.self, forKey: key).color)
    case .path: return .path(try ScenePath.decode(from: superDecoder(forKey: key)))
    case .pathOrNone:
      if try decodeNil(forKey: key) { return .path(Path()) }
      return .path(try ScenePath.decode(from: superDecoder(forKey: key)))
    case .size:
      let n = try decode([Double].self, forKey: key)
      guard n.count == 2 else {
        throw error(at: key, "expected [width, height], found \(n.count) numbers")
      }
      return .size(Size(width: n[0], height: n[1]))
    case .colors: return .colors(try decode([SceneColor].self, forKey: key).map(\.color))
    case .locations: return .numbers(try decodeLocations(from: superDecoder(forKey: key)))
    }
  }
}

/// A gradient's locations as a scene file writes them: numbers from 0 to 1, each at least
/// the one before; a problem is reported at the number that has it.
func decodeLocations(from decoder: any Decoder) throws -> [Double] {
  var list = try decoder.unkeyedContainer()
  var locations: [Double] = []
  while !list.isAtEnd {
    let element = try list.superDecoder()
    let location = try element.singleValueContainer().decode(Double.self)
    func refuse(_ message: String) -> DecodingError {
      DecodingError.dataCorrupted(.init(codingPath: element.codingPath, debugDescription: message))
    }
    guard (0...1).contains(location) else {
      throw refuse("expected a location from 0 to 1, found \(number(location))")
    }
    if let before = locations.last, location < before {
      throw refuse(
        "the locations go down here, from \(number(before)) to \(number(location)): each is "
          + "at least the one before")
    }
    locations.append(location)
  }
  return locations
}
