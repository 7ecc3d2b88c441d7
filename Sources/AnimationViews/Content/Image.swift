import AnimationCore
import Foundation

/// A view that displays an image by name.
///
/// The headless host has no images: an image is a named placeholder of
/// ``placeholderSize``.
public struct Image: Equatable, Sendable {
    /// The image's name (`systemName` images are prefixed with `system:`).
    public let name: String

    /// The size of every image, in points.
    public static let placeholderSize = CGSize(width: 64, height: 64)

    /// Creates an image from a named resource.
    ///
    /// - Parameter name: The name.
    nonisolated public init(_ name: String) {
        self.name = name
    }

    /// Creates a system symbol image.
    ///
    /// - Parameter systemName: The symbol's name.
    nonisolated public init(systemName: String) {
        self.name = "system:" + systemName
    }

}

extension Image: View {
    /// Draws the image.
    public var body: Never { neverBody }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let leaf = node.ownPrimitive { ImageLeaf(name: name) }
        if leaf.name != name {
            leaf.name = name
            node.invalidateDrawing()
        }
        node.removeChildren()
    }
}

/// An image as a view: a named placeholder of ``Image/placeholderSize``.
final class ImageLeaf: NodePrimitive {
    var name: String

    init(name: String) {
        self.name = name
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        Image.placeholderSize
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.content = .image(name)
    }
}
