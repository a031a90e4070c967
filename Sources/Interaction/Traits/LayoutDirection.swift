/// The direction a layout reads in, as UIKit's `UIUserInterfaceLayoutDirection`: the side
/// "leading" is on, and the side text of natural alignment starts from.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Leading edge on the left, as in English.
  case leftToRight
  /// Leading edge on the right, as in Arabic and Hebrew.
  case rightToLeft
}
