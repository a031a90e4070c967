import Animation
import Constraints
import Foundation
import Geometry
import Layers

/// The solver's linear expression, by its module's name.
typealias LinearExpression = Constraints.Expression

/// The frames a scene file's `layout` and `stack` keys give its layers, solved once when
/// the scene is built, as Auto Layout solves a view tree: four variables per layer (left,
/// top, width and height, in the canvas's coordinates), the given frames of the layers
/// without `layout` held fixed, the intrinsic sizes of text and images at their hugging and
/// compression resistance priorities, the stacks' constraints and the layers' own.
///
/// A required constraint that cannot hold with those before it is left out and recorded at
/// its place in the file, with the ones it contradicts.
final class SceneLayoutSystem {
  /// A layer's rectangle as variables.
  typealias ItemFrame = RectangleVariables

  /// A layer of the tree, as the layout sees it.
  struct Node {
    let layer: SceneLayer
    let path: JSONPath
    /// Its superlayer's node; nil for a sublayer of the root.
    let parent: Int?
    var children: [Int] = []
    let frame: ItemFrame
    /// Whether the solver gives its frame: it has `layout`, its superlayer is a stack, or it
    /// is a stack with no frame of its own.
    let isPlaced: Bool
    /// Its intrinsic size, when it is placed and has text or an image.
    var intrinsic: Size?
    /// The constraints of its intrinsic height, replaced when wrapping text is measured again
    /// at the width the layout gives it.
    var heightConstraints: [Constraint] = []
  }

  /// The priority at which a placed layer that no constraint places sits at its
  /// superlayer's origin with no size, below any a file can give (1 at least): a stack so
  /// placed fits its sublayers.
  static let stayPriority = 0.1
  /// How many powers of ten the file's multipliers may scale by together, at most: the
  /// values then stay below 1e100 times the largest constant.
  static let maxScaleDigits = 100.0
  /// The powers of ten the multipliers so far scale by.
  private var scale = 0.0
  /// The layout margins on every side, UIKit's default `layoutMargins`.
  static let margin = 8.0
  /// The hugging priority of an intrinsic size, UIKit's `defaultLow`.
  static let defaultHugging = 250.0
  /// The compression resistance priority of an intrinsic size, UIKit's `defaultHigh`.
  static let defaultCompressionResistance = 750.0

  private let file: SceneFile
  private let log: ProblemLog
  private let intrinsicSize: (SceneLayer, JSONPath, Double) throws(SceneError) -> Size?
  private let solver = Solver()
  /// The order in which the solver took each constraint, the file's order.
  private var order: [ObjectIdentifier: Int] = [:]
  let root = ItemFrame("root")
  var nodes: [Node] = []
  let rightToLeft: Bool

  /// A layout of `file`'s layers recording its problems in `log`; `intrinsicSize` measures a
  /// layer's text or image in a box of a width (infinity for none), nil for a layer with
  /// neither.
  init(
    file: SceneFile, log: ProblemLog,
    intrinsicSize: @escaping (SceneLayer, JSONPath, Double) throws(SceneError) -> Size?
  ) {
    self.file = file
    self.log = log
    self.intrinsicSize = intrinsicSize
    rightToLeft = file.contents.layoutDirection == .rightToLeft
  }

  /// The frames of the placed layers, in their superlayers' bounds coordinates, by the path
  /// of each layer in the file; empty when no layer has `layout` or `stack`.
  func frames() -> [JSONPath: Rect] {
    // Most files lay nothing out: no variables for them.
    guard Self.mentionsLayout(file.contents.layers) else { return [:] }
    for (i, layer) in file.contents.layers.enumerated() {
      addNode(layer, at: [.key("layers"), .index(i)], parent: nil)
    }
    guard nodes.contains(where: { $0.isPlaced || $0.layer.stack != nil }) else { return [:] }
    let size = file.contents.size
    for (variable, value) in [
      (root.left, 0), (root.top, 0), (root.width, size.width), (root.height, size.height),
    ] {
      add(
        Constraint(LinearExpression(variable), .equal, LinearExpression(value), name: "the canvas"))
    }
    for i in nodes.indices { addPlacement(of: i) }
    for i in nodes.indices { addLayout(of: i) }
    solver.updateVariables()
    remeasureWrappingText()
    var frames: [JSONPath: Rect] = [:]
    for node in nodes where node.isPlaced {
      let (parent, origin) = superlayer(of: node)
      frames[node.path] = Rect(
        x: node.frame.left.value - parent.left.value + origin.x,
        y: node.frame.top.value - parent.top.value + origin.y,
        width: node.frame.width.value, height: node.frame.height.value)
    }
    return frames
  }

