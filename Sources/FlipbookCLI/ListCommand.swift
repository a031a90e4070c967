import ArgumentParser
import Flipbook
import Foundation
import Geometry
import Scenes

/// `flipbook list`: the built-in demos, read from their scene files.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Lists the built-in demos (the scene files in Assets/Scenes).")

  @Flag(help: "Print JSON: an array with one object per demo.")
  var json = false

  @Flag(help: "Print only the names, one per line.")
  var names = false

  func run() throws {
    let demos = try SceneFile.builtIn().map { Demo(file: $0) }
    if names {
      for demo in demos { try StandardOutput.line(demo.name) }
    } else if json {
      let items = demos.map { demo in
        "{\"name\":\(JSON.string(demo.name)),\"duration\":\(JSON.number(demo.duration)),"
          + "\"width\":\(JSON.number(demo.size.width)),\"height\":\(JSON.number(demo.size.height)),"
          + "\"summary\":\(JSON.string(demo.summary)),"
          + "\"images\":[\(demo.imageNames.map(JSON.string).joined(separator: ","))]}"
      }
      try StandardOutput.line("[" + items.joined(separator: ",") + "]")
    } else {
      let width = demos.map(\.name.count).max() ?? 0
      for demo in demos {
        let name = demo.name.padding(toLength: width, withPad: " ", startingAt: 0)
        let size = "\(JSON.number(demo.size.width))×\(JSON.number(demo.size.height)) pt"
        let images =
          demo.imageNames.isEmpty ? "" : "  images: \(demo.imageNames.joined(separator: ", "))"
        try StandardOutput.line(
          "\(name)  \(JSON.number(demo.duration)) s  \(size)  \(demo.summary)\(images)")
      }
    }
  }
}

/// A built-in scene as `list` shows it.
private struct Demo {
  let name: String
  let summary: String
  let duration: Double
  let size: Size
  let imageNames: [String]

  init(file: SceneFile) {
    name = file.name
    summary = file.contents.summary ?? ""
    duration = file.contents.duration
    size = file.contents.size
    imageNames = file.contents.imageNames
  }
}
