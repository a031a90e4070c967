import Flipbook
import Foundation
import SnapshotTesting

extension Diffing where Value == Image {
  /// Images stored as PNG; two match when at most `fraction` of their pixels differ by more
  /// than `tolerance` levels in any channel. A mismatch reports the counts and attaches the
  /// new image with the differing pixels painted red.
  public static func image(tolerance: Int = 2, fraction: Double = 0.001) -> Diffing {
    .diff(
      toData: { image in (try? Data(image.pngData())) ?? Data() },
      fromData: { data in
        (try? Image(pngData: Array(data), name: "reference")) ?? Image(width: 0, height: 0)
      },
      diffV2: { reference, new in
        let comparison = ImageComparison(reference, new, tolerance: tolerance)
        guard !comparison.matches(allowing: fraction) else { return nil }
        let message =
          comparison.sizesMatch
          ? "\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ by more "
            + "than \(tolerance) (largest difference \(comparison.largestDifference))"
          : "size \(new.width) × \(new.height) differs from the reference's "
            + "\(reference.width) × \(reference.height)"
        let attachment = (try? comparison.difference.pngData()).map {
          DiffAttachment.data(Data($0), name: "difference.png")
        }
        return (message, attachment.map { [$0] } ?? [])
      })
  }
}

extension Snapshotting where Value == Image, Format == Image {
  /// An image compared as PNG with a tolerance of 2 levels on 0.1 % of the pixels.
  public static var image: Snapshotting { .image(tolerance: 2, fraction: 0.001) }

  /// An image compared as PNG with the given tolerance.
  public static func image(tolerance: Int, fraction: Double) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, fraction: fraction))
  }
}

extension Snapshotting where Value == Recording, Format == Image {
  /// The recording's frame at `time` seconds. A frame that cannot be rendered (a missing
  /// asset, say) becomes a 1 × 1 red image, so the snapshot fails instead of crashing.
  public static func frame(at time: Double) -> Snapshotting {
    Snapshotting<Image, Image>.image.pullback { recording in
      (try? recording.frame(at: time)) ?? Image(width: 1, height: 1, fill: .red)
    }
  }

  /// The recording's frames at the given times, side by side in one image, left to right.
  public static func frames(at times: [Double]) -> Snapshotting {
    Snapshotting<Image, Image>.image.pullback { recording in
      guard let frames = try? recording.frames(at: times), let first = frames.first else {
        return Image(width: 1, height: 1, fill: .red)
      }
      return FrameStrip(frames: frames, height: first.height).image
    }
  }
}

/// Frames of one height laid side by side.
struct FrameStrip {
  let frames: [Image]
  let height: Int

  var image: Image {
    let width = frames.reduce(0) { $0 + $1.width }
    var strip = Image(width: width, height: height)
    var x0 = 0
    for frame in frames {
      for y in 0..<min(height, frame.height) {
        let source = y * frame.width * 4
        let target = (y * width + x0) * 4
        strip.bytes.replaceSubrange(
          target..<(target + frame.width * 4),
          with: frame.bytes[source..<(source + frame.width * 4)])
      }
      x0 += frame.width
    }
    return strip
  }
}
