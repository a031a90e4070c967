/// A rectangle whose position and size are unknowns: the variables of its left edge, top
/// edge, width and height, and its other edges as expressions of them — the four numbers
/// a layout solves for each box it places.
public struct RectangleVariables: Sendable {
  /// The x of the left edge.
  public let left: Variable
  /// The y of the top edge.
  public let top: Variable
  /// The width.
  public let width: Variable
  /// The height.
  public let height: Variable

  /// Four new variables, named `name.left`, `name.top`, `name.width` and `name.height`.
  public init(_ name: String) {
    left = Variable(name + ".left")
    top = Variable(name + ".top")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }

  /// The x of the right edge: left + width.
  public var right: Expression { left + width }
  /// The y of the bottom edge: top + height.
  public var bottom: Expression { top + height }
  /// The x of the centre.
  public var centerX: Expression { left + 0.5 * width }
  /// The y of the centre.
  public var centerY: Expression { top + 0.5 * height }
}
