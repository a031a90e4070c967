import Geometry
import Layers

/// What makes a layer a particle emitter as a scene file writes it, under `CAEmitterLayer`'s
/// names: `{"emitterShape": "line", "emitterSize": [300, 0], "cells": [{…}]}`, every key
/// absent taking Core Animation's default.
public struct SceneEmitter: Decodable, Sendable {
  /// The emitter as the engine holds it, its cells without their images (``cells`` name
  /// them).
  public var content: EmitterContent
  /// The cells as the file writes them, with the images they name.
  public var cells: [SceneEmitterCell]
  /// The scene time the layer's `birthRate` is set to 0 at, nil for never: a change made
  /// then, as `emitter.birthRate = 0` in code, so the particles alive live out their lives.
  public var stopBirthsAt: Double?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case emitterShape, emitterMode, emitterPosition, emitterZPosition, emitterSize
    case emitterDepth, renderMode, birthRate, lifetime, velocity, scale, spin, seed
    case preservesDepth, cells, stopBirthsAt
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(
      keyedBy: CodingKeys.self,
      expecting: "an emitter: {\"emitterShape\": …, \"cells\": [{\"birthRate\": …}]}")
    var content = EmitterContent()
    if c.contains(.emitterShape) {
      content.emitterShape = try c.decodeName(
        EmitterContent.Shape.self, forKey: .emitterShape, "emitterShape")
    }
    if c.contains(.emitterMode) {
      content.emitterMode = try c.decodeName(
        EmitterContent.Mode.self, forKey: .emitterMode, "emitterMode")
    }
    if c.contains(.renderMode) {
      content.renderMode = try c.decodeName(
        EmitterContent.RenderMode.self, forKey: .renderMode, "renderMode")
    }
    if c.contains(.emitterPosition) {
      content.emitterPosition = try c.decodePoint(forKey: .emitterPosition)
    }
    if c.contains(.emitterSize) {
      content.emitterSize = try c.decodeSize(forKey: .emitterSize)
      guard content.emitterSize.width >= 0, content.emitterSize.height >= 0 else {
        throw c.error(at: .emitterSize, "an emitter's width and height must not be negative")
      }
    }
    let anyNumber = -1e9...1e9
    content.emitterZPosition =
      try c.decodeIfPresent(Double.self, forKey: .emitterZPosition, in: anyNumber, "a z") ?? 0
    content.emitterDepth =
      try c.decodeIfPresent(Double.self, forKey: .emitterDepth, in: 0...1e9, "a depth ≥ 0") ?? 0
    content.birthRate =
      try c.decodeIfPresent(
        Double.self, forKey: .birthRate, in: 0...Double.greatestFiniteMagnitude,
        "a birth rate multiplier ≥ 0") ?? 1
    content.lifetime =
      try c.decodeIfPresent(
        Double.self, forKey: .lifetime, in: 0...Double.greatestFiniteMagnitude,
        "a lifetime multiplier ≥ 0") ?? 1
    content.velocity =
      try c.decodeIfPresent(Double.self, forKey: .velocity, in: anyNumber, "a multiplier") ?? 1
    content.scale =
      try c.decodeIfPresent(Double.self, forKey: .scale, in: anyNumber, "a multiplier") ?? 1
    content.spin =
      try c.decodeIfPresent(Double.self, forKey: .spin, in: anyNumber, "a multiplier") ?? 1
    if let seed = try c.decodeIfPresent(Double.self, forKey: .seed) {
      guard seed == seed.rounded(), (0...Double(UInt32.max)).contains(seed) else {
        throw c.error(
          at: .seed, "expected a whole seed from 0 to \(UInt32.max), found \(number(seed))")
      }
      content.seed = UInt32(seed)
    }
    content.preservesDepth = try c.decodeIfPresent(Bool.self, forKey: .preservesDepth) ?? false
    stopBirthsAt = try c.decodeIfPresent(
      Double.self, forKey: .stopBirthsAt, in: 0...1e9, "a time in seconds ≥ 0")
    cells = try c.decodeEach(SceneEmitterCell.self, forKey: .cells) ?? []
    content.emitterCells = cells.map(\.cellWithoutImages)
    self.content = content
  }
}

/// One kind of particle as a scene file writes it, under `CAEmitterCell`'s names, every key
/// absent taking Core Animation's default; `contents` names a PNG file as a layer's `image`
/// does.
public struct SceneEmitterCell: Decodable, Sendable {
  /// The cell as the engine holds it, without its image and its sub-cells.
  public var cell: EmitterCell
  /// A PNG file, relative to the scene file, each particle shows.
  public var contents: String?
  /// Pixels per point of the image (default 2 for a name ending `@2x.png`, 3 for `@3x.png`,
  /// else 1).
  public var contentsScale: Double?
  /// The cells each particle of this one emits.
  public var cells: [SceneEmitterCell]

