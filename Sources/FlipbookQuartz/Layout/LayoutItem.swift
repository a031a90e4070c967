import Foundation
import Layers

/// What a layout constraint can relate: a view or a layout guide.
protocol LayoutItem: AnyObject {
  /// The view itself, or the view a guide belongs to.
  var layoutView: UIView? { get }
  /// The item's anchors, made when first asked for.
  var anchors: LayoutAnchors { get }
}

/// The anchors of one item, each made once.
final class LayoutAnchors {
  private var made: [NSLayoutConstraint.Attribute: AnyObject] = [:]

  /// The horizontal anchor of `item` for `attribute`.
  func x(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutXAxisAnchor {
    anchor(attribute) { NSLayoutXAxisAnchor(item: item, attribute: attribute) }
  }

  /// The vertical anchor of `item` for `attribute`.
  func y(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutYAxisAnchor {
    anchor(attribute) { NSLayoutYAxisAnchor(item: item, attribute: attribute) }
  }

  /// The size anchor of `item` for `attribute`.
  func size(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutDimension {
    anchor(attribute) { NSLayoutDimension(item: item, attribute: attribute) }
  }

  private func anchor<Anchor: AnyObject>(
    _ attribute: NSLayoutConstraint.Attribute, make: () -> Anchor
  ) -> Anchor {
    if let existing = made[attribute] as? Anchor { return existing }
    let anchor = make()
    made[attribute] = anchor
    return anchor
  }
}

/// How constraints and reports name an item: its type, and the layer's name when it has one.
enum LayoutItemName {
  static func of(_ item: AnyObject) -> String {
    if let guide = item as? UILayoutGuide {
      return guide.identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide'\(guide.identifier)'"
    }
    let type = String(describing: Swift.type(of: item))
    if let view = item as? UIView, let name = view.layer.name { return "\(type)'\(name)'" }
    return type
  }
}

/// Where layout problems are told: standard error, as UIKit logs them, and the scene's
/// timeline when there is one.
enum LayoutReport {
  /// Reports `message` as an error of Auto Layout.
  static func error(_ message: String, on timeline: Timeline? = nil) {
    FileHandle.standardError.write(Data("FlipbookQuartz: \(message)\n".utf8))
    timeline?.record("layout.error", [("message", .string(message))])
  }
}

extension LayoutReport {
  /// Reports a required constraint left out because it contradicts others, as UIKit's
  /// "Unable to simultaneously satisfy constraints" does, naming them all.
  static func unsatisfiable(broken: String, conflicting: [String], on timeline: Timeline?) {
    let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
    FileHandle.standardError.write(
      Data(
        """
        FlipbookQuartz: Unable to simultaneously satisfy constraints.
          Probably at least one of the constraints in the following list is one you don't want.
        \(list)
          Will attempt to recover by breaking constraint
            \(broken)

        """.utf8))
    timeline?.record(
      "layout.unsatisfiable",
      [("broken", .string(broken)), ("conflicting", .list(conflicting.map { .string($0) }))])
  }
}
