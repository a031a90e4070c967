import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

@Suite("Where a snapshot failure points")
struct AssertionLocationTests {
  @Test("a mismatch is reported at the assertion's line, not at the test's")
  func failureAtTheAssertion() {
    // The reference is RecordedGIFTests' 0.4 s fade (`golden.fade.gif`, copied); a 0.3 s
    // fade does not match it.
    let lines = LineList()
    func assertAtLine4242() {
      assertSnapshot(of: try Fixtures.fade(duration: 0.3), as: .gif(), named: "fade", line: 4242)
    }
    withKnownIssue(isIntermittent: true) {
      withSnapshotTesting(record: .never, operation: assertAtLine4242)
    } matching: { issue in
      lines.append(issue.sourceLocation?.line)
      return true
    }
    #expect(lines.all == [4242])
  }

  /// Lines collected from the issue matcher, which may run on another thread.
  private final class LineList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int?] = []

    func append(_ line: Int?) { lock.withLock { list.append(line) } }

    var all: [Int?] { lock.withLock { list } }
  }
}
