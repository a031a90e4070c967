import FlipbookQuartz
import Foundation
import Pixels
import Testing

/// UIImage(named:) and UIImage(systemName:) return "the image object … or nil if the method
/// could not find the specified image" (UIKit); here the images are the ones registered.
@Suite("UIImage by name")
struct UIImageRegistryTests {
  @Test("a registered asset or symbol comes back by name, with its pixels and scale")
  func registered() throws {
    let logo = UIImage(flipbookImage: Image(width: 6, height: 4, fill: .red), scale: 2)
    UIImage.register(logo, named: "registry-test-logo")
    let found = try #require(UIImage(named: "registry-test-logo"))
    #expect(found.size == CGSize(width: 3, height: 2))
    #expect(found.flipbookImage == logo.flipbookImage)
    let heart = UIImage(flipbookImage: Image(width: 3, height: 3, fill: .blue), scale: 3)
    UIImage.register(heart, systemName: "registry-test.heart.fill")
    #expect(UIImage(systemName: "registry-test.heart.fill")?.scale == 3)
    // An asset and a symbol of one name are different images.
    #expect(UIImage(systemName: "registry-test-logo") == nil)
  }

  @Test("a name with nothing registered gives nil, as on iOS")
  func missing() {
    #expect(UIImage(named: "registry-test-missing") == nil)
    #expect(UIImage(systemName: "registry-test.missing") == nil)
  }
}
