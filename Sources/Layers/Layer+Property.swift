import Animation

extension Layer {
  /// The model value of an animatable property, by name: what scene files and other front
  /// ends set without a line of their own per property. Setting a value of another kind
  /// (a colour for `opacity`, say) leaves the property unchanged, and so does setting a
  /// shape's property (`strokeEnd`, …) on a layer without a ``shape`` (likewise a
  /// gradient's and a replicator's).
  public subscript(property: LayerProperty) -> AnimatableValue {
    get { PropertyValues(of: self)[property] }
    set {
      switch (property, newValue) {
      case (.bounds, .rect(let v)): bounds = v
      case (.position, .point(let v)): position = v
      case (.anchorPoint, .point(let v)): anchorPoint = v
      case (.zPosition, .scalar(let v)): zPosition = v
      case (.transform, .transform(let v)): transform = v
      case (.sublayerTransform, .transform(let v)): sublayerTransform = v
      case (.opacity, .scalar(let v)): opacity = v
      case (.backgroundColor, .color(let v)): backgroundColor = v
      case (.cornerRadius, .scalar(let v)): cornerRadius = v
      case (.borderWidth, .scalar(let v)): borderWidth = v
      case (.borderColor, .color(let v)): borderColor = v
      default:
        var values = PropertyValues(of: self)
        values.setOwnedProperty(property, to: newValue)
        shadow = values.shadow
        shape = values.shape
        gradient = values.gradient
        replicator = values.replicator
      }
    }
  }
}
