import Flipbook
import FlipbookQuartz
import Foundation
import Interaction
import Testing

/// A checkout screen as an iOS developer writes it: a Pay button pinned by Auto Layout above
/// the bottom of the safe area.
private final class CheckoutViewController: UIViewController {
  let payButton = UIButton(type: .system)
  private(set) var payments = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    payButton.setTitle("Pay", for: .normal)
    payButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(payButton)
    NSLayoutConstraint.activate([
      payButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      payButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      payButton.widthAnchor.constraint(equalToConstant: 200),
      payButton.heightAnchor.constraint(equalToConstant: 50),
    ])
    payButton.addTarget(self, action: CheckoutViewController.pay, for: .touchUpInside)
  }

  func pay() { payments += 1 }
}

@Suite("Recording a view controller on a device")
struct RecordingViewControllerTests {
  /// The controller each build made, to read its state after the frames.
  private final class Built {
    var controller: CheckoutViewController?
  }

  @Test("a tap addressed to a button finds it where Auto Layout put it on an iPhone 16")
  func tapAddressedToTheButton() throws {
    let built = Built()
    let recording = try Recording(
      of: CheckoutViewController(), on: .iPhone16, duration: 1,
      settings: RenderSettings(fps: 10, scale: 1)
    ) { controller, touches in
      built.controller = controller
      touches.tap(controller.payButton, at: 0.3)
    }
    #expect(recording.size == Size(width: 393, height: 852))
    #expect(recording.pixelSize == (393, 852))
    let began = try #require(recording.events().first { $0.name == "touch.began" })
    // The iPhone 16's bottom inset is 34 points: the button's centre is 196.5 points across
    // and 852 - 34 - 20 - 25 = 773 points down.
    #expect(began.time == 0.3)
    #expect(began.fields.contains { $0.key == "x" && $0.value == .number(196.5) })
    #expect(began.fields.contains { $0.key == "y" && $0.value == .number(773) })
    #expect(built.controller?.payments == 1)
  }

  @Test("the device's scale, unless the settings give one; another device is an error")
  func settings() throws {
    let recording = try Recording(of: CheckoutViewController(), on: .iPhoneSE3, duration: 0.1)
    #expect(recording.settings.scale == 2)
    #expect(recording.pixelSize == (750, 1334))
    #expect(throws: RecordingError.self) {
      try Recording(
        of: CheckoutViewController(), on: .iPhone16, duration: 0.1,
        settings: RenderSettings(device: .iPhoneSE3))
    }
  }
}
