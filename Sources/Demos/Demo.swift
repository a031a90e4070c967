import Geometry
import Interaction

/// A built-in demo: a named scene with a script, as `flipbook list` shows it.
public struct Demo: Sendable {
  /// The name used on the command line, e.g. `button-pop`.
  public let name: String
  /// One line saying what it shows.
  public let summary: String
  /// Length of the recording in seconds.
  public let duration: Double
  /// Canvas size in points.
  public let size: Size
  /// Names of the layers whose image can be replaced; the first is the primary one
  /// (`--image PATH`).
  public let imageNames: [String]
  private let build: @Sendable (DemoImages) throws -> Scene

  /// A demo built by `build` from its images.
  public init(
    name: String, summary: String, duration: Double, size: Size, imageNames: [String],
    build: @escaping @Sendable (DemoImages) throws -> Scene
  ) {
    self.name = name
    self.summary = summary
    self.duration = duration
    self.size = size
    self.imageNames = imageNames
    self.build = build
  }

  /// A fresh scene at time 0 with its events scheduled, ready to be simulated.
  public func makeScene(images: DemoImages = DemoImages()) throws -> Scene {
    try build(images)
  }

  /// Every built-in demo, in the order `flipbook list` shows them.
  public static let all: [Demo] = [.buttonPop, .flip, .rotation, .buttonStates, .fluidButton]

  /// The built-in demo with this name.
  public static func named(_ name: String) -> Demo? {
    all.first { $0.name == name }
  }
}
