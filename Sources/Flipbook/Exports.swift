@_exported import Animation
@_exported import Scenes
@_exported import GIF
@_exported import Geometry
@_exported import Interaction
@_exported import Layers
@_exported import Pixels
@_exported import Raster
