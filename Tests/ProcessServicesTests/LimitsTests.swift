import Testing

@testable import ProcessServices

@Suite("Limits: defaults written once, filled from the environment")
struct LimitsTests {
  @Test("every limit has its default and its own variable")
  func defaults() {
    let limits = Limits()
    #expect(limits.maxSide == 16384 && limits.maxPixels == 1 << 26)
    #expect(limits.maxPNGFileBytes == 256 << 20 && limits.maxPNGChunkBytes == 8 << 20)
    #expect(limits.maxGIFFileBytes == 512 << 20 && limits.maxGIFDecodedPixels == 1 << 30)
    #expect(limits.maxFrames == 100_000 && limits.maxSceneFileBytes == 16 << 20)
    #expect(limits.maxDuration == 3600)
    #expect(Limits.Key.allCases.map(\.defaultValue) == Limits.Key.allCases.map { limits[$0] })
    let variables = Set(Limits.Key.allCases.map(\.environmentVariable))
    #expect(variables.count == Limits.Key.allCases.count)
    #expect(variables.allSatisfy { $0.hasPrefix("FLIPBOOK_MAX_") })
  }

  @Test("a key reads and writes its own field")
  func subscripting() {
    for key in Limits.Key.allCases {
      var limits = Limits()
      limits[key] = 7
      #expect(limits[key] == 7)
      #expect(Limits.Key.allCases.filter { limits[$0] == 7 } == [key])
    }
  }

  @Test("variables that are set override their limit; the rest keep the defaults")
  func fromEnvironment() throws {
    let limits = try Limits(
      environment: [
        "FLIPBOOK_MAX_PIXELS": "1000", "FLIPBOOK_MAX_PNG_CHUNK_BYTES": "64", "HOME": "/",
      ])
    var expected = Limits()
    expected.maxPixels = 1000
    expected.maxPNGChunkBytes = 64
    #expect(limits == expected)
    #expect(try Limits(environment: [:]) == Limits())
  }

  @Test(
    "a variable that is not a positive whole number is refused, naming it",
    arguments: ["lots", "0", "-5", "", "1.5", "99999999999999999999999"])
  func garbage(value: String) {
    let error = #expect(throws: EnvironmentError.self) {
      _ = try Limits(environment: ["FLIPBOOK_MAX_FRAMES": value])
    }
    #expect(
      error?.errorDescription == "FLIPBOOK_MAX_FRAMES=\(value): must be a positive whole number")
  }

  @Test("FLIPBOOK_THREADS is read as a positive whole number, or nil when unset")
  func threads() throws {
    #expect(try ProcessEnvironment.threads(in: [:]) == nil)
    #expect(try ProcessEnvironment.threads(in: ["FLIPBOOK_THREADS": "4"]) == 4)
    #expect(throws: EnvironmentError(variable: "FLIPBOOK_THREADS", value: "many")) {
      _ = try ProcessEnvironment.threads(in: ["FLIPBOOK_THREADS": "many"])
    }
  }

  @Test("numbers print as people write them")
  func numberText() {
    #expect(NumberText.format(2) == "2")
    #expect(NumberText.format(0.05) == "0.05")
    #expect(NumberText.format(-1) == "-1")
    #expect(NumberText.format(1e300) == "1e+300")
    #expect(NumberText.format(.nan) == "nan")
  }
}
