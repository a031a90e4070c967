import Foundation

/// A value a view owns and changes, as SwiftUI's `@State`: stored by the host at the view's
/// position in the tree, so it lasts while the view is re-created, and a change evaluates
/// the body again, animated by the transaction it is made in (`withAnimation`).
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  /// State whose first value is `wrappedValue`.
  public init(wrappedValue: Value) {
    box = StateBox(initial: wrappedValue)
  }

  /// State whose first value is `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; setting it updates the views that read it.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// A binding to the value, to hand to a child view.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State whose first value is nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// A property of a view that the host ties to storage at the view's position.
protocol HostedProperty {
  /// Ties the property to `host`'s storage under `key`.
  func install(in host: ViewHost, key: String)
}

extension State: HostedProperty {
  func install(in host: ViewHost, key: String) {
    box.storage = host.storage(forKey: key, initial: box.initial)
  }
}

/// The link from a view value's state to the host's storage.
final class StateBox<Value> {
  let initial: Value
  var storage: StateStorage<Value>?

  init(initial: Value) {
    self.initial = initial
  }

  var value: Value { storage?.value ?? initial }

  func set(_ newValue: Value) {
    guard let storage else { return }
    storage.value = newValue
    storage.host?.invalidate(transaction: Transaction.current)
  }
}

/// A state value kept by the host at one position.
final class StateStorage<Value> {
  var value: Value
  weak var host: ViewHost?

  init(value: Value, host: ViewHost) {
    self.value = value
    self.host = host
  }
}
