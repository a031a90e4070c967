import Flipbook
import Foundation
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
      toData: { image in (try? Data(image.pngData())) ?? Data() },
      fromData: { data in
        (try? Image(pngData: Array(data), name: "reference")) ?? Image(width: 0, height: 0)
      },
      diffV2: { reference, new in
        guard
          let (message, difference) = ImageMismatch.report(
            reference: reference, new: new, tolerance: tolerance, fraction: fraction,
            regions: regions(new))
        else { return nil }
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
  /// `tolerance` levels.
  public static func image(tolerance: Int, fraction: Double = 0.001) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, fraction: fraction))
  }
}

extension Snapshotting where Value == Layer, Format == Image {
  /// The layer tree as presented at `time` seconds (its animations applied), drawn as the
  /// root of a canvas of `size` points (default: wide and tall enough for the layer's frame)
  /// at `scale` pixels per point over `background`, compared as PNG.
  public static func image(
    at time: Double = 0, size: Size? = nil, scale: Double = 2, background: Color = .white,
    tolerance: Int = 2, fraction: Double = 0.001
  ) -> Snapshotting {
    Snapshotting<Image, Image>.image(tolerance: tolerance, fraction: fraction).pullback {
      layer in
      let canvas = size ?? Size(width: layer.frame.maxX, height: layer.frame.maxY)
      // A font that does not load fails the snapshot rather than drawing without text.
      guard let font = try? Font.bundled() else { return Image(width: 1, height: 1, fill: .red) }
      return Renderer(scale: scale, background: background, font: font).render(
        layer.presentation(at: time), size: canvas)
    }
  }
}

extension Snapshotting where Value == Recording, Format == Image {
  /// The recording's frame at `time` seconds, compared as PNG. A frame that cannot be
  /// rendered (a negative time, say) becomes a 1 × 1 red image, so the snapshot fails
  /// instead of crashing.
  public static func frame(at time: Double, tolerance: Int = 2, fraction: Double = 0.001)
    -> Snapshotting
  {
    Snapshotting<Image, Image>.image(tolerance: tolerance, fraction: fraction).pullback {
      recording in
      (try? recording.frame(at: time)) ?? Image(width: 1, height: 1, fill: .red)
    }
  }

  /// The recording's frames at `times`, left to right in one strip with grey separators and
  /// each frame's time below it. Each frame is judged on its own: it matches when at most
  /// `fraction` of its pixels differ by more than `tolerance` levels, and a mismatch names
  /// the times that differ and by how much.
  public static func frames(at times: [Double], tolerance: Int = 2, fraction: Double = 0.001)
    -> Snapshotting
  {
    let labels = times.map(FrameStrip.label(forTime:))
    let diffing = Diffing<Image>.strip(labels: labels, tolerance: tolerance, fraction: fraction)
    return Snapshotting(pathExtension: "png", diffing: diffing) { recording in
      guard let frames = try? recording.frames(at: times), !frames.isEmpty else {
        return Image(width: 1, height: 1, fill: .red)
      }
      return FrameStrip(frames: frames, labels: labels, font: recording.font).image
    }
  }
}
