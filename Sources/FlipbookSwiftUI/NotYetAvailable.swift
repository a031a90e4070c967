import Foundation

// SwiftUI names FlipbookSwiftUI does not offer yet. Each is declared unavailable so that
// SwiftUI code using it fails to compile with a message saying what to do instead, rather
// than with "cannot find in scope". Bodies never run.

/// SwiftUI's `Image`; not available yet.
@available(
  *, unavailable,
  message:
    "images are not there yet: draw with shapes, or record the UIKit version with FlipbookQuartz; see docs/porting.md#swiftui"
)
public struct Image: View {
  public typealias Body = Never
  /// Not available yet.
  public init(_ name: String) {}
  /// Not available yet.
  public init(systemName: String) {}
}

/// SwiftUI's `LinearGradient`; not available yet.
@available(
  *, unavailable,
  message: "gradients are not there yet: fill with a Color; see docs/porting.md#swiftui"
)
public struct LinearGradient: View {
  public typealias Body = Never
  /// Not available yet.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// SwiftUI's `RadialGradient`; not available yet.
@available(
  *, unavailable,
  message: "gradients are not there yet: fill with a Color; see docs/porting.md#swiftui"
)
public struct RadialGradient: View {
  public typealias Body = Never
  /// Not available yet.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// SwiftUI's `AngularGradient`; not available yet.
@available(
  *, unavailable,
  message: "gradients are not there yet: fill with a Color; see docs/porting.md#swiftui"
)
public struct AngularGradient: View {
  public typealias Body = Never
  /// Not available yet.
  public init(colors: [Color], center: UnitPoint) {}
}

/// SwiftUI's `Toggle`; not available yet.
@available(
  *, unavailable,
  message:
    "Toggle is not there yet: use a Button that flips a @State Bool; see docs/porting.md#swiftui"
)
public struct Toggle: View {
  public typealias Body = Never
  /// Not available yet.
  public init(_ title: String, isOn: Binding<Bool>) {}
}

/// SwiftUI's `GeometryReader`; not available yet.
@available(
  *, unavailable,
  message:
    "GeometryReader is not there yet: give the frames explicit sizes; see docs/porting.md#swiftui"
)
public struct GeometryReader: View {
  public typealias Body = Never
  /// Not available yet.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Never) {}
}

/// SwiftUI's `ScrollView`; not available yet.
@available(
  *, unavailable, message: "ScrollView is not there yet: use a VStack; see docs/porting.md#swiftui"
)
public struct ScrollView: View {
  public typealias Body = Never
  /// Not available yet.
  public init(@ViewBuilder content: () -> Never) {}
}

/// SwiftUI's `List`; not available yet.
@available(
  *, unavailable,
  message: "List is not there yet: use a VStack of rows; see docs/porting.md#swiftui"
)
public struct List: View {
  public typealias Body = Never
  /// Not available yet.
  public init(@ViewBuilder content: () -> Never) {}
}

/// SwiftUI's `NavigationStack`; not available yet.
@available(
  *, unavailable,
  message:
    "navigation is not there yet: record the destination view on its own; see docs/porting.md#swiftui"
)
public struct NavigationStack: View {
  public typealias Body = Never
  /// Not available yet.
  public init(@ViewBuilder root: () -> Never) {}
}

/// SwiftUI's `PhaseAnimator`; not available yet.
@available(
  *, unavailable,
  message: "PhaseAnimator is not there yet: chain withAnimation calls; see docs/porting.md#swiftui"
)
public struct PhaseAnimator: View {
  public typealias Body = Never
  /// Not available yet.
  public init(_ phases: [Int]) {}
}

/// SwiftUI's `KeyframeAnimator`; not available yet.
@available(
  *, unavailable,
  message:
    "KeyframeAnimator is not there yet: chain withAnimation calls with delays; see docs/porting.md#swiftui"
)
public struct KeyframeAnimator: View {
  public typealias Body = Never
  /// Not available yet.
  public init(initialValue: Int) {}
}

/// SwiftUI's `LinearKeyframe`; not available yet.
@available(*, unavailable, message: "keyframes are not there yet; see docs/porting.md#swiftui")
public struct LinearKeyframe {
  /// Not available yet.
  public init(_ to: Double, duration: Double) {}
}

/// SwiftUI's `SpringKeyframe`; not available yet.
@available(*, unavailable, message: "keyframes are not there yet; see docs/porting.md#swiftui")
public struct SpringKeyframe {
  /// Not available yet.
  public init(_ to: Double, duration: Double? = nil) {}
}

/// SwiftUI's `CubicKeyframe`; not available yet.
@available(*, unavailable, message: "keyframes are not there yet; see docs/porting.md#swiftui")
public struct CubicKeyframe {
  /// Not available yet.
  public init(_ to: Double, duration: Double) {}
}

/// SwiftUI's `MoveKeyframe`; not available yet.
@available(*, unavailable, message: "keyframes are not there yet; see docs/porting.md#swiftui")
public struct MoveKeyframe {
  /// Not available yet.
  public init(_ to: Double) {}
}

/// SwiftUI's `AnyTransition`; not available yet.
@available(
  *, unavailable,
  message:
    "transitions are not there yet: a view that appears or goes does so at once; see docs/porting.md#swiftui"
)
public struct AnyTransition {
}

/// SwiftUI's `DragGesture`; not available yet.
@available(
  *, unavailable,
  message:
    "DragGesture is not there yet: only taps (Button, onTapGesture) are; see docs/porting.md#swiftui"
)
public struct DragGesture {
  /// Not available yet.
  public init(minimumDistance: CGFloat = 10) {}
}

/// SwiftUI's `LongPressGesture`; not available yet.
@available(
  *, unavailable,
  message:
    "LongPressGesture is not there yet: only taps (Button, onTapGesture) are; see docs/porting.md#swiftui"
)
public struct LongPressGesture {
  /// Not available yet.
  public init(minimumDuration: Double = 0.5) {}
}

/// SwiftUI's `GeometryProxy`; not available yet.
@available(
  *, unavailable,
  message:
    "GeometryReader is not there yet: give the frames explicit sizes; see docs/porting.md#swiftui"
)
public struct GeometryProxy {
}

/// SwiftUI's `@Environment`; not available yet.
@available(
  *, unavailable,
  message:
    "@Environment is not there yet: pass values down as properties; see docs/porting.md#swiftui"
)
@propertyWrapper
public struct Environment<Value> {
  /// Not available yet.
  public var wrappedValue: Value { fatalError() }
  /// Not available yet.
  public init(_ keyPath: KeyPath<Never, Value>) {}
}

/// SwiftUI's `@GestureState`; not available yet.
@available(
  *, unavailable,
  message:
    "@GestureState is not there yet: only taps (Button, onTapGesture) are; see docs/porting.md#swiftui"
)
@propertyWrapper
public struct GestureState<Value> {
  /// Not available yet.
  public var wrappedValue: Value { fatalError() }
  /// Not available yet.
  public init(wrappedValue: Value) {}
}

/// SwiftUI's `@StateObject`; not available yet.
@available(
  *, unavailable,
  message:
    "@StateObject is not there yet: keep the view's data in @State; see docs/porting.md#swiftui"
)
@propertyWrapper
public struct StateObject<Value> {
  /// Not available yet.
  public var wrappedValue: Value { fatalError() }
  /// Not available yet.
  public init(wrappedValue: @autoclosure @escaping () -> Value) {}
}

/// SwiftUI's `@ObservedObject`; not available yet.
@available(
  *, unavailable,
  message:
    "@ObservedObject is not there yet: pass values and @Binding instead; see docs/porting.md#swiftui"
)
@propertyWrapper
public struct ObservedObject<Value> {
  /// Not available yet.
  public var wrappedValue: Value { fatalError() }
  /// Not available yet.
  public init(wrappedValue: Value) {}
}

/// SwiftUI's `@Namespace`; not available yet.
@available(
  *, unavailable,
  message: "matchedGeometryEffect and @Namespace are not there yet; see docs/porting.md#swiftui"
)
@propertyWrapper
public struct Namespace {
  /// Not available yet.
  public var wrappedValue: Int { 0 }
  /// Not available yet.
  public init() {}
}

extension View {
  /// SwiftUI's `transition`; not available yet.
  @available(
    *, unavailable,
    message:
      "transitions are not there yet: a view that appears or goes does so at once; see docs/porting.md#swiftui"
  )
  public func transition(_ transition: Any) -> Self { self }

