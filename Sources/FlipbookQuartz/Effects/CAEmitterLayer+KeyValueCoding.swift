import Foundation
import Geometry
import Layers

extension CAEmitterLayer {
  /// Sets an emitter's property by key path, as Core Animation's key-value coding does: one
  /// of the layer's (`birthRate`, `emitterPosition`, …) or one of a named cell's,
  /// `emitterCells.<name>.<property>` (`emitterCells.<name>.emitterCells.<name>.<property>`
  /// for a sub-cell's), for a number, a `CGColor` `color` or `isEnabled`. False for a key
  /// path that is not an emitter's; a path naming no cell, or a value of the wrong kind, is
  /// reported and changes nothing.
  func setEmitterValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    let parts = keyPath.split(separator: ".").map(String.init)
    if parts.first == "emitterCells", parts.count > 1 {
      guard let found = namedCell(at: parts[1...], in: emitterCells ?? []),
        found.cell.setValue(value, forEmitterKey: found.key)
      else {
        reportEmitterKey(keyPath, value)
        return true
      }
      let cells = emitterCells
      emitterCells = cells
      return true
    }
    let number = (value as? NSNumber)?.doubleValue ?? (value as? Double)
    switch keyPath {
    case "birthRate": birthRate = Float(number ?? Double(birthRate))
    case "lifetime": lifetime = Float(number ?? Double(lifetime))
    case "velocity": velocity = Float(number ?? Double(velocity))
    case "scale": scale = Float(number ?? Double(scale))
    case "spin": spin = Float(number ?? Double(spin))
    case "emitterZPosition": emitterZPosition = number ?? emitterZPosition
    case "emitterDepth": emitterDepth = number ?? emitterDepth
    case "emitterPosition": emitterPosition = (value as? CGPoint) ?? emitterPosition
    case "emitterSize": emitterSize = (value as? CGSize) ?? emitterSize
    case "emitterCells": emitterCells = value as? [CAEmitterCell]
    default: return false
    }
    return true
  }

  /// The value of an emitter's property by key path (see ``setEmitterValue(_:forKeyPath:)``),
  /// nil for a key path that is not an emitter's.
  func emitterValue(forKeyPath keyPath: String) -> Any?? {
    let parts = keyPath.split(separator: ".").map(String.init)
    if parts.first == "emitterCells", parts.count > 1 {
      guard let found = namedCell(at: parts[1...], in: emitterCells ?? []) else {
        return .some(nil)
      }
      return .some(found.cell.value(forEmitterKey: found.key))
    }
    switch keyPath {
    case "birthRate": return NSNumber(value: birthRate)
    case "lifetime": return NSNumber(value: lifetime)
    case "velocity": return NSNumber(value: velocity)
    case "scale": return NSNumber(value: scale)
    case "spin": return NSNumber(value: spin)
    case "emitterZPosition": return NSNumber(value: Double(emitterZPosition))
    case "emitterDepth": return NSNumber(value: Double(emitterDepth))
    case "emitterPosition": return emitterPosition
    case "emitterSize": return emitterSize
    case "emitterCells": return emitterCells
    default: return nil
    }
  }

  /// The cell a key path's names lead to and the key left: `["spark", "birthRate"]`, or
  /// `["rocket", "emitterCells", "spark", "birthRate"]`.
  private func namedCell(
    at parts: ArraySlice<String>, in cells: [CAEmitterCell]
  ) -> (cell: CAEmitterCell, key: String)? {
    guard parts.count >= 2, let cell = cells.first(where: { $0.name == parts.first }) else {
      return nil
    }
    let rest = parts.dropFirst()
    if rest.count == 1, let key = rest.first { return (cell, key) }
    guard rest.first == "emitterCells" else { return nil }
    return namedCell(at: rest.dropFirst(), in: cell.emitterCells ?? [])
  }

  private func reportEmitterKey(_ keyPath: String, _ value: Any?) {
    let message =
      "setValue(_:forKeyPath: \"\(keyPath)\") on CAEmitterLayer names no cell's property, "
      + "or was given \(value.map { "\(type(of: $0))" } ?? "nil"), not a value of its kind"
    FileHandle.standardError.write(Data("FlipbookQuartz: \(message)\n".utf8))
    flipbookLayer.timeline?.record("kvc.unsupported", [("message", .string(message))])
  }
}

extension CAEmitterCell {
  /// The cell's numeric properties by key, for key-value coding through the layer.
  private static var numbers: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] {
    [
      "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude,
      "emissionRange": \.emissionRange, "velocity": \.velocity, "velocityRange": \.velocityRange,
      "xAcceleration": \.xAcceleration, "yAcceleration": \.yAcceleration,
      "zAcceleration": \.zAcceleration, "scale": \.scale, "scaleRange": \.scaleRange,
      "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange,
      "contentsScale": \.contentsScale,
    ]
  }

  /// The cell's times by key.
  private static var times: [String: ReferenceWritableKeyPath<CAEmitterCell, Double>] {
    [
      "beginTime": \.beginTime, "duration": \.duration,
    ]
  }

  /// The cell's single-precision properties by key.
  private static var floats: [String: ReferenceWritableKeyPath<CAEmitterCell, Float>] {
    [
      "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
      "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange,
      "alphaRange": \.alphaRange, "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed,
      "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
    ]
  }

  /// Sets the property named `key`; false when there is none or the value is not of its
  /// kind.
  fileprivate func setValue(_ value: Any?, forEmitterKey key: String) -> Bool {
    let number = (value as? NSNumber)?.doubleValue ?? (value as? Double)
    if let path = Self.numbers[key], let number {
      self[keyPath: path] = CGFloat(number)
    } else if let path = Self.times[key], let number {
      self[keyPath: path] = number
    } else if let path = Self.floats[key], let number {
      self[keyPath: path] = Float(number)
    } else if key == "color", value == nil || value is CGColor {
      color = value as? CGColor
    } else if key == "enabled" || key == "isEnabled",
      let flag = (value as? NSNumber)?.boolValue ?? (value as? Bool)
    {
      isEnabled = flag
    } else {
      return false
    }
    return true
  }

  /// The property named `key`, nil when there is none.
  fileprivate func value(forEmitterKey key: String) -> Any? {
    if let path = Self.numbers[key] { return NSNumber(value: Double(self[keyPath: path])) }
    if let path = Self.times[key] { return NSNumber(value: self[keyPath: path]) }
    if let path = Self.floats[key] { return NSNumber(value: self[keyPath: path]) }
    switch key {
    case "color": return color
    case "enabled", "isEnabled": return NSNumber(value: isEnabled)
    case "name": return name
    default: return nil
    }
  }
}
