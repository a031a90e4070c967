import ArgumentParser
import Flipbook
import Foundation
import Interaction
import Scenes

/// `--device`, `--appearance`, `--content-size` and `--layout-direction`: the traits a scene
/// is shown in, given over the scene file's own.
struct TraitOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The device whose screen is the canvas, by name, e.g. \"iPhone 16\" (see "
        + "docs/scene-format.md; its scale too, unless --scale or the scene's says).",
      valueName: "NAME"))
  var device: String?

  @Option(help: ArgumentHelp("light or dark (default: the scene's, else light).", valueName: "A"))
  var appearance: String?

  @Option(
    help: ArgumentHelp(
      "The Dynamic Type size: extraSmall … extraExtraExtraLarge, accessibilityMedium … "
        + "accessibilityExtraExtraExtraLarge (default: the scene's, else large).",
      valueName: "SIZE"))
  var contentSize: String?

  @Option(
    help: ArgumentHelp(
      "leftToRight or rightToLeft (default: the scene's, else leftToRight).", valueName: "D"))
  var layoutDirection: String?

  /// The traits given, checked: an unknown name is an error naming the flag and what it
  /// takes.
  func overrides() throws -> TraitOverrides {
    TraitOverrides(
      device: try device.map { name in
        guard let device = Device.named(name) else {
          throw FlipbookError.invalidSetting(
            Self.unknown("--device", name, among: Device.all.map(\.name)))
        }
        return device
      },
      appearance: try Self.value(appearance, flag: "--appearance"),
      contentSize: try Self.value(contentSize, flag: "--content-size"),
      layoutDirection: try Self.value(layoutDirection, flag: "--layout-direction"))
  }

  private static func value<T: RawRepresentable & CaseIterable>(_ text: String?, flag: String)
    throws -> T? where T.RawValue == String
  {
    guard let text else { return nil }
    if let value = T(rawValue: text) { return value }
    throw FlipbookError.invalidSetting(unknown(flag, text, among: T.allCases.map(\.rawValue)))
  }

  /// "--device 'iPhone 15': unknown (did you mean 'iPhone 16'?; expected one of: …)".
  private static func unknown(_ flag: String, _ text: String, among names: [String]) -> String {
    let close = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
    return "\(flag) '\(text)': unknown (\(close)expected one of: "
      + names.map { "'\($0)'" }.joined(separator: ", ") + ")"
  }
}
