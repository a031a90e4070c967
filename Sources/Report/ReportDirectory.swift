import Foundation
import ProcessServices

/// A folder holding a report page: `index.html`, and for each entry `entries/ID.json` with
/// its files in `entries/ID/`. Several processes may add entries to one folder at once: each
/// writes its own files under temporary names renamed when complete, then rewrites the
/// index from every entry present while holding a lock on `entries/.lock`, so the last
/// index written lists them all and a reader never sees a half-written file.
package struct ReportDirectory: Sendable {
  /// The folder.
  package let path: String

  /// The report in the folder at `path`; nothing is written until an entry is added.
  package init(path: String) {
    self.path = path
  }

  /// The page.
  package var indexPath: String { path + "/index.html" }

  /// The folder of the entries' data and files.
  package var entriesPath: String { path + "/entries" }

  /// Writes `entry` with its `files` (replacing an entry of the same id) and rewrites the
  /// index. When a file cannot be written, those written are removed, the entry is not
  /// added and the index is left as it was.
  ///
  /// - Throws: ``ReportError`` naming the path that could not be written.
  package func add(_ entry: ReportEntry, files: ReportFiles) throws {
    let folder = entriesPath + "/" + entry.id
    let folderExisted = FileManager.default.fileExists(atPath: folder)
    try Self.makeDirectory(folder)
    var written: [String] = []
    do {
      for file in files.contents {
        let destination = folder + "/" + file.name
        try Self.write(file.bytes, to: destination)
        written.append(destination)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      try Self.write(Array(try encoder.encode(entry)), to: entriesPath + "/\(entry.id).json")
    } catch {
      for path in written { unlink(path) }
      if !folderExisted { rmdir(folder) }
      throw error
    }
    try rewriteIndex()
  }

  /// The entries in the folder, in the page's order: failures first, then by title.
  package func entries() -> [ReportEntry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: entriesPath)) ?? []
    let decoder = JSONDecoder()
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.compactMap { name in
      FileManager.default.contents(atPath: entriesPath + "/" + name).flatMap {
        try? decoder.decode(ReportEntry.self, from: $0)
      }
    }.sorted { ($0.status, $0.title, $0.id) < ($1.status, $1.title, $1.id) }
  }

  /// Writes `index.html` from the entries present, holding the folder's lock so that two
  /// processes never interleave a read of the entries with a write of the index.
  package func rewriteIndex() throws {
    let lockPath = entriesPath + "/.lock"
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw ReportError(path: lockPath, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw ReportError(path: lockPath, reason: String(cString: strerror(errno)))
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    try Self.write(Array(ReportPage(entries: entries()).html.utf8), to: indexPath)
  }

  /// Creates `path` and its parents, or throws naming it.
  package static func makeDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw ReportError(path: path, reason: "exists and is not a directory")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw ReportError(path: path, reason: "cannot create the directory")
    }
  }

  /// Writes `bytes` to a temporary file beside `path` and renames it over `path`.
  private static func write(_ bytes: [UInt8], to path: String) throws {
    do {
      let file = try AtomicFile(path: path)
      file.write(bytes)
      try file.commit()
    } catch let error as AtomicFileError {
      throw ReportError(path: error.path, reason: error.reason)
    }
  }
}

/// A report's file or folder could not be written.
package struct ReportError: Error, LocalizedError, Equatable {
  /// The file or folder.
  package let path: String
  /// Why.
  package let reason: String

  /// Which path, and why.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  package var errorDescription: String? { "\(path): cannot write the report: \(reason)" }
}
