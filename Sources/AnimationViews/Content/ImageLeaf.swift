import AnimationCore
import AnimationRuntime
import Foundation

/// An image as a view: an asset's file or a labeled placeholder, sized as
/// ``Image`` says. While a change of its symbol animates under a symbol
/// effect transition, it draws the old and the new symbol (``ImageChange``).
final class ImageLeaf: NodePrimitive, NodeLayout, NodeDrawing {
    struct Content: Equatable {
        var name: String
        var asset: AssetCatalog.ImageAsset?
        var symbolSide: CGFloat
        var isResizable: Bool
        var capInsets: EdgeInsets
        var resizingMode: Image.ResizingMode
        var interpolation: Image.Interpolation
        var isTemplate: Bool
        /// A symbol's outline, when the symbol table has one.
        var glyph: Path? = nil

        /// The display-list content: `tint` fills a template image.
        func item(tint: DisplayList.Paint) -> DisplayList.ImageContent {
            DisplayList.ImageContent(
                name: name, asset: asset, naturalSize: naturalSize,
                capInsets: isResizable ? capInsets : EdgeInsets(),
                resizingMode: isResizable ? resizingMode : .stretch,
                interpolation: interpolation,
                // A symbol's outline that is not a template (original or
                // multicolor) is drawn black, its own colors being unknown.
                tint: isTemplate ? tint : nil, glyph: glyph)
        }

        /// The size the image has on its own.
        var naturalSize: CGSize {
            if let asset { return asset.size }
            return symbolSide > 0 ? CGSize(width: symbolSide, height: symbolSide) : Image.placeholderSize
        }
    }

    var content: Content?
    let tint: PaintAttribute
    /// Whether it draws as a placeholder block (`redacted(reason: .placeholder)`).
    var redacted = false
    /// The symbol being replaced, while the change animates.
    private var change: ImageChange?
    /// The progress of changes (made for the first animated change).
    private var progress: AnimatedValue<Double>?

    init(tint: PaintAttribute) {
        self.tint = tint
    }

    /// The content changes: a symbol replaced under a symbol effect
    /// transition, in a transaction with an animation, animates; anything
    /// else shows at once.
    func change(from old: Content?, to new: Content, node: ViewNode, in context: ViewContext) {
        guard let old, let (effect, speed) = ImageChange.effect(from: old, to: new, in: context) else {
            progress?.removeAllAnimations()
            change = nil
            return
        }
        let progress = self.progress ?? node.makeAttribute("symbolReplace", initial: 0.0, role: .drawing)
        self.progress = progress
        // A change that interrupts another starts over from the symbol shown now.
        progress.removeAllAnimations()
        progress.set(0, transaction: Transaction(), at: context.time)
        change = ImageChange(old: old, effect: effect)
        var timed = context
        timed.transaction.animation = context.transaction.animation?.speed(speed)
        node.animate(progress, to: 1, in: timed)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        guard let content else { return .zero }
        let natural = content.naturalSize
        guard content.isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    /// A symbol that is not resizable is text-like in a vertical stack:
    /// text above or below it touches it, as SwiftUI's symbol images carry
    /// 0 in the text-to-text category (a public render shows it: see
    /// `StackSpacingTests`). Beside other views, and for other images, the
    /// default (see ``AnimationEngine/LayoutSpacing``).
    func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        guard let content, content.asset == nil, content.symbolSide > 0, !content.isResizable else { return .standard }
        let edge = LayoutSpacing.EdgeValues(textToText: .distance(0))
        return LayoutSpacing(top: edge, bottom: edge)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        guard let content else { return }
        let paint = tint.paint(in: item.frame)
        item.opacity = redacted ? Redaction.opacity : 1
        if redacted {
            item.content = .shape(Path(item.frame), paint: paint, stroke: nil)
            item.children = []
            return
        }
        guard let change, let progress, progress.presentation < 1 else {
            item.content = .image(content.item(tint: paint))
            item.children = []
            return
        }
        item.content = nil
        item.children = change.items(to: content, in: item.frame, tint: paint, progress: progress.presentation)
    }
}
