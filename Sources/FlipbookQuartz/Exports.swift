// As `import UIKit` does, `import FlipbookQuartz` brings Foundation (CGFloat, CGPoint,
// CGSize, CGRect, NSNumber, UUID, TimeInterval) along.
@_exported import Foundation
