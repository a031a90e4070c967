import Pixels

extension Recording {
  /// The times of `count` frames of the GIF spread evenly from the first to the last.
  public func contactSheetTimes(count: Int) -> [Double] {
    let times = frameTimes
    guard count > 1, times.count > count else { return times }
    return (0..<count).map { i in
      times[Int((Double(i) * Double(times.count - 1) / Double(count - 1)).rounded())]
    }
  }

  /// A contact sheet of the frames at `times`: rows of `columns` frames, each labelled with
  /// its time (at the recording's scale, up to 4), for a review where a GIF cannot be
  /// paused.
  public func contactSheet(at times: [Double], columns: Int = 4) throws -> Image {
    let frames = try self.frames(at: times)
    let columns = max(1, columns)
    var rows: [Image] = []
    for start in stride(from: 0, to: frames.count, by: columns) {
      let end = min(start + columns, frames.count)
      var rowFrames = Array(frames[start..<end])
      var labels = times[start..<end].map { FrameStrip.label(forTime: ($0 * 100).rounded() / 100) }
      while rowFrames.count < columns && frames.count > columns {
        rowFrames.append(Image(width: frames[0].width, height: frames[0].height, fill: .white))
        labels.append("")
      }
      let labelScale = min(max(settings.scale, 1), 4)
      rows.append(
        FrameStrip(frames: rowFrames, labels: labels, labelScale: labelScale, fonts: fonts).image)
    }
    let gap = FrameStrip.separatorWidth
    let width = rows.map(\.width).max() ?? 1
    let height = rows.map(\.height).reduce(0, +) + gap * max(0, rows.count - 1)
    var sheet = Image(width: width, height: max(1, height), fill: FrameStrip.separatorColor)
    var y0 = 0
    for row in rows {
      for y in 0..<row.height {
        let source = y * row.width * 4
        let target = ((y0 + y) * width) * 4
        sheet.bytes.replaceSubrange(
          target..<(target + row.width * 4), with: row.bytes[source..<(source + row.width * 4)])
      }
      y0 += row.height + gap
    }
    return sheet
  }

  /// Writes ``contactSheet(at:columns:)`` of `count` frames spread over the recording as a
  /// PNG at `path` (atomically).
  public func writeContactSheet(to path: String, frameCount count: Int = 12, columns: Int = 4)
    throws
  {
    try contactSheet(at: contactSheetTimes(count: count), columns: columns).writePNG(to: path)
  }
}
