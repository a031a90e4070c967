import Foundation
import Report
@_spi(Internals) import SnapshotTesting

#if canImport(Testing)
  import Testing
#endif

/// Adds the snapshots of a run to ``SnapshotReport``: one entry per assertion, named after
/// the running test and the assertion's place among that test's, so running a test again
/// replaces its entries rather than adding to them.
enum SnapshotReporter {
  /// Adds an entry for an assertion of `strategy` that ended with `status`. A report that
  /// cannot be written is said once on stderr and does not fail the test.
  static func add(
    status: ReportEntry.Status, strategy: String, message: String?,
    content: () throws -> SnapshotReportContent
  ) {
    guard let directory = SnapshotReport.directory else { return }
    let test = RunningTest.current
    let ordinal = ordinals.next(for: test.key)
    do {
      let content = try content()
      let entry = ReportEntry(
        id: "\(ReportEntry.identifier(test.slug))-\(ordinal)-\(fingerprint(test.key))",
        title: test.title, location: test.location, strategy: strategy, status: status,
        message: message, frames: content.frames, delayUnit: content.delayUnit,
        animations: content.animations, timeline: content.timeline)
      let leftOut = try ReportDirectory(path: directory).add(entry, files: content.files)
      if let first = leftOut.first {
        unreadable.once {
          let more = leftOut.count > 1 ? " (and \(leftOut.count - 1) more)" : ""
          FileHandle.standardError.write(Data("FlipbookTesting: \(first)\(more)\n".utf8))
        }
      }
      // The run's own report (not one a test redirected) is named once per process.
      if SnapshotReport.Destination.current == nil {
        announcement.once {
          let page = URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
          FileHandle.standardError.write(
            Data("FlipbookTesting: this run's snapshots are reported in \(page)\n".utf8))
        }
      }
    } catch {
      warnings.once {
        FileHandle.standardError.write(
          Data("FlipbookTesting: the snapshot report was not written: \(error)\n".utf8))
      }
    }
  }

  /// A short hash (FNV-1a, 32 bits) that tells apart tests of the same name in other suites.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    return String(hash, radix: 16)
  }

  private static let ordinals = Ordinals()
  private static let warnings = Once()
  private static let announcement = Once()
  private static let unreadable = Once()

  /// How many entries each test has added so far in this process.
  private final class Ordinals: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for the test, from 1.
    func next(for key: String) -> Int {
      lock.withLock {
        counts[key, default: 0] += 1
        return counts[key]!
      }
    }
  }
}

/// The test an assertion runs in, as the report names it.
struct RunningTest {
  /// The name shown: the test's display name, else its function's.
  let title: String
  /// The function, file and line.
  let location: String?
  /// What tells this test from every other of the run.
  let key: String
  /// A short name for file names.
  let slug: String

  /// The running Swift Testing test; "snapshot" outside one.
  static var current: RunningTest {
    #if canImport(Testing)
      if let test = Test.current {
        let source = test.sourceLocation
        return RunningTest(
          title: test.displayName ?? test.name,
          location: "\(test.name) · \(source.fileID):\(source.line)",
          key: "\(test.id)", slug: String(test.name.prefix { $0 != "(" }.prefix(40)))
      }
    #endif
    return RunningTest(title: "snapshot", location: nil, key: "snapshot", slug: "snapshot")
  }
}

extension Diffing {
  /// This diffing, adding each comparison and recording of an assertion to
  /// ``SnapshotReport`` as `strategy`, with mismatches reported as ``reportingMismatches()``
  /// reports them.
  ///
  /// swift-snapshot-testing compares with `diffV2` when there is a reference (nil: they
  /// match) and turns the value into data with `toData` to record it — and also, after a
  /// mismatch that goes to it (record mode `failed`), to write the failed value and record
  /// it again; those two are part of the failure already added, not recordings.
  func reporting(
    as strategy: String, content: @escaping (Value?, Value) throws -> SnapshotReportContent
  ) -> Diffing {
    let diff = diffV2
    let toData = self.toData
    let failed = FailedData()
    var reporting = self
    reporting.diffV2 = { reference, new in
      let failure = diff(reference, new)
      guard let mode = SnapshotTestingConfiguration.current?.record else { return failure }
      let recordedAgain = failure != nil && mode == .failed
      SnapshotReporter.add(
        status: failure == nil ? .passed : .failed, strategy: strategy,
        message: failure.map {
          $0.0 + (recordedAgain ? "\nrecorded as the new reference (record mode failed)" : "")
        }
      ) { try content(reference, new) }
      if recordedAgain { failed.data = toData(new) }
      return failure
    }
    reporting.toData = { value in
      let data = toData(value)
      guard let mode = SnapshotTestingConfiguration.current?.record, failed.data != data else {
        return data
      }
      SnapshotReporter.add(
        status: mode == .never ? .failed : .recorded, strategy: strategy,
        message: mode == .never
          ? "no reference, and none was recorded: the record mode is never" : nil
      ) { try content(nil, value) }
      return data
    }
    return reporting.reportingMismatches()
  }
}

/// The data of the last value that failed and went to swift-snapshot-testing to be
/// recorded again.
private final class FailedData: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Data?

  var data: Data? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
