import Testing

@testable import Scenes

@Suite struct SuggestionTests {
  private let keys = ["from", "to", "by", "duration", "keyPath", "timingFunction"]

  @Test func findsTyposWithinAThirdOfTheLength() {
    #expect(Suggestion.closest(to: "duraton", among: keys) == "duration")
    #expect(Suggestion.closest(to: "duraiton", among: keys) == "duration")
    #expect(Suggestion.closest(to: "timingFuntcion", among: keys) == "timingFunction")
    #expect(Suggestion.closest(to: "keypth", among: keys) == "keyPath")
  }

  @Test func ignoresCase() {
    #expect(Suggestion.closest(to: "Duration", among: keys) == "duration")
    #expect(Suggestion.closest(to: "KEYPATH", among: keys) == "keyPath")
  }

  @Test func matchesAPrefix() {
    #expect(Suggestion.closest(to: "fromValue", among: keys) == "from")
    #expect(Suggestion.closest(to: "toValue", among: keys) == "to")
    #expect(Suggestion.closest(to: "timing", among: keys) == "timingFunction")
  }

  @Test func returnsNilWhenNothingIsClose() {
    #expect(Suggestion.closest(to: "opacity", among: keys) == nil)
    #expect(Suggestion.closest(to: "durxtxxn", among: keys) == nil)
    #expect(Suggestion.closest(to: "x", among: []) == nil)
    #expect(Suggestion.closest(to: "t", among: ["from"]) == nil)
  }

  @Test func prefersFewestEditsThenTheEarlierCandidate() {
    #expect(Suggestion.closest(to: "bx", among: ["by", "bz"]) == "by")
    #expect(Suggestion.closest(to: "bx", among: ["bz", "by"]) == "bz")
    #expect(Suggestion.closest(to: "scal", among: ["scaleX", "scale"]) == "scale")
  }

  @Test func editDistanceIsOptimalStringAlignment() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestion.editDistance(Array(a), Array(b))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("ab", "ba") == 1)
    // Optimal string alignment edits no substring twice, so this is 3, not 2.
    #expect(distance("ca", "abc") == 3)
  }
}
