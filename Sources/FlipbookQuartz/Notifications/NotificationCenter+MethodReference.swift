import Foundation

/// Selector-based observers, with a method reference where UIKit takes a selector.
///
/// Objective-C selectors do not exist on Linux:
/// `addObserver(self, selector: #selector(sizeChanged), name: …, object: nil)` becomes
/// `addObserver(self, selector: ViewController.sizeChanged, name: …, object: nil)`. As on
/// iOS 9 and later, the observer is held weakly and needs no removal: once it is gone, the
/// method is no longer called. Foundation's `removeObserver(_:)` does not know these
/// observers: one that must stop before it is released has to be released.
extension NotificationCenter {
  /// Calls `selector`, a method of `observer` taking nothing, for each notification called
  /// `name` (every name when nil) posted by `object` (any sender when nil).
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> () -> Void,
    name: Notification.Name?, object: Any?
  ) {
    observe(observer, name: name, object: object) { observer, _ in selector(observer)() }
  }

  /// Calls `selector`, a method of `observer` taking the notification, for each
  /// notification called `name` (every name when nil) posted by `object` (any sender when
  /// nil).
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    observe(observer, name: name, object: object) { observer, notification in
      selector(observer)(notification)
    }
  }

  /// Calls `method` with `observer`, held weakly, for each notification.
  private func observe<Observer: AnyObject>(
    _ observer: Observer, name: Notification.Name?, object: Any?,
    method: @escaping (Observer, Notification) -> Void
  ) {
    let registration = Registration(observer: observer, method: method)
    _ = addObserver(forName: name, object: object, queue: nil) { notification in
      registration.post(notification)
    }
  }
}

/// An observer held weakly and the method to call on it. Foundation wants a sendable
/// block; the observer is called on the posting thread, as UIKit's selector-based form does.
private final class Registration<Observer: AnyObject>: @unchecked Sendable {
  weak var observer: Observer?
  let method: (Observer, Notification) -> Void

  init(observer: Observer, method: @escaping (Observer, Notification) -> Void) {
    self.observer = observer
    self.method = method
  }

  func post(_ notification: Notification) {
    guard let observer else { return }
    method(observer, notification)
  }
}
