// swift-tools-version:6.1

import PackageDescription

// The concept modules: `import Flipbook` re-exports them for users, and the package's own
// targets that use them depend on them (and import them) by name.
let conceptModules: [Target.Dependency] = [
  "Geometry", "Pixels", "GIF", "WebP", "MP4", "Animation", "Layers", "Raster", "Interaction",
  "Scenes", "ProcessServices",
]

// The seeds' iOS code, compiled as written through the FlipbookPort plugin.

/// Whether the package holds the seeds' modules and the tests that record them: only when
/// `FLIPBOOK_SEEDS=1` (Scripts/test sets it). They compile through the FlipbookPort plugin,
/// and SwiftPM builds a plugin's tool — the rewriter, with swift-syntax, more than nine
/// minutes optimised — for every build of the package that uses the plugin, release builds
/// of `flipbook` included; without the seeds, `swift build -c release` builds no
/// swift-syntax.
let withSeeds = Context.environment["FLIPBOOK_SEEDS"] == "1"

/// The seeds' modules, each seed a module of its own (their names clash), with what each
/// needs besides FlipbookQuartz.
let seedModules: [(name: String, also: [Target.Dependency])] = [
  ("SeedButtonFromImage", [.product(name: "OpenCombine", package: "OpenCombine")]),
  ("SeedImageButton", []), ("SeedFlip", []), ("SeedButtonStates", []), ("SeedRotation", []),
  ("SeedFluidButton", []),
]

/// The FlipbookQuartz tests' dependencies on the seeds, when the package holds them.
let seedDependencies: [Target.Dependency] =
  withSeeds ? seedModules.map { .target(name: $0.name) } : []

/// The condition the seed tests compile under.
let seedSettings: [SwiftSetting] = withSeeds ? [.define("FLIPBOOK_SEEDS")] : []

