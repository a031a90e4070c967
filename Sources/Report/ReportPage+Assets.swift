extension ReportPage {
  /// The page's style sheet.
  static let style = """
    :root { color-scheme: light; --failed: #c62828; --recorded: #1565c0; --rendered: #6a1b9a;
      --passed: #2e7d32; --line: #d0d0d0; }
    body { font: 14px/1.45 system-ui, sans-serif; margin: 0; background: #f6f6f6; color: #1d1d1f; }
    .report-header { padding: 16px 24px 4px; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .counts { margin: 0; }
    .contents { padding: 0 24px; }
    .contents ol { list-style: none; padding: 0; margin: 8px 0; columns: 2; }
    .contents a { color: inherit; text-decoration: none; }
    main { padding: 8px 24px 32px; }
    .entry { background: #fff; border: 1px solid var(--line); border-left-width: 6px;
      border-radius: 6px; margin: 0 0 16px; padding: 8px 16px 16px; }
    .entry.status-failed { border-left-color: var(--failed); }
    .entry.status-recorded { border-left-color: var(--recorded); }
    .entry.status-rendered { border-left-color: var(--rendered); }
    .entry.status-passed { border-left-color: var(--passed); }
    summary { cursor: pointer; font-size: 16px; padding: 4px 0; }
    .title { font-weight: 600; }
    .strategy { color: #555; font-size: 13px; margin-left: 8px; }
    .status { display: inline-block; min-width: 64px; text-align: center; color: #fff;
      border-radius: 4px; font-size: 12px; font-weight: 600; padding: 1px 6px;
      text-transform: uppercase; }
    .status.status-failed { background: var(--failed); }
    .status.status-recorded { background: var(--recorded); }
    .status.status-rendered { background: var(--rendered); }
    .status.status-passed { background: var(--passed); }
    .count.status-failed { color: var(--failed); font-weight: 600; }
    .location { color: #666; margin: 4px 0; font-size: 12px; }
    .message { background: #fff4f4; border: 1px solid #f0caca; padding: 8px; overflow-x: auto;
      font-size: 12px; white-space: pre-wrap; }
    .status-passed .message, .status-recorded .message, .status-rendered .message {
      background: #f4f7ff; border-color: #cdd8f0; }
    [hidden] { display: none !important; }
    .compare, .animations { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 8px 0; }
    figcaption { font-size: 12px; color: #555; margin-bottom: 4px; }
    img, video { image-rendering: pixelated; display: block;
      background: repeating-conic-gradient(#e8e8e8 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .animations img, .animations video { min-width: 160px; max-width: 360px; height: auto; }
    .compare img, .wipe-stage, .animations img, .contact-sheet img {
      outline: 1px solid var(--line); }
    .contact-sheet img { max-width: 100%; height: auto; }
    .wipe { margin: 12px 0; }
    .wipe-stage { position: relative; overflow: hidden; }
    .wipe-stage img { position: absolute; left: 0; top: 0; }
    .wipe-line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px;
      background: #ff9800; pointer-events: none; }
    .wipe-slider, .frame-slider { display: block; margin: 6px 0 0; }
    .frame-slider { width: 360px; }
    .wipe-legend { display: flex; justify-content: space-between; margin: 0; font-size: 12px;
      color: #555; }
    .scrubber { margin: 12px 0; }
    .frame-label { font-variant-numeric: tabular-nums; }
    div.frames { max-height: 240px; overflow-y: auto; display: inline-block; margin: 8px 0;
      border: 1px solid var(--line); }
    .frames table { border-collapse: collapse; font-size: 12px;
      font-variant-numeric: tabular-nums; }
    .frames th { position: sticky; top: 0; background: #f0f0f0; }
    .frames th, .frames td { border: 1px solid var(--line); padding: 2px 8px;
      text-align: right; }
    .frames tr { cursor: pointer; }
    .frames tr.differs td { background: #fdecea; }
    .frames tr.current td { outline: 2px solid #ff9800; outline-offset: -2px; }
    .frames td.changed { font-weight: 700; color: var(--failed); }
    .timeline { font: 12px/1.5 ui-monospace, monospace; padding: 0; list-style: none;
      max-height: 320px; overflow-y: auto; border: 1px solid var(--line); }
    .timeline li { padding: 0 8px; white-space: pre-wrap; color: #888; }
    .timeline li.past { color: #1d1d1f; }
    .timeline li.removed { background: #fdecea; }
    .timeline li.added { background: #e8f5e9; }
    .timeline .mark { display: inline-block; width: 16px; font-weight: 700; }
    """

  /// The page's script: the wipe follows its slider, and the frame scrubber (or a click on
  /// a row of the frame table) switches every image of the entry to the frame, marks its
  /// row and lights the timeline up to its time.
  static let script = """
    (function () {
      "use strict";
      var entries = JSON.parse(document.getElementById("report-data").textContent);
      function seconds(t) { return String(Math.round(t * 1e9) / 1e9); }
      function label(entry, index) {
        var frame = entry.frames[index];
        var parts = ["frame " + (index + 1) + " of " + entry.frames.length];
        if (frame.time !== undefined) parts.push(seconds(frame.time) + " s");
        var unit = entry.delayUnit ? " " + entry.delayUnit : "";
        var delay = frame.newDelay !== undefined ? frame.newDelay : frame.referenceDelay;
        if (delay !== undefined) {
          var text = delay + unit;
          if (frame.referenceDelay !== undefined && frame.newDelay !== undefined &&
              frame.referenceDelay !== delay) {
            text += " (reference " + frame.referenceDelay + unit + ")";
          }
          parts.push(text);
        }
        if (frame.differs) parts.push("differs");
        return parts.join(" · ");
      }
      entries.forEach(function (entry) {
        var section = document.getElementById("entry-" + entry.id);
        if (!section) return;
        var wipe = section.querySelector(".wipe-slider");
        if (wipe) {
          var cover = section.querySelector(".wipe-new");
          var line = section.querySelector(".wipe-line");
          var move = function () {
            cover.style.clipPath = "inset(0 0 0 " + wipe.value + "%)";
            line.style.left = wipe.value + "%";
          };
          wipe.addEventListener("input", move);
          move();
        }
        var slider = section.querySelector(".frame-slider");
        if (!slider) return;
        var output = section.querySelector(".frame-label");
        var table = section.querySelector("div.frames");
        var rows = section.querySelectorAll(".frames tbody tr");
        var lines = section.querySelectorAll(".timeline li");
        var show = function (index) {
          var frame = entry.frames[index];
          section.querySelectorAll("img[data-side]").forEach(function (img) {
            var picture = frame[img.dataset.side];
            img.hidden = !picture;
            if (picture) {
              img.src = "entries/" + entry.id + "/" + picture.file;
            }
          });
          output.textContent = label(entry, index);
          rows.forEach(function (row, i) { row.classList.toggle("current", i === index); });
          if (table && rows[index]) {
            table.scrollTop += rows[index].getBoundingClientRect().top -
              table.getBoundingClientRect().top - table.clientHeight / 2;
          }
          lines.forEach(function (li) {
            var t = li.dataset.time;
            li.classList.toggle("past",
              frame.time !== undefined && t !== undefined && Number(t) <= frame.time + 1e-9);
          });
        };
        slider.addEventListener("input", function () { show(Number(slider.value)); });
        rows.forEach(function (row, i) {
          row.addEventListener("click", function () { slider.value = i; show(i); });
        });
      });
    })();
    """
}
