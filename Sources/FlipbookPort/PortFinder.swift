import SwiftSyntax

/// Walks a file and collects the edits and diagnostics of ``SourcePort``'s rules.
final class PortFinder: SyntaxVisitor {
  let converter: SourceLocationConverter
  /// The methods each type declares in the file, by base name.
  let methods: [String: [String: Int]]
  /// Whether `import FlipbookQuartz` is there already, or has been written for an import.
  var importsQuartz = false
  var edits: [TextEdit] = []
  var diagnostics: [PortDiagnostic] = []
  /// The file's plain `import Foundation`s, removed when it imports `FlipbookQuartz`.
  private var foundationImports: [ImportDeclSyntax] = []

  init(converter: SourceLocationConverter, methods: [String: [String: Int]]) {
    self.converter = converter
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Names

  /// Modules whose names `FlipbookQuartz` declares.
  static let quartzModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "CoreText"]

  /// Apple frameworks with no counterpart on Linux here.
  static let appleModules: Set<String> = [
    "Accelerate", "ActivityKit", "AppIntents", "AppKit", "ARKit", "AuthenticationServices",
    "AVFoundation", "AVKit", "Charts", "CloudKit", "Cocoa", "Contacts", "ContactsUI",
    "CoreBluetooth", "CoreData", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML",
    "CoreMedia", "CoreMotion", "CoreServices", "CoreSpotlight", "CoreVideo", "Darwin",
    "EventKit", "EventKitUI", "GameController", "GameKit", "GameplayKit", "GLKit", "HealthKit",
    "ImageIO", "Intents", "IntentsUI", "LocalAuthentication", "MapKit", "MessageUI",
    "Messages", "Metal", "MetalKit", "MetalPerformanceShaders", "MobileCoreServices",
    "NaturalLanguage", "Network", "ObjectiveC", "OpenGLES", "os", "OSLog", "PencilKit",
    "Photos", "PhotosUI", "QuickLook", "RealityKit", "SafariServices", "SceneKit", "Security",
    "simd", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration",
    "UniformTypeIdentifiers", "UserNotifications", "Vision", "VisionKit", "WatchKit", "WebKit",
    "WidgetKit",
  ]

