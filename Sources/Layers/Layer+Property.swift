import Animation

extension Layer {
  /// The model value of an animatable property, by name: what scene files and other front
  /// ends set without a line of their own per property, as ``PropertyValues`` reads and
  /// writes it (a value of another kind leaves the property unchanged).
  public subscript(property: LayerProperty) -> AnimatableValue {
    get { values[property] }
    set { values[property] = newValue }
  }
}
