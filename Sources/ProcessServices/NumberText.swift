/// Numbers as messages, descriptions and written files print them.
package enum NumberText {
  /// A number as a person writes it: `30`, not `30.0`; `0.25`; `nan` and `inf` as Swift
  /// prints them.
  package static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The number rounded at 9 decimals, so that binary noise (0.30000000000000004) is gone,
  /// then written as ``format(_:)`` writes it: `0.3`, `2`.
  package static func formatRounded(_ value: Double) -> String {
    format((value * 1e9).rounded() / 1e9)
  }
}
