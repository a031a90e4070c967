/// The shape an emitter's particles are born on, as Core Animation's
/// `CAEmitterLayerEmitterShape`: `.point` (the default), `.line`, `.rectangle`, `.cuboid`,
/// `.circle` or `.sphere`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's constants spell it.
  public let rawValue: String

  /// A shape by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A point at (emitterPosition, emitterZPosition).
  public static let point = Self(rawValue: "point")
  /// A line of width emitterSize.width along x, centred on emitterPosition.
  public static let line = Self(rawValue: "line")
  /// A rectangle of emitterSize centred on emitterPosition.
  public static let rectangle = Self(rawValue: "rectangle")
  /// A box of emitterSize and emitterDepth centred on emitterPosition.
  public static let cuboid = Self(rawValue: "cuboid")
  /// A circle of radius emitterSize.width about emitterPosition.
  public static let circle = Self(rawValue: "circle")
  /// A sphere of radius emitterSize.width about emitterPosition.
  public static let sphere = Self(rawValue: "sphere")
}

/// Which part of the emitter's shape particles are born on, as Core Animation's
/// `CAEmitterLayerEmitterMode`: `.points`, `.outline`, `.surface` or `.volume` (the default).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's constants spell it.
  public let rawValue: String

  /// A mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The shape's corners.
  public static let points = Self(rawValue: "points")
  /// The shape's outline.
  public static let outline = Self(rawValue: "outline")
  /// The shape's surface.
  public static let surface = Self(rawValue: "surface")
  /// The shape's inside.
  public static let volume = Self(rawValue: "volume")
}

/// The order an emitter's particles are drawn in, as Core Animation's
/// `CAEmitterLayerRenderMode`: `.unordered` (the default), `.oldestFirst`, `.oldestLast`,
/// `.backToFront` or `.additive`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's constants spell it.
  public let rawValue: String

  /// A render mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// In no promised order.
  public static let unordered = Self(rawValue: "unordered")
  /// Oldest drawn first, the youngest on top.
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  /// Oldest drawn last, on top.
  public static let oldestLast = Self(rawValue: "oldestLast")
  /// Smallest z first.
  public static let backToFront = Self(rawValue: "backToFront")
  /// Colours added together; a render of it is refused here (no additive blending).
  public static let additive = Self(rawValue: "additive")
}
