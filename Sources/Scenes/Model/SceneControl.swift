import Interaction
import Pixels

/// A control as a scene file writes it, on the layer it is: one of the five behaviours
/// Flipbook re-creates, with its parameters.
public enum SceneControl: Decodable, Sendable {
  /// An image that behaves like a button: press shrinks, release pops, then its actions.
  case imageButton(ImageButtonControl)
  /// A tap on the touch area flips the layer's first sublayer to the next with a 3D turn.
  case flipTransition(FlipTransitionControl)
  /// A system button with per-state titles, colours and images.
  case systemButton(SystemButtonControl)
  /// A gesture (right then down, or left then down) turning the layer by 90°.
  case rotateGesture(RotateGestureControl)
  /// A calculator-style button: instant highlight, fade back, spring press.
  case fluidButton(FluidButtonControl)

  /// The names of the controls, as a scene file's `type` writes them.
  public enum Kind: String, Sendable, CaseIterable {
    /// ``SceneControl/imageButton(_:)``.
    case imageButton
    /// ``SceneControl/flipTransition(_:)``.
    case flipTransition
    /// ``SceneControl/systemButton(_:)``.
    case systemButton
    /// ``SceneControl/rotateGesture(_:)``.
    case rotateGesture
    /// ``SceneControl/fluidButton(_:)``.
    case fluidButton

    /// The keys a control of this kind takes besides `type`.
    var keys: [CodingKeys] {
      switch self {
      case .imageButton: ImageButtonControl.keys
      case .flipTransition: FlipTransitionControl.keys
      case .systemButton: SystemButtonControl.keys
      case .rotateGesture: RotateGestureControl.keys
      case .fluidButton: FluidButtonControl.keys
      }
    }
  }

  /// Which control.
  public var kind: Kind {
    switch self {
    case .imageButton: .imageButton
    case .flipTransition: .flipTransition
    case .systemButton: .systemButton
    case .rotateGesture: .rotateGesture
    case .fluidButton: .fluidButton
    }
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, group, actions, views, duration, touchArea, animated, titles, titleColors, images
    case backgroundImages, tintColor, enabled, selected, title, style
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try c.decodeName(Kind.self, forKey: .type, "control type")
    for key in c.allKeys where key != .type && !kind.keys.contains(key) {
      switch key {
      case .actions:
        throw c.error(at: key, "a \(kind.rawValue) has no actions; image and system buttons do")
      case .touchArea:
        throw c.error(at: key, "'touchArea' belongs to a flipTransition or a rotateGesture")
      default:
        let owner = Kind.allCases.first { $0.keys.contains(key) } ?? kind
        throw c.error(
          at: key, "'\(key.stringValue)' belongs to a \(owner.rawValue), not a \(kind.rawValue)")
      }
    }
    switch kind {
    case .imageButton: self = .imageButton(try ImageButtonControl(c))
    case .flipTransition: self = .flipTransition(try FlipTransitionControl(c))
    case .systemButton: self = .systemButton(try SystemButtonControl(c))
    case .rotateGesture: self = .rotateGesture(try RotateGestureControl(c))
    case .fluidButton: self = .fluidButton(try FluidButtonControl(c))
    }
  }

  /// Whether the control makes the layer it is (a system or fluid button) rather than taking
  /// the layer as it is written.
  public var makesOwnLayer: Bool {
    switch self {
    case .systemButton, .fluidButton: true
    case .imageButton, .flipTransition, .rotateGesture: false
    }
  }

  /// The actions of a control that has them.
  static func actions(_ c: KeyedDecodingContainer<CodingKeys>) throws -> [SceneAction] {
    try c.decodeIfPresent([SceneAction].self, forKey: .actions) ?? []
  }
}

/// An image button's parameters: `{"type": "imageButton", "group": "icons", "actions": […]}`.
public struct ImageButtonControl: Sendable {
  /// Image buttons in the same group exclude each other (default: all in one group).
  public var group: String?
  /// What happens when the button fires.
  public var actions: [SceneAction]

  static let keys: [SceneControl.CodingKeys] = [.group, .actions]

  init(_ c: KeyedDecodingContainer<SceneControl.CodingKeys>) throws {
    group = try c.decodeIfPresent(String.self, forKey: .group)
    actions = try SceneControl.actions(c)
  }
}

