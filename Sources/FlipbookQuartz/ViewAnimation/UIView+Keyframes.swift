import Animation
import Foundation
import Geometry
import Layers
import Pixels

extension UIView {
  /// How a keyframe block runs, as UIKit's `UIView.KeyframeAnimationOptions`: the bits of
  /// ``AnimationOptions`` it shares, and the calculation mode in bits 10–12.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    /// Options from their raw bits (curve bits 16–19 of ``AnimationOptions`` are honoured).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews during the animation (accepted; layout is not animated here).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Let touches reach the views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each forward pass; combined with ``repeat``.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Use this duration rather than an enclosing block's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignore the options of an enclosing block.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframes. The default.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jumps from keyframe to keyframe.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even speed over the whole path, ignoring the keyframes' times.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at even speed.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the bits select.
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }
  }

  /// Animates the changes the ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// blocks inside `animations` make, each in its own part of `duration`. A property holds
  /// its value from before the block until its first keyframe starts, moves within each
  /// keyframe, holds between keyframes and after its last one. The whole time axis follows
  /// the ease-in-ease-out curve unless curve bits are given. A duration of 0 or less makes
  /// the changes without animating; `completion` runs as for
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let shared = AnimationOptions(rawValue: options.rawValue)
    let curve = AnimationCurve(rawValue: Int(shared.curveIndex)) ?? .easeInOut
    // Inside a property animator's block, the keyframes run on the animator's time, its
    // duration and curve, as Apple's documented pattern nests them (with a duration of 0).
    if let animator = AnimationContextStack.current.contexts.last as? ChangeRecorder {
      if options.calculationMode != .linear {
        FileHandle.standardError.write(
          Data(
            """
            FlipbookQuartz: keyframes inside a property animator move in straight lines; \
            calculation mode \(options.calculationMode.rawValue) is not followed there

            """.utf8))
      }
      let block = BlockAnimation(
        duration: 1, delay: 0, options: [], timing: .keyframes(.linear, options.calculationMode))
      let recorder = KeyframeRecorder(block: block)
      recorder.animator = animator
      record(with: recorder, animations: animations, completion: completion)
      return
    }
    let block = BlockAnimation(
      duration: duration, delay: delay, options: shared,
      timing: .keyframes(curve, options.calculationMode))
    record(with: KeyframeRecorder(block: block), animations: animations, completion: completion)
  }

  /// Makes the changes in `animations` one keyframe of the enclosing keyframe block:
  /// starting at `frameStartTime` and lasting `frameDuration`, both fractions (0...1) of
  /// the block's duration. A duration of 0 makes the changes at the start time. Outside a
  /// keyframe block the changes are made as any other.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let recorder = AnimationContextStack.current.contexts.last as? KeyframeRecorder
    else {
      animations()
      return
    }
    let outer = recorder.currentFrame
    let start = min(max(frameStartTime, 0), 1)
    recorder.keyframesAdded += 1
    recorder.currentFrame = (start, min(max(frameDuration, 0), 1 - start), recorder.keyframesAdded)
    animations()
    recorder.currentFrame = outer
  }
}

/// Collects the changes of a keyframe block per layer and property, then adds one keyframe
/// animation for each.
///
/// The key times follow UIKit's logged result (objc.io, "View-Layer Synergy": one keyframe
/// from 0 lasting 0.1 of a 10 s block gives `keyTimes = (0, 0.1, 1)`, `values = (1, 0, 0)`,
/// `calculationMode = linear`, `fillMode = both`, `timingFunction = easeInEaseOut`): the
/// value before the block at 0, the previous value again where a keyframe starts later than
/// the last key time, the new value where it ends, the last value held to 1.
final class KeyframeRecorder: AnimationRecorder {
  struct Track {
    let layer: CALayer
    let keyPath: String
    let original: AnimatableValue
    var frames: [(start: Double, end: Double, value: AnimatableValue, keyframe: Int)] = []
  }

