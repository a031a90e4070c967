// Eight everyday animated components, written as an iOS developer writes them: life-cycle
// overrides, a timer, a delayed snap-back, views made with `MyView()`. Compiled unchanged
// (only the import differs); EverydayComponentsTests checks what they record.

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

/// A card that springs in when the screen appears.
final class SpringCardViewController: UIViewController {
  let card = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    card.frame = CGRect(x: 40, y: 200, width: 313, height: 200)
    view.addSubview(card)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
    card.alpha = 0
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: []
    ) {
      self.card.transform = .identity
      self.card.alpha = 1
    }
  }
}

/// A heart that pops when tapped.
final class HeartButton: UIControl {
  let heart = UIView()
  private(set) var isLiked = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    heart.backgroundColor = .systemGray
    heart.layer.cornerRadius = 12
    heart.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
    heart.isUserInteractionEnabled = false
    addSubview(heart)
    addTarget(self, action: HeartButton.toggle, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func toggle() {
    isLiked.toggle()
    heart.backgroundColor = isLiked ? .systemRed : .systemGray
    let pop = CAKeyframeAnimation(keyPath: "transform.scale")
    pop.values = [1, 1.3, 1]
    pop.keyTimes = [0, 0.5, 1]
    pop.duration = 0.3
    heart.layer.add(pop, forKey: "pop")
  }
}

/// A loading placeholder whose highlight sweeps across, forever.
final class ShimmerView: UIView {
  let gradient = CAGradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray5
    gradient.colors = [
      UIColor.systemGray5.cgColor, UIColor.white.cgColor, UIColor.systemGray5.cgColor,
    ]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.locations = [0, 0.1, 0.2]
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
  }

  func startShimmering() {
    let sweep = CABasicAnimation(keyPath: "locations")
    sweep.fromValue = [0, 0.1, 0.2]
    sweep.toValue = [0.8, 0.9, 1]
    sweep.duration = 1
    sweep.repeatCount = .infinity
    gradient.add(sweep, forKey: "shimmer")
  }
}

/// A progress ring a timer fills in steps of 10 %.
final class ProgressRingViewController: UIViewController {
  let ring = CAShapeLayer()
  private var timer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    ring.path =
      UIBezierPath(
        arcCenter: CGPoint(x: 196, y: 300), radius: 60, startAngle: -.pi / 2,
        endAngle: 1.5 * .pi, clockwise: true
      ).cgPath
    ring.strokeColor = UIColor.systemGreen.cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineWidth = 10
    ring.strokeEnd = 0
    view.layer.addSublayer(ring)
    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
      guard let self else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      self.ring.strokeEnd = min(self.ring.strokeEnd + 0.1, 1)
      CATransaction.commit()
      if self.ring.strokeEnd >= 1 { timer.invalidate() }
    }
  }
}

/// A toast that fades in, stays a second and fades out.
final class ToastViewController: UIViewController {
  let toast = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    toast.text = "Saved"
    toast.textAlignment = .center
    toast.backgroundColor = .darkGray
    toast.textColor = .white
    toast.frame = CGRect(x: 96, y: 700, width: 200, height: 44)
    toast.alpha = 0
    view.addSubview(toast)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIView.animate(withDuration: 0.3) {
      self.toast.alpha = 1
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) {
      UIView.animate(withDuration: 0.3) {
        self.toast.alpha = 0
      }
    }
  }
}

/// A card that flips to its back when the screen appears.
final class FlipViewController: UIViewController {
  let container = UIView()
  let front = UIView()
  let back = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    container.frame = CGRect(x: 96, y: 300, width: 200, height: 120)
    front.frame = container.bounds
    back.frame = container.bounds
    front.backgroundColor = .systemOrange
    back.backgroundColor = .systemPurple
    container.addSubview(front)
    view.addSubview(container)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIView.transition(
      from: front, to: back, duration: 0.5, options: .transitionFlipFromLeft, completion: nil)
  }
}

/// An onboarding page whose lines slide up one after another.
final class OnboardingViewController: UIViewController {
  let lines = ["Welcome", "Record animations", "On Linux"].map { text -> UILabel in
    let label = UILabel()
    label.text = text
    return label
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for (index, label) in lines.enumerated() {
      label.frame = CGRect(x: 40, y: 200 + CGFloat(index) * 50, width: 300, height: 40)
      view.addSubview(label)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for label in lines {
      label.alpha = 0
      label.transform = CGAffineTransform(translationX: 0, y: 30)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for (index, label) in lines.enumerated() {
      UIView.animate(
        withDuration: 0.4, delay: 0.15 * Double(index), options: .curveEaseOut
      ) {
        label.alpha = 1
        label.transform = .identity
      }
    }
  }
}

/// Pull to refresh: the content is pulled down, a spinner turns while a fake load runs, and
/// the content snaps back when it is done.
final class RefreshViewController: UIViewController {
  let content = UIView()
  let spinner = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    spinner.frame = CGRect(x: 181, y: 70, width: 30, height: 30)
    spinner.backgroundColor = .systemGray
    content.frame = CGRect(x: 0, y: 59, width: 393, height: 700)
    content.backgroundColor = .secondarySystemBackground
    view.addSubview(spinner)
    view.addSubview(content)
  }

  func beginRefreshing() {
    UIView.animate(withDuration: 0.25) {
      self.content.transform = CGAffineTransform(translationX: 0, y: 60)
    }
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = 2 * Double.pi
    spin.duration = 0.8
    spin.repeatCount = .infinity
    spinner.layer.add(spin, forKey: "spin")
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
      self?.endRefreshing()
    }
  }

  func endRefreshing() {
    spinner.layer.removeAnimation(forKey: "spin")
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: []
    ) {
      self.content.transform = .identity
    }
  }
}