/// A flip's parameters: the two views it turns between, its length and its touch area.
public struct FlipTransitionControl: Sendable {
  /// The flip's views, by name: sublayers of this layer, the first showing.
  public var views: [String]
  /// The length of a whole flip in seconds (default 1).
  public var duration: Double
  /// The layer whose touches the flip watches (default: the root).
  public var touchArea: String?

  static let keys: [SceneControl.CodingKeys] = [.views, .duration, .touchArea]

  init(_ c: KeyedDecodingContainer<SceneControl.CodingKeys>) throws {
    guard c.contains(.views) else {
      throw DecodingError.keyNotFound(
        SceneControl.CodingKeys.views,
        .init(codingPath: c.codingPath, debugDescription: "a flipTransition needs its 'views'"))
    }
    views = try c.decodeIfPresent([String].self, forKey: .views) ?? []
    guard views.count == 2 else {
      throw c.error(at: .views, "a flip needs two views, found \(views.count)")
    }
    duration =
      try c.decodeIfPresent(Double.self, forKey: .duration, in: 0.01...3600, "seconds above 0")
      ?? 1
    touchArea = try c.decodeIfPresent(String.self, forKey: .touchArea)
  }
}

/// A system button's parameters: its titles, colours and images by state, its tint, and
/// whether it starts enabled and selected.
public struct SystemButtonControl: Sendable {
  /// The titles by state.
  public var titles: [SceneControlState: String]
  /// The title colours by state.
  public var titleColors: [SceneControlState: SceneColor]
  /// The images by state (PNG paths relative to the scene file).
  public var images: [SceneControlState: String]
  /// The background images by state.
  public var backgroundImages: [SceneControlState: String]
  /// The tint colour.
  public var tintColor: SceneColor?
  /// Whether the button takes touches (default true).
  public var enabled: Bool
  /// Whether the button starts selected (default false).
  public var selected: Bool
  /// What happens when the button fires.
  public var actions: [SceneAction]

  static let keys: [SceneControl.CodingKeys] = [
    .titles, .titleColors, .images, .backgroundImages, .tintColor, .enabled, .selected, .actions,
  ]

  init(_ c: KeyedDecodingContainer<SceneControl.CodingKeys>) throws {
    actions = try SceneControl.actions(c)
    titles = try Self.byState(c, .titles, String.self)
    titleColors = try Self.byState(c, .titleColors, SceneColor.self)
    images = try Self.byState(c, .images, String.self)
    backgroundImages = try Self.byState(c, .backgroundImages, String.self)
    tintColor = try c.decodeIfPresent(SceneColor.self, forKey: .tintColor)
    enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    selected = try c.decodeIfPresent(Bool.self, forKey: .selected) ?? false
  }

  private static func byState<T: Decodable>(
    _ c: KeyedDecodingContainer<SceneControl.CodingKeys>, _ key: SceneControl.CodingKeys,
    _ type: T.Type
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

/// A rotate gesture's parameters: its touch area and whether a turn animates.
public struct RotateGestureControl: Sendable {
  /// Whether a recognised turn animates (default true).
  public var animated: Bool
  /// The layer whose touches the gesture watches (default: the root).
  public var touchArea: String?

  static let keys: [SceneControl.CodingKeys] = [.animated, .touchArea]

  init(_ c: KeyedDecodingContainer<SceneControl.CodingKeys>) throws {
    touchArea = try c.decodeIfPresent(String.self, forKey: .touchArea)
    animated = try c.decodeIfPresent(Bool.self, forKey: .animated) ?? true
  }
}

/// A fluid button's parameters: its title and style.
public struct FluidButtonControl: Sendable {
  /// The title.
  public var title: String
  /// The style (default flat).
  public var style: SceneFluidStyle?

  static let keys: [SceneControl.CodingKeys] = [.title, .style]

  init(_ c: KeyedDecodingContainer<SceneControl.CodingKeys>) throws {
    guard let title = try c.decodeIfPresent(String.self, forKey: .title) else {
      throw DecodingError.keyNotFound(
        SceneControl.CodingKeys.title,
        .init(codingPath: c.codingPath, debugDescription: "a fluidButton needs its 'title'"))
    }
    self.title = title
    style = try c.decodeIfPresent(SceneFluidStyle.self, forKey: .style)
  }
}
