import Pixels
import ProcessServices

/// libFuzzer entry point: decodes the input as a PNG (header and pixels). Any crash, hang or
/// allocation over libFuzzer's -malloc_limit_mb is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func pngDecoderFuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  // Smaller than the defaults so that each run is quick; the checks are the same code.
  let limits = Limits(maxSide: 4096, maxPixels: 1 << 20, maxPNGChunkBytes: 1 << 20)
  _ = try? PNGInfo(pngData: bytes, name: "fuzz.png")
  _ = try? Image(pngData: bytes, name: "fuzz.png", limits: limits)
  return 0
}
