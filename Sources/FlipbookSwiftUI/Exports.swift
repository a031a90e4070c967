// As `import SwiftUI` does, `import FlipbookSwiftUI` brings Foundation (CGFloat, CGPoint,
// CGSize, TimeInterval) along.
@_exported import Foundation

// What recording a view needs, by name only: the engine's `Color`, `Image`, `Path` and
// `Animation` would clash with SwiftUI's, so their modules are not re-exported.
@_exported import struct Flipbook.Recording
@_exported import struct Flipbook.RenderSettings
@_exported import struct Interaction.Device
@_exported import struct Interaction.TouchScript
@_exported import class Interaction.TouchSystem
