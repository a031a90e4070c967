import Foundation

/// The bytes of a GIF, from memory or read from a file a block at a time, so a decoder's
/// memory does not grow with the file.
final class GIFByteSource {
  private var buffer: [UInt8]
  private var position = 0
  private let handle: FileHandle?
  private let name: String

  /// Bytes already in memory.
  init(bytes: [UInt8], name: String) {
    buffer = bytes
    handle = nil
    self.name = name
  }

  /// A file, read 64 KiB at a time.
  init(handle: FileHandle, name: String) {
    buffer = []
    self.handle = handle
    self.name = name
  }

  /// The next byte; throws `truncated` at the end of the data.
  func byte() throws -> UInt8 {
    if position >= buffer.count, try !refill() { throw GIFError.truncated(path: name) }
    let value = buffer[position]
    position += 1
    return value
  }

  /// The next `count` bytes.
  func bytes(_ count: Int) throws -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(count)
    for _ in 0..<count { out.append(try byte()) }
    return out
  }

  /// A little-endian 16-bit number.
  func uint16() throws -> Int {
    let low = Int(try byte())
    return low | Int(try byte()) << 8
  }

  /// Skips sub-blocks up to and including the empty one that ends them.
  func skipSubBlocks() throws {
    while true {
      let length = Int(try byte())
      if length == 0 { return }
      for _ in 0..<length { _ = try byte() }
    }
  }

  private func refill() throws -> Bool {
    guard let handle else { return false }
    let data: Data?
    do {
      data = try handle.read(upToCount: 65536)
    } catch {
      throw GIFError.cannotOpen(path: name, reason: error.localizedDescription)
    }
    guard let data, !data.isEmpty else { return false }
    buffer = Array(data)
    position = 0
    return true
  }
}
