import Interaction
import Pixels

/// A control as a scene file writes it, on the layer it is: one of the five behaviours
/// Flipbook re-creates, with its parameters.
public struct SceneControl: Decodable, Sendable {
  /// The controls.
  public enum Kind: String, Sendable, CaseIterable {
    /// An image that behaves like a button: press shrinks, release pops, then its actions.
    case imageButton
    /// A tap on the touch area flips the layer's first sublayer to the next with a 3D turn.
    case flipTransition
    /// A system button with per-state titles, colours and images.
    case systemButton
    /// A gesture (right then down, or left then down) turning the layer by 90°.
    case rotateGesture
    /// A calculator-style button: instant highlight, fade back, spring press.
    case fluidButton
  }

  /// Which control.
  public var kind: Kind
  /// Image buttons in the same group exclude each other (default: all in one group).
  public var group: String?
  /// What happens when the control fires.
  public var actions: [SceneAction]
  /// The flip's views, by name: sublayers of this layer, the first showing.
  public var views: [String]
  /// The length of a whole flip in seconds (default 1).
  public var flipDuration: Double
  /// The layer whose touches the flip or the gesture watches (default: the root).
  public var touchArea: String?
  /// Whether a recognised turn animates (default true).
  public var animated: Bool
  /// A system button's titles by state.
  public var titles: [SceneControlState: String]
  /// A system button's title colours by state.
  public var titleColors: [SceneControlState: SceneColor]
  /// A system button's images by state (PNG paths relative to the scene file).
  public var images: [SceneControlState: String]
  /// A system button's background images by state.
  public var backgroundImages: [SceneControlState: String]
  /// A system button's tint colour.
  public var tintColor: SceneColor?
  /// Whether a system button takes touches (default true).
  public var enabled: Bool
  /// Whether a system button starts selected (default false).
  public var selected: Bool
  /// A fluid button's title.
  public var title: String?
  /// A fluid button's style.
  public var style: SceneFluidStyle?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, group, actions, views, duration, touchArea, animated, titles, titleColors, images
    case backgroundImages, tintColor, enabled, selected, title, style
  }

  private static let kindKeys: [CodingKeys: Kind] = [
    .group: .imageButton, .views: .flipTransition, .duration: .flipTransition,
    .animated: .rotateGesture, .titles: .systemButton, .titleColors: .systemButton,
    .images: .systemButton, .backgroundImages: .systemButton, .tintColor: .systemButton,
    .enabled: .systemButton, .selected: .systemButton, .title: .fluidButton,
    .style: .fluidButton,
  ]

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    kind = try c.decodeName(Kind.self, forKey: .type, "control type")
    for key in c.allKeys {
      if let owner = Self.kindKeys[key], owner != kind {
        throw c.error(at: key, "'\(key.stringValue)' belongs to a \(owner.rawValue), not a \(kind.rawValue)")
      }
      if key == .actions, kind != .imageButton, kind != .systemButton {
        throw c.error(at: key, "a \(kind.rawValue) has no actions; image and system buttons do")
      }
      if key == .touchArea, kind != .flipTransition, kind != .rotateGesture {
        throw c.error(at: key, "'touchArea' belongs to a flipTransition or a rotateGesture")
      }
    }
    group = try c.decodeIfPresent(String.self, forKey: .group)
    actions = try c.decodeIfPresent([SceneAction].self, forKey: .actions) ?? []
    views = try c.decodeIfPresent([String].self, forKey: .views) ?? []
    if kind == .flipTransition, views.count != 2 {
      throw c.contains(.views)
        ? c.error(at: .views, "a flip needs two views, found \(views.count)")
        : DecodingError.keyNotFound(
          CodingKeys.views,
          .init(codingPath: c.codingPath, debugDescription: "a flipTransition needs its 'views'"))
    }
    flipDuration =
      try c.decodeIfPresent(Double.self, forKey: .duration, in: 0.01...3600, "seconds above 0")
      ?? 1
    touchArea = try c.decodeIfPresent(String.self, forKey: .touchArea)
    animated = try c.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    titles = try Self.byState(c, .titles, String.self)
    titleColors = try Self.byState(c, .titleColors, SceneColor.self)
    images = try Self.byState(c, .images, String.self)
    backgroundImages = try Self.byState(c, .backgroundImages, String.self)
    tintColor = try c.decodeIfPresent(SceneColor.self, forKey: .tintColor)
    enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    selected = try c.decodeIfPresent(Bool.self, forKey: .selected) ?? false
    title = try c.decodeIfPresent(String.self, forKey: .title)
    if kind == .fluidButton, title == nil {
      throw DecodingError.keyNotFound(
        CodingKeys.title,
        .init(codingPath: c.codingPath, debugDescription: "a fluidButton needs its 'title'"))
    }
    style = try c.decodeIfPresent(SceneFluidStyle.self, forKey: .style)
  }

  /// Whether the control makes the layer it is (a system or fluid button) rather than taking
  /// the layer as it is written.
  public var makesOwnLayer: Bool { kind == .systemButton || kind == .fluidButton }

  private static func byState<T: Decodable>(
    _ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ type: T.Type
  ) throws -> [SceneControlState: T] {
    guard c.contains(key) else { return [:] }
    let entries = try c.nestedContainer(keyedBy: AnyKey.self, forKey: key)
    var result: [SceneControlState: T] = [:]
    for name in entries.allKeys {
      guard let state = SceneControlState(name.stringValue) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: entries.codingPath + [name],
            debugDescription:
              "\(name.stringValue.quoted()) is not a control state: expected normal, highlighted, "
              + "disabled, selected, or several joined by '+' (\"selected+highlighted\")"))
      }
      result[state] = try entries.decode(T.self, forKey: name)
    }
    return result
  }
}

