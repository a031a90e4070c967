import Flipbook
import Foundation
@_spi(Internals) import SnapshotTesting

/// Where the assertion being checked is written, so that a failure points at its line rather
/// than at the test's.
struct AssertionLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The assertion running on this task, if it said where it is.
  @TaskLocal static var current: AssertionLocation?

  /// Runs `body` with the location given as the current assertion's.
  static func at<Result>(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    _ body: () -> Result
  ) -> Result {
    DebugBuildWarning.check()
    let location = AssertionLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return $current.withValue(location, operation: body)
  }
}

/// Asserts that `value` matches its reference under `snapshotting`, as swift-snapshot-testing's
/// `assertSnapshot` does, with a failure reported at this call's line.
public func assertSnapshot<Format>(
  of value: @autoclosure () throws -> Recording,
  as snapshotting: Snapshotting<Recording, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshotReportingAtItsLine(
    of: value, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that `layer` matches its reference under `snapshotting`, as swift-snapshot-testing's
/// `assertSnapshot` does, with a failure reported at this call's line.
public func assertSnapshot<Format>(
  of layer: @autoclosure () throws -> Layer,
  as snapshotting: Snapshotting<Layer, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshotReportingAtItsLine(
    of: layer, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that `image` matches its reference under `snapshotting`, as swift-snapshot-testing's
/// `assertSnapshot` does, with a failure reported at this call's line.
public func assertSnapshot<Format>(
  of image: @autoclosure () throws -> Image,
  as snapshotting: Snapshotting<Image, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshotReportingAtItsLine(
    of: image, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
}

/// swift-snapshot-testing's `assertSnapshot`, with the issues FlipbookTesting's strategies
/// report placed at the assertion.
private func assertSnapshotReportingAtItsLine<Value, Format>(
  of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
  record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval, fileID: StaticString,
  file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
  func assert() {
    SnapshotTesting.assertSnapshot(
      of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
  AssertionLocation.at(fileID: fileID, filePath: filePath, line: line, column: column, assert)
}
