/// One pixel's share of the edges crossing it: their signed height in the pixel (`cover`) and
/// the signed area of the pixel to the left of them (`area`), as fractions of a pixel.
struct Cell {
  var x: Int32
  var y: Int32
  /// The edge that entered the pixel (edges are numbered along each contour).
  var edge: Int32
  var cover: Double
  var area: Double
}
