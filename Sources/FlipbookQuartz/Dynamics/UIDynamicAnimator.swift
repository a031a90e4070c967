import Foundation
import Layers

/// Told when a dynamic animator stops and starts, as UIKit's `UIDynamicAnimatorDelegate`.
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// The animator is about to move its items again.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Every item has come to rest and the animator has stopped.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Nothing, unless implemented.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Nothing, unless implemented.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Moves dynamic items by the behaviors added to it, as UIKit's `UIDynamicAnimator`, on the
/// recording's clock.
///
/// The animator steps at every 1/240 s of the scene's time while it runs; each step is four
/// sub-steps of 1/960 s of semi-implicit (symplectic) Euler: velocities take the sub-step's
/// accelerations, then positions take the new velocities, then rigid attachments and
/// collisions are held. Under gravity alone that places an item ½·g·h·t behind the exact
/// parabola, 0.16 point at 0.3 s. After each step the items' centers (and rotations) are
/// written, as model values, and the behaviors' actions run, so a frame shows the state at
/// its time. The animator pauses, telling its delegate, once every item has moved slower
/// than 1 point/s and turned slower than 0.05 rad/s for 0.25 s; adding a behavior, updating
/// an item or giving one velocity resumes it.
open class UIDynamicAnimator: NSObject {
  /// The time between two steps, in seconds.
  static let stepInterval = 1.0 / 240
  /// Sub-steps in a step.
  static let substeps = 4
  /// The speed, in points/s, below which an item is at rest.
  static let restingSpeed = 1.0
  /// The angular speed, in radians/s, below which an item is at rest.
  static let restingAngularSpeed = 0.05
  /// How long every item must be at rest before the animator pauses, in seconds.
  static let restingDuration = 0.25

  /// The view whose coordinates the animator works in.
  open private(set) weak var referenceView: UIView?

  /// The behaviors added, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []

  /// Told when the animator pauses and resumes.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?

  /// Whether the animator is moving its items.
  open private(set) var isRunning = false

  /// The time the animator has run, in seconds.
  open private(set) var elapsedTime: TimeInterval = 0

  /// The bodies of the items the behaviors act on, by item.
  private var bodies: [ObjectIdentifier: DynamicBody] = [:]
  private weak var timeline: Timeline?
  /// Bumped whenever the chain of scheduled steps must stop.
  private var generation = 0
  private var restingTime = 0.0

