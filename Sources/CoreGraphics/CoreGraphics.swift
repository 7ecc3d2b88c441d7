// `import CoreGraphics` on Linux: what SwiftUI code and the libraries that
// say `#if canImport(CoreGraphics)` reach of Core Graphics. Foundation on
// Linux has its geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
// `CGAffineTransform`), re-exported here as Apple's module has it; this
// module adds its colors. UIKit and SwiftUI re-export it, as on iOS.
@_exported import Foundation
