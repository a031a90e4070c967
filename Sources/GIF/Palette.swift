import Pixels

/// Up to 256 opaque colours a frame's pixels are mapped to.
package struct Palette: Sendable, Equatable {
  /// The colours, opaque.
  package var colors: [Pixel]

  /// A palette of the given colours.
  package init(colors: [Pixel]) {
    self.colors = colors
  }

  /// The index of the colour nearest (in squared RGB distance) to the given one; ties go to
  /// the lower index.
  package func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> Int {
    var best = 0
    var bestDistance = Int.max
    for (i, c) in colors.enumerated() {
      let dr = Int(c.red) - Int(red)
      let dg = Int(c.green) - Int(green)
      let db = Int(c.blue) - Int(blue)
      let d = dr * dr + dg * dg + db * db
      if d < bestDistance {
        bestDistance = d
        best = i
        if d == 0 { break }
      }
    }
    return best
  }
}

/// Chooses at most `maxColors` colours for an image's opaque pixels.
package protocol Quantizer: Sendable {
  /// The palette for the pixels of `image` inside `region` whose alpha is at least 128.
  func palette(for image: Image, in region: PixelRegion, maxColors: Int) -> Palette
}
