import Flipbook
import Foundation
import Pixels
import Raster
import SnapshotTesting

extension Diffing where Value == RecordedGIF {
  /// GIFs stored as they are (timeline comment included); two match when they have the same
  /// frame count, delays and events, and each frame has at most `fraction` of its pixels
  /// more than `tolerance` levels off. A mismatch lists what differs and, when frames do,
  /// writes strips of the differing frames (reference, new, difference) as PNGs.
  public static func gif(tolerance: Int = 2, fraction: Double = 0.001) -> Diffing {
    .animation(tolerance: tolerance, fraction: fraction)
  }
}

extension Diffing where Value: RecordedAnimation {
  /// Recorded animations stored as their files' bytes, compared by ``AnimationMismatch``.
  static func animation(tolerance: Int, fraction: Double) -> Diffing {
    .diff(
      toData: { Data($0.data) },
      fromData: { data in
        // A reference that does not decode becomes a failure the comparison reports.
        (try? Value(data: Array(data), name: "reference"))
          ?? Value(failure: "the reference is not a \(Value.formatName)")
      },
      diffV2: { reference, new in
        AnimationMismatch(
          reference: reference, new: new, tolerance: tolerance, fraction: fraction
        )
        .message.map { ($0, []) }
      })
  }
}

extension Snapshotting where Value == Recording, Format: RecordedAnimation {
  /// The recording as `Format`'s file, compared by ``Diffing/animation(tolerance:fraction:)``.
  static func animation(tolerance: Int, fraction: Double) -> Snapshotting {
    Snapshotting(
      pathExtension: Format.pathExtension,
      diffing: Diffing.animation(tolerance: tolerance, fraction: fraction).reporting(
        as: StrategyName.make(
          Format.pathExtension, tolerance: tolerance, fraction: fraction, isCall: true)
      ) { try .animation(reference: $0, new: $1, tolerance: tolerance, fraction: fraction) }
    ) { (recording: Recording) -> Async<Format> in
      .reportingFailure(of: "the recording's \(Format.formatName)") {
        try Format(recording: recording)
      }
    }
  }
}

extension Snapshotting where Value == Recording, Format == RecordedGIF {
  /// The whole recording as its GIF — every frame, every delay and the event timeline — so
  /// a change of timing fails as well as a change of pixels. Each frame matches when at
  /// most `fraction` of its pixels differ by more than `tolerance` levels. A mismatch fails
  /// the test with a message that starts with what differs; a recording that cannot be
  /// written as a GIF fails it with the reason, and nothing is recorded.
  public static func gif(tolerance: Int = 2, fraction: Double = 0.001) -> Snapshotting {
    .animation(tolerance: tolerance, fraction: fraction)
  }
}

extension RecordedGIF {
  /// An empty GIF whose only event says why there is nothing, so the snapshot fails with
  /// the reason.
  init(failure: String) {
    self.init(empty: [failure])
  }
}

/// A recorded animation as the strategies compare it: frames as they show, how long each
/// shows, and the event timeline.
protocol RecordedAnimation: Sendable {
  /// The file's bytes, as the reference stores them.
  var data: [UInt8] { get }
  /// The format's name in messages ("GIF").
  static var formatName: String { get }
  /// The reference file's extension.
  static var pathExtension: String { get }
  /// Renders `recording` into the format.
  init(recording: Recording) throws
  /// Decodes the format's bytes; `name` is what error messages call them.
  init(data: [UInt8], name: String) throws
  /// No frames, only an event that says why, so the snapshot fails with the reason.
  init(failure: String)
  /// The frames as they show, composited.
  var frames: [Image] { get }
  /// How long each frame shows, in ``delayUnit``.
  var delays: [Int] { get }
  /// The event timeline, one event a line.
  var events: [String] { get }
  /// The unit of ``delays``, as messages write it ("cs", "ms").
  static var delayUnit: String { get }
  /// When each frame starts, in seconds.
  var frameTimes: [Double] { get }
}

extension RecordedAnimation {
  /// When each frame starts, in seconds: the sum of the delays before it, `perSecond` to
  /// a second.
  static func startTimes(of delays: [Int], perSecond: Double) -> [Double] {
    var time = 0
    return delays.map { delay in
      defer { time += delay }
      return Double(time) / perSecond
    }
  }
}

