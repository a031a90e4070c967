import Foundation
import Layers
import Pixels

/// A visual effect a `UIVisualEffectView` shows, as UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject {
  /// What the effect does to what lies behind, given the appearance it is shown in.
  func backdrop(in style: UIUserInterfaceStyle) -> Backdrop { Backdrop() }
}

/// A blur of what lies behind a `UIVisualEffectView`, as UIKit's `UIBlurEffect`.
///
/// Apple publishes no numbers for its blur styles. The ones here are Apple's own from the
/// WWDC 2013 sample `UIImage+ImageEffects` (session 226), which drew iOS 7's blurs: light
/// blurs by 30 points with white at 30 % over it; extra light by 20 points with 97 % white
/// at 82 %; dark by 20 points with 11 % white at 73 %; each with the saturation raised by
/// 1.8. The later styles take the nearest of these: `.regular` is light (dark in dark
/// appearance), `.prominent` extra light (dark), the thin and ultra-thin materials light,
/// the other materials extra light, and the materials' dark variants dark.
open class UIBlurEffect: UIVisualEffect {
  /// A blur's look, with UIKit's raw values.
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
  }

  /// The three blurs of `UIImage+ImageEffects`.
  enum Published {
    case light, extraLight, dark

    /// The blur radius in points, the white of the tint and its alpha.
    var backdrop: Backdrop {
      switch self {
      case .light: Backdrop(radius: 30, saturation: 1.8, color: Color(white: 1, alpha: 0.3))
      case .extraLight:
        Backdrop(radius: 20, saturation: 1.8, color: Color(white: 0.97, alpha: 0.82))
      case .dark: Backdrop(radius: 20, saturation: 1.8, color: Color(white: 0.11, alpha: 0.73))
      }
    }
  }

  /// The published blur a style is drawn with in an appearance.
  func published(in appearance: UIUserInterfaceStyle) -> Published {
    let dark = appearance == .dark
    switch style {
    case .extraLight, .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
      return .extraLight
    case .light, .systemUltraThinMaterialLight, .systemThinMaterialLight: return .light
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      return .dark
    case .regular, .systemUltraThinMaterial, .systemThinMaterial: return dark ? .dark : .light
    case .prominent, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
      return dark ? .dark : .extraLight
    }
  }

  override func backdrop(in style: UIUserInterfaceStyle) -> Backdrop {
    published(in: style).backdrop
  }
}
