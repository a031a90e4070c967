/// How a scene is turned into frames.
public struct RenderSettings: Sendable, Hashable {
  /// Frames per second, above 0 and at most 50 (GIF delays are whole centiseconds and
  /// browsers play 1 cs as 10 cs, so 50 fps — 2 cs — is the real maximum).
  public var fps: Double
  /// Pixels per point, above 0 and at most 8.
  public var scale: Double
  /// How many times the GIF repeats after the first play; 0 = forever.
  public var loopCount: Int
  /// How many frames render at once; nil = one per core (`FLIPBOOK_THREADS` overrides).
  public var threads: Int?
  /// Whether a dot shows each finger while it is down.
  public var showsTouches: Bool

  /// Settings with the command line's defaults: 30 fps, scale 2, loop forever, touches shown.
  public init(
    fps: Double = 30, scale: Double = 2, loopCount: Int = 0, threads: Int? = nil,
    showsTouches: Bool = true
  ) {
    self.fps = fps
    self.scale = scale
    self.loopCount = loopCount
    self.threads = threads
    self.showsTouches = showsTouches
  }

  /// The largest frame rate a GIF can really play.
  public static let maximumFPS = 50.0
  /// The largest scale.
  public static let maximumScale = 8.0

  /// Throws ``RecordingError`` for a value out of range.
  public func validate() throws {
    guard fps > 0, fps <= Self.maximumFPS else { throw RecordingError.invalidFrameRate(fps) }
    guard scale > 0, scale <= Self.maximumScale else { throw RecordingError.invalidScale(scale) }
    guard (0...65535).contains(loopCount) else {
      throw RecordingError.invalidLoopCount(loopCount)
    }
    if let threads, threads < 1 { throw RecordingError.invalidThreadCount(threads) }
  }
}
