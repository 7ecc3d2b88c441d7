import AnimationCore
import Foundation

/// A view that displays an image by name.
///
/// The headless host has no image files yet: an image is a labeled
/// placeholder. A named image is ``placeholderSize`` unless it is
/// ``resizable(capInsets:resizingMode:)``, when it takes the size it is
/// offered. A symbol (`Image(systemName:)`) is a square as high as the
/// font's line (see ``Font``) times the image scale (small 0.8, medium 1,
/// large 1.25; SwiftUI does not document symbol sizes).
public struct Image: Equatable, Sendable {
    /// The image's name (`systemName` images are prefixed with `system:`).
    public let name: String
    /// Whether the image takes the size it is offered.
    let isResizable: Bool

    /// The size of every named image that is not resizable, in points.
    public static let placeholderSize = CGSize(width: 64, height: 64)

    /// Creates an image from a named resource.
    ///
    /// - Parameter name: The name.
    nonisolated public init(_ name: String) {
        self.name = name
        isResizable = false
    }

    /// Creates a system symbol image.
    ///
    /// - Parameter systemName: The symbol's name.
    nonisolated public init(systemName: String) {
        self.name = "system:" + systemName
        isResizable = false
    }

    private init(name: String, isResizable: Bool) {
        self.name = name
        self.isResizable = isResizable
    }

    /// The image made to take the size it is offered.
    ///
    /// - Parameters:
    ///   - capInsets: Edges that keep their size when stretched (a
    ///     placeholder has none to keep).
    ///   - resizingMode: Stretch or tile (a placeholder is drawn stretched).
    /// - Returns: The resizable image.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        Image(name: name, isResizable: true)
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiles the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Whether the image is a system symbol.
    var isSymbol: Bool { name.hasPrefix("system:") }
}

/// The scale of symbol images.
public enum ImageScale: Hashable, Sendable, CaseIterable {
    /// 0.8 of the font's line.
    case small
    /// The font's line.
    case medium
    /// 1.25 of the font's line.
    case large

    var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.25
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = ImageScale.medium
}

extension EnvironmentValues {
    /// The scale of symbol images in the view.
    public var imageScale: ImageScale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of symbol images in the view.
    ///
    /// - Parameter scale: The scale.
    /// - Returns: The view.
    nonisolated public func imageScale(_ scale: ImageScale) -> some View {
        environment(\.imageScale, scale)
    }
}

extension Image: View {
    /// Draws the image.
    public var body: Never { neverBody }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        var symbolSide: CGFloat = 0
        if isSymbol {
            // The font's line height: its face's ascent, descent and gap.
            let font = context.environment.font ?? .body
            let traits = font.traits
            let metrics = Font.metrics(weight: traits.weight, design: traits.design, italic: traits.italic)
            let size = font.size.isFinite ? max(font.size, 0) : 17
            symbolSide = (metrics.ascent + metrics.descent + metrics.leading) * size * context.environment.imageScale.factor
        }
        let leaf = node.ownPrimitive { ImageLeaf(name: name, isResizable: isResizable, symbolSide: symbolSide) }
        if leaf.name != name {
            leaf.name = name
            node.invalidateDrawing()
        }
        if leaf.isResizable != isResizable || leaf.symbolSide != symbolSide {
            leaf.isResizable = isResizable
            leaf.symbolSide = symbolSide
            node.invalidateLayout()
        }
        node.removeChildren()
    }
}

/// An image as a view: a labeled placeholder, sized as ``Image`` says.
final class ImageLeaf: NodePrimitive {
    var name: String
    var isResizable: Bool
    var symbolSide: CGFloat

    init(name: String, isResizable: Bool, symbolSide: CGFloat) {
        self.name = name
        self.isResizable = isResizable
        self.symbolSide = symbolSide
    }

    /// The size the image has on its own.
    var naturalSize: CGSize {
        symbolSide > 0 ? CGSize(width: symbolSide, height: symbolSide) : Image.placeholderSize
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        guard isResizable else { return naturalSize }
        return CGSize(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.content = .image(name)
    }
}
