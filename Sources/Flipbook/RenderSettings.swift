import Foundation
import Geometry
import Interaction
import ProcessServices

/// How a scene is turned into frames. Every range a setting must fall in is written here,
/// and ``validate()`` is the one check of them, for the library and the command line alike.
public struct RenderSettings: Sendable, Hashable {
  /// Frames per second, 0.01 to 50 (see ``Setting/fps``).
  public var fps: Double
  /// Pixels per point, 0.05 to 8: the one given, else the device's, else 2. A scale once
  /// given stays when the device changes; one never given follows the device.
  public var scale: Double {
    get { givenScale ?? device?.scale ?? 2 }
    set { givenScale = newValue }
  }
  /// The scale set by the caller, nil when it is the device's or the default.
  private var givenScale: Double?
  /// How many times the GIF repeats after the first play, 0 (forever) to 65535.
  public var loopCount: Int
  /// How many frames render at once, 1 to 256; nil = one per core.
  public var threads: Int?
  /// Whether a dot shows each finger while it is down.
  public var showsTouches: Bool
  /// The device whose screen the scene fills, or nil for a canvas of the scene's own size.
  /// A device's screen is the canvas: a scene of another size is an error, never cropped or
  /// stretched (see ``Recording``).
  public var device: Device?
  /// Light or dark: what UIKit's dynamic colours (`UIColor.label`, `.systemBackground`…)
  /// and a scene file's named system colours resolve to.
  public var appearance: Appearance
  /// The Dynamic Type text size that text styles (`UIFont.preferredFont(forTextStyle:)`, a
  /// scene file's `textStyle`) are sized for.
  public var contentSize: ContentSizeCategory
  /// The direction UIKit views lay out and natural-aligned text starts from.
  public var layoutDirection: LayoutDirection

  /// Settings with the command line's defaults: 30 fps, loop forever, a thread per core,
  /// touches shown, no device, light, Large text, left to right. `scale` is the device's when
  /// a device is given and `scale` is not, else 2.
  public init(
    fps: Double = 30, scale: Double? = nil, loopCount: Int = 0, threads: Int? = nil,
    showsTouches: Bool = true, device: Device? = nil, appearance: Appearance = .light,
    contentSize: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.fps = fps
    givenScale = scale
    self.loopCount = loopCount
    self.threads = threads
    self.showsTouches = showsTouches
    self.device = device
    self.appearance = appearance
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
  }

  /// The traits a scene recorded with these settings is shown in: the device, appearance,
  /// content size and layout direction, and the scale as the display scale.
  public var traits: Traits {
    Traits(
      device: device, appearance: appearance, contentSize: contentSize,
      layoutDirection: layoutDirection, displayScale: scale)
  }

  /// The device (if any), appearance, content size and layout direction, as a message
  /// names them: "iPhone 16, dark, accessibilityExtraExtraExtraLarge, leftToRight".
  public var traitsText: String {
    ([device?.name].compactMap { $0 } + [
      appearance.rawValue, contentSize.rawValue, layoutDirection.rawValue,
    ]).joined(separator: ", ")
  }

  /// One of the settings, with the range it must fall in.
  public enum Setting: String, Sendable, Hashable, CaseIterable {
    /// ``RenderSettings/fps``: at most 50, since GIF delays are whole centiseconds and
    /// browsers play 1 cs as 10 cs, so 2 cs is the shortest delay that plays as written; at
    /// least 0.01, since a delay holds at most 655.35 s.
    case fps
    /// ``RenderSettings/scale``: at least 0.05, so a frame is still a few pixels wide.
    case scale
    /// ``RenderSettings/loopCount``: the GIF's 16-bit loop count.
    case loopCount
    /// ``RenderSettings/threads``.
    case threads

    /// The values the setting accepts.
    public var range: ClosedRange<Double> {
      switch self {
      case .fps: 0.01...50
      case .scale: 0.05...8
      case .loopCount: 0...65535
      case .threads: 1...256
      }
    }

    /// The setting's name in a message: "frame rate", "scale", "loop count", "thread count".
    public var name: String {
      switch self {
      case .fps: "frame rate"
      case .scale: "scale"
      case .loopCount: "loop count"
      case .threads: "thread count"
      }
    }

    /// Why a value outside ``range`` is refused: "must be 0.01 to 50 frames per second …".
    var rangeRule: String {
      let low = NumberText.format(range.lowerBound)
      let high = NumberText.format(range.upperBound)
      switch self {
      case .fps:
        return "must be \(low) to \(high) frames per second (GIF delays are centiseconds; "
          + "browsers play delays under 2 cs as 10 cs)"
      case .scale: return "must be \(low) to \(high) pixels per point"
      case .loopCount: return "must be \(low) (forever) to \(high)"
      case .threads: return "must be \(low) to \(high)"
      }
    }
  }