  // MARK: The tree

  /// Whether any of `layers`, their sublayers or masks has a key of the layout.
  private static func mentionsLayout(_ layers: [SceneLayer]) -> Bool {
    layers.contains { layer in
      layer.layout != nil || layer.stack != nil || layer.hugging != nil
        || layer.compressionResistance != nil || mentionsLayout(layer.sublayers)
        || mentionsLayout(layer.mask.map { [$0] } ?? [])
    }
  }

  private func addNode(_ layer: SceneLayer, at path: JSONPath, parent: Int?) {
    let inStack = parent.map { nodes[$0].layer.stack != nil } ?? false
    if inStack {
      let placing =
        [("frame", layer.frame != nil)]
        + [LayerProperty.position, .bounds].map { ($0.rawValue, layer.properties[$0] != nil) }
      refuseFirst(of: placing, at: path) {
        "a stack places its sublayers: leave out '\($0)' (a 'layout' of 'width' or 'height' "
          + "gives a size)"
      }
    }
    let ownsNoFrame =
      layer.frame == nil && layer.properties[.bounds] == nil && layer.properties[.position] == nil
    let isPlaced = layer.layout != nil || inStack || (layer.stack != nil && ownsNoFrame)
    if !isPlaced {
      let priorities = [
        ("hugging", layer.hugging != nil),
        ("compressionResistance", layer.compressionResistance != nil),
      ]
      refuseFirst(of: priorities, at: path) {
        "'\($0)' is the priority of an intrinsic size in a layout, and this layer's frame is "
          + "given: give it 'layout' instead, or put it in a stack"
      }
    }
    let index = nodes.count
    nodes.append(
      Node(
        layer: layer, path: path, parent: parent, frame: ItemFrame(path.description),
        isPlaced: isPlaced))
    if let parent { nodes[parent].children.append(index) }
    if isPlaced {
      nodes[index].intrinsic =
        log.recording { () throws(SceneError) in
          try measure(layer, at: path, width: .infinity)
        } ?? nil
    }
    if let mask = layer.mask { refuseLayout(in: mask, at: path + .key("mask")) }
    for (k, sublayer) in layer.sublayers.enumerated() {
      addNode(sublayer, at: path + .key("sublayers") + .index(k), parent: index)
    }
  }

  /// Records the problem `message` names at the first of `keys` the layer at `path` gives.
  private func refuseFirst(
    of keys: [(String, given: Bool)], at path: JSONPath, _ message: (String) -> String
  ) {
    guard let (key, _) = keys.first(where: \.given) else { return }
    log.record(file.error(at: path + .key(key), message(key)))
  }

  /// Records a problem at each `layout` and `stack` in a mask, which has no superlayer to
  /// be laid out in.
  private func refuseLayout(in layer: SceneLayer, at path: JSONPath) {
    for (key, given) in [("layout", layer.layout != nil), ("stack", layer.stack != nil)] where given
    {
      log.record(
        file.error(
          at: path + .key(key),
          "a mask and its sublayers are not laid out: give them frames"))
    }
    if let mask = layer.mask { refuseLayout(in: mask, at: path + .key("mask")) }
    for (k, sublayer) in layer.sublayers.enumerated() {
      refuseLayout(in: sublayer, at: path + .key("sublayers") + .index(k))
    }
  }

