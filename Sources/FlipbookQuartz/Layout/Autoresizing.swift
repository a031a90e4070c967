import Foundation

/// UIKit's autoresizing rule for one axis: the margins and the size that do not stretch
/// keep their lengths, and those that do share what is left of the superview's length in
/// proportion to their present lengths (when none stretches, the trailing margin does).
enum Autoresizing {
  /// The parts of an axis: leading margin, size, trailing margin.
  typealias Stretches = (leading: Bool, size: Bool, trailing: Bool)

  /// Which parts stretch, with none meaning the trailing margin.
  static func effective(_ stretches: Stretches) -> [Bool] {
    let parts = [stretches.leading, stretches.size, stretches.trailing]
    return parts.contains(true) ? parts : [false, false, true]
  }

  /// The leading margin and size along an axis of a view `margin` from its superview's
  /// leading edge and `size` long in a superview `oldLength` long, once the superview is
  /// `newLength` long.
  static func resized(
    margin: CGFloat, size: CGFloat, oldLength: CGFloat, newLength: CGFloat,
    stretches: Stretches
  ) -> (margin: CGFloat, size: CGFloat) {
    let (margin, size) = linear(
      margin: margin, size: size, oldLength: oldLength, stretches: stretches)
    return (margin.constant + margin.factor * newLength, size.constant + size.factor * newLength)
  }

  /// The leading margin and size as `constant + factor × superview length`.
  static func linear(margin: CGFloat, size: CGFloat, oldLength: CGFloat, stretches: Stretches)
    -> (margin: (constant: CGFloat, factor: CGFloat), size: (constant: CGFloat, factor: CGFloat))
  {
    let stretching = effective(stretches)
    let values = [margin, size, oldLength - margin - size]
    let fixed = zip(values, stretching).filter { !$0.1 }.map(\.0).reduce(0, +)
    let shared = zip(values, stretching).filter { $0.1 }.map(\.0).reduce(0, +)
    let count = CGFloat(stretching.filter { $0 }.count)
    func part(_ index: Int) -> (constant: CGFloat, factor: CGFloat) {
      guard stretching[index] else { return (values[index], 0) }
      let share = shared > 0 ? values[index] / shared : 1 / count
      return (-fixed * share, share)
    }
    return (part(0), part(1))
  }
}

extension UIView.AutoresizingMask {
  /// Which of the left margin, width and right margin stretch.
  var horizontal: Autoresizing.Stretches {
    (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
  }

  /// Which of the top margin, height and bottom margin stretch.
  var vertical: Autoresizing.Stretches {
    (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
  }
}

extension UIView {
  /// Moves and resizes the subviews that translate their autoresizing mask after this
  /// view's size changed from `oldSize`, as UIKit does when `autoresizesSubviews` is on.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews
    where subview.layoutState.translatesAutoresizingMask
      && !subview.layoutState.autoresizingMask.isEmpty
    {
      let mask = subview.layoutState.autoresizingMask
      let frame = subview.frame
      let x = Autoresizing.resized(
        margin: frame.minX - bounds.minX, size: frame.width, oldLength: oldSize.width,
        newLength: newSize.width,
        stretches: mask.horizontal)
      let y = Autoresizing.resized(
        margin: frame.minY - bounds.minY, size: frame.height, oldLength: oldSize.height,
        newLength: newSize.height,
        stretches: mask.vertical)
      subview.frame = CGRect(
        x: bounds.minX + x.margin, y: bounds.minY + y.margin, width: x.size, height: y.size)
    }
  }
}
