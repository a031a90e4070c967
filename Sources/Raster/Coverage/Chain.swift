/// A run of one row's pieces walked one after another, monotone in y: its pieces are
/// `start..<end` of the row's chain pieces, from the top down, and cover `top...bottom`.
struct Chain {
  var start: Int
  var end: Int
  var top: Double
  var bottom: Double
  var lowX: Double
  var highX: Double
  var direction: Int
}