  /// The superlayer's variables and the origin of its bounds (0 for the canvas and for a
  /// placed superlayer).
  private func superlayer(of node: Node) -> (frame: ItemFrame, origin: Point) {
    guard let parent = node.parent else { return (root, .zero) }
    let superlayer = nodes[parent]
    guard !superlayer.isPlaced, case .rect(let bounds)? = superlayer.layer.properties[.bounds]
    else { return (superlayer.frame, .zero) }
    return (superlayer.frame, bounds.origin)
  }

  // MARK: Constraints the tree implies

  /// A layer without `layout` fixed at its frame; a placed one kept at its superlayer's
  /// origin with no size at the lowest priority, with its intrinsic size and, for a stack,
  /// the stack's constraints.
  private func addPlacement(of i: Int) {
    let node = nodes[i]
    let (parent, origin) = superlayer(of: node)
    let name = node.path.description
    let sides: [(LinearExpression, Double)]
    if node.isPlaced {
      sides = [
        (node.frame.left - parent.left, 0), (node.frame.top - parent.top, 0),
        (LinearExpression(node.frame.width), 0), (LinearExpression(node.frame.height), 0),
      ]
    } else {
      let given = Self.givenFrame(of: node.layer)
      let most = SceneLayoutConstraint.maxPoints * 10
      let values = [given.minX, given.minY, given.width, given.height, origin.x, origin.y]
      guard values.allSatisfy({ abs($0) <= most }) else {
        log.record(
          file.error(
            at: node.layer.frame != nil ? node.path + .key("frame") : node.path,
            "in a file with a layout, a frame stays within \(number(most)) points of its "
              + "superlayer's origin, so that the solver's arithmetic stays finite"))
        return
      }
      sides = [
        (node.frame.left - parent.left, given.minX - origin.x),
        (node.frame.top - parent.top, given.minY - origin.y),
        (LinearExpression(node.frame.width), given.width),
        (LinearExpression(node.frame.height), given.height),
      ]
    }
    for (expression, value) in sides {
      add(
        Constraint(
          expression, .equal, LinearExpression(value),
          priority: node.isPlaced ? Self.stayPriority : Constraint.required,
          name: node.isPlaced ? "\(name) (unplaced)" : "\(name)'s frame"),
        at: node.path)
    }
    if let size = node.intrinsic {
      addIntrinsicWidth(size.width, of: node)
      nodes[i].heightConstraints = addIntrinsicHeight(size.height, of: node)
    }
    if let stack = node.layer.stack { arrange(i, as: stack) }
  }

  /// The frame a layer without `layout` has in its superlayer: its `frame`, moved by an
  /// anchor point other than the centre as Core Animation moves it, or its bounds' size
  /// about its `position`.
  static func givenFrame(of layer: SceneLayer) -> Rect {
    var anchor = Point(x: 0.5, y: 0.5)
    if case .point(let point)? = layer.properties[.anchorPoint] { anchor = point }
    var size = Size.zero
    var position = Point.zero
    if let frame = layer.frame {
      size = frame.size
      position = Point(x: frame.midX, y: frame.midY)
    } else {
      if case .rect(let bounds)? = layer.properties[.bounds] { size = bounds.size }
      if case .point(let point)? = layer.properties[.position] { position = point }
    }
    return Rect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }

  private func addIntrinsicWidth(_ width: Double, of node: Node) {
    _ = addIntrinsic(
      width, node.frame.width, axis: "width", hugging: node.layer.hugging?.horizontal,
      compression: node.layer.compressionResistance?.horizontal, of: node)
  }

  private func addIntrinsicHeight(_ height: Double, of node: Node) -> [Constraint] {
    addIntrinsic(
      height, node.frame.height, axis: "height", hugging: node.layer.hugging?.vertical,
      compression: node.layer.compressionResistance?.vertical, of: node)
  }