  /// SwiftUI's `matchedGeometryEffect`; not available yet.
  @available(
    *, unavailable, message: "matchedGeometryEffect is not there yet; see docs/porting.md#swiftui"
  )
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Any, isSource: Bool = true)
    -> Self
  { self }

  /// SwiftUI's `gesture`; not available yet.
  @available(
    *, unavailable,
    message:
      "gestures other than taps are not there yet: use onTapGesture; see docs/porting.md#swiftui"
  )
  public func gesture(_ gesture: Any) -> Self { self }

  /// SwiftUI's `onLongPressGesture`; not available yet.
  @available(
    *, unavailable,
    message: "onLongPressGesture is not there yet: use onTapGesture; see docs/porting.md#swiftui"
  )
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void
  ) -> Self { self }

  /// SwiftUI's `blur`; not available yet.
  @available(*, unavailable, message: "blur is not there yet; see docs/porting.md#swiftui")
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }

  /// SwiftUI's `fixedSize`; not available yet.
  @available(
    *, unavailable,
    message:
      "fixedSize is not there yet: give the frame explicit sizes; see docs/porting.md#swiftui"
  )
  public func fixedSize() -> Self { self }

  /// SwiftUI's `layoutPriority`; not available yet.
  @available(
    *, unavailable,
    message:
      "layoutPriority is not there yet: stacks share space by flexibility alone; see docs/porting.md#swiftui"
  )
  public func layoutPriority(_ value: Double) -> Self { self }

  /// SwiftUI's `position`; not available yet.
  @available(
    *, unavailable,
    message: "position is not there yet: use offset or frame; see docs/porting.md#swiftui"
  )
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }

  /// SwiftUI's `lineLimit`; not available yet.
  @available(
    *, unavailable,
    message:
      "lineLimit is not there yet: text takes the lines it needs; see docs/porting.md#swiftui"
  )
  public func lineLimit(_ number: Int?) -> Self { self }

  /// SwiftUI's `transaction`; not available yet.
  @available(
    *, unavailable,
    message:
      "the transaction modifier is not there yet: use withAnimation or animation(_:value:); see docs/porting.md#swiftui"
  )
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }

  /// SwiftUI's `onAppear`; not available yet.
  @available(
    *, unavailable,
    message:
      "onAppear is not there yet: set the starting state in @State's initial value; see docs/porting.md#swiftui"
  )
  public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }

  /// SwiftUI's `ignoresSafeArea`; not available yet.
  @available(
    *, unavailable,
    message:
      "ignoresSafeArea is not there yet: the root view is laid out in the safe area; see docs/porting.md#swiftui"
  )
  public func ignoresSafeArea() -> Self { self }

  /// SwiftUI's `clipShape`; not available yet.
  @available(
    *, unavailable,
    message: "clipShape is not there yet: use cornerRadius or clipped; see docs/porting.md#swiftui"
  )
  public func clipShape<S: Shape>(_ shape: S) -> Self { self }

  /// SwiftUI's `mask`; not available yet.
  @available(*, unavailable, message: "mask is not there yet; see docs/porting.md#swiftui")
  public func mask<Mask: View>(@ViewBuilder _ mask: () -> Mask) -> Self { self }

}

/// Runs `body`, then `completion` once the animation ends; not available yet.
@available(
  *, unavailable,
  message: "withAnimation's completion is not there yet; see docs/porting.md#swiftui"
)
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: Int = 0, _ body: () throws -> Result,
  completion: @escaping () -> Void
) rethrows -> Result {
  try body()
}
