/// Whether the interface is drawn light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  /// Dark content on light backgrounds; iOS's default.
  case light
  /// Light content on dark backgrounds.
  case dark
}
