/// How the renderer was compiled.
package enum RendererBuild {
  /// Whether the renderer was compiled with optimisation (SwiftPM's release configuration);
  /// a debug build draws frames tens of times slower.
  package static let isOptimized: Bool = {
    #if DEBUG
      return false
    #else
      return true
    #endif
  }()
}
