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

/// The one place the input is decoded: the scene model itself.
func decodeScene(_ bytes: [UInt8]) throws(SceneError) -> SourceMap {
  try SceneDecoder(file: "fuzz.json").decode(SceneDescription.self, from: bytes).sourceMap
}
