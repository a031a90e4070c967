import Flipbook
import Foundation
import SnapshotTesting

extension Diffing where Value == RecordedGIF {
  /// GIFs stored as they are (timeline comment included); two match when they have the same
  /// frame count, delays and events, and each frame has at most `fraction` of its pixels
  /// more than `tolerance` levels off. A mismatch lists what differs and, when frames do,
  /// writes strips of the differing frames (reference, new, difference) as PNGs.
  public static func gif(tolerance: Int = 2, fraction: Double = 0.001) -> Diffing {
    .diff(
      toData: { Data($0.data) },
      fromData: { data in
        (try? RecordedGIF(data: Array(data), name: "reference"))
          ?? RecordedGIF(failure: "the reference is not a GIF")
      },
      diffV2: { reference, new in
        GIFMismatch(reference: reference, new: new, tolerance: tolerance, fraction: fraction)
          .message.map { ($0, []) }
      })
  }
}

extension Snapshotting where Value == Recording, Format == RecordedGIF {
  /// The whole recording as its GIF — every frame, every delay and the event timeline — so
  /// a change of timing fails as well as a change of pixels. Each frame matches when at
  /// most `fraction` of its pixels differ by more than `tolerance` levels. A mismatch fails
  /// the test with a message that starts with what differs; a recording that cannot be
  /// written as a GIF fails it with the reason, and nothing is recorded.
  public static func gif(tolerance: Int = 2, fraction: Double = 0.001) -> Snapshotting {
    Snapshotting(
      pathExtension: "gif",
      diffing: Diffing.gif(tolerance: tolerance, fraction: fraction).reportingMismatches()
    ) { (recording: Recording) -> Async<RecordedGIF> in
      .reportingFailure(of: "the recording's GIF") { try RecordedGIF(recording: recording) }
    }
  }
}

extension RecordedGIF {
  /// An empty GIF whose only event says why there is nothing, so the snapshot fails with
  /// the reason.
  init(failure: String) {
    self.init(empty: [failure])
  }
}

/// What differs between two recorded GIFs, as a failure message.
struct GIFMismatch {
  let reference: RecordedGIF
  let new: RecordedGIF
  let tolerance: Int
  let fraction: Double

  /// The most differing frames or lines listed one by one.
  static let listed = 8

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
        : "  frame \(index) at \(FrameStrip.label(forTime: times[index])): delay \(pair.0) cs, "
          + "reference \(pair.1) cs"
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
        return (index, "  frame \(index) at \(label): missing on one side")
      }
      let comparison = ImageComparison(
        reference.frames[index], new.frames[index], tolerance: tolerance)
      guard !comparison.matches(allowing: fraction) else { return nil }
      return (
        index,
        "  frame \(index) at \(label): \(comparison.differingPixels) of "
          + "\(comparison.pixelCount) pixels (largest difference "
          + "\(comparison.largestDifference))"
      )
    }
  }

  /// Writes strips of the given frames, reference against new, and names the files.
  private func artifactLines(_ indices: [Int], times: [Double]) -> String {
    let labels = indices.map { "#\($0) " + FrameStrip.label(forTime: times[$0]) }
    let blank = (new.frames.first ?? reference.frames.first).map {
      Image(width: $0.width, height: $0.height, fill: .white)
    }
    func strip(_ gif: RecordedGIF) -> Image {
      let frames = indices.compactMap { $0 < gif.frames.count ? gif.frames[$0] : blank }
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
