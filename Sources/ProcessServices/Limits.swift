/// How much input Flipbook accepts before it allocates or works: sizes of files, images and
/// frames, counts of frames, lengths of time. Every default is written here, once.
///
/// Libraries take a `Limits` value (the defaults unless told otherwise) and read no
/// environment; the `flipbook` command fills one from its environment variables.
public struct Limits: Sendable, Hashable {
  /// The largest width or height of a PNG or a GIF screen, in pixels.
  public var maxSide: Int
  /// The most pixels of a PNG, a GIF screen or a rendered frame.
  public var maxPixels: Int
  /// The largest PNG file read, in bytes.
  public var maxPNGFileBytes: Int
  /// The largest PNG chunk other than image data (IDAT), in bytes.
  public var maxPNGChunkBytes: Int
  /// The largest GIF file read, in bytes.
  public var maxGIFFileBytes: Int
  /// The most pixels decoded over all frames of a GIF together: it bounds the decoding
  /// time, since LZW data can describe about 2,700 pixels a byte.
  public var maxGIFDecodedPixels: Int
  /// The most frames of a GIF read, encoded or rendered.
  public var maxFrames: Int
  /// The largest scene file read, in bytes.
  public var maxSceneFileBytes: Int
  /// The longest time reached, in seconds: a render time, a curve's span, a spring's
  /// settling.
  public var maxDuration: Int
  /// The most layers of a scene file, sublayers included.
  public var maxLayers: Int
  /// The most work a render may take, in layer pixels: for every frame, the pixels each
  /// layer covers (at least a minimum a layer, however small). The default keeps any scene
  /// within about half a minute on one core.
  public var maxWork: Int
  /// The most different font files the texts of a scene name: each is opened, checked and
  /// kept open while the scene is drawn.
  public var maxFonts: Int

  /// Limits with the given values; each one left out has its default: 16384 px a side,
  /// 64 Mpx (2²⁶ pixels), PNG files of 256 MiB and chunks of 8 MiB, GIF files of 512 MiB and
  /// 2³⁰ decoded pixels, 100000 frames, scene files of 16 MiB, 3600 seconds, 10000 layers,
  /// 2³¹ layer pixels of work, and 64 font files.
  public init(
    maxSide: Int = 16384,
    maxPixels: Int = 64 * 1_048_576,
    maxPNGFileBytes: Int = 256 * 1_048_576,
    maxPNGChunkBytes: Int = 8 * 1_048_576,
    maxGIFFileBytes: Int = 512 * 1_048_576,
    maxGIFDecodedPixels: Int = 1 << 30,
    maxFrames: Int = 100_000,
    maxSceneFileBytes: Int = 16 * 1_048_576,
    maxDuration: Int = 3600,
    maxLayers: Int = 10_000,
    maxWork: Int = 1 << 31,
    maxFonts: Int = 64
  ) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxPNGFileBytes = maxPNGFileBytes
    self.maxPNGChunkBytes = maxPNGChunkBytes
    self.maxGIFFileBytes = maxGIFFileBytes
    self.maxGIFDecodedPixels = maxGIFDecodedPixels
    self.maxFrames = maxFrames
    self.maxSceneFileBytes = maxSceneFileBytes
    self.maxDuration = maxDuration
    self.maxLayers = maxLayers
    self.maxWork = maxWork
    self.maxFonts = maxFonts
  }

  /// The longest time a scene file may write, in seconds (one day): a start, a duration, a
  /// delay, a repeat, a hold or a touch's time, and a spring's settling. A bound on what is
  /// read, fixed whatever the limits; ``maxDuration`` bounds the time a render reaches.
  package static let maxSceneTime = 86_400.0

  /// The value of one limit.
  public subscript(key: Key) -> Int {
    get { self[keyPath: key.keyPath] }
    set { self[keyPath: key.keyPath] = newValue }
  }

  /// One of the limits, by name, so that an error can say which limit a value exceeded.
  public enum Key: String, Sendable, Hashable, CaseIterable {
    /// ``Limits/maxSide``.
    case maxSide
    /// ``Limits/maxPixels``.
    case maxPixels
    /// ``Limits/maxPNGFileBytes``.
    case maxPNGFileBytes
    /// ``Limits/maxPNGChunkBytes``.
    case maxPNGChunkBytes
    /// ``Limits/maxGIFFileBytes``.
    case maxGIFFileBytes
    /// ``Limits/maxGIFDecodedPixels``.
    case maxGIFDecodedPixels
    /// ``Limits/maxFrames``.
    case maxFrames
    /// ``Limits/maxSceneFileBytes``.
    case maxSceneFileBytes
    /// ``Limits/maxDuration``.
    case maxDuration
    /// ``Limits/maxLayers``.
    case maxLayers
    /// ``Limits/maxWork``.
    case maxWork
    /// ``Limits/maxFonts``.
    case maxFonts

    /// The limit's default value.
    public var defaultValue: Int { Limits()[self] }

    /// What the limit bounds, in a few words.
    public var meaning: String {
      switch self {
      case .maxSide: "width or height of a PNG or GIF, in pixels"
      case .maxPixels: "pixels of a PNG, a GIF screen or a rendered frame"
      case .maxPNGFileBytes: "size of a PNG file read"
      case .maxPNGChunkBytes: "size of a PNG chunk other than IDAT"
      case .maxGIFFileBytes: "size of a GIF file read"
      case .maxGIFDecodedPixels: "pixels decoded over all frames of a GIF"
      case .maxFrames: "frames of a GIF read, encoded or rendered"
      case .maxSceneFileBytes: "size of a scene file read"
      case .maxDuration: "seconds of a render time, curve span or spring settling"
      case .maxLayers: "layers of a scene file, sublayers included"
      case .maxWork: "layer pixels drawn over all frames of a render"
      case .maxFonts: "different font files the texts of a scene name"
      }
    }

    fileprivate var keyPath: WritableKeyPath<Limits, Int> {
      switch self {
      case .maxSide: \.maxSide
      case .maxPixels: \.maxPixels
      case .maxPNGFileBytes: \.maxPNGFileBytes
      case .maxPNGChunkBytes: \.maxPNGChunkBytes
      case .maxGIFFileBytes: \.maxGIFFileBytes
      case .maxGIFDecodedPixels: \.maxGIFDecodedPixels
      case .maxFrames: \.maxFrames
      case .maxSceneFileBytes: \.maxSceneFileBytes
      case .maxDuration: \.maxDuration
      case .maxLayers: \.maxLayers
      case .maxWork: \.maxWork
      case .maxFonts: \.maxFonts
      }
    }
  }
}

/// An error that a larger limit would have avoided: it says which limits the input exceeded,
/// so that a program can tell its user how to raise them.
public protocol LimitExceeding: Error {
  /// The limits exceeded; empty when the error is of another kind.
  var exceededLimits: [Limits.Key] { get }
}
