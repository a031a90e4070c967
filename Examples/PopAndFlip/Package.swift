// swift-tools-version:6.0

import PackageDescription

// An app's own animations recorded with Flipbook and tested with FlipbookTesting: an icon
// pops in on a spring, then two screenshots swap by a 3D flip; and the app's iOS view
// controller, compiled unchanged, likes a photo when its button is tapped or its card
// double-tapped.
let package = Package(
  name: "PopAndFlip",
  products: [
    .executable(name: "pop-and-flip", targets: ["pop-and-flip"]),
    .library(name: "PopAndFlip", targets: ["PopAndFlip"]),
  ],
  // The name lets `package: "Flipbook"` below find the checkout whatever its folder is called.
  dependencies: [.package(name: "Flipbook", path: "../..")],
  targets: [
    .target(
      name: "PopAndFlip",
      dependencies: [.product(name: "Flipbook", package: "Flipbook")],
      resources: [.copy("Images")]),
    .executableTarget(name: "pop-and-flip", dependencies: ["PopAndFlip"]),
    .testTarget(
      name: "PopAndFlipTests",
      dependencies: ["PopAndFlip", .product(name: "FlipbookTesting", package: "Flipbook")],
      exclude: ["__Snapshots__"]),  // SwiftPM must not treat the references as sources
    // The app's iOS view controller, from App/ (the folder the Xcode project compiles),
    // compiled unchanged on Linux: `iOS` in the target is a link to App/, and the
    // FlipbookPort plugin ports what is in it. The target excludes it so that SwiftPM does
    // not compile the files as they are.
    .testTarget(
      name: "LikeTests",
      dependencies: [
        .product(name: "FlipbookQuartz", package: "Flipbook"),
        .product(name: "FlipbookTesting", package: "Flipbook"),
      ],
      exclude: ["iOS", "__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "FlipbookPort", package: "Flipbook")]),
  ]
)
