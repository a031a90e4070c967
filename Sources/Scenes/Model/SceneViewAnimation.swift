import Animation
import Geometry
import Interaction
import Layers
import Pixels

/// `UIView.animate` as a scene file writes it: the view properties the block changes on the
/// layer it is written on, the duration, delay and options, and optionally the spring of
/// `usingSpringWithDamping:initialSpringVelocity:`.
public struct SceneViewAnimation: Sendable {
  /// The duration, delay, curve or spring and repetition.
  public var animation: ViewAnimation
  /// The new values.
  public var changes: SceneViewChanges
}

/// `UIView.transition(with:…)` or Core Animation's `CATransition` as a scene file writes
/// it: the transition and its timing, and the change it shows — the sublayer `from` hidden
/// and `to` shown (`transition(from:to:…)` with `showHideTransitionViews`), or new values of
/// the layer's own view properties.
public struct SceneTransition: Sendable {
  /// What draws a transition.
  public enum Drawing: Sendable {
    /// `UIView.transition`'s flip or cross dissolve, its duration and curve.
    case view(ViewTransition)
    /// Core Animation's fade, move in, push or reveal, its duration and curve.
    case layer(LayerTransition)
  }

  /// What draws the transition.
  public var drawing: Drawing
  /// The sublayer hidden by the transition.
  public var from: String?
  /// The sublayer shown by the transition.
  public var to: String?
  /// New values of the layer's own properties, made under the transition.
  public var changes: SceneViewChanges
}

/// New values of a view's animatable properties, under UIKit's names (`UIView`'s, not
/// `CALayer`'s): `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, and for
/// transitions `hidden`.
public struct SceneViewChanges: Decodable, Sendable, Equatable {
  /// The frame in the superlayer: sets the bounds' size and the centre.
  public var frame: Rect?
  /// The bounds.
  public var bounds: Rect?
  /// Where the anchor point sits in the superlayer (`UIView.center`, the layer's position).
  public var center: Point?
  /// The transform.
  public var transform: Transform3D?
  /// The opacity (`UIView.alpha`).
  public var alpha: Double?
  /// The background colour.
  public var backgroundColor: Color?
  /// Whether the view is hidden: changes only under a transition.
  public var hidden: Bool?

  /// Whether no property changes.
  public var isEmpty: Bool { self == SceneViewChanges() }

  init() {}

  /// The keys, UIKit's view property names.
  enum Key: String, CaseIterable {
    case frame, bounds, center, transform, alpha, backgroundColor, hidden
  }

  /// The layer's names for what a view calls otherwise, and properties a view animation does
  /// not change, with what to write instead.
  static let hints: [String: String] = [
    "opacity": "a view's opacity is 'alpha'",
    "position": "a view's position is 'center'",
    "isHidden": "write 'hidden'",
    "cornerRadius": "a view animation changes frame, bounds, center, transform, alpha and "
      + "backgroundColor; animate 'cornerRadius' with a basic animation",
    "borderWidth": "a view animation changes frame, bounds, center, transform, alpha and "
      + "backgroundColor; animate 'borderWidth' with a basic animation",
    "borderColor": "a view animation changes frame, bounds, center, transform, alpha and "
      + "backgroundColor; animate 'borderColor' with a basic animation",
  ]

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyKey.self, expecting: "an object of new values")
    for key in c.allKeys where Key(rawValue: key.stringValue) == nil {
      let name = key.stringValue
      let message =
        Self.hints[name].map { "unknown key \(name.quoted()): \($0)" }
        ?? Suggestion.unknown("key", name, among: Key.allCases.map(\.rawValue))
      throw c.error(at: key, message)
    }
    func key(_ k: Key) -> AnyKey { AnyKey(stringValue: k.rawValue) }
    frame = try c.contains(key(.frame)) ? c.decodeRect(forKey: key(.frame)) : nil
    bounds = try c.contains(key(.bounds)) ? c.decodeRect(forKey: key(.bounds)) : nil
    center = try c.contains(key(.center)) ? c.decodePoint(forKey: key(.center)) : nil
    transform = try c.decodeIfPresent(SceneTransform.self, forKey: key(.transform))?.transform
    alpha = try c.decodeIfPresent(Double.self, forKey: key(.alpha), in: 0...1, "an alpha 0…1")
    backgroundColor = try c.decodeIfPresent(SceneColor.self, forKey: key(.backgroundColor))?
      .color
    hidden = try c.decodeIfPresent(Bool.self, forKey: key(.hidden))
    if frame != nil, bounds != nil || center != nil {
      throw c.error(
        at: key(.frame), "give either 'frame' or 'bounds' and 'center', not both")
    }
    if isEmpty {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "expected at least one new value"))
    }
  }

  /// The layer properties these changes set on `layer`, in the order UIKit's setters would
  /// make them: a frame keeps the bounds' origin and places the centre by the anchor point.
  func layerChanges(for layer: Layer) -> [(property: LayerProperty, value: AnimatableValue)] {
    var changes: [(property: LayerProperty, value: AnimatableValue)] = []
    if let frame {
      let size = frame.size
      changes.append(
        (.bounds, .rect(Rect(origin: layer.bounds.origin, size: size))))
      changes.append(
        (
          .position,
          .point(
            Point(
              x: frame.origin.x + layer.anchorPoint.x * size.width,
              y: frame.origin.y + layer.anchorPoint.y * size.height))
        ))
    }
    if let bounds { changes.append((.bounds, .rect(bounds))) }
    if let center { changes.append((.position, .point(center))) }
    if let transform { changes.append((.transform, .transform(transform))) }
    if let alpha { changes.append((.opacity, .scalar(alpha))) }
    if let backgroundColor { changes.append((.backgroundColor, .color(backgroundColor))) }
    return changes
  }
}

