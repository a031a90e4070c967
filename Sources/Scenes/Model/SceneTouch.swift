import Geometry
import Interaction
import ProcessServices

/// One step of a scene's touch script: a finger tapping, pressing, moving, dragging,
/// lifting or being cancelled, at a time in seconds.
///
/// `{"tap": [x, y], "at": 0.5}` (optional `"duration"`, default
/// `TouchScript.defaultTapDuration`);
/// `{"press": [x, y], "at": t}`; `{"lift": [x, y], "at": t}`; `{"cancel": [x, y], "at": t}`;
/// `{"move": [[x, y], …], "at": t, "speed": 250}` (a finger already down, from the path's first
/// point); `{"drag": [[x, y], …], "at": t, "speed": 250}` (press, move, lift; optional
/// `"hold"` before and after, default `TouchScript.defaultHold`). Every step takes
/// `"finger"` (default 0); moves and drags take `"sampleRate"` (moves reported per second,
/// default `TouchScript.defaultSampleRate`).
public struct SceneTouch: Decodable, Sendable {
  /// What the finger does.
  public enum Gesture: Sendable, Equatable {
    /// Down and up again after `duration` seconds, without moving.
    case tap(Point, duration: Double)
    /// Down.
    case press(Point)
    /// Up.
    case lift(Point)
    /// Cancelled by the system.
    case cancel(Point)
    /// Moving along a path at a speed in points per second.
    case move([Point], speed: Double, sampleRate: Double)
    /// Down, along a path, up.
    case drag([Point], speed: Double, sampleRate: Double, hold: Double)
  }

  /// What the finger does.
  public var gesture: Gesture
  /// When it starts, in seconds.
  public var time: Double
  /// Which finger, from 0.
  public var finger: Int
  enum CodingKeys: String, CodingKey, CaseIterable {
    case tap, press, lift, cancel, move, drag, at, finger, duration, speed, sampleRate, hold
  }

  /// The most positions one move or drag reports.
  static let maxReports = 100_000

  /// The keys that say what the finger does, one per step.
  private static let verbs: [CodingKeys] = [.tap, .press, .lift, .cancel, .move, .drag]

  /// The keys each verb takes besides its own, `at` and `finger`.
  private static func options(of verb: CodingKeys) -> Set<CodingKeys> {
    switch verb {
    case .tap: [.duration]
    case .move: [.speed, .sampleRate]
    case .drag: [.speed, .sampleRate, .hold]
    default: []
    }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let verbs = Self.verbs.filter(c.contains)
    guard verbs.count == 1, let verb = verbs.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "a touch step has exactly one of: tap, press, lift, cancel, move, drag (found "
            + (verbs.isEmpty ? "none" : verbs.map(\.stringValue).joined(separator: ", ")) + ")"))
    }
    let allowed = Self.options(of: verb)
    for key in c.allKeys where !Self.verbs.contains(key) && ![.at, .finger].contains(key) {
      guard allowed.contains(key) else {
        throw c.error(at: key, "'\(key.stringValue)' does not belong to a \(verb.stringValue)")
      }
    }
    time = try c.decode(Double.self, forKey: .at)
    guard time >= 0, time <= Limits.maxSceneTime else {
      throw c.error(at: .at, "expected a time of 0 or more seconds, found \(number(time))")
    }
    finger = try c.decodeIfPresent(Int.self, forKey: .finger) ?? 0
    guard (0..<10).contains(finger) else {
      throw c.error(at: .finger, "expected a finger from 0 to 9, found \(finger)")
    }
    let speed = try c.decodeIfPresent(
      Double.self, forKey: .speed, in: 0.001...1e6, "points per second above 0")
    switch verb {
    case .tap:
      let duration =
        try c.decodeIfPresent(
          Double.self, forKey: .duration, in: 0...Limits.maxSceneTime, "seconds, 0 or more")
        ?? TouchScript.defaultTapDuration
      gesture = .tap(try c.decodePoint(forKey: .tap), duration: duration)
    case .press: gesture = .press(try c.decodePoint(forKey: .press))
    case .lift: gesture = .lift(try c.decodePoint(forKey: .lift))
    case .cancel: gesture = .cancel(try c.decodePoint(forKey: .cancel))
    default:
      guard let speed else {
        throw DecodingError.keyNotFound(
          CodingKeys.speed,
          .init(
            codingPath: c.codingPath, debugDescription: "a \(verb.stringValue) needs its 'speed'"))
      }
      let sampleRate =
        try c.decodeIfPresent(
          Double.self, forKey: .sampleRate, in: 1...1000, "moves per second from 1 to 1000")
        ?? TouchScript.defaultSampleRate
      let hold =
        try c.decodeIfPresent(
          Double.self, forKey: .hold, in: 0...Limits.maxSceneTime, "seconds, 0 or more")
        ?? TouchScript.defaultHold
      let points = try Self.path(c, verb, speed: speed, sampleRate: sampleRate)
      gesture =
        verb == .move
        ? .move(points, speed: speed, sampleRate: sampleRate)
        : .drag(points, speed: speed, sampleRate: sampleRate, hold: hold)
    }
  }

  /// The path of a move or drag under `verb`, checked for the number of positions it reports.
  private static func path(
    _ c: KeyedDecodingContainer<CodingKeys>, _ verb: CodingKeys, speed: Double,
    sampleRate: Double
  ) throws -> [Point] {
    let points = try c.decode([[Double]].self, forKey: verb)
    guard points.count >= 2, points.allSatisfy({ $0.count == 2 }) else {
      throw c.error(at: verb, "expected a path of two or more points [[x, y], [x, y], …]")
    }
    let path = points.map { Point(x: $0[0], y: $0[1]) }
    let reports = Self.reports(along: path, speed: speed, sampleRate: sampleRate)
    guard reports <= Double(Self.maxReports) else {
      throw c.error(
        at: verb,
        "this \(verb.stringValue) reports \(number(reports)) positions (the path's length over "
          + "the speed, times the sample rate); at most \(Self.maxReports)")
    }
    return path
  }

  /// How many positions a finger moving along `path` reports.
  private static func reports(along path: [Point], speed: Double, sampleRate: Double) -> Double {
    let length = zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    return (length / speed * sampleRate).rounded(.up)
  }

  /// How many finger events the step adds to the script.
  var eventCount: Int {
    switch gesture {
    case .tap, .press, .lift, .cancel: 2
    case .move(let path, let speed, let rate), .drag(let path, let speed, let rate, _):
      Int(Self.reports(along: path, speed: speed, sampleRate: rate)) + 2
    }
  }

  /// Adds this step to `script`.
  func add(to script: inout TouchScript) {
    switch gesture {
    case .tap(let p, let duration):
      script.tap(at: p, time: time, duration: duration, finger: finger)
    case .press(let p): script.press(at: p, time: time, finger: finger)
    case .lift(let p): script.lift(at: p, time: time, finger: finger)
    case .cancel(let p): script.cancel(at: p, time: time, finger: finger)
    case .move(let path, let speed, let rate):
      script.move(along: path, from: time, speed: speed, sampleRate: rate, finger: finger)
    case .drag(let path, let speed, let rate, let hold):
      script.drag(
        along: path, from: time, speed: speed, sampleRate: rate, finger: finger, hold: hold)
    }
  }
}
