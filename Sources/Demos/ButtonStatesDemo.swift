import Geometry
import Interaction
import Layers
import Pixels

extension Demo {
  /// Seed 002: a system button rebuilt from its rules — a title of its own for the
  /// highlighted state (the old one fades out before the new one fades in), a title that
  /// falls back and dims to alpha 0.2 while highlighted (following the finger out and back
  /// in), a disabled button in its grey that ignores a tap, and a selected state toggled by
  /// taps.
  public static let buttonStates = Demo(
    name: "button-states",
    summary: "A system button's states: per-state titles, 0.2 dimming, disabled, selected",
    duration: 6.6,
    size: Size(width: 320, height: 260),
    imageNames: []
  ) { _ in
    let scene = Scene(size: Size(width: 320, height: 260), duration: 6.6)
    let timeline = scene.timeline
    func button(_ name: String, row: Int) -> SystemButton {
      let b = SystemButton(
        name: name, frame: Rect(x: 40, y: 30 + Double(row) * 56, width: 240, height: 44),
        timeline: timeline)
      scene.rootLayer.addSublayer(b.layer)
      scene.touches.register(b)
      return b
    }
    let download = button("download", row: 0)
    download.setTitle("Download", for: .normal)
    download.setTitle("Release to start", for: .highlighted)
    let share = button("share", row: 1)
    share.setTitle("Share", for: .normal)
    let delete = button("delete", row: 2)
    delete.setTitle("Delete", for: .normal)
    delete.isEnabled = false
    let follow = button("follow", row: 3)
    follow.setTitle("Follow", for: .normal)
    follow.setTitle("Following", for: .selected)
    // As in UIKit, a selected button being pressed falls back to the normal title unless
    // the combined state has one of its own.
    follow.setTitle("Following", for: [.selected, .highlighted])
    follow.setTitleColor(Color(white: 0.45), for: .selected)
    follow.addAction { [unowned follow] in follow.isSelected.toggle() }

    var script = TouchScript()
    let centre = { (row: Int) in Point(x: 160, y: 52 + Double(row) * 56) }
    script.tap(at: centre(0), time: 0.4, duration: 0.8)
    script.press(at: centre(1), time: 1.8)
    script.move(along: [centre(1), Point(x: 300, y: 150)], from: 2.2, speed: 300)
    script.move(along: [Point(x: 300, y: 150), centre(1)], from: 2.8, speed: 300)
    script.lift(at: centre(1), time: 3.4)
    script.tap(at: centre(2), time: 4.0, duration: 0.3)
    script.tap(at: centre(3), time: 4.8, duration: 0.2)
    script.tap(at: centre(3), time: 5.8, duration: 0.2)
    scene.touches.run(script)
    return scene
  }
}
