import Foundation
import ProcessServices

/// The web page of a test run's snapshots: every `assertSnapshot` with one of
/// FlipbookTesting's strategies adds an entry — the test, the strategy, passed, failed or
/// recorded, the reference, the new image and their difference — to `index.html` in
/// ``directory``. Open it from the folder (or from a CI artifact) in a browser; it needs no
/// server.
public enum SnapshotReport {
  /// The report's folder: the one given to `withDirectory(_:operation:)` around
  /// the assertion, else `SNAPSHOT_ARTIFACTS` when it is set (the folder swift-snapshot-testing
  /// and ``FailureArtifacts`` write into), else `flipbook-report` in the temporary
  /// directory; nil when the report is turned off.
  public static var directory: String? {
    if let destination = Destination.current { return destination.path }
    return directory(environment: ProcessEnvironment.current)
  }

  /// Runs `operation` with the snapshots it asserts reported into `directory` — or into no
  /// report when nil — whatever ``directory`` would otherwise be.
  public static func withDirectory<Result>(
    _ directory: String?, operation: () throws -> Result
  ) rethrows -> Result {
    try Destination.$current.withValue(Destination(path: directory), operation: operation)
  }

  /// Runs the asynchronous `operation` with the snapshots it asserts reported into
  /// `directory`, or into no report when nil.
  public static func withDirectory<Result>(
    _ directory: String?, operation: () async throws -> Result
  ) async rethrows -> Result {
    try await Destination.$current.withValue(
      Destination(path: directory), operation: operation)
  }

  /// The folder for the given environment variables, without an override.
  static func directory(environment: [String: String]) -> String {
    if let path = environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty { return path }
    return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
      .appendingPathComponent("flipbook-report").path
  }

  /// A folder chosen for the snapshots of one task, or none.
  struct Destination: Sendable {
    /// The folder, or nil for no report.
    let path: String?

    /// The choice of the running task, if it made one.
    @TaskLocal static var current: Destination?
  }
}