  let block: BlockAnimation
  /// The property animator whose block this keyframe block runs in: the tracks go to it
  /// rather than becoming layer animations.
  weak var animator: ChangeRecorder?
  /// The keyframe being recorded, numbered from 1 in the order added: changes outside any
  /// keyframe span the whole block and are numbered 0.
  var currentFrame: (start: Double, duration: Double, number: Int) = (0, 1, 0)
  /// How many keyframes the block has added.
  var keyframesAdded = 0
  private var tracks: [Track] = []

  init(block: BlockAnimation) {
    self.block = block
  }

  /// What each changed layer showed before its first change in the block.
  private var shownBefore: [ObjectIdentifier: AnimatableState] = [:]

  override func willChange(_ view: UIView) {
    let model = view.layer.flipbookLayer
    let id = ObjectIdentifier(view.layer)
    guard block.animates, shownBefore[id] == nil, let timeline = model.timeline else { return }
    shownBefore[id] = AnimatableState(presented: model.presentation(at: timeline.now).values)
  }

  override func record(view: UIView, from before: AnimatableState, to after: AnimatableState) {
    super.record(view: view, from: before, to: after)
    guard block.animates else { return }
    for change in before.changes(to: after) {
      guard let new = change.to else { continue }
      let frame = (
        start: currentFrame.start, end: currentFrame.start + currentFrame.duration, value: new,
        keyframe: currentFrame.number
      )
      if let index = tracks.firstIndex(where: {
        $0.layer === view.layer && $0.keyPath == change.keyPath
      }) {
        // A property written again in the same keyframe moves to the last value written,
        // as UIKit animates it.
        if let last = tracks[index].frames.last, last.keyframe == frame.keyframe {
          tracks[index].frames[tracks[index].frames.count - 1].value = new
        } else {
          tracks[index].frames.append(frame)
        }
      } else {
        // The value before the block is the one on screen, so that a keyframe block that
        // interrupts a running animation starts where it shows.
        var original = change.from ?? .color(.clear)
        if change.from != nil,
          let shown = shownBefore[ObjectIdentifier(view.layer)]?.value(forKeyPath: change.keyPath)
        {
          original = shown
        }
        var track = Track(layer: view.layer, keyPath: change.keyPath, original: original)
        track.frames.append(frame)
        tracks.append(track)
      }
    }
  }

  override func finish() {
    for track in tracks {
      let frames = track.frames.enumerated().sorted {
        ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
      }.map(\.element)
      var keyTimes: [Double] = [0]
      var values: [AnimatableValue] = [track.original]
      for frame in frames {
        let last = keyTimes[keyTimes.count - 1]
        if frame.start > last {
          keyTimes.append(frame.start)
          values.append(values[values.count - 1])
        }
        keyTimes.append(max(frame.end, keyTimes[keyTimes.count - 1]))
        values.append(frame.value)
      }
      if keyTimes[keyTimes.count - 1] < 1 {
        keyTimes.append(1)
        values.append(values[values.count - 1])
      }
      // The model ends at the value the property shows at the end of the block.
      Self.setModel(values[values.count - 1], keyPath: track.keyPath, on: track.layer)
      if let animator {
        animator.record(
          AnimatorKeyframes(keyTimes: keyTimes, values: values), keyPath: track.keyPath,
          of: track.layer)
        continue
      }
      let animation = CAKeyframeAnimation(keyPath: track.keyPath)
      animation.values = values
      animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
      if case .keyframes(_, let mode) = block.timing { animation.calculationMode = mode }
      let now = track.layer.flipbookLayer.timeline?.now ?? 0
      block.configure(animation, now: now)
      add(animation, to: track.layer)
    }
  }

  /// Sets a property's model value without animating it.
  static func setModel(_ value: AnimatableValue, keyPath: String, on layer: CALayer) {
    let model = layer.flipbookLayer
    switch (keyPath, value) {
    case ("position", .point(let point)): model.position = point
    case ("bounds", .rect(let rect)): model.bounds = rect
    case ("transform", .transform(let transform)): model.transform = transform
    case ("opacity", .scalar(let opacity)): model.opacity = opacity
    case ("backgroundColor", .color(let color)): model.backgroundColor = color
    default: break
    }
  }
}
