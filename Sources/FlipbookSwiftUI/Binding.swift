import Foundation

/// Read and write access to a value owned elsewhere, as SwiftUI's `@Binding`: a child view
/// changes its parent's state through it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// The binding a `@Binding` property is declared with.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to the property at `keyPath` of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }

  /// A binding whose changes animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    Binding(
      get: getValue,
      set: { value in withAnimation(animation) { self.setValue(value) } })
  }
}