/// `UIView.AnimationOptions` as a scene file writes them: UIKit's names without the dot.
struct SceneViewOptions {
  /// The curve, `curveEaseInOut` unless one is given.
  var curve = TimingFunction(name: .easeInEaseOut)
  var repeats = false
  var autoreverses = false
  var allowsUserInteraction = false
  /// The transition option, for transitions.
  var transition: ViewTransition.Style?

  static let curves: [String: TimingFunction.Name] = [
    "curveEaseInOut": .easeInEaseOut, "curveEaseIn": .easeIn, "curveEaseOut": .easeOut,
    "curveLinear": .linear,
  ]
  /// Options that hold here as written: animations always start from the value on screen,
  /// and a transition's views are always hidden and shown, never removed.
  static let accepted = ["beginFromCurrentState", "showHideTransitionViews"]
  /// UIKit's options that mean nothing in a scene file, with the reason.
  static let refused: [String: String] = [
    "layoutSubviews": "scene layers have no layout to animate",
    "allowAnimatedContent": "scene layers have no content drawn by code",
    "overrideInheritedDuration": "scene animations are not nested, so nothing is inherited",
    "overrideInheritedCurve": "scene animations are not nested, so nothing is inherited",
    "overrideInheritedOptions": "scene animations are not nested, so nothing is inherited",
    "transitionCurlUp": "page curls are not drawn; use a flip or crossDissolve",
    "transitionCurlDown": "page curls are not drawn; use a flip or crossDissolve",
    "transitionNone": "a transition needs one of its styles",
    "preferredFramesPerSecondDefault": "the scene's fps decides the frame rate",
    "preferredFramesPerSecond60": "the scene's fps decides the frame rate",
    "preferredFramesPerSecond30": "the scene's fps decides the frame rate",
  ]

  /// The options under `key`, for a transition when `forTransition`.
  init<Key: CodingKey>(
    _ c: KeyedDecodingContainer<Key>, forKey key: Key, forTransition: Bool
  ) throws {
    guard c.contains(key) else { return }
    var list = try c.nestedUnkeyedContainer(forKey: key)
    let transitions = ViewTransition.Style.allCases.map(\.optionName)
    var known =
      Array(Self.curves.keys).sorted()
      + ["repeat", "autoreverse", "allowUserInteraction", "beginFromCurrentState"]
    if forTransition { known += ["showHideTransitionViews"] + transitions }
    var curveGiven: String?
    while !list.isAtEnd {
      let element = try list.superDecoder()
      let name = try element.singleValueContainer().decode(String.self)
      func fail(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: element.codingPath, debugDescription: message))
      }
      if let reason = Self.refused[name] {
        throw fail("option \(name.quoted()) is not supported: \(reason)")
      }
      if !forTransition, name == "showHideTransitionViews" || transitions.contains(name) {
        throw fail("option \(name.quoted()) belongs to transitions")
      }
      if let curve = Self.curves[name] {
        if let curveGiven {
          throw fail("two curves given, \(curveGiven.quoted()) and \(name.quoted()); give one")
        }
        curveGiven = name
        self.curve = TimingFunction(name: curve)
      } else if let style = ViewTransition.Style.allCases.first(where: { $0.optionName == name }) {
        if let transition {
          throw fail(
            "two transitions given, \(transition.optionName.quoted()) and \(name.quoted()); "
              + "give one")
        }
        transition = style
      } else {
        switch name {
        case "repeat": repeats = true
        case "autoreverse": autoreverses = true
        case "allowUserInteraction": allowsUserInteraction = true
        case _ where Self.accepted.contains(name): break
        default: throw fail(Suggestion.unknown("option", name, among: known))
        }
      }
    }
  }
}
