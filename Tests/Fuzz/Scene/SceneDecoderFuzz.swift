import Scenes

/// libFuzzer entry point: decodes the input as a scene. Any crash, hang, allocation over
/// libFuzzer's -malloc_limit_mb, or an error that is not one line naming the file is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneDecoderFuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  do {
    let sourceMap = try decodeScene(bytes)
    _ = sourceMap.location(of: [.key("layers"), .index(0), .key("animations"), .index(1)])
  } catch {
    let line = error.errorDescription ?? ""
    precondition(line.hasPrefix("fuzz.json"), line)
    precondition(!line.contains("\n") && !line.contains("\r"), line)
    precondition(error.location != nil || error.path.isEmpty, line)
  }
  return 0
}

/// The one place the input is decoded: the scene model to exercise goes here.
func decodeScene(_ bytes: [UInt8]) throws(SceneError) -> SourceMap {
  try SceneDecoder(file: "fuzz.json").decode(FuzzScene.self, from: bytes).sourceMap
}

/// A small scene-like model: strict keys, optionals, arrays, dictionaries, enums, integers.
struct FuzzScene: Decodable {
  var version: Int
  var size: [Float]?
  var fps: UInt8?
  var images: [String: String]?
  var layers: [FuzzLayer]

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, size, fps, images, layers
  }
}

struct FuzzLayer: Decodable {
  var name: String?
  var opacity: Double?
  var hidden: Bool?
  var animations: [FuzzAnimation]?
  var sublayers: [FuzzLayer]?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, opacity, hidden, animations, sublayers
  }
}

struct FuzzAnimation: Decodable {
  enum Timing: String, Decodable {
    case linear, easeIn, easeOut
  }

  var keyPath: String
  var from: Double?
  var to: Double?
  var duration: Double
  var keyTimes: [Double]?
  var timing: Timing?
  var repeatCount: Int?
  var extra: [String: Int64]?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case keyPath, from, to, duration, keyTimes, timing, repeatCount, extra
  }
}
