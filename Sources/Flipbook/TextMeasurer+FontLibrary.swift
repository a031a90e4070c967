import Geometry
import Raster
import Scenes

extension TextMeasurer {
  /// A measurer of text laid out with `fonts`, as the renderer lays it out to draw it, that
  /// opens and checks font files with them (`FontLibrary.check(_:)`).
  public init(fonts: FontLibrary) {
    self.init(
      { text, width in
        let size = fonts.size(of: text, width: width)
        return Size(width: size.width, height: size.height)
      },
      checkingFontsWith: { path in try fonts.check(.file(path, size: 17)) })
  }
}