let package = Package(
  name: "Flipbook",
  products: [
    .executable(name: "flipbook", targets: ["FlipbookCLI"]),
    .library(name: "Flipbook", targets: ["Flipbook"]),
    .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
    .library(name: "FlipbookQuartz", targets: ["FlipbookQuartz"]),
    .library(name: "FlipbookSwiftUI", targets: ["FlipbookSwiftUI"]),
    .executable(name: "flipbook-port", targets: ["flipbook-port"]),
    .plugin(name: "FlipbookPort", targets: ["FlipbookPortPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    // `swift package generate-documentation` for the DocC catalogs; nothing links it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    // Combine's names on Linux, for seed code that publishes with @Published; tests only.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // Parsing iOS sources for the port rewriter.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
  ],
  targets: [
    // MARK: - Native libraries (Debian -dev packages, installed by Scripts/bootstrap)
    .systemLibrary(
      name: "_CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "_CGIF", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "_CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "_CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "_CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    .systemLibrary(
      name: "_CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // glibc's mallopt, for the command line's allocator settings; nothing to link.
    .systemLibrary(name: "_CMalloc"),

    // MARK: - Process services: limits, bundled assets, atomic files
    .target(name: "ProcessServices"),

    // MARK: - Core modules, dependencies pointing down
    .target(name: "Geometry", dependencies: ["ProcessServices"]),
    .target(name: "Pixels", dependencies: ["ProcessServices", "_CPNG"]),
    .target(name: "GIF", dependencies: ["Pixels", "ProcessServices", "_CGIF"]),
    .target(name: "WebP", dependencies: ["Pixels", "ProcessServices", "_CWebP"]),
    // MP4 through the ffmpeg program, found at run time: nothing to link.
    .target(name: "MP4", dependencies: ["Pixels", "ProcessServices"]),
    .target(name: "Animation", dependencies: ["Geometry", "Pixels"]),
    .target(
      name: "Layers",
      dependencies: [
        "Animation", "Geometry", "Pixels", "ProcessServices",
        .product(name: "HeapModule", package: "swift-collections"),
      ]),
    .target(
      name: "Raster",
      dependencies: [
        "Layers", "Geometry", "Pixels", "ProcessServices", "_CFreeType", "_CHarfBuzz",
        "_CFriBidi",
      ]),
    .target(name: "Interaction", dependencies: ["Layers", "Animation", "Geometry", "Pixels"]),
    .target(
      name: "Scenes",
      dependencies: [
        "Interaction", "Layers", "Animation", "Geometry", "Pixels", "ProcessServices",
        "Constraints",
      ]),
    .target(name: "Flipbook", dependencies: conceptModules),

    // MARK: - The report page of snapshot tests and renders
    .target(name: "Report", dependencies: ["Pixels", "ProcessServices"]),

    // MARK: - The Cassowary constraint solver, with no UIKit names
    .target(name: "Constraints"),

    // MARK: - Core Animation and UIKit spellings over the engine
    .target(
      name: "FlipbookQuartz",
      dependencies: [
        "Interaction", "Layers", "Animation", "Geometry", "Pixels", "Raster", "Constraints",
        "ProcessServices",
        // A view controller's `Recording`: the front end records what it builds.
        "Flipbook",
      ]),

    // MARK: - SwiftUI spellings over the engine
    .target(
      name: "FlipbookSwiftUI",
      dependencies: [
        "Interaction", "Layers", "Animation", "Geometry", "Pixels", "Raster", "ProcessServices",
        // A view's `Recording`: the front end records what it builds.
        "Flipbook",
      ]),

    // MARK: - Rewriting iOS sources to compile against FlipbookQuartz
    .target(
      name: "FlipbookPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // A program of its own, so that `flipbook` builds without swift-syntax.
    // (The target takes the program's name: SwiftPM finds a plugin's tool by it.)
    .executableTarget(
      name: "flipbook-port",
      dependencies: [
        "FlipbookPort", "ProcessServices",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/FlipbookPortCLI"),
    .plugin(
      name: "FlipbookPortPlugin", capability: .buildTool(),
      dependencies: [.target(name: "flipbook-port")],
      path: "Sources/FlipbookPortPlugin"),

    // MARK: - Golden-image testing for users' own tests
    .target(
      name: "FlipbookTesting",
      dependencies: [
        "Flipbook", "Geometry", "Pixels", "GIF", "WebP", "Layers", "Raster", "Interaction",
        "ProcessServices", "Report",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // MARK: - Command line
    .executableTarget(
      name: "FlipbookCLI",
      dependencies: [
        "Flipbook", "Report", "_CMalloc", "Constraints",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ] + conceptModules),

    // MARK: - Tests

    .testTarget(name: "ProcessServicesTests", dependencies: ["ProcessServices"]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(
      name: "ConstraintsTests", dependencies: ["Constraints", "SeededRandom"], exclude: ["Fixtures"]
    ),
    .target(name: "PNGFixtures", path: "Tests/Support/PNGFixtures"),
    .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
    .testTarget(name: "PixelsTests", dependencies: ["Pixels", "ProcessServices", "PNGFixtures"]),
    .testTarget(name: "GIFTests", dependencies: ["GIF", "Pixels", "ProcessServices"]),
    .testTarget(
      name: "AnimationEncoderTests", dependencies: ["WebP", "MP4", "Pixels", "ProcessServices"]),
    .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry", "Pixels"]),
    .testTarget(name: "LayersTests", dependencies: ["Layers", "Animation", "Geometry", "Pixels"]),
    .testTarget(
      name: "RasterTests",
      dependencies: ["Raster", "Layers", "Animation", "Geometry", "Pixels", "ProcessServices"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "InteractionTests",
      dependencies: ["Interaction", "Layers", "Animation", "Geometry", "Pixels"]),
    .testTarget(name: "ReportTests", dependencies: ["Report", "Pixels"]),
    .testTarget(
      name: "ScenesTests",
      dependencies: [
        "Scenes", "Interaction", "Layers", "Animation", "Geometry", "Pixels", "ProcessServices",
        "SeededRandom",
      ]),
    .testTarget(
      name: "FlipbookTests",
      dependencies: [
        "Flipbook", "FlipbookTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ] + conceptModules,
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "FlipbookTestingTests",
      dependencies: [
        "FlipbookTesting", "Flipbook", "Geometry", "Pixels", "GIF", "WebP", "Animation", "Layers",
        "Interaction", "Scenes", "Report",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "FlipbookQuartzTests",
      dependencies: [
        "FlipbookQuartz", "Flipbook", "FlipbookTesting", "Geometry", "Pixels", "Animation",
        "Layers", "Interaction", "Scenes", "ProcessServices", "SeededRandom",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ] + seedDependencies,
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v5)] + seedSettings),
    .testTarget(
      name: "FlipbookSwiftUITests",
      dependencies: [
        "FlipbookSwiftUI", "Flipbook", "FlipbookTesting", "Geometry", "Pixels", "Animation",
        "Layers", "Interaction",
      ]),
    .testTarget(name: "FlipbookPortTests", dependencies: ["FlipbookPort"], exclude: ["Cases"]),
    .testTarget(name: "FlipbookCLITests", dependencies: ["Pixels", "GIF", "PNGFixtures"]),
  ]
)

/// A seed's module: its iOS files in `Tests/Seeds/<name>/iOS`, ported by the plugin, in
/// Swift 5 mode as iOS apps of their day were written.
func seed(_ name: String, also dependencies: [Target.Dependency] = []) -> Target {
  .target(
    name: name, dependencies: ["FlipbookQuartz"] + dependencies, path: "Tests/Seeds/\(name)",
    exclude: ["iOS"], swiftSettings: [.swiftLanguageMode(.v5)],
    plugins: [.plugin(name: "FlipbookPortPlugin")])
}

if withSeeds {
  package.targets += seedModules.map { seed($0.name, also: $0.also) }
}
