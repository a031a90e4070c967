import Flipbook
import Foundation
import Pixels
import ProcessServices

#if canImport(Testing)
  import Testing
#endif

/// The three PNGs written when a snapshot does not match: the reference, the new image and
/// the difference, in a folder of the artifacts directory.
public struct FailureArtifacts: Sendable, Equatable {
  /// The reference image's path.
  public let referencePath: String
  /// The new image's path.
  public let newPath: String
  /// The difference image's path.
  public let differencePath: String

  /// The artifacts directory: `SNAPSHOT_ARTIFACTS` when set (as swift-snapshot-testing uses
  /// it), otherwise the temporary directory.
  public static var directory: String {
    directory(environment: ProcessEnvironment.current)
  }

  /// The artifacts directory for the given environment variables.
  static func directory(environment: [String: String]) -> String {
    if let path = environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty { return path }
    return NSTemporaryDirectory()
  }

  /// Writes the three images into a folder of ``directory`` named after the running test and
  /// the images, so a rerun with the same result overwrites the same files.
  ///
  /// - Throws: when a folder or file cannot be written.
  public static func write(reference: Image, new: Image, difference: Image) throws
    -> FailureArtifacts
  {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
      .appendingPathComponent("flipbook-\(testName)-\(fingerprint(reference, new))").path
    try Recording.makeDirectory(folder)
    let artifacts = FailureArtifacts(
      referencePath: folder + "/reference.png", newPath: folder + "/new.png",
      differencePath: folder + "/difference.png")
    try reference.writePNG(to: artifacts.referencePath)
    try new.writePNG(to: artifacts.newPath)
    try difference.writePNG(to: artifacts.differencePath)
    return artifacts
  }

  /// The three lines a failure message lists.
  public var message: String {
    """
    reference:  \(referencePath)
    new:        \(newPath)
    difference: \(differencePath)
    """
  }

  /// The running test's name in characters safe for a file name, or "snapshot".
  private static var testName: String {
    var name = "snapshot"
    #if canImport(Testing)
      if let test = Test.current { name = test.name.replacingOccurrences(of: "()", with: "") }
    #endif
    let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
    return String(safe.prefix(60))
  }

  /// A short hash (FNV-1a, 64 bits) of both images' sizes and bytes.
  private static func fingerprint(_ a: Image, _ b: Image) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    for image in [a, b] {
      for value in [image.width, image.height] {
        for shift in stride(from: 0, to: 64, by: 8) {
          mix(UInt8(truncatingIfNeeded: value >> shift))
        }
      }
      for byte in image.bytes { mix(byte) }
    }
    return String(hash, radix: 16)
  }
}
