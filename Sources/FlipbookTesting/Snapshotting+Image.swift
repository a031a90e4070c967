import Flipbook
import Foundation
import Geometry
import Layers
import Pixels
import Raster
import SnapshotTesting

extension Diffing where Value == Image {
  /// Images stored as PNG; two match when at most `fraction` of their pixels differ by more
  /// than `tolerance` levels in any channel. A mismatch writes the reference, the new image
  /// and a difference image as PNGs into ``FailureArtifacts/directory`` and names them in
  /// the message.
  public static func image(tolerance: Int = 2, fraction: Double = 0.001) -> Diffing {
    regions(tolerance: tolerance, fraction: fraction) { _ in [] }
  }

  /// Like ``image(tolerance:fraction:)`` for a strip of `labels.count` frames: each frame is
  /// judged on its own and the message names the frames that differ by their labels.
  static func strip(labels: [String], tolerance: Int, fraction: Double) -> Diffing {
    regions(tolerance: tolerance, fraction: fraction) { image in
      guard
        let columns = FrameStrip.frameColumns(count: labels.count, stripWidth: image.width),
        image.height > FrameStrip.labelHeight
      else { return [] }
      let rows = 0..<(image.height - FrameStrip.labelHeight)
      return zip(labels, columns).map {
        ImageMismatch.Region(label: $0, columns: $1, rows: rows)
      }
    }
  }

  /// PNG data compared by ``ImageMismatch``, region by region.
  private static func regions(
    tolerance: Int, fraction: Double,
    _ regions: @escaping @Sendable (Image) -> [ImageMismatch.Region]
  ) -> Diffing {
    .diff(
      toData: { image in
        do {
          return Data(try image.pngData())
        } catch {
          FileHandle.standardError.write(
            Data(
              "FlipbookTesting: the image cannot be stored as PNG, so nothing is: \(error)\n".utf8))
          return Data()
        }
      },
      fromData: { data in
        // A reference that does not decode reads as 0 × 0, a size the comparison reports.
        (try? Image(pngData: Array(data), name: "reference")) ?? Image(width: 0, height: 0)
      },
      diffV2: { reference, new in
        guard
          let (message, difference) = ImageMismatch.report(
            reference: reference, new: new, tolerance: tolerance, fraction: fraction,
            regions: regions(new))
        else { return nil }
        // Without the difference as PNG the message still says what differs.
        let attachment = (try? difference.pngData()).map {
          DiffAttachment.data(Data($0), name: "difference.png")
        }
        return (message, attachment.map { [$0] } ?? [])
      })
  }
}

extension Snapshotting where Value == Image, Format == Image {
  /// An image compared as PNG with a tolerance of 2 levels on 0.1 % of the pixels.
  public static var image: Snapshotting { .image(tolerance: 2, fraction: 0.001) }

  /// An image compared as PNG, allowing `fraction` of the pixels to differ by more than
  /// `tolerance` levels. A mismatch fails the test with a message that starts with what
  /// differs and names the reference, new and difference PNGs.
  public static func image(tolerance: Int, fraction: Double = 0.001) -> Snapshotting {
    reported(
      as: StrategyName.make("image", tolerance: tolerance, fraction: fraction),
      tolerance: tolerance, fraction: fraction)
  }

  /// Images compared as ``image(tolerance:fraction:)`` compares them, each assertion added
  /// to ``SnapshotReport`` as `strategy`.
  static func reported(as strategy: String, tolerance: Int, fraction: Double) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: Diffing.image(tolerance: tolerance, fraction: fraction).reporting(as: strategy) {
        try .image(reference: $0, new: $1, tolerance: tolerance, fraction: fraction)
      })
  }
}

extension Snapshotting where Value == Layer, Format == Image {
  /// The layer tree as presented at `time` seconds (its animations applied), drawn at
  /// `scale` pixels per point over `background`, compared as PNG.
  ///
  /// The canvas is `size` points with the origin of the layer's superlayer at its top left.
  /// Without `size`, it is just large enough for the whole layer: it reaches from that origin
  /// to the far corner of the layer's frame, and further wherever the layer as presented at
  /// `time` — moved, scaled or turned by its transform and its animations, sublayers
  /// included — reaches beyond, so a layer that grows past its frame is not cropped. Where
  /// the layer reaches left of or above the origin, the canvas starts there instead.
  public static func image(
    at time: Double = 0, size: Size? = nil, scale: Double = 2, background: Color = .white,
    tolerance: Int = 2, fraction: Double = 0.001
  ) -> Snapshotting {
    let name = StrategyName.make(
      "image", "at: \(TimelineEvent.format(time))", tolerance: tolerance, fraction: fraction)
    return Snapshotting<Image, Image>.reported(
      as: name, tolerance: tolerance, fraction: fraction
    ).asyncPullback { layer in
      let presented = layer.presentation(at: time)
      let canvas =
        size.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        ?? LayerExtent.canvas(for: layer, presented: presented)
      return .reportingFailure(of: "the layer at \(FrameStrip.label(forTime: time))") {
        // A font that does not load fails the snapshot rather than drawing without text.
        try Renderer(scale: scale, background: background, fonts: FontLibrary.bundled()).render(
          LayerExtent.placing(presented, in: canvas), size: canvas.size)
      }
    }
  }
}

extension Snapshotting where Value == Recording, Format == Image {
  /// The recording's frame at `time` seconds, compared as PNG. A frame that cannot be
  /// rendered (at a negative time, say) fails the test with the reason, and nothing is
  /// recorded.
  public static func frame(at time: Double, tolerance: Int = 2, fraction: Double = 0.001)
    -> Snapshotting
  {
    let name = StrategyName.make(
      "frame", "at: \(TimelineEvent.format(time))", tolerance: tolerance, fraction: fraction)
    return Snapshotting<Image, Image>.reported(
      as: name, tolerance: tolerance, fraction: fraction
    ).asyncPullback { recording in
      .reportingFailure(of: "the frame at \(FrameStrip.label(forTime: time))") {
        try recording.frame(at: time)
      }
    }
  }

  /// The recording's frames at `times`, left to right in one strip with grey separators and
  /// each frame's time below it. Each frame is judged on its own: it matches when at most
  /// `fraction` of its pixels differ by more than `tolerance` levels, and a mismatch names
  /// the times that differ and by how much. Frames that cannot be rendered fail the test
  /// with the reason, and nothing is recorded.
  public static func frames(at times: [Double], tolerance: Int = 2, fraction: Double = 0.001)
    -> Snapshotting
  {
    let labels = times.map(FrameStrip.label(forTime:))
    let diffing = Diffing<Image>.strip(labels: labels, tolerance: tolerance, fraction: fraction)
    let name = StrategyName.make(
      "frames", "at: \(StrategyName.times(times))", tolerance: tolerance, fraction: fraction)
    let reported = diffing.reporting(as: name) {
      try .strip(
        reference: $0, new: $1, times: times, tolerance: tolerance, fraction: fraction)
    }
    return Snapshotting(pathExtension: "png", diffing: reported) {
      (recording: Recording) -> Async<Image> in
      .reportingFailure(of: "the strip of frames at \(labels.joined(separator: ", "))") {
        guard !times.isEmpty else { throw StripError.noTimes }
        return FrameStrip(
          frames: try recording.frames(at: times), labels: labels, fonts: recording.fonts
        )
        .image
      }
    }
  }
}

/// Why a strip of frames cannot be made, besides a frame that cannot be rendered.
private enum StripError: Error, LocalizedError {
  /// The strip has no frame.
  case noTimes

  var errorDescription: String? { "a strip needs at least one time" }
}
