//
//  LikeViewController.swift
//  PopAndFlip (iOS)
//
//  The app's own file, as Xcode compiles it for iOS. The LikeTests target compiles it on
//  Linux, unchanged, through the FlipbookPort plugin.
//

import UIKit

/// A photo card with a like button: tapping the button, or double-tapping the card, likes
/// the photo. The heart pops, turns red, and the count goes up.
class LikeViewController: UIViewController {
  private let card = UIView()
  private let heart = UIView()
  private let countLabel = UILabel()
  let likeButton = UIButton(type: .system)

  @IBInspectable var popScale: CGFloat = 1.4
  private(set) var likes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 13.0, *) {
      view.backgroundColor = .secondarySystemBackground
    } else {
      view.backgroundColor = UIColor(white: 0.94, alpha: 1)
    }

    card.frame = CGRect(x: 20, y: 15, width: 180, height: 120)
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.15
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    view.addSubview(card)

    heart.frame = CGRect(x: 78, y: 24, width: 24, height: 24)
    heart.backgroundColor = UIColor(white: 0.8, alpha: 1)
    heart.layer.cornerRadius = 12
    card.addSubview(heart)

    countLabel.frame = CGRect(x: 0, y: 56, width: 180, height: 20)
    countLabel.textAlignment = .center
    countLabel.font = .systemFont(ofSize: 14)
    countLabel.text = "No likes yet"
    card.addSubview(countLabel)

    likeButton.frame = CGRect(x: 50, y: 80, width: 80, height: 32)
    likeButton.setTitle("Like", for: .normal)
    likeButton.addTarget(self, action: #selector(likeTapped(_:)), for: .touchUpInside)
    card.addSubview(likeButton)

    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(cardDoubleTapped))
    doubleTap.numberOfTapsRequired = 2
    card.addGestureRecognizer(doubleTap)
  }

  @IBAction private func likeTapped(_ sender: UIButton) {
    like()
  }

  @objc private func cardDoubleTapped() {
    like()
  }

  private func like() {
    likes += 1
    countLabel.text = likes == 1 ? "1 like" : "\(likes) likes"

    let pop = CAKeyframeAnimation(keyPath: "transform.scale")
    pop.values = [1, popScale, 1]
    pop.keyTimes = [0, 0.4, 1]
    pop.duration = 0.4
    heart.layer.add(pop, forKey: "pop")

    UIView.animate(withDuration: 0.3) {
      self.heart.backgroundColor = .systemRed
    }
  }
}
