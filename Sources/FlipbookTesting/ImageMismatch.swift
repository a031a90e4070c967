import Flipbook
import Pixels

/// What a failed image comparison reports: how many pixels differ where (frame by frame
/// for a strip), and the paths of the reference, new and difference PNGs.
struct ImageMismatch {
  /// A part of the image judged on its own: one frame of a strip.
  struct Region {
    /// What the message calls it: the frame's time, say.
    let label: String
    /// Its columns.
    let columns: Range<Int>
    /// Its rows.
    let rows: Range<Int>
  }

  /// Compares `new` with `reference`; nil when they match, else the message and the
  /// difference image. With `regions`, each region must match on its own (at most
  /// `fraction` of its pixels beyond `tolerance`) and the message lists the regions that do
  /// not; without, the whole image is judged.
  static func report(
    reference: Image, new: Image, tolerance: Int, fraction: Double, regions: [Region] = []
  ) -> (message: String, difference: Image)? {
    let whole = ImageComparison(reference, new, tolerance: tolerance)
    var lines: [String] = []
    if !whole.sizesMatch {
      lines.append(
        "size \(new.width) × \(new.height) differs from the reference's "
          + "\(reference.width) × \(reference.height)")
    } else if regions.isEmpty {
      guard !whole.matches(allowing: fraction) else { return nil }
      lines.append(
        "\(whole.differingPixels) of \(whole.pixelCount) pixels differ by more than "
          + "\(tolerance) levels (largest difference \(whole.largestDifference))")
    } else {
      let failing = regions.compactMap { region -> String? in
        let comparison = ImageComparison(
          reference.cropped(columns: region.columns, rows: region.rows),
          new.cropped(columns: region.columns, rows: region.rows), tolerance: tolerance)
        guard !comparison.matches(allowing: fraction) else { return nil }
        return "  \(region.label): \(comparison.differingPixels) of \(comparison.pixelCount) "
          + "pixels (largest difference \(comparison.largestDifference))"
      }
      guard !failing.isEmpty else { return nil }
      lines.append(
        "\(failing.count) of \(regions.count) frames differ by more than \(tolerance) levels:")
      lines += failing
    }
    do {
      let artifacts = try FailureArtifacts.write(
        reference: reference, new: new, difference: whole.difference)
      lines.append(artifacts.message)
    } catch {
      lines.append("the reference, new and difference images could not be written: \(error)")
    }
    return (lines.joined(separator: "\n"), whole.difference)
  }
}

extension Image {
  /// The pixels in the given columns and rows (clamped to the image).
  func cropped(columns: Range<Int>, rows: Range<Int>) -> Image {
    let columns = columns.clamped(to: 0..<width)
    let rows = rows.clamped(to: 0..<height)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(columns.count * rows.count * 4)
    for y in rows {
      let start = (y * width + columns.lowerBound) * 4
      bytes += self.bytes[start..<(start + columns.count * 4)]
    }
    return Image(width: columns.count, height: rows.count, bytes: bytes)
  }
}
