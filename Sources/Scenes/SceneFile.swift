import Foundation
import Interaction
import Pixels
import ProcessServices

/// A scene file read and checked: what it says, where it is, and where each of its values
/// stands in the text, so that any problem found later still names the line.
///
/// ```swift
/// let file = try SceneFile(contentsOf: "pop.json")
/// let recording = try Recording(
///   scene: file.makeScene(), settings: file.contents.renderSettings)
/// ```
public struct SceneFile: Sendable {
  /// The path it was read from.
  public let path: String
  /// What it says.
  public let contents: SceneDescription
  /// The limits the file was read under, which also bound the images it names.
  public let limits: Limits
  let sourceMap: SourceMap

  /// Reads and decodes the scene file at `path`, refusing a file over
  /// `limits.maxSceneFileBytes`; throws a `SceneError` naming the file, the place in it and
  /// the cause. `traits` replace the file's own device, appearance, content size and layout
  /// direction: its system colours and text styles resolve with them.
  public init(
    contentsOf path: String, limits: Limits = Limits(), traits: TraitOverrides = TraitOverrides()
  ) throws {
    let handle: FileHandle
    do {
      handle = try ReadableFile.open(path, maxBytes: limits.maxSceneFileBytes)
    } catch .cannotOpen(let reason) {
      throw SceneError(file: path, path: "", message: "cannot read the scene file: \(reason)")
    } catch .tooLarge(let bytes) {
      throw SceneError(
        file: path, path: "",
        message: "the scene file is \(bytes) bytes, over the limit of "
          + "\(limits.maxSceneFileBytes)",
        exceededLimits: [.maxSceneFileBytes])
    }
    // Closing a file only read loses nothing: its bytes are read, or the read's error thrown.
    defer { try? handle.close() }
    let bytes: [UInt8]
    do {
      bytes = Array(try handle.readToEnd() ?? Data())
    } catch {
      throw SceneError(file: path, path: "", message: "cannot read the scene file: \(error)")
    }
    try self.init(bytes: bytes, path: path, limits: limits, traits: traits)
  }

  /// Decodes scene-file text; `path` names it in errors and anchors its relative image paths,
  /// and the images it names are read within `limits`. `traits` replace the file's own.
  public init(
    bytes: [UInt8], path: String, limits: Limits = Limits(),
    traits: TraitOverrides = TraitOverrides()
  ) throws {
    let decoder = SceneDecoder(file: path)
    let root = try JSONParser(file: path).parse(bytes)
    // Counted on the parsed text, before decoding spends memory on each layer.
    try Self.checkLayerCount(of: root, file: path, limit: limits.maxLayers)
    let decoded = (
      value: try TraitOverrides.$current.withValue(traits) {
        try decoder.decode(SceneDescription.self, from: root)
      },
      sourceMap: SourceMap(root: root)
    )
    self.path = path
    self.limits = limits
    contents = decoded.value
    sourceMap = decoded.sourceMap
    // A decode that collects problems leaves out the parts that have one: such a file is
    // not what its text says, and is not built. The images and fonts it names are checked
    // all the same, as they do not depend on the parts left out.
    if let log = ProblemLog.current, !log.problems.isEmpty {
      SceneBuilder(file: self, replacements: [:], measurer: nil, log: log)
        .checkFiles(of: log.layersRead)
      if let first = log.inDocumentOrder.first { throw first }
    }
  }

  /// Every problem `load` meets reading a scene file, and then every problem in building its
  /// scene, in document order; empty when the file is sound.
  ///
  /// Reading goes on past an element of an array (a layer, an animation, a touch) that has
  /// a problem, to check its siblings; a file with such problems is not built, since names
  /// would then refer to the elements left out. Errors other than ``SceneError`` (a scene
  /// that does not exist, say) are thrown. `measurer` measures the text of the layers that
  /// `layout` or a `stack` places, as for ``makeScene(replacingImages:measuringTextWith:)``.
  ///
  /// ```swift
  /// for problem in try SceneFile.problems(loading: { try SceneFile(contentsOf: "pop.json") }) {
  ///   print(problem.localizedDescription)
  /// }
  /// ```
  public static func problems(
    loading load: () throws -> SceneFile, measuringTextWith measurer: TextMeasurer? = nil
  ) throws -> [SceneError] {
    let log = ProblemLog()
    do {
      let file = try ProblemLog.$current.withValue(log) { try load() }
      return file.problems(measuringTextWith: measurer)
    } catch let error as SceneError {
      log.record(error)
      return log.inDocumentOrder
    }
  }

