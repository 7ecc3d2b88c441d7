import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into a context, in the layer's
    /// coordinates (see ``CALayer`` for what is drawn). A hidden layer, or
    /// one of zero opacity, draws nothing.
    ///
    /// - Parameter ctx: The context.
    public func render(in ctx: CGContext) {
        render(in: ctx, then: { _ in })
    }

    /// Draws the layer as ``render(in:)`` does, running `inside` (a view's
    /// own drawing and subviews) after the sublayers and before the
    /// border, in the layer's coordinates, alpha and clip.
    func render(in ctx: CGContext, then inside: (CGContext) -> Void) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setAlpha(ctx.state.alpha * CGFloat(min(opacity, 1)))
        let outline = roundedOutline()
        if let backgroundColor {
            ctx.addPath(outline)
            ctx.setFillColor(backgroundColor)
            ctx.fillPath()
        }
        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        drawContent(in: ctx)
        draw(in: ctx)
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            let frame = sublayer.frame
            // The sublayer's origin, then its transform about its anchor.
            ctx.translateBy(x: sublayer.position.x, y: sublayer.position.y)
            ctx.concatenate(sublayer.affineTransform())
            ctx.translateBy(
                x: -frame.width * sublayer.anchorPoint.x - sublayer.bounds.minX, y: -frame.height * sublayer.anchorPoint.y - sublayer.bounds.minY)
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        inside(ctx)
        ctx.restoreGState()
        if borderWidth > 0, let borderColor {
            let inset = borderWidth / 2
            let border = CGPath(
                roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerWidth: max(cornerRadius - inset, 0),
                cornerHeight: max(cornerRadius - inset, 0), transform: nil)
            ctx.addPath(borderWidth * 2 >= min(bounds.width, bounds.height) ? CGPath(rect: bounds, transform: nil) : border)
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.strokePath()
        }
    }

    /// The bounds rounded by the corner radius (at most half the shorter
    /// side).
    func roundedOutline() -> CGPath {
        let radius = min(max(cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        guard radius > 0, radius.isFinite else { return CGPath(rect: bounds, transform: nil) }
        return CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }
}
