import SwiftParser
import SwiftSyntax

/// Rewrites Swift files written for iOS so that they compile on Linux against
/// `FlipbookQuartz`, changing only what has to change.
///
/// The rewritten text starts with `#sourceLocation(file: "<fileName>", line: 1)` and ends with
/// `#sourceLocation()`, and in between every line of the original keeps its line number: what
/// is removed leaves its line breaks behind, so the compiler's messages about the rewritten
/// file name the original file, line and, on lines left alone, column. Everything not named
/// below is kept byte for byte; a line emptied by a removal is left empty.
///
/// The rules:
/// - `import UIKit`, `import QuartzCore`, `import CoreGraphics` and `import CoreText` (with
///   any submodule or import kind) become `import FlipbookQuartz`, once per file: a second
///   one, or one in a file that already imports `FlipbookQuartz`, becomes an empty line.
///   `import Combine` becomes `import OpenCombine`. In a file that then imports
///   `FlipbookQuartz`, a plain `import Foundation` becomes an empty line: `FlipbookQuartz`
///   brings Foundation, as UIKit does, and imported beside it Foundation's `Timer` and
///   `DispatchQueue` methods would be ambiguous with the recording's. The `Swift…` modules,
///   other Foundation imports and modules that are not Apple's stay. An Apple framework with no counterpart here
///   (`SwiftUI`, `AVFoundation`, `MapKit`, `CoreData`…) is an error and stays.
/// - The attributes `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`,
///   `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and `@GKInspectable`,
///   and the `dynamic` modifier, are removed; `weak` stays. An `@available` attribute
///   whose platforms are all iOS, iOSApplicationExtension or macCatalyst (besides `*`) is
///   removed.
/// - An `#available` condition naming one of those platforms becomes `true`, an
///   `#unavailable` one `false`, in `if`, `guard` and `while` alike.
/// - `#Preview { … }` and a `struct` adopting `PreviewProvider` become blank lines.
/// - `#selector(…)` passed as a call's `action:` or `selector:` argument becomes a method
///   reference, as `docs/porting.md` tells users to write one by hand:
///   `#selector(Type.method(_:))` becomes `Type.method(_:)`; `#selector(method(_:))` and
///   `#selector(self.method(_:))` become the method qualified with the name of the nearest
///   enclosing class, struct, enum, actor or extension (`ViewController.method(_:)`).
///   In `removeTarget(_:action:for:)`, whose action can only be nil here, it becomes `nil`,
///   with a warning that every action of the target for those events goes.
///
/// What is refused, as an error at its line, with the text left as it was:
/// - a `#selector` with no enclosing type, naming an accessor (`getter:`, `setter:`), named
///   through a value (`#selector(view.method)`), given anywhere but a call's `action:` or
///   `selector:` argument (stored in a variable, say), or a bare name without argument
///   labels when the type declares several methods of that base name in this file;
/// - `Selector("name")`;
/// - an `optional` protocol requirement, which needs Objective-C;
/// - an import of an Apple framework with no counterpart;
/// - text that does not parse (the rest is still ported);
/// - a file whose syntax tree is more than ``maximumDepth`` nodes deep (a chain of
///   thousands of member accesses or calls, say), or of more than ``maximumFileBytes``
///   bytes, which is not ported at all.
///
/// The limits: the rewriter reads one file and resolves names by their spelling only. It
/// does not know other files, so a method declared elsewhere (or inherited) of the same base
/// name as one here does not make a bare `#selector(method)` ambiguous, and a method declared
/// in `extension Outer.Inner` is not counted with one declared in `class Inner`. A type's
/// name is told from a value's by its capital first letter. The clause of an `#if` whose
/// condition is `canImport` of an Apple framework or `os` of an Apple platform is not
/// compiled on Linux and is left alone, with whatever it holds; the other clauses are
/// ported. Whether the ported method reference matches an overload of `addTarget` is left
/// to the compiler.
public enum SourcePort {
  /// Rewrites `source`, the text of the Swift file called `fileName`, to compile against
  /// Flipbook's modules, with the errors and warnings for what could not be rewritten or
  /// changes behaviour.
  public static func port(_ source: String, fileName: String) -> PortedSource {
    guard source.utf8.count <= maximumFileBytes else {
      return PortedSource(
        text: wrapped(source, fileName: fileName),
        diagnostics: [
          PortDiagnostic(
            severity: .error, line: 1, column: 1,
            message: "the file is \(source.utf8.count) bytes, more than the "
              + "\(maximumFileBytes) the rewriter reads, so it was not ported")
        ])
    }
    let tree = Parser.parse(source: source)
    // Before anything that walks the tree recursively, the location converter included.
    if let deep = firstNode(deeperThan: maximumDepth, in: tree) {
      // The node's start, past white space: finding its first token would recurse too.
      let start = source.utf8.dropFirst(deep.position.utf8Offset)
        .prefix { $0 == space || $0 == tab || $0 == newline || $0 == carriageReturn }.count
      let location = lineAndColumn(ofOffset: deep.position.utf8Offset + start, in: source)
      return PortedSource(
        text: wrapped(source, fileName: fileName),
        diagnostics: [
          PortDiagnostic(
            severity: .error, line: location.line, column: location.column,
            message: "the code nests more than \(maximumDepth) syntax nodes deep here; "
              + "the rewriter reads no deeper, so the file was not ported")
        ])
    }
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let finder = PortFinder(converter: converter, methods: MethodTable(tree).counts)
    finder.importsQuartz = importsFlipbookQuartz(tree)
    finder.walk(tree)
    finder.finish()
    if tree.hasError, let location = firstParseError(tree, converter: converter) {
      finder.diagnostics.append(
        PortDiagnostic(
          severity: .error, line: location.line, column: location.column,
          message: "the file does not parse here; the rest was ported as written"))
    }

    let original = Array(source.utf8)
    let text = wrapped(
      tidy(apply(finder.edits, to: original), original: original), fileName: fileName)
    // Stable: diagnostics at one place keep the order they were found in.
    let diagnostics = finder.diagnostics.enumerated().sorted { first, second in
      let (a, b) = (first.element, second.element)
      return (a.line, a.column, first.offset) < (b.line, b.column, second.offset)
    }.map(\.element)
    return PortedSource(text: text, diagnostics: diagnostics)
  }

