import Geometry
import Raster
import Scenes

extension TextMeasurer {
  /// A measurer of text laid out with `fonts`, as the renderer lays it out to draw it.
  public init(fonts: FontLibrary) {
    self.init { text, width in
      let size = fonts.size(of: text, width: width)
      return Size(width: size.width, height: size.height)
    }
  }
}