  /// Attributes that need Objective-C or Interface Builder, removed.
  static let removedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "GKInspectable",
  ]

  /// The platforms whose availability means nothing here.
  static let iOSPlatforms: Set<String> = ["iOS", "iOSApplicationExtension", "macCatalyst"]

  /// Apple platforms, for `#if os(…)`.
  static let applePlatforms: Set<String> = [
    "iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "macCatalyst",
  ]

  /// Whether an `#if` clause is compiled only where an Apple framework or platform is.
  static func isApple(_ clause: IfConfigClauseSyntax) -> Bool {
    guard let call = clause.condition?.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
      call.arguments.count == 1,
      let argument = call.arguments.first?.expression.trimmedDescription
    else { return false }
    switch function.baseName.text {
    case "canImport":
      let module = String(argument.prefix { $0 != "." && $0 != "," })
      return quartzModules.contains(module) || appleModules.contains(module)
        || module == "Combine"
    case "os": return applePlatforms.contains(argument)
    default: return false
    }
  }

  /// The name that stands for the nearest type around `node`: a type's name, or an
  /// extension's type as written; nil outside types and inside protocols.
  static func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let ancestor = current {
      if let declaration = ancestor.as(ClassDeclSyntax.self) { return declaration.name.text }
      if let declaration = ancestor.as(StructDeclSyntax.self) { return declaration.name.text }
      if let declaration = ancestor.as(EnumDeclSyntax.self) { return declaration.name.text }
      if let declaration = ancestor.as(ActorDeclSyntax.self) { return declaration.name.text }
      if let declaration = ancestor.as(ExtensionDeclSyntax.self) {
        return declaration.extendedType.trimmedDescription
      }
      if ancestor.is(ProtocolDeclSyntax.self) { return nil }
      current = ancestor.parent
    }
    return nil
  }

  // MARK: Edits

  func replace(_ node: some SyntaxProtocol, with text: String) {
    edits.append(
      TextEdit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
  }

  /// Removes a node and the spaces after it on its line.
  func remove(_ node: some SyntaxProtocol) {
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    for piece in node.trailingTrivia.pieces {
      guard case .spaces(let count) = piece else { break }
      end += count
    }
    edits.append(
      TextEdit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, replacement: ""))
  }

  func report(_ severity: PortDiagnostic.Severity, _ node: some SyntaxProtocol, _ message: String) {
    let location = node.startLocation(converter: converter)
    diagnostics.append(
      PortDiagnostic(
        severity: severity, line: location.line, column: location.column, message: message))
  }

  // MARK: Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let first = node.path.first else { return .skipChildren }
    let module = first.name.text
    if Self.quartzModules.contains(module) {
      if importsQuartz {
        remove(node)
      } else {
        importsQuartz = true
        edits.append(
          TextEdit(
            start: node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: "import FlipbookQuartz"))
      }
    } else if module == "Foundation", node.path.count == 1, node.importKindSpecifier == nil,
      node.attributes.isEmpty
    {
      foundationImports.append(node)
    } else if module == "Combine" {
      replace(first.name, with: "OpenCombine")
    } else if Self.appleModules.contains(module) {
      report(
        .error, node,
        "`\(module)` is an Apple framework with no counterpart on Linux: remove the code that "
          + "uses it, or put it under `#if canImport(\(module))`")
    }
    return .skipChildren
  }

  /// Ends the walk: a file that imports `FlipbookQuartz` has Foundation through it (it
  /// re-exports it, as UIKit does), and its own `import Foundation` would make the names both
  /// declare, such as `Timer`, ambiguous; it is removed.
  func finish() {
    guard importsQuartz else { return }
    for node in foundationImports { remove(node) }
  }

  // MARK: #if

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    Self.isApple(node) ? .skipChildren : .visitChildren
  }

  // MARK: Attributes and modifiers

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if Self.removedAttributes.contains(name) {
      remove(node)
    } else if name == "available", case .availability(let arguments) = node.arguments,
      Self.namesOnlyIOS(arguments)
    {
      remove(node)
    }
    return .skipChildren
  }

  /// Whether availability arguments name an iOS platform and no other (besides `*`).
  static func namesOnlyIOS(_ arguments: AvailabilityArgumentListSyntax) -> Bool {
    var platforms: [String] = []
    for argument in arguments {
      switch argument.argument {
      case .token(let token):
        if token.text != "*" { platforms.append(token.text) }
      case .availabilityVersionRestriction(let restriction):
        platforms.append(restriction.platform.text)
      case .availabilityLabeledArgument:
        break
      }
    }
    return !platforms.isEmpty && platforms.allSatisfy { iOSPlatforms.contains($0) }
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    switch node.name.tokenKind {
    case .keyword(.dynamic):
      remove(node)
    case .keyword(.optional):
      report(
        .error, node,
        "an `optional` protocol requirement needs Objective-C: make it a requirement and give "
          + "it a default in an extension of the protocol")
    default:
      break
    }
    return .skipChildren
  }

  // MARK: #available

  override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
    if Self.namesOnlyIOS(node.availabilityArguments) {
      let available = node.availabilityKeyword.tokenKind == .poundAvailable
      replace(node, with: available ? "true" : "false")
    }
    return .skipChildren
  }

  // MARK: Previews

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      replace(node, with: "")
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let adopted = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    if adopted.contains("PreviewProvider") || adopted.contains("SwiftUI.PreviewProvider") {
      replace(node, with: "")
      return .skipChildren
    }
    return .visitChildren
  }

  // MARK: Selectors

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "Preview":
      replace(node, with: "")
      return .skipChildren
    case "selector":
      portSelector(node)
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression.trimmedDescription
    if called == "Selector" || called == "ObjectiveC.Selector" {
      report(
        .error, node,
        "`Selector(…)` names a method by a string, which needs Objective-C: pass the method "
          + "itself, as `Type.method(_:)`")
    }
    return .visitChildren
  }

  func portSelector(_ node: MacroExpansionExprSyntax) {
    let written = node.trimmedDescription
    guard node.arguments.count == 1, let argument = node.arguments.first,
      node.trailingClosure == nil
    else {
      report(.error, node, "`\(written)` is not a selector this rewriter reads")
      return
    }
    if let label = argument.label {
      report(
        .error, node,
        "`\(written)` names a property's \(label.text): an action here is a method; write a "
          + "method that does what the accessor does and pass it as `Type.method`")
      return
    }
    guard let use = Self.actionArgument(node) else {
      report(
        .error, node,
        "`\(written)` is not passed as a call's `action:` or `selector:` argument (stored in "
          + "a variable, say), so its target's type is unknown: pass the method where the "
          + "action is given, as `Type.method(_:)`")
      return
    }
    if use.call == "removeTarget" && use.label == "action" {
      replace(node, with: "nil")
      report(
        .warning, node,
        "`removeTarget` takes no method here (method references cannot be compared): `nil` "
          + "removes every action of the target for those events")
      return
    }
    let expression = argument.expression
    let type: String
    let name: DeclReferenceExprSyntax
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard let enclosing = Self.enclosingTypeName(of: Syntax(node)) else {
        report(
          .error, node,
          "`\(written)` is not inside a type, so the type of its method is unknown: write "
            + "`Type.\(reference.trimmedDescription)`")
        return
      }
      type = enclosing
      name = reference
    } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      let baseText = base.trimmedDescription
      if baseText == "self" || baseText == "Self" {
        guard let enclosing = Self.enclosingTypeName(of: Syntax(node)) else {
          report(
            .error, node,
            "`\(written)` is not inside a type, so the type of its method is unknown: write "
              + "`Type.\(access.declName.trimmedDescription)`")
          return
        }
        type = enclosing
      } else if Self.isTypeName(base) {
        type = baseText
      } else {
        report(
          .error, node,
          "`\(written)` names its method through a value, whose type is unknown here: write "
            + "`Type.\(access.declName.trimmedDescription)`")
        return
      }
      name = access.declName
    } else {
      report(.error, node, "`\(written)` is not a selector this rewriter reads")
      return
    }
    if name.argumentNames == nil, (methods[type]?[name.baseName.text] ?? 0) > 1 {
      report(
        .error, node,
        "`\(written)` could be any of the methods named `\(name.baseName.text)` of `\(type)`: "
          + "name one by its argument labels, as `#selector(\(name.baseName.text)(_:))`, or "
          + "pass the one taking nothing by hand, as `\(type).\(name.baseName.text) as "
          + "(\(type)) -> () -> Void`")
      return
    }
    replace(node, with: "\(type).\(name.trimmedDescription)")
  }

  /// The called function's name and the argument's label when `node` is an argument of a
  /// call labelled `action:` or `selector:`.
  static func actionArgument(_ node: MacroExpansionExprSyntax) -> (call: String, label: String)? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text, label == "action" || label == "selector",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return nil }
    let called: String
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      called = access.declName.baseName.text
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      called = reference.baseName.text
    } else {
      called = ""
    }
    return (called, label)
  }

  /// Whether an expression is spelt as a type: names with capital first letters, joined
  /// by dots.
  static func isTypeName(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.argumentNames == nil && reference.baseName.text.first?.isUppercase == true
    }
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      return isTypeName(base) && access.declName.argumentNames == nil
        && access.declName.baseName.text.first?.isUppercase == true
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      return isTypeName(specialized.expression)
    }
    return false
  }
}
