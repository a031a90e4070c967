import Foundation
import PackagePlugin

/// The FlipbookPort build-tool plugin: compiles a target's iOS source files, unchanged, on
/// Linux against FlipbookQuartz.
///
/// The files sit in a folder called `iOS` in the target's folder (a folder of its own, or a
/// symbolic link to the folder the Xcode project compiles), which the target excludes in
/// `Package.swift` so that SwiftPM does not compile them as they are:
///
///     .testTarget(
///       name: "CardTests",
///       dependencies: [.product(name: "FlipbookTesting", package: "Flipbook")],
///       exclude: ["iOS"],
///       plugins: [.plugin(name: "FlipbookPort", package: "Flipbook")])
///
/// Each `.swift` file under it, at any depth, is rewritten by `flipbook-port` into the
/// build folder and compiled in its place; errors and warnings name the original file and
/// line. On Apple platforms the plugin adds nothing: there the files compile against UIKit
/// in the app.
@main
struct FlipbookPortPlugin: BuildToolPlugin {
  /// The folder of a target that holds the iOS files.
  static let folderName = "iOS"

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    #if os(Linux)
      guard let target = target as? SourceModuleTarget else { return [] }
      let folder = target.directoryURL.appending(path: Self.folderName)
      let files = try Self.swiftFiles(in: folder)
      if files.isEmpty {
        Diagnostics.error(
          "FlipbookPort: \(folder.path): no Swift files to port; put the target's iOS files "
            + "in a folder called '\(Self.folderName)' beside its own sources")
        return []
      }
      let compiled = Set(target.sourceFiles(withSuffix: "swift").map(\.url.standardizedFileURL))
      for file in files where compiled.contains(file.standardizedFileURL) {
        Diagnostics.error(
          "FlipbookPort: \(file.path) is compiled as it is too; add exclude: [\""
            + "\(Self.folderName)\"] to the target '\(target.name)' in Package.swift")
      }

      let tool = try context.tool(named: "flipbook-port")
      let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Ported")
      return files.map { file in
        let relative = String(file.path.dropFirst(folder.path.count + 1))
        // One flat folder: each name says where its file came from, and no two are equal.
        // ".ported" keeps its #fileID apart from the original's, which #sourceLocation gives.
        let flatName =
          relative.dropLast(".swift".count)
          .replacingOccurrences(of: "_", with: "__").replacingOccurrences(of: "/", with: "_")
          + ".ported.swift"
        let output = outputFolder.appending(path: flatName)
        return .buildCommand(
          displayName: "Porting \(Self.folderName)/\(relative) for Linux",
          executable: tool.url,
          arguments: [file.path, "--output", output.path],
          inputFiles: [file],
          outputFiles: [output])
      }
    #else
      return []
    #endif
  }

  /// The `.swift` files under `folder`, following a symbolic link to it and within it, in a
  /// stable order; none when there is no such folder.
  static func swiftFiles(in folder: URL) throws -> [URL] {
    let root = folder.resolvingSymlinksInPath()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [] }
    var files: [URL] = []
    var pending = [root]
    var visited: Set<String> = []
    while let current = pending.popLast() {
      guard visited.insert(current.resolvingSymlinksInPath().path).inserted else { continue }
      for name in try FileManager.default.contentsOfDirectory(atPath: current.path)
      where !name.hasPrefix(".") {
        let item = current.appending(path: name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory)
        else { continue }
        if isDirectory.boolValue {
          pending.append(item)
        } else if name.hasSuffix(".swift") {
          files.append(item)
        }
      }
    }
    // Paths as the target names them, under the link rather than where it points.
    return files.map { file in
      folder.appending(path: String(file.path.dropFirst(root.path.count + 1)))
    }.sorted { $0.path < $1.path }
  }
}
