import Flipbook
import Foundation
import Pixels
import SnapshotTesting
import Testing

@testable import FlipbookTesting

/// The failure path for real: a reference recorded into a temporary folder, a different
/// recording compared with it, and the three PNGs the message names opened and checked.
@Suite("Failure artifacts")
struct FailureArtifactsTests {
  @Test("a changed duration fails, naming the time that differs and three PNGs that show it")
  func changedDurationFails() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let strategy = Snapshotting<Recording, Image>.frames(at: [0, 0.1, 0.4])
    let recorded = verifySnapshot(
      of: try Fixtures.fade(duration: 0.4), as: strategy, named: "fade", record: .all,
      snapshotDirectory: folder.path)
    #expect(recorded?.contains("Record mode is on") == true)
    let issues = try Fixtures.issues {
      let unreported = verifySnapshot(
        of: try Fixtures.fade(duration: 0.2), as: strategy, named: "fade", record: .never,
        snapshotDirectory: folder.path)
      #expect(unreported == nil, "the strategy reports the mismatch itself")
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)

    #expect(message.hasPrefix("1 of 3 frames differ by more than 2 levels:\n"))
    #expect(message.contains("0.1 s: 400 of 1600 pixels"))
    #expect(!message.contains("0.4 s:") && !message.contains("\n  0 s:"))
    let paths = Fixtures.artifactPaths(in: message)
    #expect(paths.count == 3)
    let reference = try Image(contentsOfPNGFile: #require(paths["reference"]))
    let new = try Image(contentsOfPNGFile: #require(paths["new"]))
    let difference = try Image(contentsOfPNGFile: #require(paths["difference"]))
    #expect(reference.width == 124 && new.width == 124 && difference.width == 124)

    // The box at 0.1 s: a quarter opaque in the reference, half in the new recording.
    let box = (x: 42 + 20, y: 20)
    #expect(reference[box.x, box.y].red > new[box.x, box.y].red)
    #expect(difference[box.x, box.y] == Color.red.pixel)
    // The same box at 0 s and 0.4 s, and the background, are not marked.
    for (x, y) in [(20, 20), (84 + 20, 20), (2, 2)] {
      #expect(difference[x, y] != Color.red.pixel)
      #expect(difference[x, y].red == difference[x, y].blue)
    }
  }

  @Test("a mismatch's message is Flipbook's alone, naming one reference, new and difference")
  func oneSetOfFiles() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = Image(width: 6, height: 4, fill: .white)
    var new = reference
    new[1, 2] = Color.black.pixel
    _ = verifySnapshot(
      of: reference, as: .image, named: "dot", record: .all, snapshotDirectory: folder.path,
      testName: "oneSetOfFiles")
    let issues = Fixtures.issues {
      _ = verifySnapshot(
        of: new, as: .image, named: "dot", record: .never, snapshotDirectory: folder.path,
        testName: "oneSetOfFiles")
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    let lines = message.split(separator: "\n").map(String.init)
    #expect(lines.first == "1 of 24 pixels differ by more than 2 levels (largest difference 255)")
    #expect(
      lines.dropFirst().map { $0.prefix { $0 != ":" } } == ["reference", "new", "difference"])
    #expect(!message.contains("Snapshot does not match") && !message.contains("file://"))
    // swift-snapshot-testing's own copy of the new image, beside ours, is not written.
    let artifacts =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let copy = URL(fileURLWithPath: artifacts).appendingPathComponent("FailureArtifactsTests")
      .appendingPathComponent("oneSetOfFiles.dot.png").path
    #expect(!FileManager.default.fileExists(atPath: copy))
    let paths = Fixtures.artifactPaths(in: message)
    #expect(try Image(contentsOfPNGFile: #require(paths["new"])) == new)
  }

  @Test("a frame that cannot be rendered is reported with the reason, and nothing is recorded")
  func renderErrorIsNotRecorded() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = try Fixtures.fade(duration: 0.4)
    for strategy in [
      Snapshotting<Recording, Image>.frame(at: -1), .frames(at: [0, -1]), .frames(at: []),
    ] {
      let issues = Fixtures.issues {
        _ = verifySnapshot(
          of: recording, as: strategy, named: "broken", record: .all,
          snapshotDirectory: folder.path, timeout: 0.01)
      }
      let message = try #require(issues.first)
      #expect(message.contains("could not be made, so nothing was compared or recorded"))
      #expect(message.contains("must be 0 seconds or more") || message.contains("at least one"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
  }

  @Test("a single image that differs writes three PNGs of its size")
  func singleImage() throws {
    let reference = Image(width: 8, height: 6, fill: .white)
    var new = reference
    new[2, 3] = Color.black.pixel
    let (message, _) = try #require(
      Diffing<Image>.image(tolerance: 0, fraction: 0).diffV2(reference, new))
    #expect(message.contains("1 of 48 pixels differ by more than 0 levels"))
    let paths = Fixtures.artifactPaths(in: message)
    #expect(try Image(contentsOfPNGFile: #require(paths["reference"])) == reference)
    #expect(try Image(contentsOfPNGFile: #require(paths["new"])) == new)
    let difference = try Image(contentsOfPNGFile: #require(paths["difference"]))
    #expect(difference[2, 3] == Color.red.pixel && difference[0, 0] != Color.red.pixel)
  }

  @Test("images of different sizes: everything outside the overlap is marked")
  func differentSizes() {
    let comparison = ImageComparison(
      Image(width: 4, height: 2, fill: .white), Image(width: 3, height: 3, fill: .white),
      tolerance: 0)
    #expect(!comparison.sizesMatch)
    #expect(comparison.difference.width == 4 && comparison.difference.height == 3)
    #expect(comparison.differingPixels == 12 - 6)
    #expect(comparison.difference[3, 0] == Color.red.pixel)
    #expect(comparison.difference[0, 2] == Color.red.pixel)
    #expect(comparison.difference[1, 1] != Color.red.pixel)
  }

  @Test("the artifacts go to SNAPSHOT_ARTIFACTS when set, else the temporary directory")
  func directory() {
    #expect(FailureArtifacts.directory(environment: ["SNAPSHOT_ARTIFACTS": "/ci/out"]) == "/ci/out")
    #expect(FailureArtifacts.directory(environment: [:]) == NSTemporaryDirectory())
    #expect(
      FailureArtifacts.directory(environment: ["SNAPSHOT_ARTIFACTS": ""]) == NSTemporaryDirectory())
  }
}
