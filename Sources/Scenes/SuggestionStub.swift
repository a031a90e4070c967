public enum Suggestion {
  public static func closest(to text: String, among names: [String]) -> String? {
    names.first { $0.lowercased() == text.lowercased() }
  }
}
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  public enum Component: Sendable, Hashable { case key(String), index(Int) }
  public var components: [Component]
  public init(_ components: [Component] = []) { self.components = components }
  public var description: String {
    var s = ""
    for c in components {
      switch c {
      case .key(let k): s += s.isEmpty ? k : ".\(k)"
      case .index(let i): s += "[\(i)]"
      }
    }
    return s
  }
}
public struct SourceMap: Sendable {
  public func location(of path: JSONPath) -> TextPosition? { nil }
}
public struct SceneDecoder {
  let file: String
  public init(file: String) { self.file = file }
  public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(SceneError) -> (value: T, sourceMap: SourceMap) {
    do {
      return (try JSONDecoder().decode(T.self, from: Data(bytes)), SourceMap())
    } catch {
      throw SceneError(file: file, path: "", message: "\(error)")
    }
  }
}
import Foundation
