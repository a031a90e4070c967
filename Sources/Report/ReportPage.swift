import Foundation
import ProcessServices

/// The report's `index.html`: every entry as plain HTML — status, title, message, the
/// reference, new and difference images side by side, a wipe between the reference and the
/// new image, the frames with their times and delays, the animations and the timeline —
/// and a script that makes the wipe and the frame scrubber move. It reads nothing at run
/// time (the frames it switches between are written into the page), so it works opened
/// from a folder with `file://`.
package struct ReportPage {
  /// The entries, in the order shown.
  package let entries: [ReportEntry]

  /// A page of `entries`, shown in the order given.
  package init(entries: [ReportEntry]) {
    self.entries = entries
  }

  /// The page.
  package var html: String {
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Flipbook report</title>
      <style>
      \(ReportPage.style)
      </style>
      </head>
      <body>
      <header class="report-header">
      <h1>Flipbook report</h1>
      <p class="counts">\(counts)</p>
      </header>

      """
    html += "<nav class=\"contents\"><ol>\n"
    for entry in entries {
      html +=
        "<li class=\"status-\(entry.status.rawValue)\"><a href=\"#entry-\(HTML.escape(entry.id))\">"
        + "<span class=\"status status-\(entry.status.rawValue)\">\(entry.status.rawValue)</span> "
        + "\(HTML.escape(entry.title))</a></li>\n"
    }
    html += "</ol></nav>\n<main>\n"
    for entry in entries { html += section(entry) }
    html += "</main>\n"
    html += "<script id=\"report-data\" type=\"application/json\">\(data)</script>\n"
    html += "<script>\n\(ReportPage.script)\n</script>\n</body>\n</html>\n"
    return html
  }

  /// "1 failed · 2 passed", the statuses in the page's order; "no entries" when empty.
  private var counts: String {
    let parts = ReportEntry.Status.allCases.compactMap { status -> String? in
      let count = entries.filter { $0.status == status }.count
      guard count > 0 else { return nil }
      return "<span class=\"count status-\(status.rawValue)\">\(count) \(status.rawValue)</span>"
    }
    return parts.isEmpty ? "no entries" : parts.joined(separator: " · ")
  }

  /// What the script needs to switch frames, as JSON safe inside a `<script>` element.
  private var data: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    // Cannot fail: entries hold only strings, whole numbers and floats, which the strategy
    // above encodes whatever their value.
    let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) }
    return HTML.scriptSafe(json: json ?? "[]")
  }

  /// One entry, open unless it passed.
  private func section(_ entry: ReportEntry) -> String {
    let open = entry.status == .passed ? "" : " open"
    var html = """
      <details class="entry status-\(entry.status.rawValue)" id="entry-\(HTML.escape(entry.id))" \
      data-id="\(HTML.escape(entry.id))" data-status="\(entry.status.rawValue)"\(open)>
      <summary><span class="status status-\(entry.status.rawValue)">\(entry.status.rawValue)\
      </span> <span class="title">\(HTML.escape(entry.title))</span> \
      <code class="strategy">\(HTML.escape(entry.strategy))</code></summary>

      """
    if let location = entry.location {
      html += "<p class=\"location\">\(HTML.escape(location))</p>\n"
    }
    if let message = entry.message {
      html += "<pre class=\"message\">\(HTML.escape(message))</pre>\n"
    }
    let current = entry.frames.firstIndex(where: \.differs) ?? 0
    if current < entry.frames.count {
      html += compare(entry, frame: current)
      html += wipe(entry, frame: current)
    }
    if entry.frames.count > 1 {
      html += scrubber(entry, frame: current)
      html += frameTable(entry, current: current)
    }
    if !entry.animations.isEmpty {
      html += "<div class=\"animations\">\n"
      for animation in entry.animations {
        let source = HTML.escape(file(animation.file, of: entry))
        let label = HTML.escape(animation.label)
        let media =
          animation.file.hasSuffix(".mp4")
          ? "<video src=\"\(source)\" controls loop muted></video>"
          : "<img src=\"\(source)\" alt=\"\(label)\">"
        html += "<figure><figcaption>\(label)</figcaption>\(media)</figure>\n"
      }
      html += "</div>\n"
    }
    if let sheet = entry.contactSheet {
      html +=
        "<figure class=\"contact-sheet\"><figcaption>contact sheet</figcaption>"
        + "\(image(sheet, of: entry, attributes: "alt=\"contact sheet\""))</figure>\n"
    }
    if !entry.timeline.isEmpty {
      html += timeline(entry, time: entry.frames.isEmpty ? nil : entry.frames[current].time)
    }
    return html + "</details>\n"
  }

  /// The reference, the new image and the difference of frame `index`, side by side.
  private func compare(_ entry: ReportEntry, frame index: Int) -> String {
    let frame = entry.frames[index]
    let zoom = Self.zoom(for: entry)
    var html = "<div class=\"compare\">\n"
    for (side, picture) in [
      ("reference", frame.reference), ("new", frame.new), ("difference", frame.difference),
    ] where entry.frames.contains(where: { Self.picture(side, of: $0) != nil }) {
      let attributes = "data-side=\"\(side)\" alt=\"\(side)\""
      let content =
        picture.map { image($0, of: entry, zoom: zoom, attributes: attributes) }
        ?? "<img \(attributes) hidden>"
      html +=
        "<figure class=\"side side-\(side)\"><figcaption>"
        + (entry.status == .rendered ? "frame" : side) + "</figcaption>\(content)"
        + "</figure>\n"
    }
    return html + "</div>\n"
  }

  /// The reference left of a line and the new image right of it, with a slider that moves
  /// the line; nothing when no frame has both.
  private func wipe(_ entry: ReportEntry, frame index: Int) -> String {
    guard entry.frames.contains(where: { $0.reference != nil && $0.new != nil }) else {
      return ""
    }
    let frame = entry.frames[index]
    let zoom = Self.zoom(for: entry)
    let width = (entry.frames.map { max($0.reference?.width ?? 0, $0.new?.width ?? 0) }.max() ?? 0)
    let height =
      (entry.frames.map { max($0.reference?.height ?? 0, $0.new?.height ?? 0) }.max() ?? 0)
    func layer(_ side: String, _ picture: ReportImage?, _ extra: String) -> String {
      let attributes = "class=\"wipe-\(side)\" data-side=\"\(side)\" alt=\"\(side)\"\(extra)"
      return picture.map { image($0, of: entry, zoom: zoom, attributes: attributes) }
        ?? "<img \(attributes) hidden>"
    }
    return """
      <div class="wipe">
      <div class="wipe-stage" style="width: \(width * zoom)px; height: \(height * zoom)px">
      \(layer("reference", frame.reference, ""))
      \(layer("new", frame.new, " style=\"clip-path: inset(0 0 0 50%)\""))
      <div class="wipe-line" style="left: 50%"></div>
      </div>
      <input type="range" class="wipe-slider" min="0" max="100" value="50" step="1" \
      aria-label="wipe: the reference left of the line, the new image right of it" \
      style="width: \(width * zoom)px">
      <p class="wipe-legend" style="width: \(width * zoom)px"><span>◀ reference</span>\
      <span>new ▶</span></p>
      </div>

      """
  }

  /// The frame slider and what it shows: the frame's number, time and delays.
  private func scrubber(_ entry: ReportEntry, frame index: Int) -> String {
    """
    <div class="scrubber">
    <input type="range" class="frame-slider" min="0" max="\(entry.frames.count - 1)" \
    step="1" value="\(index)" aria-label="frame">
    <output class="frame-label">\(HTML.escape(Self.label(of: entry, frame: index)))</output>
    </div>

    """
  }

  /// Every frame: its time, its delays and its differing pixels, differing rows marked;
  /// without a reference (recorded, rendered), its time and delay only.
  private func frameTable(_ entry: ReportEntry, current: Int) -> String {
    let compared = entry.frames.contains { $0.reference != nil }
    let unit = entry.delayUnit.map { " (\(HTML.escape($0)))" }
    var headings = ["frame", "time (s)"]
    if let unit {
      headings += compared ? ["reference delay\(unit)", "new delay\(unit)"] : ["delay\(unit)"]
    }
    if compared { headings.append("differing pixels") }
    var html = "<div class=\"frames\"><table>\n<thead><tr>"
    html += headings.map { "<th>\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    for (index, frame) in entry.frames.enumerated() {
      var classes: [String] = []
      if frame.differs { classes.append("differs") }
      if index == current { classes.append("current") }
      var cells = ["\(index + 1)", frame.time.map(Self.seconds) ?? ""].map { "<td>\($0)</td>" }
      if unit != nil {
        if compared {
          let changed = frame.referenceDelay != nil && frame.referenceDelay != frame.newDelay
          cells.append("<td>\(frame.referenceDelay.map(String.init) ?? "–")</td>")
          cells.append(
            "<td\(changed ? " class=\"changed\"" : "")>\(frame.newDelay.map(String.init) ?? "–")</td>"
          )
        } else {
          cells.append("<td>\(frame.newDelay.map(String.init) ?? "–")</td>")
        }
      }
      if compared { cells.append("<td>\(Self.pixelsText(frame))</td>") }
      html +=
        "<tr data-frame=\"\(index)\" class=\"\(classes.joined(separator: " "))\">"
        + cells.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table></div>\n"
  }

  /// The event timeline, lines only one side has marked, lines up to `time` lit.
  private func timeline(_ entry: ReportEntry, time: Double?) -> String {
    var html = "<ol class=\"timeline\">\n"
    for line in entry.timeline {
      let lineTime = Self.time(ofLine: line.text)
      let past = time.flatMap { t in lineTime.map { $0 <= t + 1e-9 } } ?? false
      let mark =
        switch line.change {
        case .same: " "
        case .removed: "−"
        case .added: "+"
        }
      html +=
        "<li class=\"\(line.change.rawValue)\(past ? " past" : "")\""
        + (lineTime.map { " data-time=\"\(Self.seconds($0))\"" } ?? "")
        + "><span class=\"mark\">\(mark)</span>\(HTML.escape(line.text))</li>\n"
    }
    return html + "</ol>\n"
  }

  /// An `<img>` of `picture`, `zoom` times its size in pixels.
  private func image(
    _ picture: ReportImage, of entry: ReportEntry, zoom: Int = 1, attributes: String
  ) -> String {
    "<img src=\"\(HTML.escape(file(picture.file, of: entry)))\" width=\"\(picture.width * zoom)\" "
      + "height=\"\(picture.height * zoom)\" \(attributes)>"
  }

  /// The path of an entry's file, from the page.
  private func file(_ name: String, of entry: ReportEntry) -> String {
    "entries/\(entry.id)/\(name)"
  }

  /// How much larger than their pixels an entry's frames are shown: small frames up to 8
  /// times, so a pixel that differs can be seen, and up to 280 pixels wide, so that three fit
  /// side by side.
  static func zoom(for entry: ReportEntry) -> Int {
    let width =
      entry.frames.map {
        max($0.reference?.width ?? 0, $0.new?.width ?? 0, $0.difference?.width ?? 0)
      }.max() ?? 0
    return min(8, max(1, 280 / max(width, 1)))
  }

  /// A side's image of a frame.
  private static func picture(_ side: String, of frame: ReportFrame) -> ReportImage? {
    switch side {
    case "reference": frame.reference
    case "new": frame.new
    default: frame.difference
    }
  }

  /// What the scrubber says of frame `index`: "frame 2 of 5 · 0.1 s · 10 cs (reference 20 cs)".
  package static func label(of entry: ReportEntry, frame index: Int) -> String {
    let frame = entry.frames[index]
    var parts = ["frame \(index + 1) of \(entry.frames.count)"]
    if let time = frame.time { parts.append(seconds(time) + " s") }
    let unit = entry.delayUnit.map { " " + $0 } ?? ""
    if let delay = frame.newDelay ?? frame.referenceDelay {
      var text = "\(delay)\(unit)"
      if let reference = frame.referenceDelay, frame.newDelay != nil, reference != delay {
        text += " (reference \(reference)\(unit))"
      }
      parts.append(text)
    }
    if frame.differs { parts.append("differs") }
    return parts.joined(separator: " · ")
  }

  /// The differing pixels of a frame as the table writes them.
  private static func pixelsText(_ frame: ReportFrame) -> String {
    if frame.reference == nil || frame.new == nil {
      return frame.reference == nil && frame.new == nil ? "–" : "missing on one side"
    }
    return frame.differingPixels.map(String.init) ?? "–"
  }

  /// Seconds as the timeline writes them: whole numbers without a fraction, binary noise
  /// rounded away at 9 decimals.
  static func seconds(_ time: Double) -> String { NumberText.formatRounded(time) }

  /// The time a timeline line starts with, if it does.
  static func time(ofLine line: String) -> Double? {
    line.split(separator: " ", maxSplits: 1).first.flatMap { Double($0) }
  }
}
