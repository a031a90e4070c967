/// Why a change to a layer tree was refused.
public enum LayerTreeError: Error, Equatable, CustomStringConvertible {
  /// The mask is the layer itself or one of its ancestors (named when it has a name).
  case maskIsAncestor(String?)
  /// The mask is in the layer's own subtree.
  case maskInSubtree(String?)

  public var description: String {
    switch self {
    case .maskIsAncestor(let name):
      return "the mask \(name.map { "'\($0)' " } ?? "")is the layer itself or one of its "
        + "ancestors; a mask must be a layer outside the tree"
    case .maskInSubtree(let name):
      return "the mask \(name.map { "'\($0)' " } ?? "")is in the masked layer's own subtree; "
        + "a mask must be a layer outside the tree"
    }
  }
}
