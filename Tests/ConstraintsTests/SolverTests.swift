import Constraints
import Testing

@Suite("Solver")
struct SolverTests {
  @Test("an empty system can be made")
  func empty() {
    _ = Solver()
  }
}
