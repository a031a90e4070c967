import Foundation

/// An action a control runs, as UIKit's `UIAction` (iOS 14's selector-free form):
/// `button.addAction(UIAction { _ in save() }, for: .touchUpInside)`.
open class UIAction: NSObject {
  /// What tells actions apart, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title (a button made with it shows it).
  open var title: String
  /// The action's image (a button made with it shows it).
  open var image: UIImage?
  /// The identifier: a new unique one unless given.
  public let identifier: Identifier
  /// The control sending the action while its handler runs, else the last one.
  public internal(set) weak var sender: AnyObject?
  let handler: (UIAction) -> Void

  /// An action titled `title` running `handler`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    super.init()
  }
}
