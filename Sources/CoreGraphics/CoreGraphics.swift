// `import CoreGraphics` on Linux: what SwiftUI code and the libraries that
// say `#if canImport(CoreGraphics)` reach of Core Graphics. Foundation on
// Linux has part of its geometry (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`), re-exported here as Apple's module has it; the rest
// (`CGAffineTransform`, `CGVector`, `CGLineCap`, `CGLineJoin`) is
// AnimationCore's, re-exported by name (AnimationCore's other names stay
// out of a file that imports only CoreGraphics). This module adds the
// colors. UIKit and SwiftUI re-export it, as on iOS.
@_exported import Foundation

@_exported import struct AnimationCore.CGAffineTransform
@_exported import enum AnimationCore.CGLineCap
@_exported import enum AnimationCore.CGLineJoin
@_exported import struct AnimationCore.CGVector
