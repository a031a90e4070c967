// Tests that import FlipbookTesting get `assertSnapshot` and the strategies without naming
// swift-snapshot-testing as a dependency of their own.
@_exported import SnapshotTesting
