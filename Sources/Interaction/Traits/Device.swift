import Geometry

/// An iPhone or iPad screen, held upright: its size in points, its scale (pixels per point)
/// and the safe area the status bar, the Dynamic Island or notch and the home indicator leave.
///
/// Sizes and scales are those of Apple's Human Interface Guidelines (Layout, "Device screen
/// sizes and orientations"); safe-area insets are what `UIView.safeAreaInsets` reports for a
/// full-screen view upright on each device (status bar with the Dynamic Island 59 pt, 62 pt
/// on the 16 Pro models; the home indicator 34 pt on iPhone and 20 pt on iPad, whose status
/// bar takes 24 pt; iPhone SE has no home indicator and a 20 pt status bar).
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// What kind of device it is, as UIKit's `UIUserInterfaceIdiom`.
  public enum Idiom: String, Sendable, Hashable {
    /// An iPhone: compact width, regular height, upright.
    case phone
    /// An iPad: regular width and height.
    case pad
  }

  /// The model's name as Apple writes it: "iPhone 16 Pro Max".
  public let name: String
  /// Phone or pad.
  public let idiom: Idiom
  /// The screen upright, in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// The safe area's insets upright, in points.
  public let safeAreaInsets: EdgeInsets

  /// A device of these measurements.
  public init(name: String, idiom: Idiom, size: Size, scale: Double, safeAreaInsets: EdgeInsets) {
    self.name = name
    self.idiom = idiom
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The name.
  public var description: String { name }

  /// The screen in pixels: the size times the scale.
  public var pixelSize: Size { Size(width: size.width * scale, height: size.height * scale) }

  /// The device called `name` among ``all``, or nil.
  public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

  /// The current iPhones and iPads, phones first.
  public static let all: [Device] = [
    iPhoneSE3, iPhone16e, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
    iPadMini, iPad, iPadAir11, iPadAir13, iPadPro11, iPadPro13,
  ]

  private static func phone(_ name: String, _ width: Double, _ height: Double, top: Double)
    -> Device
  {
    Device(
      name: name, idiom: .phone, size: Size(width: width, height: height), scale: 3,
      safeAreaInsets: EdgeInsets(top: top, bottom: 34))
  }

  private static func pad(_ name: String, _ width: Double, _ height: Double) -> Device {
    Device(
      name: name, idiom: .pad, size: Size(width: width, height: height), scale: 2,
      safeAreaInsets: EdgeInsets(top: 24, bottom: 20))
  }

  /// iPhone SE (3rd generation): 375 × 667 pt at 2×, status bar 20 pt, home button.
  public static let iPhoneSE3 = Device(
    name: "iPhone SE (3rd generation)", idiom: .phone, size: Size(width: 375, height: 667),
    scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// iPhone 16e: 390 × 844 pt at 3×, notch 47 pt.
  public static let iPhone16e = phone("iPhone 16e", 390, 844, top: 47)
  /// iPhone 16: 393 × 852 pt at 3×.
  public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59)
  /// iPhone 16 Plus: 430 × 932 pt at 3×.
  public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, top: 59)
  /// iPhone 16 Pro: 402 × 874 pt at 3×.
  public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62)
  /// iPhone 16 Pro Max: 440 × 956 pt at 3×.
  public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62)
  /// iPad mini (A17 Pro): 744 × 1133 pt at 2×.
  public static let iPadMini = pad("iPad mini (A17 Pro)", 744, 1133)
  /// iPad (A16): 820 × 1180 pt at 2×.
  public static let iPad = pad("iPad (A16)", 820, 1180)
  /// iPad Air 11-inch (M3): 820 × 1180 pt at 2×.
  public static let iPadAir11 = pad("iPad Air 11-inch (M3)", 820, 1180)
  /// iPad Air 13-inch (M3): 1024 × 1366 pt at 2×.
  public static let iPadAir13 = pad("iPad Air 13-inch (M3)", 1024, 1366)
  /// iPad Pro 11-inch (M4): 834 × 1210 pt at 2×.
  public static let iPadPro11 = pad("iPad Pro 11-inch (M4)", 834, 1210)
  /// iPad Pro 13-inch (M4): 1032 × 1376 pt at 2×.
  public static let iPadPro13 = pad("iPad Pro 13-inch (M4)", 1032, 1376)
}