  /// The largest file the rewriter reads, in bytes. Our choice, 4 MiB: ten times a large
  /// hand-written file; the rewriter takes about 40 s a megabyte in a debug build.
  public static let maximumFileBytes = 4 * 1_048_576

  /// The deepest a file's syntax tree may go: the rewriter walks the tree recursively, and
  /// past this a deep chain (`a.b.b.b…`, `f()()()…`) would overflow the stack. Our choice:
  /// far deeper than code written by hand goes, well within the stack of a debug build.
  public static let maximumDepth = 2000

  /// The first node, in the order of the file, more than `depth` nodes below the root;
  /// found without recursion.
  static func firstNode(deeperThan depth: Int, in tree: SourceFileSyntax) -> Syntax? {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, level) = pending.popLast() {
      if level > depth { return node }
      for child in node.children(viewMode: .sourceAccurate).reversed() {
        pending.append((child, level + 1))
      }
    }
    return nil
  }

  /// The line and column, from 1, of the byte at `offset` of `source`; the column counts
  /// UTF-8 bytes, as the diagnostics do.
  static func lineAndColumn(ofOffset offset: Int, in source: String) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for (index, byte) in source.utf8.prefix(offset).enumerated() where byte == newline {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// `body` between the `#sourceLocation` directives that name `fileName`.
  static func wrapped(_ body: String, fileName: String) -> String {
    var text = "#sourceLocation(file: \"\(escaped(fileName))\", line: 1)\n"
    text += body
    if let last = body.utf8.last, last != newline { text += "\n" }
    text += "#sourceLocation()\n"
    return text
  }

  /// The source with each edit applied, each replacement followed by the line breaks of the
  /// text it replaces and, after the last, spaces as wide as the text it replaces on that line.
  static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in edits.sorted(by: { $0.start < $1.start }) where edit.start >= cursor {
      output += bytes[cursor..<edit.start]
      output += Array(edit.replacement.utf8)
      let replaced = bytes[edit.start..<edit.end]
      output += replaced.filter { $0 == newline || $0 == carriageReturn }
      // After a line break, what follows the edit keeps its column.
      if let lastBreak = replaced.lastIndex(of: newline) {
        output += Array(repeating: space, count: edit.end - lastBreak - 1)
      }
      cursor = edit.end
    }
    output += bytes[cursor...]
    return output
  }

  /// The rewritten text with the lines a removal left holding only spaces made empty.
  static func tidy(_ rewritten: [UInt8], original: [UInt8]) -> String {
    let before = original.split(separator: newline, omittingEmptySubsequences: false)
    var after = rewritten.split(separator: newline, omittingEmptySubsequences: false)
    if before.count == after.count {
      for index in after.indices where after[index] != before[index] {
        if isBlank(after[index]) && !isBlank(before[index]) {
          after[index] = after[index].last == carriageReturn ? [carriageReturn] : []
        }
      }
    }
    return String(decoding: Array(after.joined(separator: [newline])), as: UTF8.self)
  }

  static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    line.allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn }
  }

  /// The file name as the contents of a string literal.
  static func escaped(_ fileName: String) -> String {
    var result = ""
    for character in fileName {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// Whether the file imports `FlipbookQuartz` outside `#if` clauses left alone.
  static func importsFlipbookQuartz(_ tree: SourceFileSyntax) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "FlipbookQuartz" { found = true }
        return .skipChildren
      }
      override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PortFinder.isApple(node) ? .skipChildren : .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  /// Where the first text that does not parse is.
  static func firstParseError(
    _ tree: SourceFileSyntax, converter: SourceLocationConverter
  ) -> SourceLocation? {
    for token in tree.tokens(viewMode: .all) {
      if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
        return token.startLocation(converter: converter)
      }
    }
    return nil
  }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")

/// A replacement of the bytes `start..<end` of the original file.
struct TextEdit {
  var start: Int
  var end: Int
  var replacement: String
}

/// How many methods of each base name each type declares in the file, by the type's name
/// as written at its declaration or extension.
struct MethodTable {
  var counts: [String: [String: Int]] = [:]

  init(_ tree: SourceFileSyntax) {
    final class Counter: SyntaxVisitor {
      var counts: [String: [String: Int]] = [:]
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = PortFinder.enclosingTypeName(of: Syntax(node)) {
          counts[type, default: [:]][node.name.text, default: 0] += 1
        }
        return .visitChildren
      }
    }
    let counter = Counter(viewMode: .sourceAccurate)
    counter.walk(tree)
    counts = counter.counts
  }
}
