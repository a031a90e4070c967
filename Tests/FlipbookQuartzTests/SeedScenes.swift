// The seeds' modules are part of the package when FLIPBOOK_SEEDS=1 (Scripts/test sets it).
#if FLIPBOOK_SEEDS
  import Flipbook
  import FlipbookQuartz
  import Foundation
  import Geometry
  import Interaction
  import Pixels
  import ProcessServices
  import Scenes
  import Testing

  @testable import SeedButtonFromImage
  @testable import SeedButtonStates
  @testable import SeedFlip
  @testable import SeedFluidButton
  @testable import SeedImageButton
  @testable import SeedRotation

  /// The seeds' own code set up as the native demos are: the same canvas, images, frames and
  /// touch script, with the views made as a storyboard would make them.
  enum SeedScenes {
    /// Seed 000: two `ImageButtonView`s; each action shows the demo's alert.
    static func buttonPop() throws -> Scene {
      let size = Size(width: 320, height: 240)
      let scene = Scene(size: size, duration: 8.4)
      let window = UIWindow(scene: scene)
      for (name, file, title, x) in [
        ("save", "save.png", "Saved", 40.0), ("cancel", "cancel.png", "Cancelled", 180.0),
      ] {
        let image = UIImage(
          flipbookImage: try Image(contentsOfPNGFile: BundledAssets.path(file)), scale: 2)
        let storyboard = StoryboardCoder(
          frame: CGRect(x: x, y: 70, width: 100, height: 100), image: image,
          contentMode: .scaleAspectFit, name: name)
        let button = try #require(ImageButtonView(coder: storyboard))
        button.addAction { [unowned scene] in
          AlertPanel(title: title, sceneSize: size, timeline: scene.timeline).present(
            in: scene.touches)
        }
        window.addSubview(button)
      }
      scene.touches.run(try script("button-pop"))
      return scene
    }

    /// Seed 000, version 1: the controller's two image views where the demo puts its buttons,
    /// connected as a storyboard connects outlets before `viewDidLoad`.
    static func buttonPopVersion1() throws -> Scene {
      let scene = Scene(size: Size(width: 320, height: 240), duration: 8.4)
      let window = UIWindow(scene: scene)
      let controller = SeedButtonFromImage.ViewController()
      controller.view = UIView(frame: .zero)
      var imageViews: [UIImageView] = []
      for (file, x) in [("save.png", 40.0), ("cancel.png", 180.0)] {
        let image = UIImage(
          flipbookImage: try Image(contentsOfPNGFile: BundledAssets.path(file)), scale: 2)
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: x, y: 70, width: 100, height: 100)
        imageView.contentMode = .scaleAspectFit
        controller.view.addSubview(imageView)
        imageViews.append(imageView)
      }
      controller.saveImageView = imageViews[0]
      controller.cancelImageView = imageViews[1]
      controller.viewDidLoad()
      window.rootViewController = controller
      scene.touches.run(try script("button-pop"))
      return scene
    }

    /// Seed 001: the view controller's 300 × 200 view where the demo puts its container.
    static func flip() throws -> Scene {
      let scene = Scene(size: Size(width: 340, height: 360), duration: 3.6)
      let window = UIWindow(scene: scene)
      let controller = SeedFlip.ViewController()
      window.rootViewController = controller
      controller.view.frame = CGRect(x: 20, y: 80, width: 300, height: 200)
      scene.touches.run(try script("flip"))
      return scene
    }

    /// Seed 003: the recogniser on the controller's view and the image it turns.
    static func rotation() throws -> Scene {
      let scene = Scene(size: Size(width: 320, height: 320), duration: 6.2)
      let window = UIWindow(scene: scene)
      let controller = SeedRotation.ViewController()
      window.rootViewController = controller
      let image = UIImage(
        flipbookImage: try Image(contentsOfPNGFile: BundledAssets.path("arrow.png")), scale: 2)
      let logo = UIImageView(image: image)
      logo.frame = CGRect(x: 100, y: 100, width: 120, height: 120)
      logo.contentMode = .scaleAspectFit
      controller.view.addSubview(logo)
      controller.appleLogo = logo
      scene.touches.run(try script("rotation"))
      return scene
    }

    /// Seed 002: four `Button`s set up as the `button-states` demo's; "Follow" toggles its
    /// selection on touch-up-inside.
    static func buttonStates() throws -> Scene {
      let scene = Scene(size: Size(width: 320, height: 260), duration: 6.6)
      let window = UIWindow(scene: scene)
      func button(_ y: CGFloat, _ title: String) -> SeedButtonStates.Button {
        let button = SeedButtonStates.Button(frame: CGRect(x: 40, y: y, width: 240, height: 44))
        button.setTitle(title: title, forState: .normal)
        window.addSubview(button)
        return button
      }
      button(30, "Download").setTitle(title: "Release to start", forState: .highlighted)
      _ = button(86, "Share")
      button(142, "Delete").isEnabled = false
      let follow = button(198, "Follow")
      follow.setTitle(title: "Following", forState: .selected)
      follow.setTitle(title: "Following", forState: [.selected, .highlighted])
      follow.setTitleColor(color: UIColor(white: 0.45, alpha: 1), forState: .selected)
      follow.addTarget(follow, action: SeedButtonStates.Button.toggleSelected, for: .touchUpInside)
      scene.touches.run(try script("button-states"))
      return scene
    }

    /// Seed 004: a flat and a ghost button where the `fluid-button` demo puts its two.
    static func fluidButton() throws -> Scene {
      let scene = Scene(size: Size(width: 320, height: 180), duration: 5.0)
      let window = UIWindow(scene: scene)
      for (title, style, x) in [
        ("Flat", SeedFluidButton.ButtonStyle.flat, 24.0), ("Ghost", .ghost, 172.0),
      ] {
        let button = SeedFluidButton.Button(style: style)
        button.frame = CGRect(x: x, y: 62, width: 124, height: 56)
        button.setTitle(title, for: .normal)
        button.layer.name = title
        window.addSubview(button)
      }
      scene.touches.run(try script("fluid-button"))
      return scene
    }

    /// The touches of the built-in scene `name`, as its scene file gives them.
    private static func script(_ name: String) throws -> TouchScript {
      try SceneFile.builtIn(named: name).contents.touchScript
    }
  }

  extension SeedButtonStates.Button {
    /// The demo's `toggleSelected` action.
    func toggleSelected() {
      isSelected.toggle()
    }
  }
#endif
