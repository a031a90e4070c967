import ArgumentParser
import Flipbook

/// `flipbook list`: the built-in demos.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Lists the built-in demos.")

  @Flag(help: "Print JSON: an array with one object per demo.")
  var json = false

  @Flag(help: "Print only the names, one per line.")
  var names = false

  func run() throws {
    if names {
      for demo in Demo.all { try StandardOutput.line(demo.name) }
    } else if json {
      let items = Demo.all.map { demo in
        "{\"name\":\(JSON.string(demo.name)),\"duration\":\(JSON.number(demo.duration)),"
          + "\"width\":\(JSON.number(demo.size.width)),\"height\":\(JSON.number(demo.size.height)),"
          + "\"summary\":\(JSON.string(demo.summary)),"
          + "\"images\":[\(demo.imageNames.map(JSON.string).joined(separator: ","))]}"
      }
      try StandardOutput.line("[" + items.joined(separator: ",") + "]")
    } else {
      let width = Demo.all.map(\.name.count).max() ?? 0
      for demo in Demo.all {
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
