import GIF
import Pixels
import ProcessServices

/// libFuzzer entry point: decodes the input as a GIF, frame by frame. Any crash, hang or
/// allocation over libFuzzer's -malloc_limit_mb is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func gifDecoderFuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  // Smaller than the defaults so that each run is quick; the checks are the same code.
  let limits = Limits(
    maxSide: 4096, maxPixels: 1 << 20, maxGIFDecodedPixels: 1 << 22, maxFrames: 1000)
  guard let decoder = try? GIFDecoder(data: bytes, name: "fuzz.gif", limits: limits) else {
    return 0
  }
  while let frame = try? decoder.nextFrame() {
    precondition(frame.image.width == decoder.width && frame.image.height == decoder.height)
  }
  return 0
}
