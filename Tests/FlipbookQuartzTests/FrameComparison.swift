import Flipbook
import FlipbookTesting
import Testing

/// Renders both recordings at `times` and expects every pixel within 2 levels.
func expectSameFrames(
  native: Recording, seed: Recording, at times: [Double],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let expected = try native.frames(at: times)
  let actual = try seed.frames(at: times)
  for (t, (a, b)) in zip(times, zip(expected, actual)) {
    let comparison = ImageComparison(a, b, tolerance: 2)
    #expect(
      comparison.sizesMatch && comparison.differingPixels == 0,
      """
      at \(t) s, \(comparison.differingPixels) pixels differ, by up to \
      \(comparison.largestDifference) levels
      """, sourceLocation: sourceLocation)
  }
}
