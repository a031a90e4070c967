import Foundation
import Pixels

/// A fresh folder in the temporary directory, named after `kind`; the caller removes it.
func temporaryDirectory(_ kind: String) throws -> String {
  let path = NSTemporaryDirectory() + "flipbook-\(kind)-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Peak signal-to-noise ratio of `b` against `a` over the colour channels, in dB.
func psnr(_ a: Image, _ b: Image) -> Double {
  var sum = 0.0
  for i in 0..<a.bytes.count where i % 4 != 3 {
    let d = Double(a.bytes[i]) - Double(b.bytes[i])
    sum += d * d
  }
  let mse = sum / Double(a.bytes.count / 4 * 3)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}
