import Flipbook
import Foundation
import Interaction
import SnapshotTesting

/// One way to render a test's recording — a device, an appearance, a content size, a layout
/// direction, or several at once — named for the reference it is compared with.
///
/// ```swift
/// assertSnapshots(
///   of: { settings in try Recording(duration: 1, settings: settings) { scene in … } },
///   as: .frames(at: [0, 0.5]),
///   under: [.light, .dark] × [.device(.iPhone16), .device(.iPhoneSE3)])
/// ```
///
/// records four references, `test.light-iPhone-16.png` through
/// `test.dark-iPhone-SE-3rd-generation.png`.
public struct SettingsVariant: Sendable {
  /// The name the reference file carries: letters, digits and hyphens.
  public let name: String
  /// What the variant changes in the settings.
  public let change: @Sendable (inout RenderSettings) -> Void

  /// A variant named `name` making `change` to the settings.
  public init(name: String, change: @escaping @Sendable (inout RenderSettings) -> Void) {
    self.name = Self.fileName(name)
    self.change = change
  }

  /// The settings `base` with the variant's change made.
  public func settings(from base: RenderSettings) -> RenderSettings {
    var settings = base
    change(&settings)
    return settings
  }

  /// The light appearance, named "light".
  public static let light = appearance(.light)
  /// The dark appearance, named "dark".
  public static let dark = appearance(.dark)
  /// Left to right, named "leftToRight".
  public static let leftToRight = layoutDirection(.leftToRight)
  /// Right to left, named "rightToLeft".
  public static let rightToLeft = layoutDirection(.rightToLeft)

  /// `appearance`, named by it.
  public static func appearance(_ appearance: Appearance) -> SettingsVariant {
    SettingsVariant(name: appearance.rawValue) { $0.appearance = appearance }
  }

  /// `category`, named by it ("accessibilityExtraExtraExtraLarge").
  public static func contentSize(_ category: ContentSizeCategory) -> SettingsVariant {
    SettingsVariant(name: category.rawValue) { $0.contentSize = category }
  }

  /// `direction`, named by it.
  public static func layoutDirection(_ direction: LayoutDirection) -> SettingsVariant {
    SettingsVariant(name: direction.rawValue) { $0.layoutDirection = direction }
  }

  /// `device`, named by it ("iPhone-16"): its screen, and its scale unless the base
  /// settings give one (`RenderSettings(scale: 1)` stays at 1 on every device).
  public static func device(_ device: Device) -> SettingsVariant {
    SettingsVariant(name: device.name) { $0.device = device }
  }

  /// Both variants' changes, `b`'s after `a`'s, named "a-b".
  public static func + (a: SettingsVariant, b: SettingsVariant) -> SettingsVariant {
    SettingsVariant(name: a.name + "-" + b.name) {
      a.change(&$0)
      b.change(&$0)
    }
  }

  /// "iPhone SE (3rd generation)" → "iPhone-SE-3rd-generation".
  private static func fileName(_ name: String) -> String {
    name.split { !($0.isLetter || $0.isNumber || $0 == "-") }.joined(separator: "-")
  }
}

infix operator × : MultiplicationPrecedence

/// Every variant of `a` combined with every variant of `b`, `a`'s outermost:
/// `[.light, .dark] × [.device(.iPhone16), .device(.iPadPro11)]` is four variants.
public func × (a: [SettingsVariant], b: [SettingsVariant]) -> [SettingsVariant] {
  a.flatMap { first in b.map { first + $0 } }
}

/// Asserts a snapshot of the recording `make` gives for each of `variants`, each compared
/// with its own reference, named after the variant (and after `name`, when given, before
/// it). `make` gets `base` with the variant's change made: build the recording with those
/// settings, so that its scene — and a UIKit window over it — has the variant's traits.
///
/// A `make` that throws fails the test for that variant, naming it, and the others still
/// run.
public func assertSnapshots<Format>(
  of make: (RenderSettings) throws -> Recording,
  as snapshotting: Snapshotting<Recording, Format>,
  under variants: [SettingsVariant],
  base: RenderSettings = RenderSettings(),
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for variant in variants {
    let variantName = [name, variant.name].compactMap { $0 }.joined(separator: "-")
    let recording: Recording
    do {
      recording = try make(variant.settings(from: base))
    } catch {
      reportIssue("\(variantName): cannot make the recording: \(error.localizedDescription)")
      continue
    }
    assertSnapshot(
      of: recording, as: snapshotting, named: variantName, record: record, fileID: fileID,
      file: filePath, testName: testName, line: line, column: column)
  }
}
