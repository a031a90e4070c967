import Foundation
import Interaction

/// What a view inherits from the views around it: the font, the foreground colour, and the
/// device's appearance and text size.
struct EnvironmentValues {
  /// The font text uses when it does not set one.
  var font: Font?
  /// The weight text uses when it does not set one (`.bold()` or `.fontWeight` on a view).
  var fontWeight: Font.Weight?
  /// The colour text and shapes use when they do not set one.
  var foreground: Color?
  /// Light or dark.
  var colorScheme = Appearance.light
  /// The Dynamic Type size.
  var contentSize = ContentSizeCategory.large
}
