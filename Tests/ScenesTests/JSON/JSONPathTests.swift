import Testing

@testable import Scenes

@Suite struct JSONPathTests {
  @Test func describesKeysAndIndices() {
    let path: JSONPath = [
      .key("layers"), .index(2), .key("animations"), .index(0), .key("keyTimes"),
    ]
    #expect(path.description == "layers[2].animations[0].keyTimes")
    #expect(JSONPath().description == "")
    #expect(JSONPath([.index(3), .key("x")]).description == "[3].x")
  }

  @Test func quotesKeysThatAreNotIdentifiers() {
    #expect(JSONPath([.key("some key")]).description == "[\"some key\"]")
    #expect(JSONPath([.key("images"), .key("a\"b")]).description == "images[\"a\\\"b\"]")
    #expect(JSONPath([.key("2x")]).description == "[\"2x\"]")
    #expect(JSONPath([.key("")]).description == "[\"\"]")
    #expect(JSONPath([.key("_private"), .key("x1")]).description == "_private.x1")
  }

  private enum Keys: Int, CodingKey {
    case layers
  }

  @Test func convertsCodingPaths() {
    let path = JSONPath([Keys.layers, IndexKey(2), SuperKey()])
    #expect(path == [.key("layers"), .index(2), .key("super")])
  }
}
