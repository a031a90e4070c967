import UIKit

extension UIImageView {
    var visibleImageRect: CGRect {
        guard let image = image,
              contentMode == .scaleAspectFit,
              image.size.width > 0 && image.size.height > 0 else {
            return bounds
        }

        let scale: CGFloat
        if image.size.width > image.size.height {
            scale = bounds.width / image.size.width
        } else {
            scale = bounds.height / image.size.height
        }

        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let x = (bounds.width - size.width) / 2.0
        let y = (bounds.height - size.height) / 2.0

        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}

class ImageButtonView: UIImageView, CAAnimationDelegate {
    private static var busyImageButtonView: ImageButtonView?

    private var touched = false {
        didSet {
            if touched {
                transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            } else {
                transform = CGAffineTransform.identity
            }
        }
    }
    
    private var targets = [() -> Void]()
    
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = true
    }
        
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if Self.busyImageButtonView != nil { return }
        Self.busyImageButtonView = self
        if let location = touches.first?.location(in: self) {
            if visibleImageRect.contains(location) {
                touched = true
            }
        }
    }
    
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if Self.busyImageButtonView !== self { return }
        touched = false
        if let location = touches.first?.location(in: self) {
            if visibleImageRect.contains(location) {
                visualResponseOfFinishedTap()
                return
            }
        }
        Self.busyImageButtonView = nil
    }
    
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if Self.busyImageButtonView !== self { return }
        if let location = touches.first?.location(in: self) {
            if visibleImageRect.contains(location) {
                touched = true
            } else {
                touched = false
            }
        }
    }
    
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if Self.busyImageButtonView !== self { return }
        touched = false
        Self.busyImageButtonView = nil
    }
    
    /// Add a scale-down-and-up animation with key: "pop" to its ImageView layer
    private func visualResponseOfFinishedTap() {
        let keyframeAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
        keyframeAnimation.keyTimes = [0.2, 0.4, 1.0]
        keyframeAnimation.values = [0.9, 1.2, 1.0]
        keyframeAnimation.duration = 0.3
        keyframeAnimation.delegate = self
        keyframeAnimation.isRemovedOnCompletion = false
        keyframeAnimation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        layer.add(keyframeAnimation, forKey: "pop")
        transform = CGAffineTransform(scaleX: 1, y: 1)
    }
    
    /// Add action to be executed after animations completion
    func addAction(_ action: @escaping () -> Void) {
        targets.append(action)
    }
    
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        Self.busyImageButtonView = nil
        if anim === layer.animation(forKey: "pop") {
            layer.removeAnimation(forKey: "pop")
            executeCompletionHandlers()
        }
    }
    
    private func executeCompletionHandlers() {
        for target in targets {
            target()
        }
    }
}

class ViewController: UIViewController {
    @IBOutlet weak var saveButton: ImageButtonView!
    @IBOutlet weak var cancelButton: ImageButtonView!
    
    override func viewDidLoad() {
        super.viewDidLoad()
        cancelButton.addAction { [weak self] in
            let alert = UIAlertController(title: "Cancel",
                                          message: nil,
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .cancel))
            self?.present(alert, animated: true)
        }
        saveButton.addAction { [weak self] in
            let alert = UIAlertController(title: "Save",
                                          message: nil,
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .cancel))
            self?.present(alert, animated: true)
        }
    }
}
