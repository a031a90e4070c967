import _CWebP

/// Chunks of a WebP's RIFF container beside its images, read and written with libwebp's
/// mux: metadata an application keeps in the file, which decoders skip.
package enum WebPChunk {
  /// `data` with a chunk `fourCC` holding `payload` (replacing one already there), or nil
  /// when `data` is not a WebP the mux can parse or `fourCC` is not four ASCII characters.
  package static func inserting(_ payload: [UInt8], fourCC: String, into data: [UInt8])
    -> [UInt8]?
  {
    let code = Array(fourCC.utf8)
    guard code.count == 4 else { return nil }
    return data.withUnsafeBufferPointer { source -> [UInt8]? in
      var input = WebPData(bytes: source.baseAddress, size: source.count)
      guard let mux = WebPMuxCreate(&input, 1) else { return nil }
      defer { WebPMuxDelete(mux) }
      let set = payload.withUnsafeBufferPointer { bytes in
        var chunk = WebPData(bytes: bytes.baseAddress, size: bytes.count)
        return code.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
          WebPMuxSetChunk(mux, $0.baseAddress, &chunk, 1)
        }
      }
      guard set == WEBP_MUX_OK else { return nil }
      var output = WebPData()
      defer { WebPDataClear(&output) }
      guard WebPMuxAssemble(mux, &output) == WEBP_MUX_OK, let bytes = output.bytes else {
        return nil
      }
      return Array(UnsafeBufferPointer(start: bytes, count: output.size))
    }
  }

  /// The payload of the chunk `fourCC` in `data`, or nil when there is none.
  package static func payload(fourCC: String, in data: [UInt8]) -> [UInt8]? {
    let code = Array(fourCC.utf8)
    guard code.count == 4 else { return nil }
    return data.withUnsafeBufferPointer { source -> [UInt8]? in
      var input = WebPData(bytes: source.baseAddress, size: source.count)
      guard let mux = WebPMuxCreate(&input, 0) else { return nil }
      defer { WebPMuxDelete(mux) }
      var chunk = WebPData()
      let found = code.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
        WebPMuxGetChunk(mux, $0.baseAddress, &chunk)
      }
      guard found == WEBP_MUX_OK, let bytes = chunk.bytes else { return nil }
      return Array(UnsafeBufferPointer(start: bytes, count: chunk.size))
    }
  }
}