  /// The cell with its sub-cells, none of them with an image.
  var cellWithoutImages: EmitterCell {
    var value = cell
    value.emitterCells = cells.map(\.cellWithoutImages)
    return value
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, isEnabled, birthRate, lifetime, lifetimeRange, emissionLatitude
    case emissionLongitude, emissionRange, velocity, velocityRange, xAcceleration
    case yAcceleration, zAcceleration, scale, scaleRange, scaleSpeed, spin, spinRange, color
    case redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed
    case alphaSpeed, contents, contentsScale, contentsRect, beginTime, duration, cells
  }

  /// The numbers of a cell that take any value, each with where it goes.
  private static var plainNumbers: [(CodingKeys, WritableKeyPath<EmitterCell, Double>)] {
    [
      (.lifetimeRange, \.lifetimeRange), (.velocity, \.velocity),
      (.velocityRange, \.velocityRange), (.xAcceleration, \.xAcceleration),
      (.yAcceleration, \.yAcceleration), (.zAcceleration, \.zAcceleration), (.scale, \.scale),
      (.scaleRange, \.scaleRange), (.scaleSpeed, \.scaleSpeed), (.redRange, \.redRange),
      (.greenRange, \.greenRange), (.blueRange, \.blueRange), (.alphaRange, \.alphaRange),
      (.redSpeed, \.redSpeed), (.greenSpeed, \.greenSpeed), (.blueSpeed, \.blueSpeed),
      (.alphaSpeed, \.alphaSpeed),
    ]
  }

  /// The angles of a cell: radians, or degrees as `"90deg"`.
  private static var angles: [(CodingKeys, WritableKeyPath<EmitterCell, Double>)] {
    [
      (.emissionLatitude, \.emissionLatitude), (.emissionLongitude, \.emissionLongitude),
      (.emissionRange, \.emissionRange), (.spin, \.spin), (.spinRange, \.spinRange),
    ]
  }

  /// The numbers of a cell that must not be negative.
  private static var nonNegative: [(CodingKeys, WritableKeyPath<EmitterCell, Double>, String)] {
    [
      (.birthRate, \.birthRate, "a birth rate"), (.lifetime, \.lifetime, "a lifetime"),
      (.beginTime, \.beginTime, "a begin time"), (.duration, \.duration, "a duration"),
    ]
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(
      keyedBy: CodingKeys.self,
      expecting: "an emitter cell: {\"birthRate\": …, \"lifetime\": …, \"contents\": …}")
    let depth = decoder.codingPath.filter { $0.stringValue == "cells" }.count
    if depth > EmitterCell.maximumDepth {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "emitter cells are nested \(depth) deep, more than the \(EmitterCell.maximumDepth) "
            + "levels an emitter takes"))
    }
    var cell = EmitterCell()
    cell.name = try c.decodeIfPresent(String.self, forKey: .name)
    cell.isEnabled = try c.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true
    let anyNumber = -1e9...1e9
    for (key, path) in Self.plainNumbers {
      if let value = try c.decodeIfPresent(Double.self, forKey: key, in: anyNumber, "a number") {
        cell[keyPath: path] = value
      }
    }
    for (key, path) in Self.angles where c.contains(key) {
      cell[keyPath: path] = try Angle.decode(from: c.superDecoder(forKey: key))
    }
    for (key, path, unit) in Self.nonNegative {
      if let value = try c.decodeIfPresent(
        Double.self, forKey: key, in: 0...Double.greatestFiniteMagnitude, "\(unit) ≥ 0")
      {
        cell[keyPath: path] = value
      }
    }
    if let color = try c.decodeIfPresent(SceneColor.self, forKey: .color) {
      cell.color = color.color
    }
    if c.contains(.contentsRect) {
      let rect = try c.decodeNumbers(
        4, "a rectangle [x, y, width, height]", forKey: .contentsRect)
      cell.contentsRect = Rect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
    }
    contents = try c.decodeIfPresent(String.self, forKey: .contents)
    if let contents, contents.isEmpty {
      throw c.error(at: .contents, "expected a PNG file's path")
    }
    contentsScale = try c.decodeIfPresent(
      Double.self, forKey: .contentsScale, in: 0.1...16, "pixels per point from 0.1 to 16")
    if contentsScale != nil, contents == nil {
      throw c.error(
        at: .contentsScale,
        "'contentsScale' is the pixels per point of the cell's 'contents', and this cell has "
          + "none: give it 'contents'")
    }
    cells = try c.decodeEach(SceneEmitterCell.self, forKey: .cells) ?? []
    self.cell = cell
  }
}