  /// The largest frame rate a GIF can really play.
  public static let maximumFPS = Setting.fps.range.upperBound
  /// The widest and tallest frame in pixels: a GIF's 16-bit screen size.
  public static let maximumPixelsASide = 65535.0
  /// The largest scale.
  public static let maximumScale = Setting.scale.range.upperBound

  /// Throws ``RenderSettingError`` naming the first setting out of its range.
  public func validate() throws(RenderSettingError) {
    let values: [(Setting, Double?)] = [
      (.fps, fps), (.scale, scale), (.loopCount, Double(loopCount)),
      (.threads, threads.map(Double.init)),
    ]
    for case (let setting, let value?) in values where !setting.range.contains(value) {
      throw RenderSettingError(setting: setting, value: value, cause: setting.rangeRule)
    }
  }

  /// Throws ``RenderSettingError`` for a setting out of its range, or for settings that would
  /// render a scene of `size` points lasting `duration` seconds as frames larger than
  /// `limits.maxPixels` (naming the scale) or as more than `limits.maxFrames` frames (naming
  /// the frame rate).
  public func validate(size: Size, duration: Double, limits: Limits) throws(RenderSettingError) {
    try validate()
    let width = (size.width * scale).rounded()
    let height = (size.height * scale).rounded()
    guard width * height <= Double(limits.maxPixels) else {
      throw RenderSettingError(
        setting: .scale, value: scale,
        cause: "a \(NumberText.format(width)) × \(NumberText.format(height)) px frame exceeds "
          + "the limit of \(limits.maxPixels) px",
        exceededLimit: .maxPixels)
    }
    guard (1...Self.maximumPixelsASide).contains(width),
      (1...Self.maximumPixelsASide).contains(height)
    else {
      throw RenderSettingError(
        setting: .scale, value: scale,
        cause: "a \(NumberText.format(width)) × \(NumberText.format(height)) px frame; each "
          + "side must be 1 to \(NumberText.format(Self.maximumPixelsASide)) px")
    }
    let frames = (duration * fps).rounded()
    guard frames <= Double(limits.maxFrames) else {
      throw RenderSettingError(
        setting: .fps, value: fps,
        cause: "\(NumberText.format(frames)) frames exceed the limit of \(limits.maxFrames)",
        exceededLimit: .maxFrames)
    }
  }
}

/// A render setting that cannot be used: which one, its value, and why.
public struct RenderSettingError: Error, LocalizedError, LimitExceeding, Hashable, Sendable {
  /// The setting.
  public let setting: RenderSettings.Setting
  /// Its value.
  public let value: Double
  /// What is wrong with it, e.g. "must be 0.05 to 8 pixels per point".
  public let cause: String
  /// The limit the value would exceed, when that is what is wrong.
  public let exceededLimit: Limits.Key?

  /// An error for `setting` at `value`, for `cause`.
  public init(
    setting: RenderSettings.Setting, value: Double, cause: String,
    exceededLimit: Limits.Key? = nil
  ) {
    self.setting = setting
    self.value = value
    self.cause = cause
    self.exceededLimit = exceededLimit
  }

  /// The value as messages print it: `30`, not `30.0`.
  public var valueText: String { NumberText.format(value) }

  /// "scale 9: must be 0.05 to 8 pixels per point".
  public var errorDescription: String? { "\(setting.name) \(valueText): \(cause)" }

  /// The limit exceeded, if any.
  public var exceededLimits: [Limits.Key] { exceededLimit.map { [$0] } ?? [] }
}

extension RenderSettings {
  /// Whether both settings render alike: a scale given equal to the device's is the same as
  /// the device's.
  public static func == (a: RenderSettings, b: RenderSettings) -> Bool {
    a.fps == b.fps && a.scale == b.scale && a.loopCount == b.loopCount && a.threads == b.threads
      && a.showsTouches == b.showsTouches && a.device == b.device && a.appearance == b.appearance
      && a.contentSize == b.contentSize && a.layoutDirection == b.layoutDirection
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fps)
    hasher.combine(scale)
    hasher.combine(loopCount)
    hasher.combine(threads)
    hasher.combine(showsTouches)
    hasher.combine(device)
    hasher.combine(appearance)
    hasher.combine(contentSize)
    hasher.combine(layoutDirection)
  }
}