/// A control state as a scene file writes it: `normal`, `highlighted`, `disabled`,
/// `selected`, or several joined by `+`.
public struct SceneControlState: Hashable, Sendable, Comparable {
  /// The state.
  public var state: SystemButton.ControlState

  /// The state a name gives, or nil.
  public init?(_ name: String) {
    let flags: [String: SystemButton.ControlState] = [
      "normal": .normal, "highlighted": .highlighted, "disabled": .disabled,
      "selected": .selected,
    ]
    var state = SystemButton.ControlState.normal
    for part in name.split(separator: "+", omittingEmptySubsequences: false) {
      guard let flag = flags[String(part)] else { return nil }
      state.formUnion(flag)
    }
    self.state = state
  }

  public static func < (a: Self, b: Self) -> Bool { a.state.rawValue < b.state.rawValue }
}

/// What a button does when it fires: `{"alert": "Saved"}` shows an alert with that title;
/// `{"toggleSelected": "follow"}` toggles the selected state of the system button named.
public enum SceneAction: Decodable, Sendable, Equatable {
  /// Shows an alert with this title.
  case alert(String)
  /// Toggles the selected state of the named system button.
  case toggleSelected(String)

  enum CodingKeys: String, CodingKey, CaseIterable {
    case alert, toggleSelected
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard c.allKeys.count == 1, let which = c.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an action is {\"alert\": \"title\"} or {\"toggleSelected\": \"button\"}"))
    }
    let value = try c.decode(String.self, forKey: which)
    self = which == .alert ? .alert(value) : .toggleSelected(value)
  }
}

/// A fluid button's colours: `"flat"`, `"ghost"`, or an object with `background`,
/// `highlightedBackground`, `title`, `highlightedTitle`, `border`, `highlightedBorder`
/// and `borderWidth` (each defaulting to the flat style's).
public struct SceneFluidStyle: Decodable, Sendable {
  /// The style.
  public var style: FluidButton.Style

  enum CodingKeys: String, CodingKey, CaseIterable {
    case background, highlightedBackground, title, highlightedTitle, border, highlightedBorder
    case borderWidth
  }

  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      switch name {
      case "flat": style = .flat
      case "ghost": style = .ghost
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: Suggestion.unknown("style", name, among: ["flat", "ghost"])))
      }
      return
    }
    let c = try decoder.container(
      keyedBy: CodingKeys.self, expecting: "a style: \"flat\", \"ghost\" or an object of colours")
    var style = FluidButton.Style.flat
    func color(_ key: CodingKeys, _ into: inout Color) throws {
      if let value = try c.decodeIfPresent(SceneColor.self, forKey: key) { into = value.color }
    }
    try color(.background, &style.background)
    try color(.highlightedBackground, &style.highlightedBackground)
    try color(.title, &style.title)
    try color(.highlightedTitle, &style.highlightedTitle)
    try color(.border, &style.border)
    try color(.highlightedBorder, &style.highlightedBorder)
    style.borderWidth =
      try c.decodeIfPresent(Double.self, forKey: .borderWidth, in: 0...1000, "a width of 0 or more")
      ?? style.borderWidth
    self.style = style
  }
}

/// A coding key for objects whose keys are data (states by name).
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
