import Foundation
import Raster

/// Says once per process, on standard error, when snapshots are drawn by a renderer built
/// without optimisation, and how to build it with.
enum DebugBuildWarning {
  private static let warning = Once()

  /// Warns, the first time only, if the renderer is a debug build.
  static func check() {
    guard !RendererBuild.isOptimized else { return }
    warning.once {
      FileHandle.standardError.write(
        Data(
          """
          FlipbookTesting: the renderer is a debug build, which draws frames tens of times \
          slower than a release build; for faster snapshot tests run `swift test -c release` \
          (with `-Xswiftc -enable-testing` if the tests use `@testable import`)

          """.utf8))
    }
  }
}
