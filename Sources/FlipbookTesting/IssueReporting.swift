// The strategies report their own failures as test issues, so that a message starts with
// Flipbook's lines and a snapshot that could not be taken is never recorded.
@_spi(Internals) import SnapshotTesting
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Records a test failure with `message` in the running test, at the assertion's line (else
/// at the test's): an issue of the current Swift Testing test, else an XCTest failure — the
/// way swift-snapshot-testing reports its own failures.
func reportIssue(_ message: String) {
  let assertion = AssertionLocation.current
  #if canImport(Testing)
    if let test = Test.current {
      let location =
        assertion.map {
          SourceLocation(
            fileID: "\($0.fileID)", filePath: "\($0.filePath)", line: Int($0.line),
            column: Int($0.column))
        } ?? test.sourceLocation
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      return
    }
  #endif
  if let assertion {
    XCTFail(message, file: assertion.filePath, line: assertion.line)
  } else {
    XCTFail(message)
  }
}

extension Async {
  /// The value `make` returns; when it throws, an issue that says `what` could not be made
  /// and why, and no value at all, so swift-snapshot-testing neither compares nor records
  /// anything (it then reports that no snapshot arrived within its timeout).
  static func reportingFailure(of what: String, _ make: @escaping () throws -> Value) -> Async {
    Async { callback in
      let value: Value
      do {
        value = try make()
      } catch {
        reportIssue(
          "\(what) could not be made, so nothing was compared or recorded: "
            + error.localizedDescription)
        return
      }
      callback(value)
    }
  }
}

extension Diffing {
  /// This diffing, with a mismatch reported as a test issue by Flipbook itself instead of
  /// returned to swift-snapshot-testing, whose message would begin with its diff-tool advice
  /// and which would write the new image a second time. The issue's message is the diffing's
  /// own: what differs, then the reference, new and difference PNGs. When failing snapshots
  /// are to be recorded again (record mode `failed`), the mismatch goes to
  /// swift-snapshot-testing, which records it.
  func reportingMismatches() -> Diffing {
    let diff = diffV2
    var reporting = self
    reporting.diffV2 = { reference, new in
      guard let failure = diff(reference, new) else { return nil }
      if SnapshotTestingConfiguration.current?.record == .failed { return failure }
      reportIssue(failure.0)
      return nil
    }
    return reporting
  }
}