  /// The intrinsic `length` of one axis as two inequalities: at most it, at the hugging
  /// priority, and at least it, at the compression resistance priority.
  private func addIntrinsic(
    _ length: Double, _ variable: Variable, axis: String, hugging: Double?,
    compression: Double?, of node: Node
  ) -> [Constraint] {
    let made = [
      Constraint(
        LinearExpression(variable), .lessThanOrEqual, LinearExpression(length),
        priority: hugging ?? Self.defaultHugging,
        name: "\(node.path)'s intrinsic \(axis) (\(number(length)), hugging)"),
      Constraint(
        LinearExpression(variable), .greaterThanOrEqual, LinearExpression(length),
        priority: compression ?? Self.defaultCompressionResistance,
        name: "\(node.path)'s intrinsic \(axis) (\(number(length)), compression resistance)"),
    ]
    for constraint in made { add(constraint, at: node.path) }
    return made
  }

  /// The intrinsic size of `layer`, each side within 0 and the largest a frame may have in
  /// a laid-out file, so that what a measurer answers cannot take the solver's arithmetic
  /// past finite values.
  private func measure(_ layer: SceneLayer, at path: JSONPath, width: Double)
    throws(SceneError) -> Size?
  {
    guard let size = try intrinsicSize(layer, path, width) else { return nil }
    let most = SceneLayoutConstraint.maxPoints * 10
    func bounded(_ length: Double) -> Double { length.isNaN ? 0 : min(max(length, 0), most) }
    return Size(width: bounded(size.width), height: bounded(size.height))
  }

  /// Measures each placed layer's wrapping text again at the width the layout gave it, and
  /// solves again with the heights it then needs, as UIKit measures a label of several
  /// lines at its width.
  private func remeasureWrappingText() {
    for i in nodes.indices {
      guard nodes[i].intrinsic != nil, let text = nodes[i].layer.text,
        text.content.wrapping != .none
      else { continue }
      let node = nodes[i]
      // As UILabel's sizeThatFits, a width of 0 or less sets no limit.
      let solved = node.frame.width.value
      let width = solved > 0 ? solved : .infinity
      guard
        let size = log.recording({ () throws(SceneError) in
          try measure(node.layer, at: node.path, width: width)
        }) ?? nil
      else { continue }
      // Only a constraint whose adding failed, a problem recorded then, is not there to remove.
      for constraint in node.heightConstraints { try? solver.remove(constraint) }
      nodes[i].heightConstraints = addIntrinsicHeight(size.height, of: node)
    }
    solver.updateVariables()
  }

  // MARK: The file's constraints

  private func addLayout(of i: Int) {
    let node = nodes[i]
    for (k, constraint) in (node.layer.layout ?? []).enumerated() {
      let path = node.path + .key("layout") + .index(k)
      log.recording { () throws(SceneError) in
        // Multipliers chained through the tree multiply: past about 1e300 the solver's
        // arithmetic overflows, and an infinite ratio stops it.
        scale += abs(log10(abs(constraint.multiplier)))
        guard scale <= Self.maxScaleDigits else {
          throw file.error(
            at: path + .key("multiplier"),
            "the file's multipliers (and their inverses, below 1) multiply to more than "
              + "1e\(Int(Self.maxScaleDigits)), more than the layout can solve exactly")
        }
        var flipped = rightToLeft && constraint.anchor.isDirectional
        if case .anchor(_, _, let anchor) = constraint.target, anchor.isDirectional {
          flipped = flipped || rightToLeft
        }
        let lhs = expression(constraint.anchor, of: node.frame, margins: false, flipped: flipped)
        var rhs: LinearExpression
        switch constraint.target {
        case .points(let points):
          rhs = LinearExpression(points)
        case .anchor(let item, let margins, let anchor):
          let key = path + .key(Self.relationKey(constraint.relation))
          let frame = try self.frame(of: item, for: node, at: key)
          rhs =
            expression(anchor, of: frame, margins: margins, flipped: flipped)
            * constraint.multiplier + constraint.constant
        }
        add(
          Constraint(
            lhs, constraint.relation, rhs, priority: constraint.priority,
            name: "\(path) (\(constraint.anchor.rawValue) "
              + "\(Self.symbol(constraint.relation)) \(Self.text(of: constraint)))"),
          at: path)
      }
    }
  }

