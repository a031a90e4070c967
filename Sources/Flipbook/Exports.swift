// `import Flipbook` brings in the public API of every concept module: geometry, pixels and
// PNG, GIF and WebP encoding and decoding, MP4 encoding, animations, layers, the renderer,
// interaction and scene files. Their plumbing (the JSON parser, parallel loops, canvases, file handling, palette
// choice) is `package`: shared by Flipbook's own modules, invisible to a user of Flipbook.
@_exported import Animation
@_exported import GIF
@_exported import Geometry
@_exported import Interaction
@_exported import Layers
@_exported import MP4
@_exported import Pixels
@_exported import Raster
@_exported import Scenes
@_exported import WebP
