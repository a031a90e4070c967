import Foundation
import Report
import Testing

@Suite("Report page")
struct ReportPageTests {
  static let hostile = "<script>alert(\"x\")</script> & 'q'"

  @Test("a test's name is shown as typed: markup in it is text, and cannot end the script")
  func escapesNames() {
    let entry = ReportEntry(
      id: Self.hostile, title: Self.hostile, location: "a<b>.swift:1", strategy: ".image",
      status: .failed, message: "</pre><img src=x onerror=alert(1)>",
      timeline: [ReportTimelineLine(.added, "0 action name=\"</script>\"")])
    let html = ReportPage(entries: [entry]).html
    let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"
    #expect(html.contains("<span class=\"title\">\(escaped)</span>"))
    #expect(html.contains("a&lt;b&gt;.swift:1"))
    #expect(html.contains("&lt;/pre&gt;&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!html.contains("<script>alert") && !html.contains("<img src=x"))
    // Only the page's two script elements end; the data holds the names as \u003c….
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(html.contains("\\u003cscript\\u003ealert(\\\"x\\\")\\u003c/script\\u003e"))
    // The id became a file name and an HTML id of safe characters.
    #expect(entry.id == "_script_alert__x____script_____q_")
    #expect(html.contains("id=\"entry-_script_alert__x____script_____q_\""))
  }

  @Test("escaping leaves other text, emoji and right-to-left letters included, alone")
  func leavesTextAlone() {
    #expect(HTML.escape("flip 🙂 مرحبا 0.5 s") == "flip 🙂 مرحبا 0.5 s")
    #expect(HTML.escape("a&b") == "a&amp;b")
    #expect(
      HTML.scriptSafe(json: "{\"a\":\"</script>\u{2028}\"}")
        == "{\"a\":\"\\u003c/script\\u003e\\u2028\"}")
  }

  @Test("the first differing frame is shown first, labelled with its time and delays")
  func firstDifferingFrame() {
    func image(_ name: String) -> ReportImage { ReportImage(file: name, width: 4, height: 2) }
    var frames: [ReportFrame] = []
    for index in 0..<3 {
      let time = Double(index) / 10
      let differs = index == 1
      frames.append(
        ReportFrame(
          time: time, reference: image("reference-\(index).png"), new: image("new-\(index).png"),
          difference: image("difference-\(index).png"), referenceDelay: differs ? 20 : 10,
          newDelay: 10, differingPixels: differs ? 3 : 0, differs: differs))
    }
    let entry = ReportEntry(
      id: "fade", title: "fade", strategy: ".gif()", status: .failed, frames: frames,
      delayUnit: "cs",
      timeline: [ReportTimelineLine(.same, "0 touch.began"), ReportTimelineLine(.same, "0.2 x")])
    let html = ReportPage(entries: [entry]).html
    #expect(
      ReportPage.label(of: entry, frame: 1)
        == "frame 2 of 3 · 0.1 s · 10 cs (reference 20 cs) · differs")
    #expect(
      html.contains(
        "<output class=\"frame-label\">frame 2 of 3 · 0.1 s · 10 cs (reference 20 cs) · differs</output>"
      ))
    #expect(html.contains("value=\"1\" aria-label=\"frame\""))
    #expect(html.contains("src=\"entries/fade/new-1.png\" width=\"32\" height=\"16\""))
    #expect(html.contains("<tr data-frame=\"1\" class=\"differs current\">"))
    #expect(html.contains("<li class=\"same past\" data-time=\"0\">"))
    #expect(html.contains("<li class=\"same\" data-time=\"0.2\">"))
  }

  @Test("a render's frames have a time and a delay, and nothing they were compared with")
  func renderedFrames() {
    let frames = (0..<2).map { index in
      ReportFrame(
        time: Double(index) / 2,
        new: ReportImage(file: "frame_000\(index).png", width: 4, height: 2),
        newDelay: 50)
    }
    let entry = ReportEntry(
      id: "render-pop", title: "pop", strategy: "flipbook render pop", status: .rendered,
      frames: frames, delayUnit: "cs")
    let html = ReportPage(entries: [entry]).html
    #expect(html.contains("<tr><th>frame</th><th>time (s)</th><th>delay (cs)</th></tr>"))
    #expect(html.contains("<td>2</td><td>0.5</td><td>50</td></tr>"))
    #expect(!html.contains("reference") || !html.contains("data-side=\"reference\""))
    #expect(!html.contains("class=\"wipe\"") && !html.contains("missing on one side"))
    #expect(html.contains("<figcaption>frame</figcaption>"))
  }
}
