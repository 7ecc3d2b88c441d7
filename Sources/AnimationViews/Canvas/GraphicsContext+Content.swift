import AnimationCore
import Foundation

extension GraphicsContext {
    // MARK: Text

    /// Text resolved in a context's environment, ready to measure and draw.
    public struct ResolvedText {
        let layout: TextLayout
        /// What colors the runs that have no style of their own
        /// (`.foreground` by default: the environment's foreground style).
        public var shading: Shading = .foreground

        /// The size the text takes when offered `size` (lines wrap at its
        /// width).
        ///
        /// - Parameter size: The offered size.
        /// - Returns: The text's size.
        public func measure(in size: CGSize) -> CGSize {
            layout.layout(width: size.width, height: size.height).size
        }

        /// The first line's baseline, from the top, laid out in `size`.
        ///
        /// - Parameter size: The offered size.
        /// - Returns: The distance.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            layout.layout(width: size.width, height: size.height).lines.first?.ascent ?? 0
        }

        /// The last line's baseline, from the top, laid out in `size`.
        ///
        /// - Parameter size: The offered size.
        /// - Returns: The distance.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            layout.lastBaseline(of: layout.layout(width: size.width, height: size.height))
        }
    }

    /// Resolves text in the context's environment (its font, foreground,
    /// dynamic type size).
    ///
    /// - Parameter text: The text.
    /// - Returns: The resolved text.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(
            layout: TextLayout(runs: text.resolvedRuns(in: environment, images: resources.imageContent), options: environment.textLayoutOptions))
    }

    /// Draws resolved text in a rectangle: lines wrap at its width, from
    /// its top-left corner.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - rect: The rectangle, in user space.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            resources.warn("Canvas: text drawn in a rectangle that is not finite is not drawn.")
            return
        }
        let result = text.layout.layout(width: max(rect.width, 0), height: max(rect.height, 0))
        drawText(text, result: result, in: CGRect(origin: rect.origin, size: result.size))
    }

    /// Draws resolved text at its ideal size, placed so that its `anchor`
    /// falls on `point`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - point: The point, in user space.
    ///   - anchor: The text's point placed there (its center by default).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite else {
            resources.warn("Canvas: text drawn at a point that is not finite is not drawn.")
            return
        }
        let result = text.layout.layout(width: nil, height: nil)
        let origin = CGPoint(x: point.x - anchor.x * result.size.width, y: point.y - anchor.y * result.size.height)
        drawText(text, result: result, in: CGRect(origin: origin, size: result.size))
    }

    /// Draws text in a rectangle.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - rect: The rectangle, in user space.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws text at its ideal size, its `anchor` on `point`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - point: The point, in user space.
    ///   - anchor: The text's point placed there.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    private func drawText(_ text: ResolvedText, result: TextLayout.Result, in rect: CGRect) {
        let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
        let fallback =
            text.shading.textPaint(bounds: rect, context: self)
            ?? ForegroundStyle()._resolvePaint(in: environment).paint(in: frame)
        record(text.layout.item(result, in: frame) { own in own?.paint(in: frame) ?? fallback })
    }

    // MARK: Images

    /// An image resolved in a context's environment.
    public struct ResolvedImage {
        let content: ImageLeaf.Content
        /// The image's own size.
        public var size: CGSize { content.naturalSize }
        /// The image's baseline, from its top (its height: images sit on
        /// the baseline).
        public var baseline: CGFloat { content.naturalSize.height }
        /// What fills a template image (a symbol); `nil` uses the
        /// environment's foreground style.
        public var shading: Shading?
    }

    /// Resolves an image in the context's environment (an asset, or a
    /// placeholder with a warning when the assets have none by its name).
    ///
    /// - Parameter image: The image.
    /// - Returns: The resolved image.
    public func resolve(_ image: Image) -> ResolvedImage {
        let content =
            resources.imageContent(image, in: environment)
            ?? ImageLeaf.Content(
                name: image.name, asset: nil, symbolSide: 0, isResizable: true, capInsets: EdgeInsets(),
                resizingMode: .stretch, interpolation: .high, isTemplate: false)
        return ResolvedImage(content: content)
    }

    /// Draws a resolved image scaled to fill a rectangle.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: The rectangle, in user space.
    ///   - style: The fill style (the renderers always antialias).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            resources.warn("Canvas: an image drawn in a rectangle that is not finite is not drawn.")
            return
        }
        let frame = rect.standardized.offsetBy(dx: origin.x, dy: origin.y)
        let tint = (image.shading ?? .foreground).paint(bounds: rect, context: self)
        var content = image.content
        // Drawn in a rectangle, any image scales to it.
        content.isResizable = true
        record(DisplayList.Item(frame: frame, content: .image(content.item(tint: tint))))
    }

    /// Draws a resolved image at its own size, its `anchor` on `point`.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - point: The point, in user space.
    ///   - anchor: The image's point placed there.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                width: size.width, height: size.height))
    }

    /// Draws an image scaled to fill a rectangle.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: The rectangle, in user space.
    ///   - style: The fill style.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its own size, its `anchor` on `point`.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - point: The point, in user space.
    ///   - anchor: The image's point placed there.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    // MARK: Symbols

    /// A view of the canvas's `symbols`, resolved: what it draws, at its
    /// ideal size.
    public struct ResolvedSymbol: Sendable {
        let items: [DisplayList.Item]
        /// Where the symbol was laid out, in host coordinates.
        let frame: CGRect
        /// The symbol's ideal size.
        public var size: CGSize { frame.size }
    }

    /// The symbol view tagged `id` in the canvas's `symbols`, as it is
    /// drawn now; `nil` when there is none.
    ///
    /// - Parameter id: The symbol's tag.
    /// - Returns: The symbol.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        resources.symbol(AnyHashable(id))
    }

    /// Draws a symbol at its ideal size, its `anchor` on `point`.
    ///
    /// - Parameters:
    ///   - symbol: The symbol.
    ///   - point: The point, in user space.
    ///   - anchor: The symbol's point placed there.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(
            symbol,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                width: size.width, height: size.height))
    }

    /// Draws a symbol scaled to fill a rectangle.
    ///
    /// - Parameters:
    ///   - symbol: The symbol.
    ///   - rect: The rectangle, in user space.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            resources.warn("Canvas: a symbol drawn in a rectangle that is not finite is not drawn.")
            return
        }
        let size = symbol.size
        // From where the symbol was laid out to the rectangle.
        let scale = CGAffineTransform(translationX: -symbol.frame.minX, y: -symbol.frame.minY)
            .concatenating(
                CGAffineTransform(
                    scaleX: size.width > 0 ? rect.width / size.width : 1,
                    y: size.height > 0 ? rect.height / size.height : 1)
            )
            .concatenating(CGAffineTransform(translationX: origin.x + rect.minX, y: origin.y + rect.minY))
        var group = DisplayList.Item(frame: symbol.frame, children: symbol.items)
        group.transform = scale.concatenating(itemTransform)
        record(group, transformed: false)
    }
}
