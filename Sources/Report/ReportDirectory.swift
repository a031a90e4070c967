import Foundation
import Pixels
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
  /// - Returns: the entry files found in the folder that could not be shown and were left
  ///   out of the page (``read()``), one message each.
  /// - Throws: ``ReportError`` naming the path that could not be written, or the folder when
  ///   it is not empty and not a report (``checkUsable(_:)``).
  @discardableResult
  package func add(_ entry: ReportEntry, files: ReportFiles) throws -> [String] {
    try Self.checkUsable(path)
    let folder = entriesPath + "/" + entry.id
    let entryFile = entriesPath + "/\(entry.id).json"
    let created = try Self.makeDirectories(folder)
    // Removed by a signal before they are complete: the new files and the folders made.
    let new = ([entryFile] + files.contents.map { folder + "/" + $0.name }).filter {
      !FileManager.default.fileExists(atPath: $0)
    }
    for path in created + new { TemporaryFiles.shared.add(path) }
    var written: [String] = []
    defer { for path in created + new { TemporaryFiles.shared.remove(path) } }
    do {
      for file in files.contents {
        let destination = folder + "/" + file.name
        try Self.write(file.bytes, to: destination)
        written.append(destination)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      try Self.write(Array(try encoder.encode(entry)), to: entryFile)
      written.append(entryFile)
      return try rewriteIndex()
    } catch {
      for path in written.reversed() { unlink(path) }
      for directory in created.reversed() { rmdir(directory) }
      throw error
    }
  }

  /// The entries in the folder that can be shown, in the page's order: failures first, then
  /// by title.
  package func entries() -> [ReportEntry] { read().entries }

  /// The largest entry file read, in bytes (our choice).
  package static let maxEntryFileBytes = 64 << 20

  /// The entries in the folder that can be shown, in the page's order, and a message for each
  /// entry file left out: one that is not an entry, is over ``maxEntryFileBytes``, or does
  /// not hold to what ``ReportEntry/problem(named:)`` checks — an entry planted in the
  /// folder cannot put its text in the page unescaped.
  package func read() -> (entries: [ReportEntry], problems: [String]) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: entriesPath)
    } catch {
      // Only a folder with no entries yet has no entries/ folder.
      return (
        [],
        FileManager.default.fileExists(atPath: entriesPath)
          ? [
            "\(entriesPath): cannot be read"
          ] : []
      )
    }
    var entries: [ReportEntry] = []
    var problems: [String] = []
    let decoder = JSONDecoder()
    // Hidden names are the temporary files of entries being written, complete only once
    // renamed: nothing of an entry is in them yet.
    for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let path = entriesPath + "/" + name
      let handle: FileHandle
      do {
        handle = try ReadableFile.open(path, maxBytes: Self.maxEntryFileBytes)
      } catch .tooLarge {
        problems.append("\(path): left out of the page: over \(Self.maxEntryFileBytes >> 20) MiB")
        continue
      } catch {
        let reason = if case .cannotOpen(let reason) = error { reason } else { "cannot be read" }
        problems.append("\(path): left out of the page: \(reason)")
        continue
      }
      defer { try? handle.close() }  // A read-only file: closing it loses nothing.
      // Not silent: a file that cannot be read or decoded is left out with a message.
      guard let data = try? handle.readToEnd(),
        let entry = try? decoder.decode(ReportEntry.self, from: data)
      else {
        problems.append("\(path): left out of the page: not a report entry")
        continue
      }
      if let problem = entry.problem(named: String(name.dropLast(5))) {
        problems.append("\(path): left out of the page: \(problem)")
      } else {
        entries.append(entry)
      }
    }
    let sorted = entries.sorted {
      ($0.status, $0.title, $0.id) < ($1.status, $1.title, $1.id)
    }
    return (sorted, problems.map { $0.escapingControlCharacters() })
  }

  /// Writes `index.html` from the entries present, holding the folder's lock so that two
  /// processes never interleave a read of the entries with a write of the index.
  ///
  /// - Returns: the entry files left out of the page, as ``read()`` says.
  @discardableResult
  package func rewriteIndex() throws -> [String] {
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
    let (entries, problems) = read()
    try Self.write(Array(ReportPage(entries: entries).html.utf8), to: indexPath)
    return problems
  }

  /// Throws unless `path` can hold a report: it does not exist, or is an empty directory,
  /// or one that holds a report already — an `entries` folder, and an `index.html` that is
  /// a report's page if there is one. A folder of other files (`/`, a project's folder) is
  /// refused, so a report never writes `index.html` among them.
  package static func checkUsable(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw ReportError(path: path, reason: "exists and is not a directory")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw ReportError(path: path, reason: "cannot be read")
    }
    guard !names.isEmpty else { return }
    let report = ReportDirectory(path: path)
    var entriesIsDirectory: ObjCBool = false
    let isReport =
      FileManager.default.fileExists(atPath: report.entriesPath, isDirectory: &entriesIsDirectory)
      && entriesIsDirectory.boolValue
      && (!names.contains("index.html") || Self.isReportPage(report.indexPath))
    guard isReport else {
      throw ReportError(
        path: path,
        reason: "is not empty and not a report (no entries folder and report page): give a "
          + "new or empty folder, or one a report was written to")
    }
  }

  /// Whether the file at `path` begins as a report's page does.
  private static func isReportPage(_ path: String) -> Bool {
    guard let handle = try? ReadableFile.open(path, maxBytes: .max) else {
      return false  // Unreadable: not known to be a report's, so the folder is refused.
    }
    defer { try? handle.close() }  // A read-only file: closing it loses nothing.
    guard let head = try? handle.read(upToCount: 1024) else {
      return false  // Unreadable: not known to be a report's, so the folder is refused.
    }
    return String(decoding: head, as: UTF8.self).contains("<title>Flipbook report</title>")
  }

  /// Creates `path` and its parents, or throws naming it.
  package static func makeDirectory(_ path: String) throws {
    try makeDirectories(path)
  }

  /// Creates `path` and the parents it lacks; returns the folders it made, outermost first,
  /// or throws naming the one it could not make.
  @discardableResult
  package static func makeDirectories(_ path: String) throws -> [String] {
    var missing: [String] = []
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
      missing.insert(folder.path, at: 0)
      guard folder.path != "/" else { break }
      folder.deleteLastPathComponent()
    }
    guard isDirectory.boolValue else {
      throw ReportError(path: folder.path, reason: "exists and is not a directory")
    }
    var made: [String] = []
    for directory in missing {
      if mkdir(directory, 0o777) == 0 {
        made.append(directory)
      } else if errno != EEXIST {  // EEXIST: another process made it just now.
        let reason = String(cString: strerror(errno))
        for directory in made.reversed() { rmdir(directory) }
        throw ReportError(path: directory, reason: "cannot create the directory: \(reason)")
      }
    }
    return made
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

  package var errorDescription: String? {
    "\(path): cannot write the report: \(reason)".escapingControlCharacters()
  }
}
