import Animation
import Foundation
import Geometry
import Layers

/// Key-value coding, as Core Animation extends it for layers: the animatable properties by
/// key path, components included (`"transform.rotation.z"`, `"position.x"`,
/// `"bounds.size.width"`), a few others by name (`name`, `isHidden`, `masksToBounds`,
/// `isDoubleSided`, `contentsScale`, `contents`, `contentsGravity`, `frame` and the timing
/// properties `beginTime`, `speed`, `timeOffset`, `duration`, `repeatCount`,
/// `repeatDuration`, `autoreverses`), and any other key as storage of its own —
/// CALayer "is a key-value coding compliant container class" that keeps "values for
/// arbitrary keys" (Core Animation Programming Guide, Key-Value Coding Extensions).
///
/// Setting a property's key path goes through the property, so a standalone layer animates
/// the change implicitly, as setting the property does. Numbers read back as `NSNumber`
/// (read them `as? Double`; Foundation on Linux does not bridge an `NSNumber` to
/// `CGFloat`), points, sizes, rectangles, transforms and colours as `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D` and `CGColor`.
///
/// An emitter's properties and its named cells' (`emitterCells.<name>.birthRate`) are
/// reached as `CAEmitterLayer` says. The properties of shape, gradient and replicator layers, the two paths, and the layer's
/// `sublayers`, `mask`, `actions`, `style` and `cornerCurve` are set through their own
/// properties: a key naming one is reported on standard error and on the scene's timeline
/// (`kvc.unsupported`), and leaves the layer as it was; so does a value of the wrong type.
extension CALayer {
  /// Sets the value for a key; see the extension's discussion.
  public func setValue(_ value: Any?, forKey key: String) {
    setValue(value, forKeyPath: key)
  }

  /// The value for a key; see the extension's discussion.
  public func value(forKey key: String) -> Any? {
    value(forKeyPath: key)
  }

