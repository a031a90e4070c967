import Flipbook
import Layers
import Pixels
import Report

/// What a snapshot shows in the report: its frames (reference, new and difference), the
/// animation files, the timeline, and the files they name.
struct SnapshotReportContent {
  var frames: [ReportFrame] = []
  var delayUnit: String?
  var animations: [ReportAnimation] = []
  var timeline: [ReportTimelineLine] = []
  var files = ReportFiles()

  /// A single image against its reference (none when recorded).
  static func image(reference: Image?, new: Image, tolerance: Int, fraction: Double) throws
    -> SnapshotReportContent
  {
    var content = SnapshotReportContent()
    content.frames = [
      try content.frame(
        reference: reference, new: new, named: "", tolerance: tolerance, fraction: fraction)
    ]
    return content
  }

  /// A strip of frames, one frame of the report per frame of the strip, at `times`; a strip
  /// whose frames cannot be told apart (its width does not divide) is one image.
  static func strip(
    reference: Image?, new: Image, times: [Double], tolerance: Int, fraction: Double
  ) throws -> SnapshotReportContent {
    func split(_ strip: Image) -> [Image]? {
      guard
        let columns = FrameStrip.frameColumns(count: times.count, stripWidth: strip.width),
        strip.height > FrameStrip.labelHeight
      else { return nil }
      let rows = 0..<(strip.height - FrameStrip.labelHeight)
      return columns.map { strip.cropped(columns: $0, rows: rows) }
    }
    guard let newFrames = split(new), reference.map({ split($0) != nil }) ?? true else {
      return try image(reference: reference, new: new, tolerance: tolerance, fraction: fraction)
    }
    let referenceFrames = reference.flatMap(split)
    var content = SnapshotReportContent()
    for (index, time) in times.enumerated() {
      var frame = try content.frame(
        reference: referenceFrames?[index], new: newFrames[index], named: Self.number(index),
        tolerance: tolerance, fraction: fraction)
      frame.time = time
      content.frames.append(frame)
    }
    return content
  }

  /// A recorded animation against its reference: every frame with its time and delays, both
  /// files, and the event timeline line by line.
  static func animation<Recorded: RecordedAnimation>(
    reference: Recorded?, new: Recorded, tolerance: Int, fraction: Double
  ) throws -> SnapshotReportContent {
    var content = SnapshotReportContent()
    content.delayUnit = Recorded.delayUnit
    let referenceCount = reference?.frames.count ?? 0
    let times =
      new.frames.count >= referenceCount ? new.frameTimes : reference?.frameTimes ?? []
    for index in 0..<max(new.frames.count, referenceCount) {
      var frame = try content.frame(
        reference: reference.flatMap { index < $0.frames.count ? $0.frames[index] : nil },
        new: index < new.frames.count ? new.frames[index] : nil, named: Self.number(index),
        tolerance: tolerance, fraction: fraction)
      frame.time = times[index]
      frame.referenceDelay = reference.flatMap { index < $0.delays.count ? $0.delays[index] : nil }
      frame.newDelay = index < new.delays.count ? new.delays[index] : nil
      // A frame only one side has, or shown for another time, differs.
      if reference != nil, frame.reference == nil || frame.referenceDelay != frame.newDelay {
        frame.differs = true
      }
      content.frames.append(frame)
    }
    let ext = Recorded.pathExtension
    if let reference, !reference.data.isEmpty {
      content.animations.append(
        ReportAnimation(
          label: "reference",
          file: content.files.add(bytes: reference.data, named: "reference.\(ext)")))
    }
    if !new.data.isEmpty {
      content.animations.append(
        ReportAnimation(
          label: "new", file: content.files.add(bytes: new.data, named: "new.\(ext)")))
    }
    content.timeline = ReportTimelineLine.difference(
      reference: reference?.events ?? new.events, new: new.events)
    return content
  }

  /// A frame's images added as `reference-NAME.png`, `new-NAME.png` and
  /// `difference-NAME.png`, compared when both sides have it.
  private mutating func frame(
    reference: Image?, new: Image?, named name: String, tolerance: Int, fraction: Double
  ) throws -> ReportFrame {
    let suffix = name.isEmpty ? "" : "-" + name
    var frame = ReportFrame()
    if let reference { frame.reference = try files.add(reference, named: "reference\(suffix).png") }
    if let new { frame.new = try files.add(new, named: "new\(suffix).png") }
    if let reference, let new {
      let comparison = ImageComparison(reference, new, tolerance: tolerance)
      frame.difference = try files.add(comparison.difference, named: "difference\(suffix).png")
      frame.differingPixels = comparison.differingPixels
      frame.differs = !comparison.matches(allowing: fraction)
    } else if reference != nil {
      frame.differs = true
    }
    return frame
  }

  /// A frame's number in file names: 0001, 0002, ….
  private static func number(_ index: Int) -> String {
    let digits = String(index + 1)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// How the report names a strategy: as a test writes it, the default tolerance and fraction
/// left out.
enum StrategyName {
  /// `.name(first, tolerance: t, fraction: f)`, the parts at their defaults omitted, and the
  /// parentheses too when nothing is left unless `isCall`.
  static func make(
    _ name: String, _ first: String? = nil, tolerance: Int, fraction: Double,
    isCall: Bool = false
  ) -> String {
    var arguments = first.map { [$0] } ?? []
    if tolerance != 2 { arguments.append("tolerance: \(tolerance)") }
    if fraction != 0.001 { arguments.append("fraction: \(TimelineEvent.format(fraction))") }
    guard !arguments.isEmpty || isCall else { return "." + name }
    return ".\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// Times as a test writes them: `[0, 0.25, 0.5]`.
  static func times(_ times: [Double]) -> String {
    "[" + times.map(TimelineEvent.format).joined(separator: ", ") + "]"
  }
}