  /// The variables of the layer `item` names, for a constraint of `node`: its superlayer,
  /// the canvas (`root`), or the one layer of that name.
  private func frame(of item: String, for node: Node, at path: JSONPath) throws(SceneError)
    -> ItemFrame
  {
    if item == "superview" { return node.parent.map { nodes[$0].frame } ?? root }
    let named = nodes.filter { $0.layer.name == item }
    if named.isEmpty, item == "root" { return root }
    guard named.count == 1 else {
      if named.isEmpty {
        let names = nodes.compactMap(\.layer.name) + ["superview", "root"]
        throw file.error(at: path, Suggestion.unknown("layer", item, among: names))
      }
      throw file.error(
        at: path,
        "\(named.count) layers are named \(item.quoted()); a name a constraint refers to "
          + "must be unique")
    }
    return named[0].frame
  }

  /// An anchor of a rectangle, or of its layout margins, as an expression of its variables.
  ///
  /// `flipped` measures x from right to left (every x-axis anchor negated), as a constraint
  /// of leading or trailing anchors in a right-to-left layout reads: its constant runs from
  /// leading to trailing, and leading is the right edge. A constraint relates anchors of one
  /// axis, so negating all of its x-axis anchors keeps it the same relation.
  func expression(
    _ anchor: SceneLayoutConstraint.Anchor, of frame: ItemFrame, margins: Bool,
    flipped: Bool = false
  ) -> LinearExpression {
    let inset = margins ? Self.margin : 0
    let left = LinearExpression(frame.left) + inset
    let top = LinearExpression(frame.top) + inset
    let width = LinearExpression(frame.width) - 2 * inset
    let height = LinearExpression(frame.height) - 2 * inset
    let sign = flipped ? -1.0 : 1.0
    switch anchor {
    case .left: return left * sign
    case .right: return (left + width) * sign
    case .leading: return flipped ? -(left + width) : left
    case .trailing: return flipped ? -left : left + width
    case .centerX: return (left + width * 0.5) * sign
    case .top: return top
    case .bottom: return top + height
    case .width: return width
    case .height: return height
    case .centerY: return top + height * 0.5
    }
  }

  private static func relationKey(_ relation: Relation) -> String {
    switch relation {
    case .equal: "equalTo"
    case .greaterThanOrEqual: "greaterThanOrEqualTo"
    case .lessThanOrEqual: "lessThanOrEqualTo"
    }
  }

  private static func symbol(_ relation: Relation) -> String {
    switch relation {
    case .equal: "="
    case .greaterThanOrEqual: "≥"
    case .lessThanOrEqual: "≤"
    }
  }

  /// The right side as the file writes it: `superview.top + 16`, `0.5 × superview.height`.
  private static func text(of constraint: SceneLayoutConstraint) -> String {
    guard case .anchor = constraint.target else { return constraint.targetText }
    var text = constraint.targetText
    if constraint.multiplier != 1 { text = "\(number(constraint.multiplier)) × " + text }
    if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
    if constraint.constant < 0 { text += " − \(number(-constraint.constant))" }
    return text
  }

  // MARK: Solving

  /// Adds `constraint`; a required one that contradicts those before it is left out and
  /// recorded at `path`, naming them.
  func add(_ constraint: Constraint, at path: JSONPath = []) {
    do {
      try solver.add(constraint)
      order[ObjectIdentifier(constraint)] = order.count
    } catch {
      let message: String
      switch error {
      case .unsatisfiable(_, let conflicting):
        var names: [String] = []
        let inFileOrder = conflicting.sorted {
          order[ObjectIdentifier($0), default: 0] < order[ObjectIdentifier($1), default: 0]
        }
        for name in inFileOrder.compactMap(\.name) where !names.contains(name) {
          names.append(name)
        }
        let others =
          names.count > 1
          ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.first
        message =
          "cannot hold together with \(others ?? "the constraints before it") (all required: "
          + "give one a priority below 1000 to let it give way)"
      default:
        message = "\(error)"
      }
      log.record(file.error(at: path, message))
    }
  }
}
