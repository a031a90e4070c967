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

    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.15
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    heart.backgroundColor = UIColor(white: 0.8, alpha: 1)
    heart.layer.cornerRadius = 12
    countLabel.textAlignment = .center
    countLabel.font = .systemFont(ofSize: 14)
    countLabel.text = "No likes yet"
    likeButton.setTitle("Like", for: .normal)
    likeButton.addTarget(self, action: #selector(likeTapped(_:)), for: .touchUpInside)

    view.addSubview(card)
    for subview in [heart, countLabel, likeButton] { card.addSubview(subview) }
    for subview in [card, heart, countLabel, likeButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: view.topAnchor, constant: 15),
      card.heightAnchor.constraint(equalToConstant: 120),

      heart.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      heart.topAnchor.constraint(equalTo: card.topAnchor, constant: 24),
      heart.widthAnchor.constraint(equalToConstant: 24),
      heart.heightAnchor.constraint(equalTo: heart.widthAnchor),

      countLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      countLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      countLabel.topAnchor.constraint(equalTo: heart.bottomAnchor, constant: 8),
      countLabel.heightAnchor.constraint(equalToConstant: 20),

      likeButton.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      likeButton.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 4),
      likeButton.widthAnchor.constraint(equalToConstant: 80),
      likeButton.heightAnchor.constraint(equalToConstant: 32),
    ])

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
