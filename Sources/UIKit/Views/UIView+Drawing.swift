import AnimationCore
import AnimationViews
import Foundation

extension UIView {
    /// Draws the view and its subviews into the current graphics context
    /// (an image renderer's), scaled from the bounds into `rect`, as UIKit
    /// snapshots a view.
    ///
    /// Each view draws, back to front: its background color, its layer
    /// (``CALayer/render(in:)``: the layer's background, shape and
    /// sublayers, its corners rounded by `cornerRadius`), its ``draw(_:)``
    /// content, its subviews in order (each at its frame under its
    /// `transform`, about its center, and `alpha`), then the layer's
    /// border over them all. A hidden view, or one of alpha 0, draws
    /// nothing; `clipsToBounds` (or the layer's `masksToBounds`) clips the
    /// content and subviews to the rounded bounds. ``layoutSubviews()``
    /// runs first on every view, as a pass of layout would.
    ///
    /// - Parameters:
    ///   - rect: Where the bounds go, in the context's coordinates.
    ///   - afterUpdates: Unused: the view is drawn as it is now.
    /// - Returns: Whether the view was drawn: false without a current
    ///   context or with empty bounds.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
            rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0
        else { return false }
        layOutTree()
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawTree(in: context)
        context.restoreGState()
        return true
    }

    private func layOutTree() {
        layoutSubviews()
        for subview in subviews { subview.layOutTree() }
    }

    /// This view and its subviews, in its bounds' coordinates.
    private func drawTree(in context: CGContext) {
        guard !isHidden, alpha > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setAlpha(context.state.alpha * min(alpha, 1))
        let outline = layer.roundedOutline()
        if let backgroundColor {
            context.addPath(outline)
            context.setFillColor(backgroundColor.cgColor)
            context.fillPath()
        }
        layer.render(in: context) { context in
            if clipsToBounds, !layer.masksToBounds {
                context.addPath(outline)
                context.clip()
            }
            UIGraphicsPushContext(context)
            draw(bounds)
            UIGraphicsPopContext()
            for subview in subviews {
                context.saveGState()
                // The subview's center in this view's bounds, its transform
                // about it, then its own bounds' origin.
                let frame = subview.frame
                context.translateBy(x: frame.midX, y: frame.midY)
                context.concatenate(subview.transform)
                context.translateBy(
                    x: -subview.bounds.width / 2 - subview.bounds.minX, y: -subview.bounds.height / 2 - subview.bounds.minY)
                subview.drawTree(in: context)
                context.restoreGState()
            }
        }
    }
}