  /// An animator moving subviews of `view`, in its coordinates.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// Adds `behavior`, and resumes the animator.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    adopt(behavior)
  }

  /// Removes `behavior`.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.removeAll { $0 === behavior }
    behavior.moved(to: nil)
    wake()
  }

  /// Removes every behavior.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items whose frames, in the reference view, meet `rect`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    sortedBodies().filter { body in
      let origin = body.position - body.halfSize
      let size = 2 * body.halfSize
      return CGRect(x: origin.x, y: origin.y, width: size.x, height: size.y).intersects(rect)
    }.map(\.item)
  }

  /// Takes `item`'s center, bounds and transform as they are now, as if it had been moved
  /// there, and resumes the animator.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    guard let body = bodies[ObjectIdentifier(item)] else { return }
    body.read(in: referenceView)
    wake()
  }

  /// Makes `behavior` and its children part of the animator, and resumes it.
  func adopt(_ behavior: UIDynamicBehavior) {
    behavior.moved(to: self)
    wake()
  }

  /// The body of `item`, made from its current state if it has none.
  func body(for item: any UIDynamicItem) -> DynamicBody {
    if let body = bodies[ObjectIdentifier(item)] { return body }
    let body = DynamicBody(item: item, in: referenceView)
    bodies[ObjectIdentifier(item)] = body
    return body
  }

  /// The body of `item`, if it has one.
  func existingBody(for item: any UIDynamicItem) -> DynamicBody? {
    bodies[ObjectIdentifier(item)]
  }

  /// Starts stepping, or keeps the animator from pausing for another while.
  func wake() {
    restingTime = 0
    guard !isRunning else { return }
    // The clock of the scene the reference view is on, else of the one being run.
    guard
      let timeline = timeline ?? referenceView?.layer.flipbookLayer.timeline
        ?? TransactionStack.current.currentTimeline
    else {
      FileHandle.standardError.write(
        Data(
          """
          FlipbookQuartz: UIDynamicAnimator given behaviors before its reference view is on \
          a scene: it has no clock and will not move its items; add behaviors once it is

          """.utf8))
      return
    }
    self.timeline = timeline
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
    generation += 1
    scheduleStep(after: timeline.now, on: timeline)
  }

  private func scheduleStep(after time: Double, on timeline: Timeline) {
    // The first multiple of the step interval strictly after `time`.
    let index = Int((time / Self.stepInterval + 1e-6).rounded(.down)) + 1
    let expected = generation
    timeline.schedule(at: Double(index) * Self.stepInterval) { [weak self, weak timeline] in
      guard let self, let timeline, self.generation == expected else { return }
      TransactionStack.current.handle(on: timeline) { self.step() }
      if self.isRunning, self.generation == expected {
        self.scheduleStep(after: timeline.now, on: timeline)
      }
    }
  }

  /// Every behavior, parents before their children.
  private func allBehaviors() -> [UIDynamicBehavior] {
    var result: [UIDynamicBehavior] = []
    func visit(_ behavior: UIDynamicBehavior) {
      result.append(behavior)
      behavior.childBehaviors.forEach(visit)
    }
    behaviors.forEach(visit)
    return result
  }

  /// The bodies in the order their items were first seen, for a deterministic order.
  private func sortedBodies() -> [DynamicBody] {
    order.compactMap { bodies[$0] }
  }

  /// The items' first-seen order.
  private var order: [ObjectIdentifier] = []

  /// Keeps a body for every item a behavior acts on, and only those.
  private func gatherBodies(of all: [UIDynamicBehavior]) {
    var seen: Set<ObjectIdentifier> = []
    var firstSeen: [ObjectIdentifier] = []
    for behavior in all {
      for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted {
        firstSeen.append(ObjectIdentifier(item))
        _ = body(for: item)
      }
    }
    if bodies.count != seen.count { bodies = bodies.filter { seen.contains($0.key) } }
    let known = Set(order)
    order = order.filter { seen.contains($0) } + firstSeen.filter { !known.contains($0) }
  }

  /// One step of ``stepInterval``: the sub-steps, then the items written and the actions
  /// run.
  private func step() {
    let all = allBehaviors()
    gatherBodies(of: all)
    let bodies = sortedBodies()
    for body in bodies { body.resetMaterial() }
    for behavior in all { behavior.configure(self) }
    let collisions = all.compactMap { $0 as? UICollisionBehavior }
    let interval = Self.stepInterval / Double(Self.substeps)
    for _ in 0..<Self.substeps {
      for body in bodies {
        body.acceleration = .zero
        body.previousPosition = body.position
      }
      for behavior in all { behavior.applyForces(self, interval: interval) }
      for body in bodies { body.accelerate(for: interval) }
      for behavior in all { behavior.constrainVelocities(self) }
      for body in bodies { body.move(for: interval) }
      for behavior in all { behavior.constrainPositions(self) }
      elapsedTime += interval
      for collision in collisions { collision.resolveContacts(self) }
      for collision in collisions { collision.reportBeganContacts() }
    }
    for body in bodies { body.write(in: referenceView) }
    for collision in collisions { collision.finishStep() }
    for behavior in all { behavior.action?() }
    let resting = bodies.allSatisfy {
      $0.velocity.length < Self.restingSpeed
        && abs($0.angularVelocity) < Self.restingAngularSpeed
    }
    restingTime = resting ? restingTime + Self.stepInterval : 0
    if bodies.isEmpty || restingTime >= Self.restingDuration - 1e-9 {
      isRunning = false
      generation += 1
      delegate?.dynamicAnimatorDidPause(self)
    }
  }
}
