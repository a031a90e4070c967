import Geometry
import Layers

/// The regions of a frame that can differ from the frame before it: the box every layer
/// whose presented state changed, appeared or disappeared paints, before and after, as the
/// frame plan paints it (so anti-aliased edges, shadows and their blur, strokes and shapes
/// reaching outside their bounds are counted as drawn). Layers that only moved with their
/// superlayer are counted with it.
struct FrameDamage {
  /// The damaged regions, disjoint and sorted by row then column; empty when the two trees
  /// draw the same.
  private(set) var regions: [FramePatch.Region] = []
  private let scale: Double
  private let width: Int
  private let height: Int
  private let textures: TextureCache
  private let fonts: FontLibrary?

  /// The damage between the frame of `old` and that of `new`, both `width` × `height`
  /// pixels at `scale` pixels per point.
  init(
    from old: PresentedLayer, to new: PresentedLayer, scale: Double, width: Int, height: Int,
    textures: TextureCache, fonts: FontLibrary?
  ) {
    self.scale = scale
    self.width = width
    self.height = height
    self.textures = textures
    self.fonts = fonts
    compare(old, new, parentToScreen: Transform3D.scale(x: scale, y: scale, z: 1))
  }

  private mutating func compare(
    _ old: PresentedLayer, _ new: PresentedLayer, parentToScreen: Transform3D
  ) {
    guard old != new else { return }
    // Whether a faded layer is drawn as a group depends on whether it has sublayers. A
    // shadow cast from the sublayers' alpha changes beyond their boxes when that alpha does.
    guard old.replicas.count == new.replicas.count,
      old.sublayers.isEmpty == new.sublayers.isEmpty,
      Self.ownState(of: old) == Self.ownState(of: new),
      !new.values.shadow.isVisible || new.values.shadow.path != nil
        || castsTheSameShadow(old, new, parentToScreen: parentToScreen)
    else {
      add(touchedRegion(of: old, parentToScreen: parentToScreen))
      add(touchedRegion(of: new, parentToScreen: parentToScreen))
      return
    }
    // The layer draws as before, so only what changed below it can differ, and its
    // sublayers are placed as before.
    guard !new.isHidden, new.values.opacity > 0 else { return }
    let childParent = new.sublayerSpace * (new.transformToSuperlayer * parentToScreen)
    compare(old.sublayers, new.sublayers, parentToScreen: childParent)
    for (a, b) in zip(old.replicas, new.replicas) {
      compare(a, b, parentToScreen: childParent)
    }
  }

  /// Whether two states of a layer, whose own states are equal, cast the same shadow from
  /// their sublayers' alpha.
  private func castsTheSameShadow(
    _ old: PresentedLayer, _ new: PresentedLayer, parentToScreen: Transform3D
  ) -> Bool {
    let homography = Homography(new.transformToSuperlayer * parentToScreen)
    func key(_ layer: PresentedLayer) -> TextureCache.ShadowKey? {
      ShadowPlan.cast(
        of: layer, homography: homography, scale: scale, textures: textures, fonts: fonts)?.key
    }
    return key(old) == key(new)
  }

  /// Compares two lists of sublayers: the equal ones at the start and at the end are
  /// matched, and so is the rest pairwise when as many remain on both sides; otherwise
  /// every layer of the rest is damage, where it was and where it is.
  private mutating func compare(
    _ old: [PresentedLayer], _ new: [PresentedLayer], parentToScreen: Transform3D
  ) {
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldRest = old[prefix..<(old.count - suffix)]
    let newRest = new[prefix..<(new.count - suffix)]
    if oldRest.count == newRest.count {
      for (a, b) in zip(oldRest, newRest) { compare(a, b, parentToScreen: parentToScreen) }
    } else {
      for layer in oldRest { add(touchedRegion(of: layer, parentToScreen: parentToScreen)) }
      for layer in newRest { add(touchedRegion(of: layer, parentToScreen: parentToScreen)) }
    }
  }

  /// The layer without its sublayers and replicas (its mask stays: a mask that changes
  /// changes everything the layer draws).
  private static func ownState(of layer: PresentedLayer) -> PresentedLayer {
    var own = layer
    own.sublayers = []
    own.replicas = []
    return own
  }

  /// The box the frame plan of `layer` and its sublayers paints.
  private func touchedRegion(of layer: PresentedLayer, parentToScreen: Transform3D)
    -> FramePatch.Region
  {
    let plan = FramePlan(
      subtree: layer, parentToScreen: parentToScreen, scale: scale, width: width,
      height: height, textures: textures, fonts: fonts)
    return FramePatch.Region(rows: plan.touchedRows, columns: plan.touchedColumns)
  }

  /// Adds `region` to the damage, merged with every region it overlaps or touches into
  /// their bounding box, until none does.
  private mutating func add(_ region: FramePatch.Region) {
    var merged = FramePatch.Region(
      rows: region.rows.clamped(to: 0..<height), columns: region.columns.clamped(to: 0..<width))
    guard !merged.rows.isEmpty, !merged.columns.isEmpty else { return }
    var others = regions
    while let i = others.firstIndex(where: { $0.touches(merged) }) {
      merged = merged.union(others.remove(at: i))
    }
    others.append(merged)
    regions = others.sorted {
      ($0.rows.lowerBound, $0.columns.lowerBound) < ($1.rows.lowerBound, $1.columns.lowerBound)
    }
  }
}

extension FramePatch.Region {
  /// Whether the two regions overlap or share an edge.
  func touches(_ other: Self) -> Bool {
    rows.lowerBound <= other.rows.upperBound && other.rows.lowerBound <= rows.upperBound
      && columns.lowerBound <= other.columns.upperBound
      && other.columns.lowerBound <= columns.upperBound
  }

  /// The bounding box of both.
  func union(_ other: Self) -> Self {
    Self(
      rows: min(
        rows.lowerBound, other.rows.lowerBound)..<max(
          rows.upperBound, other.rows.upperBound),
      columns: min(
        columns.lowerBound, other.columns.lowerBound)..<max(
          columns.upperBound, other.columns.upperBound))
  }
}
