// swift-tools-version:6.0

import PackageDescription

// An app's own animation recorded with Flipbook and tested with FlipbookTesting: an icon
// pops in on a spring, then two screenshots swap by a 3D flip.
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
  ]
)
