import Foundation
import Testing

@testable import Scenes

/// The line and column (from 1) where `marker` first starts in `text`.
func position(of marker: String, in text: String) -> (line: Int, column: Int) {
  let before = text[..<text.range(of: marker)!.lowerBound]
  let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
  return (lines.count, lines.last!.count + 1)
}

/// The first problem of `json` (decoding, then building), which must be at `marker` and one
/// line long.
func problem(
  _ json: String, at marker: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> SceneError {
  let problems = try SceneFile.problems(loading: {
    try SceneFile(bytes: Array(json.utf8), path: "s.json")
  })
  let first = try #require(problems.first, sourceLocation: sourceLocation)
  let expected = position(of: marker, in: json)
  #expect(
    first.location == TextPosition(line: expected.line, column: expected.column),
    "\(first.localizedDescription)", sourceLocation: sourceLocation)
  #expect(
    !first.localizedDescription.contains("\n"), "one line", sourceLocation: sourceLocation)
  return first
}
