import Pixels

/// The files of one entry, gathered before anything is written: images as PNG and
/// animation files as they are, each named within the entry's folder.
package struct ReportFiles: Sendable {
  /// The files in the order they were added.
  package private(set) var contents: [(name: String, bytes: [UInt8])] = []

  /// No files yet.
  package init() {}

  /// Adds `image` as the PNG `name` and returns how the entry refers to it.
  ///
  /// - Throws: when the image cannot be encoded.
  package mutating func add(_ image: Image, named name: String) throws -> ReportImage {
    contents.append((name, try image.pngData()))
    return ReportImage(file: name, width: image.width, height: image.height)
  }

  /// Adds a file's bytes as `name` and returns the name.
  @discardableResult
  package mutating func add(bytes: [UInt8], named name: String) -> String {
    contents.append((name, bytes))
    return name
  }
}