  /// Throws when the document's `layers`, with their `sublayers` and masks, number more
  /// than `limit`, naming the first layer over it. A replicator's sublayers count once a
  /// copy (`instanceCount` times), since each copy is a layer drawn in every frame.
  private static func checkLayerCount(of root: JSONValue, file: String, limit: Int) throws {
    var count = 0.0
    var pending: [(value: JSONValue, path: JSONPath, copies: Double)] = [(root, JSONPath(), 1)]
    while let (value, path, copies) = pending.popLast() {
      guard case .object(let members) = value.kind else { continue }
      // How many times this layer's sublayers are drawn, when it is a replicator.
      var inner = copies
      for member in members where member.key == "instanceCount" {
        if case .number(let n) = member.value.kind, n.double > 1 {
          inner = copies * min(n.double, Double(SceneLayer.maxInstanceCount))
        }
      }
      for member in members {
        let layers: [JSONValue]
        switch (member.key, member.value.kind) {
        case ("layers", .array(let list)), ("sublayers", .array(let list)): layers = list
        case ("mask", .object): layers = [member.value]
        default: continue
        }
        let each = member.key == "sublayers" ? inner : copies
        for (i, layer) in layers.enumerated() {
          count += each
          let at = member.key == "mask" ? path + .key("mask") : path + .key(member.key) + .index(i)
          if count > Double(limit) {
            let copied = each > 1 ? ", \(number(each)) copies of this one by replicators" : ""
            throw SceneError(
              file: file, path: at.description, location: layer.location,
              message: "more than \(limit) layers (sublayers included\(copied))",
              exceededLimits: [.maxLayers])
          }
          pending.append((layer, at, each))
        }
      }
    }
  }

  /// Every problem in building this file's scene, in document order: names that refer to
  /// nothing, images that cannot be read, constraints that cannot hold, and the like. Empty
  /// when `makeScene` succeeds with `measurer`.
  public func problems(measuringTextWith measurer: TextMeasurer? = nil) -> [SceneError] {
    SceneBuilder(file: self, replacements: [:], measurer: measurer).build().problems
  }

  /// The scene's name: the file's `name`, or the file name without `.json`.
  public var name: String {
    if let name = contents.name { return name }
    let file = URL(fileURLWithPath: path).lastPathComponent
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }

  /// A fresh scene at time 0 with its animations and touches scheduled, ready to record.
  /// `images` replace the contents of the layers of those names (see
  /// ``SceneDescription/imageNames``). Throws a `SceneError` for a missing or unreadable
  /// image, a name that refers to nothing, or a replacement for a layer without an image.
  ///
  /// `measurer` measures the text of layers that `layout` or a `stack` places, for their
  /// intrinsic sizes; without one, such a layer with text is a problem.
  public func makeScene(
    replacingImages images: [String: Image] = [:], measuringTextWith measurer: TextMeasurer? = nil
  ) throws -> Scene {
    for name in images.keys.sorted() where !contents.imageNames.contains(name) {
      let known = contents.imageNames
      throw SceneError(
        file: path, path: "",
        message: "no layer with an image is named \(name.quoted()) "
          + (known.isEmpty
            ? "(this scene has no image to replace)"
            : "(its images: \(known.joined(separator: ", ")))"))
    }
    let built = SceneBuilder(file: self, replacements: images, measurer: measurer).build()
    if let first = built.problems.first { throw first }
    return built.scene
  }

  /// Checks everything `makeScene` checks, without keeping the scene; throws the first
  /// problem in document order (``problems(measuringTextWith:)`` lists them all).
  public func validate(measuringTextWith measurer: TextMeasurer? = nil) throws {
    if let first = problems(measuringTextWith: measurer).first { throw first }
  }

  /// Whether the file's text has a value at `path`.
  package func writes(_ path: JSONPath) -> Bool { sourceMap.contains(path) }

  /// An error at `path` in this file, located when the source map knows the place.
  package func error(at path: JSONPath, _ message: String) -> SceneError {
    SceneError(
      file: self.path, path: path.description, location: sourceMap.location(of: path),
      message: message)
  }
}
