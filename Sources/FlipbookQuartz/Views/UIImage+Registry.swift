import Foundation
import Pixels
import Synchronization

/// Images by name, for `UIImage(named:)` and `UIImage(systemName:)`: there is no asset
/// catalogue and SF Symbols cannot be bundled, so a test or a program registers the images
/// its code asks for by name, once, before that code runs.
///
/// The names are shared by the whole process: tests that run in parallel and register the
/// same name should register the same image.
extension UIImage {
  /// The registered images: asset names, and symbol names behind a "symbol:" prefix.
  private static let registry = Mutex<[String: (image: Image, scale: CGFloat)]>([:])

  /// Makes `image` the one `UIImage(named: name)` returns.
  public static func register(_ image: UIImage, named name: String) {
    registry.withLock { $0[name] = (image.flipbookImage, image.scale) }
  }

  /// Makes `image` the one `UIImage(systemName: name)` returns: an SF Symbol drawn as the
  /// app shows it (a PNG exported from the SF Symbols app, say).
  public static func register(_ image: UIImage, systemName name: String) {
    registry.withLock { $0["symbol:" + name] = (image.flipbookImage, image.scale) }
  }

  /// The image registered under `name` with ``register(_:named:)``. As on iOS, nil for a
  /// name with no image; that is also reported on standard error, naming the image and how
  /// to register one, since here it usually means a registration is missing.
  public convenience init?(named name: String) {
    guard let found = Self.registered(name, as: "UIImage(named: \"\(name)\")", how: "named:")
    else { return nil }
    self.init(flipbookImage: found.image, scale: found.scale)
  }

  /// The SF Symbol registered under `name` with ``register(_:systemName:)``. As on iOS, nil
  /// for a name with no image; that is also reported on standard error, naming the symbol and
  /// how to register one.
  public convenience init?(systemName name: String) {
    guard
      let found = Self.registered(
        "symbol:" + name, as: "UIImage(systemName: \"\(name)\")", how: "systemName:")
    else { return nil }
    self.init(flipbookImage: found.image, scale: found.scale)
  }

  private static func registered(
    _ key: String, as call: String, how label: String
  ) -> (image: Image, scale: CGFloat)? {
    if let found = registry.withLock({ $0[key] }) { return found }
    FileHandle.standardError.write(
      Data(
        """
        FlipbookQuartz: \(call) has no image: register one first with \
        UIImage.register(image, \(label) …), e.g. from UIImage(contentsOfFile:)

        """.utf8))
    return nil
  }
}
