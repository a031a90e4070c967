import Foundation
import Testing

/// What cannot run on the recording's clock is said where it is written: an error or a
/// warning from the compiler, never a block that silently never runs.
@Suite("Run-loop calls the recording cannot drive")
struct RunLoopDiagnosticsTests {
  /// The compiler's diagnostics of `kind` ("error", "warning"), by line of `source`.
  private func diagnostics(_ kind: String, in source: String) throws -> [Int: [String]] {
    UnavailableNameTests.diagnostics(kind, in: try UnavailableNameTests.typecheck(source).output)
  }

  @Test(
    "Task.sleep, a wall-clock deadline, flags, groups and notify warn; RunLoop.perform and Timer next to Foundation are errors",
    .enabled(
      if: UnavailableNameTests.modulesDirectory() != nil,
      "skipped: no Modules directory with FlipbookQuartz.swiftmodule near the test product"))
  func said() throws {
    let warned = try diagnostics(
      "warning",
      in: """
        import FlipbookQuartz
        func wait() async throws {
          try await Task.sleep(for: .seconds(1))
          try await Task.sleep(nanoseconds: 1_000)
          DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) {}
          DispatchQueue.main.async(group: DispatchGroup()) {}
          DispatchQueue.global().async(flags: .barrier) {}
          DispatchQueue.main.asyncAfter(deadline: .now() + 1, flags: .barrier) {}
          DispatchGroup().notify(queue: .main) {}
        }
        """)
    for line in 3...9 {
      #expect(warned[line]?.contains { $0.contains("docs/porting.md") } == true, "line \(line)")
    }
    let refused = try diagnostics(
      "error",
      in: """
        import FlipbookQuartz
        import Foundation
        func run() {
          RunLoop.main.perform {}
          _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
        }
        """)
    #expect(refused[4]?.contains { $0.contains("ambiguous use of 'perform'") } == true)
    #expect(refused[5]?.contains { $0.contains("ambiguous") } == true)
  }
}
