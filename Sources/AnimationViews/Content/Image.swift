import AnimationCore
import Foundation

/// A view that displays an image by name.
///
/// The headless host has no images: an image is a named placeholder of
/// ``placeholderSize``.
public struct Image: View, Equatable {
    /// The image's name (`systemName` images are prefixed with `system:`).
    public let name: String

    /// The size of every image, in points.
    public static let placeholderSize = CGSize(width: 64, height: 64)

    /// Creates an image from a named resource.
    ///
    /// - Parameter name: The name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a system symbol image.
    ///
    /// - Parameter systemName: The symbol's name.
    public init(systemName: String) {
        self.name = "system:" + systemName
    }

    /// Draws the image.
    public var body: Never { neverBody }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .leaf(.image(name))
        node.updateChildren([], in: context)
    }
}
