import Foundation

// CGGeometry.h's functions FlipbookQuartz does not offer (docs/uikit-symbols.md lists them
// with the rest of CGPoint, CGSize and CGRect). Each is declared unavailable so that iOS
// code using it fails to compile with a message saying what to do instead. Bodies never
// run.

extension CGPoint {
  /// UIKit's `dictionaryRepresentation`; not available yet.
  @available(
    *, unavailable,
    message: """
      CFDictionary is not there: store x and y; see docs/porting.md
      """
  )
  public var dictionaryRepresentation: NSDictionary { [:] }

  /// UIKit's `init(dictionaryRepresentation:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      CFDictionary is not there: store x and y; see docs/porting.md
      """
  )
  public init?(dictionaryRepresentation dict: NSDictionary) {
    return nil
  }
}

extension CGSize {
  /// UIKit's `dictionaryRepresentation`; not available yet.
  @available(
    *, unavailable,
    message: """
      CFDictionary is not there: store width and height; see docs/porting.md
      """
  )
  public var dictionaryRepresentation: NSDictionary { [:] }

  /// UIKit's `init(dictionaryRepresentation:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      CFDictionary is not there: store width and height; see docs/porting.md
      """
  )
  public init?(dictionaryRepresentation dict: NSDictionary) {
    return nil
  }
}

extension CGRect {
  /// UIKit's `dictionaryRepresentation`; not available yet.
  @available(
    *, unavailable,
    message: """
      CFDictionary is not there: store the origin and size; see docs/porting.md
      """
  )
  public var dictionaryRepresentation: NSDictionary { [:] }

  /// UIKit's `init(dictionaryRepresentation:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      CFDictionary is not there: store the origin and size; see docs/porting.md
      """
  )
  public init?(dictionaryRepresentation dict: NSDictionary) {
    return nil
  }
}
