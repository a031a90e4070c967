// Core Text's names, as iOS code calls them.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Raster
import Synchronization

/// A file URL, as Core Foundation's `CFURL`: iOS code passes `url as CFURL`.
public typealias CFURL = URL
/// An error, as Core Foundation's `CFError`, which iOS bridges to `NSError`.
public typealias CFError = NSError
/// A string, as Core Foundation's `CFString`: iOS code names a text layer's font with
/// `"Avenir-Heavy" as CFString`.
public typealias CFString = NSString
/// Any Core Foundation object, as `CFTypeRef`: iOS code writes `name as CFTypeRef`.
public typealias CFTypeRef = AnyObject

/// For how long a font registration lasts, as Core Text's `CTFontManagerScope`. A recording
/// is one process: every scope registers the fonts until the process ends.
public enum CTFontManagerScope: UInt32, Sendable {
  /// No scope.
  case none = 0
  /// Until the process ends: what iOS apps ask for.
  case process = 1
  /// For the user, across launches (on iOS, with a font provider's entitlement).
  case persistent = 2
  /// For the login session (macOS).
  case session = 3

  /// The same as ``persistent``.
  public static var user: CTFontManagerScope { .persistent }
}

/// The domain of the errors the font manager reports, as Core Text's
/// `kCTFontManagerErrorDomain`. The codes are Core Text's: 101 file not found, 102
/// insufficient permissions, 103 unrecognised format, 104 invalid font data, 105 already
/// registered, 201 not registered.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Makes the font in the TrueType or OpenType file at `fontURL` available to
/// `UIFont(name:size:)` under its PostScript and full names, as Core Text's
/// `CTFontManagerRegisterFontsForURL` does; the way iOS apps register the fonts they ship
/// (what Info.plist's `UIAppFonts` does for them).
///
/// Returns false, and sets `error` (retained, as Core Foundation's "Create rule" hands it
/// over) when it is not nil, if the file is missing, is not a font, is cut short or lies
/// about its tables, its names are registered already, or it is a collection (`.ttc`) of
/// several fonts, which text cannot tell apart yet; the error's description names the file
/// and the cause.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  succeeds(error) { () throws(FontFileError) in try FontRegistry.register(fontURL) }
}

/// Removes the fonts of the file at `fontURL` registered by
/// ``CTFontManagerRegisterFontsForURL(_:_:_:)``, as Core Text's
/// `CTFontManagerUnregisterFontsForURL`. Returns false, setting `error` when it is not nil,
/// if they were not registered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  succeeds(error) { () throws(FontFileError) in try FontRegistry.unregister(fontURL) }
}

/// Whether `body` succeeds; when it fails, its error is handed over in `error`, as Core
/// Foundation hands over an error it creates (retained).
private func succeeds(
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, _ body: () throws(FontFileError) -> Void
) -> Bool {
  do {
    try body()
    return true
  } catch let failure {
    error?.pointee = Unmanaged.passRetained(failure.nsError)
    return false
  }
}

/// A font a file registered: the file and the names it gives the font.
struct RegisteredFont: Hashable, Sendable {
  /// The font file's path.
  var path: String
  /// Its names.
  var names: FontFileNames
}

/// The fonts registered for the process, found by the names `UIFont(name:size:)` accepts.
enum FontRegistry {
  /// The registered fonts by the path of their file.
  private static let files = Mutex<[String: [RegisteredFont]]>([:])

  /// Reads the names of the fonts in the file at `url` and registers them.
  static func register(_ url: URL) throws(FontFileError) {
    let path = url.standardizedFileURL.path
    let fonts = try FontFileNames.read(from: url).map { RegisteredFont(path: path, names: $0) }
    if let problem = problem(drawing: path) {
      throw FontFileError(path: url.path, kind: .invalidFontData, reason: problem)
    }
    // A text font names a file, not a face in it: the renderer draws a file's first face.
    guard fonts.count == 1 else {
      throw FontFileError(
        path: url.path, kind: .unrecognizedFormat,
        reason: "is a collection of \(fonts.count) fonts; only a file of one font can be "
          + "drawn, since text names a file and not a face in it")
    }
    let clash: String? = files.withLock { files in
      if files[path] != nil { return "is registered already" }
      let taken = Set(files.values.joined().flatMap(\.names.lookupNames))
      if let name = fonts.flatMap(\.names.lookupNames).first(where: taken.contains) {
        return "names a font \"\(name)\", which another registered file names already"
      }
      files[path] = fonts
      return nil
    }
    if let clash { throw FontFileError(path: url.path, kind: .alreadyRegistered, reason: clash) }
  }

  /// Why the font file at `path` cannot be drawn from, as a phrase following the path; nil
  /// when it can.
  static func problem(drawing path: String) -> String? {
    do {
      try FontLibrary.checkFile(at: path)
      return nil
    } catch {
      let description = error.localizedDescription
      let cause =
        description.hasPrefix(path + ": ")
        ? description.dropFirst(path.count + 2) : description[...]
      return "cannot be drawn from: \(cause)"
    }
  }

  /// Forgets the fonts of the file at `url`.
  static func unregister(_ url: URL) throws(FontFileError) {
    let path = url.standardizedFileURL.path
    let removed = files.withLock { $0.removeValue(forKey: path) != nil }
    guard removed else {
      throw FontFileError(path: url.path, kind: .notRegistered, reason: "is not registered")
    }
  }

  /// The registered font whose PostScript or full name is `name`.
  static func font(named name: String) -> RegisteredFont? {
    fonts.first { $0.names.lookupNames.contains(name) }
  }

  /// Every registered font.
  static var fonts: [RegisteredFont] {
    files.withLock { files in files.keys.sorted().flatMap { files[$0] ?? [] } }
  }
}

extension FontFileNames {
  /// The names `UIFont(name:size:)` finds the font by.
  var lookupNames: [String] { [postScriptName, fullName] }
}

extension FontFileError {
  /// The error as Core Text reports it.
  var nsError: NSError {
    NSError(
      domain: kCTFontManagerErrorDomain, code: kind.rawValue,
      userInfo: [NSLocalizedDescriptionKey: errorDescription ?? reason, NSFilePathErrorKey: path])
  }
}
