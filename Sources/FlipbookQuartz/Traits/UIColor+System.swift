import Interaction

extension UIColor {
  /// Primary text: black in light, white in dark. Light (0, 0, 0), dark (255, 255, 255).
  public static var label: UIColor { UIColor(SystemColor.label) }
  /// Secondary text. Light (60, 60, 67, 0.6), dark (235, 235, 245, 0.6).
  public static var secondaryLabel: UIColor { UIColor(SystemColor.secondaryLabel) }
  /// Tertiary text. Light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
  public static var tertiaryLabel: UIColor { UIColor(SystemColor.tertiaryLabel) }
  /// Quaternary text. Light (60, 60, 67, 0.18), dark (235, 235, 245, 0.16).
  public static var quaternaryLabel: UIColor { UIColor(SystemColor.quaternaryLabel) }
  /// Placeholder text in fields. Light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
  public static var placeholderText: UIColor { UIColor(SystemColor.placeholderText) }
  /// A fill for thin and small shapes. Light (120, 120, 128, 0.2), dark (120, 120, 128, 0.36).
  public static var systemFill: UIColor { UIColor(SystemColor.systemFill) }
  /// A fill for medium-size shapes. Light (120, 120, 128, 0.16), dark (120, 120, 128, 0.32).
  public static var secondarySystemFill: UIColor { UIColor(SystemColor.secondarySystemFill) }
  /// A fill for large shapes. Light (118, 118, 128, 0.12), dark (118, 118, 128, 0.24).
  public static var tertiarySystemFill: UIColor { UIColor(SystemColor.tertiarySystemFill) }
  /// A fill for large areas with complex content. Light (116, 116, 128, 0.08), dark (118, 118, 128, 0.18).
  public static var quaternarySystemFill: UIColor { UIColor(SystemColor.quaternarySystemFill) }
  /// The main background: white in light, black in dark. Light (255, 255, 255), dark (0, 0, 0).
  public static var systemBackground: UIColor { UIColor(SystemColor.systemBackground) }
  /// Content layered on the main background. Light (242, 242, 247), dark (28, 28, 30).
  public static var secondarySystemBackground: UIColor {
    UIColor(SystemColor.secondarySystemBackground)
  }
  /// Content layered on secondary content. Light (255, 255, 255), dark (44, 44, 46).
  public static var tertiarySystemBackground: UIColor {
    UIColor(SystemColor.tertiarySystemBackground)
  }
  /// The background of a grouped interface. Light (242, 242, 247), dark (0, 0, 0).
  public static var systemGroupedBackground: UIColor {
    UIColor(SystemColor.systemGroupedBackground)
  }
  /// Content on a grouped background. Light (255, 255, 255), dark (28, 28, 30).
  public static var secondarySystemGroupedBackground: UIColor {
    UIColor(SystemColor.secondarySystemGroupedBackground)
  }
  /// Content on secondary grouped content. Light (242, 242, 247), dark (44, 44, 46).
  public static var tertiarySystemGroupedBackground: UIColor {
    UIColor(SystemColor.tertiarySystemGroupedBackground)
  }
  /// A thin line that lets what is beneath show through. Light (60, 60, 67, 0.29), dark (84, 84, 88, 0.6).
  public static var separator: UIColor { UIColor(SystemColor.separator) }
  /// A thin line that hides what is beneath. Light (198, 198, 200), dark (56, 56, 58).
  public static var opaqueSeparator: UIColor { UIColor(SystemColor.opaqueSeparator) }
  /// Link text. Light (0, 122, 255), dark (9, 132, 255).
  public static var link: UIColor { UIColor(SystemColor.link) }
  /// Blue, and the default tint. Light (0, 122, 255), dark (10, 132, 255).
  public static var systemBlue: UIColor { UIColor(SystemColor.systemBlue) }
  /// Brown. Light (162, 132, 94), dark (172, 142, 104).
  public static var systemBrown: UIColor { UIColor(SystemColor.systemBrown) }
  /// Cyan. Light (50, 173, 230), dark (100, 210, 255).
  public static var systemCyan: UIColor { UIColor(SystemColor.systemCyan) }
  /// Green. Light (52, 199, 89), dark (48, 209, 88).
  public static var systemGreen: UIColor { UIColor(SystemColor.systemGreen) }
  /// Indigo. Light (88, 86, 214), dark (94, 92, 230).
  public static var systemIndigo: UIColor { UIColor(SystemColor.systemIndigo) }
  /// Mint. Light (0, 199, 190), dark (99, 230, 226).
  public static var systemMint: UIColor { UIColor(SystemColor.systemMint) }
  /// Orange. Light (255, 149, 0), dark (255, 159, 10).
  public static var systemOrange: UIColor { UIColor(SystemColor.systemOrange) }
  /// Pink. Light (255, 45, 85), dark (255, 55, 95).
  public static var systemPink: UIColor { UIColor(SystemColor.systemPink) }
  /// Purple. Light (175, 82, 222), dark (191, 90, 242).
  public static var systemPurple: UIColor { UIColor(SystemColor.systemPurple) }
  /// Red. Light (255, 59, 48), dark (255, 69, 58).
  public static var systemRed: UIColor { UIColor(SystemColor.systemRed) }
  /// Teal. Light (48, 176, 199), dark (64, 200, 224).
  public static var systemTeal: UIColor { UIColor(SystemColor.systemTeal) }
  /// Yellow. Light (255, 204, 0), dark (255, 214, 10).
  public static var systemYellow: UIColor { UIColor(SystemColor.systemYellow) }
  /// Grey, the same in both appearances. Light (142, 142, 147), dark (142, 142, 147).
  public static var systemGray: UIColor { UIColor(SystemColor.systemGray) }
  /// The second grey: lighter in light, darker in dark. Light (174, 174, 178), dark (99, 99, 102).
  public static var systemGray2: UIColor { UIColor(SystemColor.systemGray2) }
  /// The third grey. Light (199, 199, 204), dark (72, 72, 74).
  public static var systemGray3: UIColor { UIColor(SystemColor.systemGray3) }
  /// The fourth grey. Light (209, 209, 214), dark (58, 58, 60).
  public static var systemGray4: UIColor { UIColor(SystemColor.systemGray4) }
  /// The fifth grey. Light (229, 229, 234), dark (44, 44, 46).
  public static var systemGray5: UIColor { UIColor(SystemColor.systemGray5) }
  /// The sixth grey: nearest the background. Light (242, 242, 247), dark (28, 28, 30).
  public static var systemGray6: UIColor { UIColor(SystemColor.systemGray6) }
}
