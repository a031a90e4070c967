/// Numbers as error messages print them.
package enum NumberText {
  /// A number as a person writes it: `30`, not `30.0`; `0.25`; `nan` and `inf` as Swift
  /// prints them.
  package static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
