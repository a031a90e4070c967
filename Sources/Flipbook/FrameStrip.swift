import Geometry
import Layers
import Pixels
import Raster

/// Frames of one size laid left to right, separated by grey lines, each labelled below
/// (with its time, say), so a strip reads as a sequence and a difference can be placed.
package struct FrameStrip {
  /// The frames, all the size of the first.
  package let frames: [Image]
  /// One label per frame.
  package let labels: [String]
  /// Pixels per point of the labels: 2 draws them twice as large, for frames rendered at
  /// scale 2.
  package let labelScale: Double
  /// The font of the labels; without one, the band under the frames stays blank.
  package let fonts: FontLibrary?

  /// The width of the line between two frames, in pixels.
  package static let separatorWidth = 2
  /// The height of the band of labels under the frames, in pixels.
  package static let labelHeight = 16
  /// The colour of the separators.
  package static let separatorColor = Color(white: 0.6)

  /// A strip of `frames`, each with its label drawn in `font` at `labelScale` pixels a point.
  package init(frames: [Image], labels: [String], labelScale: Double = 1, fonts: FontLibrary?) {
    self.frames = frames
    self.labels = labels
    self.labelScale = labelScale
    self.fonts = fonts
  }

  /// The height of this strip's band of labels, in pixels.
  package var bandHeight: Int { Int((Double(Self.labelHeight) * labelScale).rounded()) }

  package var frameWidth: Int { frames.first?.width ?? 0 }
  package var frameHeight: Int { frames.first?.height ?? 0 }

  /// The columns of frame `index` in the strip.
  package func columns(ofFrame index: Int) -> Range<Int> {
    let x0 = index * (frameWidth + Self.separatorWidth)
    return x0..<(x0 + frameWidth)
  }

  /// The strip: frames, separators and labels.
  package var image: Image {
    guard !frames.isEmpty else { return Image(width: 1, height: 1, fill: .white) }
    let width = frames.count * frameWidth + (frames.count - 1) * Self.separatorWidth
    var strip = Image(width: width, height: frameHeight + bandHeight, fill: .white)
    for (index, frame) in frames.enumerated() {
      let columns = columns(ofFrame: index)
      for y in 0..<min(frameHeight, frame.height) {
        let source = y * frame.width * 4
        let target = (y * width + columns.lowerBound) * 4
        let count = min(frameWidth, frame.width) * 4
        strip.bytes.replaceSubrange(
          target..<(target + count), with: frame.bytes[source..<(source + count)])
      }
    }
    let band = labelBand(width: width)
    for y in 0..<min(bandHeight, band.height) {
      let source = y * band.width * 4
      let target = ((frameHeight + y) * width) * 4
      let count = min(width, band.width) * 4
      strip.bytes.replaceSubrange(
        target..<(target + count), with: band.bytes[source..<(source + count)])
    }
    let separator = Self.separatorColor.pixel
    for index in 1..<frames.count {
      let x0 = columns(ofFrame: index).lowerBound - Self.separatorWidth
      for y in 0..<strip.height {
        for x in x0..<(x0 + Self.separatorWidth) { strip[x, y] = separator }
      }
    }
    return strip
  }

  /// The labels, each centred under its frame, drawn by the rasterizer at `labelScale`.
  private func labelBand(width: Int) -> Image {
    let height = Double(Self.labelHeight)
    let points = Double(width) / labelScale
    let root = Layer(frame: Rect(x: 0, y: 0, width: points, height: height))
    for (index, label) in labels.enumerated() where index < frames.count {
      let columns = columns(ofFrame: index)
      let layer = Layer(
        frame: Rect(
          x: Double(columns.lowerBound) / labelScale, y: 0,
          width: Double(columns.count) / labelScale, height: height))
      layer.text = TextContent(label, fontSize: 11, color: Color(white: 0.25))
      root.addSublayer(layer)
    }
    return Renderer(scale: labelScale, fonts: fonts).render(
      root.presentation(at: 0), size: Size(width: points, height: height))
  }

  /// A time as a label: "0.3 s".
  package static func label(forTime time: Double) -> String {
    TimelineEvent.format(time) + " s"
  }
}

extension FrameStrip {
  /// The frames' columns in a strip of `count` frames as wide as `width` pixels; nil when
  /// no such strip is that wide.
  package static func frameColumns(count: Int, stripWidth width: Int) -> [Range<Int>]? {
    guard count > 0 else { return nil }
    let frames = width - (count - 1) * separatorWidth
    guard frames > 0, frames % count == 0 else { return nil }
    let frameWidth = frames / count
    return (0..<count).map { index in
      let x0 = index * (frameWidth + separatorWidth)
      return x0..<(x0 + frameWidth)
    }
  }
}
