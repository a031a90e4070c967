import Pixels

/// One of UIKit's dynamic system colours, which have one value in the light appearance and
/// another in the dark: `UIColor.label`, `.systemBackground`, `.systemBlue` and the rest.
///
/// The values are UIKit's, as sRGB components 0–255 and an alpha: the element colours
/// (`label` … `opaqueSeparator`, `link`) as iOS 13 and later report them when resolved
/// (measured on a device and published by Noah Gilmore, "Backwards compatibility for iOS 13
/// system colors", noahgilmore.com, and ColorCompatibility), the named colours (`systemBlue`
/// … `systemGray6`) from the colour table of Apple's Human Interface Guidelines (Color,
/// "System colors", iOS 15 to 18 values: systemBlue #007AFF light, #0A84FF dark).
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
  /// Primary text: black in light, white in dark. Light (0, 0, 0), dark (255, 255, 255).
  case label
  /// Secondary text. Light (60, 60, 67, 0.6), dark (235, 235, 245, 0.6).
  case secondaryLabel
  /// Tertiary text. Light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
  case tertiaryLabel
  /// Quaternary text. Light (60, 60, 67, 0.18), dark (235, 235, 245, 0.16).
  case quaternaryLabel
  /// Placeholder text in fields. Light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
  case placeholderText
  /// A fill for thin and small shapes. Light (120, 120, 128, 0.2), dark (120, 120, 128, 0.36).
  case systemFill
  /// A fill for medium-size shapes. Light (120, 120, 128, 0.16), dark (120, 120, 128, 0.32).
  case secondarySystemFill
  /// A fill for large shapes. Light (118, 118, 128, 0.12), dark (118, 118, 128, 0.24).
  case tertiarySystemFill
  /// A fill for large areas with complex content. Light (116, 116, 128, 0.08), dark (118, 118, 128, 0.18).
  case quaternarySystemFill
  /// The main background: white in light, black in dark. Light (255, 255, 255), dark (0, 0, 0).
  case systemBackground
  /// Content layered on the main background. Light (242, 242, 247), dark (28, 28, 30).
  case secondarySystemBackground
  /// Content layered on secondary content. Light (255, 255, 255), dark (44, 44, 46).
  case tertiarySystemBackground
  /// The background of a grouped interface. Light (242, 242, 247), dark (0, 0, 0).
  case systemGroupedBackground
  /// Content on a grouped background. Light (255, 255, 255), dark (28, 28, 30).
  case secondarySystemGroupedBackground
  /// Content on secondary grouped content. Light (242, 242, 247), dark (44, 44, 46).
  case tertiarySystemGroupedBackground
  /// A thin line that lets what is beneath show through. Light (60, 60, 67, 0.29), dark (84, 84, 88, 0.6).
  case separator
  /// A thin line that hides what is beneath. Light (198, 198, 200), dark (56, 56, 58).
  case opaqueSeparator
  /// Link text. Light (0, 122, 255), dark (9, 132, 255).
  case link
  /// Blue, and the default tint. Light (0, 122, 255), dark (10, 132, 255).
  case systemBlue
  /// Brown. Light (162, 132, 94), dark (172, 142, 104).
  case systemBrown
  /// Cyan. Light (50, 173, 230), dark (100, 210, 255).
  case systemCyan
  /// Green. Light (52, 199, 89), dark (48, 209, 88).
  case systemGreen
  /// Indigo. Light (88, 86, 214), dark (94, 92, 230).
  case systemIndigo
  /// Mint. Light (0, 199, 190), dark (99, 230, 226).
  case systemMint
  /// Orange. Light (255, 149, 0), dark (255, 159, 10).
  case systemOrange
  /// Pink. Light (255, 45, 85), dark (255, 55, 95).
  case systemPink
  /// Purple. Light (175, 82, 222), dark (191, 90, 242).
  case systemPurple
  /// Red. Light (255, 59, 48), dark (255, 69, 58).
  case systemRed
  /// Teal. Light (48, 176, 199), dark (64, 200, 224).
  case systemTeal
  /// Yellow. Light (255, 204, 0), dark (255, 214, 10).
  case systemYellow
  /// Grey, the same in both appearances. Light (142, 142, 147), dark (142, 142, 147).
  case systemGray
  /// The second grey: lighter in light, darker in dark. Light (174, 174, 178), dark (99, 99, 102).
  case systemGray2
  /// The third grey. Light (199, 199, 204), dark (72, 72, 74).
  case systemGray3
  /// The fourth grey. Light (209, 209, 214), dark (58, 58, 60).
  case systemGray4
  /// The fifth grey. Light (229, 229, 234), dark (44, 44, 46).
  case systemGray5
  /// The sixth grey: nearest the background. Light (242, 242, 247), dark (28, 28, 30).
  case systemGray6

  /// The colour in `appearance`.
  public func color(in appearance: Appearance) -> Color {
    let (light, dark) = components
    let (r, g, b, a) = appearance == .light ? light : dark
    return Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }

  /// Red, green and blue 0–255 and alpha 0–1, light then dark.
  private var components: (light: Components, dark: Components) {
    switch self {
    case .label: ((0, 0, 0, 1), (255, 255, 255, 1))
    case .secondaryLabel: ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    case .tertiaryLabel: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    case .quaternaryLabel: ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    case .placeholderText: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    case .systemFill: ((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    case .secondarySystemFill: ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    case .tertiarySystemFill: ((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    case .quaternarySystemFill: ((116, 116, 128, 0.08), (118, 118, 128, 0.18))
    case .systemBackground: ((255, 255, 255, 1), (0, 0, 0, 1))
    case .secondarySystemBackground: ((242, 242, 247, 1), (28, 28, 30, 1))
    case .tertiarySystemBackground: ((255, 255, 255, 1), (44, 44, 46, 1))
    case .systemGroupedBackground: ((242, 242, 247, 1), (0, 0, 0, 1))
    case .secondarySystemGroupedBackground: ((255, 255, 255, 1), (28, 28, 30, 1))
    case .tertiarySystemGroupedBackground: ((242, 242, 247, 1), (44, 44, 46, 1))
    case .separator: ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    case .opaqueSeparator: ((198, 198, 200, 1), (56, 56, 58, 1))
    case .link: ((0, 122, 255, 1), (9, 132, 255, 1))
    case .systemBlue: (Self.components(of: .systemBlue), (10, 132, 255, 1))
    case .systemBrown: ((162, 132, 94, 1), (172, 142, 104, 1))
    case .systemCyan: ((50, 173, 230, 1), (100, 210, 255, 1))
    case .systemGreen: ((52, 199, 89, 1), (48, 209, 88, 1))
    case .systemIndigo: ((88, 86, 214, 1), (94, 92, 230, 1))
    case .systemMint: ((0, 199, 190, 1), (99, 230, 226, 1))
    case .systemOrange: ((255, 149, 0, 1), (255, 159, 10, 1))
    case .systemPink: ((255, 45, 85, 1), (255, 55, 95, 1))
    case .systemPurple: ((175, 82, 222, 1), (191, 90, 242, 1))
    case .systemRed: ((255, 59, 48, 1), (255, 69, 58, 1))
    case .systemTeal: ((48, 176, 199, 1), (64, 200, 224, 1))
    case .systemYellow: ((255, 204, 0, 1), (255, 214, 10, 1))
    case .systemGray: ((142, 142, 147, 1), (142, 142, 147, 1))
    case .systemGray2: ((174, 174, 178, 1), (99, 99, 102, 1))
    case .systemGray3: ((199, 199, 204, 1), (72, 72, 74, 1))
    case .systemGray4: ((209, 209, 214, 1), (58, 58, 60, 1))
    case .systemGray5: ((229, 229, 234, 1), (44, 44, 46, 1))
    case .systemGray6: ((242, 242, 247, 1), (28, 28, 30, 1))
    }
  }

  private typealias Components = (Double, Double, Double, Double)

  /// `color`'s red, green and blue 0–255 and its alpha: light blue is `Color.systemBlue`,
  /// written once in Pixels.
  private static func components(of color: Color) -> Components {
    (color.red * 255, color.green * 255, color.blue * 255, color.alpha)
  }
}