  /// Sets the value for a key path: an animatable property or one of its components, a few
  /// other properties by name, or else a value of the layer's own.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if let emitter = self as? CAEmitterLayer,
      emitter.setEmitterValue(value, forKeyPath: keyPath)
    {
      return
    }
    if setNamedProperty(value, keyPath) { return }
    if Self.propertiesSetDirectly.contains(keyPath) {
      reportUnsupported(
        "setValue(_:forKeyPath: \"\(keyPath)\") is not supported here: set the property")
      return
    }
    // A key path that names no animatable property is a value of the layer's own.
    guard let path = try? AnimationKeyPath(keyPath) else {
      keyedValues[keyPath] = value
      return
    }
    guard Self.keyValueProperties.contains(path.property) else {
      reportUnsupported(
        "setValue(_:forKeyPath: \"\(keyPath)\") is not supported here: set the layer's "
          + "\(path.property.rawValue) property")
      return
    }
    // A value of the wrong kind is reported just below.
    guard let value, let new = try? AnimatableValue(any: value, keyPath: path),
      let whole = path.replacingComponent(of: flipbookLayer[path.property], with: new)
    else {
      reportUnsupported(
        "setValue(_:forKeyPath: \"\(keyPath)\") was given \(value.map { "\(type(of: $0))" } ?? "nil"), "
          + "not a value of that key path's kind, \(path.valueKind)")
      return
    }
    change(path.property.rawValue) { flipbookLayer[path.property] = whole }
  }

  /// The value for a key path: an animatable property or one of its components, a few other
  /// properties by name, or a value set for another key (nil if none was).
  public func value(forKeyPath keyPath: String) -> Any? {
    if let emitter = self as? CAEmitterLayer, let value = emitter.emitterValue(forKeyPath: keyPath)
    {
      return value
    }
    switch keyPath {
    case "name": return name
    case "hidden", "isHidden": return NSNumber(value: isHidden)
    case "masksToBounds": return NSNumber(value: masksToBounds)
    case "doubleSided", "isDoubleSided": return NSNumber(value: isDoubleSided)
    case "contentsScale": return NSNumber(value: Double(contentsScale))
    case "contents": return contents
    case "contentsGravity": return contentsGravity.rawValue
    case "frame": return frame
    case "beginTime": return NSNumber(value: beginTime)
    case "speed": return NSNumber(value: speed)
    case "timeOffset": return NSNumber(value: timeOffset)
    case "duration": return NSNumber(value: duration)
    case "repeatCount": return NSNumber(value: repeatCount)
    case "repeatDuration": return NSNumber(value: repeatDuration)
    case "autoreverses": return NSNumber(value: autoreverses)
    default: break
    }
    // A key path that names no animatable property reads the layer's own values.
    guard let path = try? AnimationKeyPath(keyPath) else { return keyedValues[keyPath] }
    return path.component(of: flipbookLayer[path.property]).flatMap(Self.bridged)
  }

  /// The layer's properties that key-value coding does not set here.
  private static let propertiesSetDirectly: Set<String> = [
    "sublayers", "mask", "actions", "style", "cornerCurve", "delegate", "superlayer",
  ]

  /// The properties every layer has, whose key paths key-value coding sets.
  private static let keyValueProperties: Set<LayerProperty> = [
    .transform, .sublayerTransform, .opacity, .position, .bounds, .anchorPoint,
    .backgroundColor, .borderColor, .borderWidth, .cornerRadius, .zPosition, .contentsRect,
    .contentsCenter, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius,
  ]

  /// Sets one of the properties key-value coding reaches by name; false for other keys.
  private func setNamedProperty(_ value: Any?, _ key: String) -> Bool {
    func flag() -> Bool? { (value as? Bool) ?? (value as? NSNumber)?.boolValue }
    // nil sets the default, as Core Animation's `defaultValue(forKey:)` gives it.
    func number(default fallback: Double = 0) -> Double {
      (value as? Double) ?? (value as? CGFloat).map(Double.init)
        ?? (value as? Float).map(Double.init) ?? (value as? NSNumber)?.doubleValue ?? fallback
    }
    switch key {
    case "name": name = value as? String
    case "hidden", "isHidden": isHidden = flag() ?? false
    case "masksToBounds": masksToBounds = flag() ?? false
    case "doubleSided", "isDoubleSided": isDoubleSided = flag() ?? true
    case "contentsScale":
      contentsScale = (value as? CGFloat) ?? CGFloat((value as? NSNumber)?.doubleValue ?? 1)
    case "contents": contents = value
    case "contentsGravity":
      let name = (value as? CALayerContentsGravity)?.rawValue ?? (value as? String) ?? ""
      contentsGravity = CALayerContentsGravity(rawValue: name)
    case "frame":
      if let rect = value as? CGRect {
        frame = rect
      } else {
        reportUnsupported("setValue(_:forKeyPath: \"frame\") takes a CGRect")
      }
    case "beginTime": beginTime = number()
    case "speed": speed = Float(number(default: 1))
    case "timeOffset": timeOffset = number()
    case "duration": duration = number()
    case "repeatCount": repeatCount = Float(number())
    case "repeatDuration": repeatDuration = number()
    case "autoreverses": autoreverses = flag() ?? false
    default: return false
    }
    return true
  }

  /// An engine value as iOS code reads it from key-value coding.
  private static func bridged(_ value: AnimatableValue) -> Any? {
    switch value {
    case .scalar(let number): NSNumber(value: number)
    case .point(let point): CGPoint(point)
    case .size(let size): CGSize(width: size.width, height: size.height)
    case .rect(let rect): CGRect(rect)
    case .transform(let transform): transform
    case .color(let color): CGColor(color)
    default: nil
    }
  }

  private func reportUnsupported(_ message: String) {
    FileHandle.standardError.write(Data("FlipbookQuartz: \(message)\n".utf8))
    flipbookLayer.timeline?.record("kvc.unsupported", [("message", .string(message))])
  }
}

extension CAAnimation {
  /// Keeps a value under a key, as Core Animation lets an animation hold values for
  /// arbitrary keys (to tell animations apart in a delegate, say).
  public func setValue(_ value: Any?, forKey key: String) {
    keyedValues[key] = value
  }

  /// The value kept under a key, or nil.
  public func value(forKey key: String) -> Any? {
    keyedValues[key]
  }
}
