import Animation
import FlipbookSwiftUI
import Geometry
import Interaction
import Layers
import Testing

/// A counter: each tap adds one, in state kept by the host across evaluations.
private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button {
      count += 1
    } label: {
      Text("Count \(count)").accessibilityIdentifier("label")
    }
    .accessibilityIdentifier("button")
  }
}

/// A square that moves 100 points right when tapped, over 1 s at constant speed.
private struct Mover: View {
  @State private var moved = false

  var body: some View {
    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("box")
      .offset(x: moved ? 100 : 0)
      .onTapGesture {
        withAnimation(.linear(duration: 1)) { moved.toggle() }
      }
  }
}

/// A square whose move animates by `animation(_:value:)`, with no `withAnimation`.
private struct ImplicitMover: View {
  @State private var moved = false

  var body: some View {
    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("box")
      .offset(y: moved ? 50 : 0)
      .animation(.easeIn(duration: 0.5), value: moved)
      .onTapGesture { moved.toggle() }
  }
}

/// Rows identified by their names, reversed by a button.
private struct Rows: View {
  @State private var names = ["a", "b", "c"]

  var body: some View {
    VStack(spacing: 0) {
      ForEach(names, id: \.self) { name in
        Color.blue.frame(width: 50, height: 20).accessibilityIdentifier(name)
      }
      Button("Reverse") { names.reverse() }.accessibilityIdentifier("reverse")
    }
  }
}

/// A child that changes its parent's state through a binding.
private struct Switch: View {
  @Binding var isOn: Bool

  var body: some View {
    Rectangle().frame(width: 30, height: 30).onTapGesture { isOn.toggle() }
      .accessibilityIdentifier("switch")
  }
}

private struct Panel: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Switch(isOn: $isOn)
      if isOn {
        Color.green.frame(width: 60, height: 10).accessibilityIdentifier("light")
      }
    }
  }
}

@Suite("SwiftUI state and animation")
struct StateTests {
  @Test("state outlives the view values: three taps count to three")
  func counter() {
    let (scene, host) = hosted(Counter())
    for time in [0.2, 0.6, 1.0] { scene.touches.tap(host.required("button"), at: time) }
    scene.timeline.advance(to: 2)
    #expect(host.required("label").sublayers.first?.text?.string == "Count 3")
  }

  @Test("withAnimation(.linear(duration: 1)) moves a view at constant speed from the tap")
  func explicitAnimation() {
    let (scene, host) = hosted(Mover())
    scene.touches.tap(host.required("box"), at: 0.5)
    let start = 0.5 + TouchScript.defaultTapDuration
    let box = host.required("box")
    func x(at t: Double) -> Double {
      scene.timeline.advance(to: t)
      return box.convertToScene(Point(x: 0, y: 0), at: t)!.x
    }
    // The square is centred: x = (300 − 40) / 2 = 130; it ends 100 points right.
    #expect(abs(x(at: start - 0.01) - 130) < 1e-9)
    #expect(abs(x(at: start + 0.25) - 155) < 1e-6)
    #expect(abs(x(at: start + 0.5) - 180) < 1e-6)
    #expect(abs(x(at: start + 1.5) - 230) < 1e-9)
  }

  @Test("animation(_:value:) animates a change made without withAnimation, on its curve")
  func implicitAnimation() {
    let (scene, host) = hosted(ImplicitMover())
    scene.touches.tap(host.required("box"), at: 0.5)
    let start = 0.5 + TouchScript.defaultTapDuration
    let box = host.required("box")
    scene.timeline.advance(to: start + 0.25)
    let y = box.convertToScene(Point(x: 0, y: 0), at: start + 0.25)!.y
    // Centred: y = (200 − 40) / 2 = 80; halfway through 0.5 s the ease-in curve is at
    // TimingFunction.easeIn.progress(at: 0.5) of the 50 points.
    let expected = 80 + 50 * TimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(y - expected) < 1e-6)
    #expect(TimingFunction.easeIn.progress(at: 0.5) < 0.45)
  }

  @Test("ForEach keeps each row's layer by its identifier when the rows are reordered")
  func identity() {
    let (scene, host) = hosted(Rows())
    let first = host.required("a")
    let top = host.frame(of: "a").origin.y
    #expect(host.frame(of: "c").origin.y == top + 40)
    scene.touches.tap(host.required("reverse"), at: 0.2)
    scene.timeline.advance(to: 1)
    #expect(host.required("a") === first)
    #expect(host.frame(of: "a").origin.y == top + 40)
    #expect(host.frame(of: "c").origin.y == top)
  }

  @Test("a binding changes the parent's state, and an if shows its view only while true")
  func binding() {
    let (scene, host) = hosted(Panel())
    #expect(host.layer(withIdentifier: "light") == nil)
    scene.touches.tap(host.required("switch"), at: 0.2)
    scene.timeline.advance(to: 0.5)
    #expect(host.layer(withIdentifier: "light") != nil)
    // The switch and the light are stacked: 30 + 8 + 10 = 48 high, centred: top at 76.
    #expect(same(host.frame(of: "switch"), Rect(x: 135, y: 76, width: 30, height: 30)))
    #expect(same(host.frame(of: "light"), Rect(x: 120, y: 114, width: 60, height: 10)))
  }
}