/// What differs between two recorded animations, as a failure message.
struct AnimationMismatch<Recorded: RecordedAnimation> {
  let reference: Recorded
  let new: Recorded
  let tolerance: Int
  let fraction: Double

  /// The most differing frames or lines listed one by one.
  static var listed: Int { 8 }

  /// Nil when they match.
  var message: String? {
    var lines: [String] = []
    if new.frames.count != reference.frames.count {
      lines.append(
        "\(new.frames.count) frames where the reference has \(reference.frames.count)")
    }
    let times = new.frames.count >= reference.frames.count ? new.frameTimes : reference.frameTimes
    let delayLines = zip(new.delays, reference.delays).enumerated().compactMap {
      index, pair -> String? in
      pair.0 == pair.1
        ? nil
        : "  frame \(index + 1) at \(FrameStrip.label(forTime: times[index])): delay \(pair.0) "
          + "\(Recorded.delayUnit), reference \(pair.1) \(Recorded.delayUnit)"
    }
    if !delayLines.isEmpty {
      lines.append("\(delayLines.count) delays differ:")
      lines += Self.capped(delayLines)
    }
    let changes = new.events.difference(from: reference.events)
    let eventLines =
      Self.lines(changes.removals, marked: "-") + Self.lines(changes.insertions, marked: "+")
    if !eventLines.isEmpty {
      lines.append("the event timeline differs (- reference, + new):")
      lines += Self.capped(eventLines)
    }
    let differing = differingFrames(times: times)
    if !differing.isEmpty {
      lines.append(
        "\(differing.count) of \(max(new.frames.count, reference.frames.count)) frames differ "
          + "by more than \(tolerance) levels:")
      lines += Self.capped(differing.map(\.line))
      lines.append(artifactLines(differing.prefix(Self.listed).map(\.index), times: times))
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The frames that differ beyond the tolerance (a missing frame always does).
  private func differingFrames(times: [Double]) -> [(index: Int, line: String)] {
    (0..<max(new.frames.count, reference.frames.count)).compactMap { index in
      let label = FrameStrip.label(forTime: times[index])
      guard index < new.frames.count, index < reference.frames.count else {
        return (index, "  frame \(index + 1) at \(label): missing on one side")
      }
      let comparison = ImageComparison(
        reference.frames[index], new.frames[index], tolerance: tolerance)
      guard !comparison.matches(allowing: fraction) else { return nil }
      return (
        index,
        "  frame \(index + 1) at \(label): \(comparison.differingPixels) of "
          + "\(comparison.pixelCount) pixels (largest difference "
          + "\(comparison.largestDifference))"
      )
    }
  }

  /// Writes strips of the given frames, reference against new, and names the files.
  private func artifactLines(_ indices: [Int], times: [Double]) -> String {
    let labels = indices.map { "#\($0 + 1) " + FrameStrip.label(forTime: times[$0]) }
    let blank = (new.frames.first ?? reference.frames.first).map {
      Image(width: $0.width, height: $0.height, fill: .white)
    }
    func strip(_ gif: Recorded) -> Image {
      let frames = indices.compactMap { $0 < gif.frames.count ? gif.frames[$0] : blank }
      // Without the bundled fonts the strip is unlabelled; the message names the frames.
      return FrameStrip(frames: frames, labels: labels, fonts: try? FontLibrary.bundled()).image
    }
    let referenceStrip = strip(reference)
    let newStrip = strip(new)
    let difference = ImageComparison(referenceStrip, newStrip, tolerance: tolerance).difference
    do {
      return try FailureArtifacts.write(
        reference: referenceStrip, new: newStrip, difference: difference
      ).message
    } catch {
      return "the reference, new and difference images could not be written: \(error)"
    }
  }

  /// Removed or inserted lines in the order of their offsets, each after `mark`.
  private static func lines(_ changes: [CollectionDifference<String>.Change], marked mark: String)
    -> [String]
  {
    changes.map { change -> (Int, String) in
      switch change {
      case .insert(let offset, let line, _), .remove(let offset, let line, _):
        return (offset, "  \(mark) \(line)")
      }
    }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The first lines, and how many more there are.
  private static func capped(_ lines: [String]) -> [String] {
    lines.count <= listed
      ? lines : Array(lines.prefix(listed)) + ["  … and \(lines.count - listed) more"]
  }
}
