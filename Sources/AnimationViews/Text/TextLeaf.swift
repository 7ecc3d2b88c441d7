import AnimationCore
import AnimationRuntime
import Foundation

extension Text: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        guard hasLiveDates else {
            show(node, in: context).keepTime(false, node: node)
            return
        }
        let shown = showing(at: node.graph.clock.date(at: context.time))
        shown.text.show(node, in: context).keepTime(shown.changes, node: node)
    }

    /// Brings the node up to date with this text's characters; returns
    /// its leaf.
    @MainActor @discardableResult
    private func show(_ node: ViewNode, in context: ViewContext) -> TextLeaf {
        let foreground = ForegroundStyle()._resolvePaint(in: context.environment)
        let leaf = node.ownPrimitive {
            TextLeaf(string: string, paint: PaintAttribute("foregroundColor", initial: foreground, node: node))
        }
        let graph = node.graph
        let layout = TextLayout(
            runs: resolvedRuns(in: context.environment) { $0.leafContent(in: $1, graph: graph) }, options: context.environment.textLayoutOptions)
        let newString = string
        if leaf.string != newString {
            leaf.change(to: newString, node: node, in: context)
        }
        if leaf.layout.map({ !$0.isSame(as: layout) }) ?? true {
            leaf.layout = layout
            leaf.cached.removeAll()
            node.invalidateLayout()
        }
        if case .numericValue(let value) = context.environment.contentTransition.kind { leaf.numericValue = value }
        let redacted = context.environment.redactionReasons.contains(.placeholder)
        if leaf.redacted != redacted {
            leaf.redacted = redacted
            node.invalidateDrawing()
        }
        leaf.paint.update(to: foreground, node: node, in: context)
        let renderer = context.environment.textRenderer
        if renderer != nil || leaf.renderer != nil {
            leaf.renderer = renderer.map { TextLeaf.Rendering(renderer: $0, environment: context.environment) }
            node.invalidateLayout()
            node.invalidateDrawing()
        }
        node.removeChildren()
        return leaf
    }
}

extension TextLayout {
    /// Whether two layouts lay out the same characters in the same faces
    /// and options (paints aside, which only redraw).
    func isSame(as other: TextLayout) -> Bool {
        guard options == other.options, runs.count == other.runs.count else { return false }
        for (a, b) in zip(runs, other.runs) {
            guard a.string == b.string, a.face == b.face, a.tabularDigits == b.tabularDigits, a.spacing == b.spacing, a.custom == b.custom,
                a.baselineOffset == b.baselineOffset,
                a.extraLeading == b.extraLeading, a.interlineGap == b.interlineGap, a.paint == b.paint, a.underline == b.underline,
                a.strikethrough == b.strikethrough, a.underlineColor == b.underlineColor,
                a.strikethroughColor == b.strikethroughColor, a.attachment == b.attachment
            else { return false }
        }
        return true
    }
}

/// Text as a view: laid out by `TextLayout` for the size it is offered
/// (the last layout kept), drawn in its animated foreground style. While a
/// change of its string animates (see ``ContentTransition``), it draws the
/// old and the new string as items of its own.
final class TextLeaf: NodePrimitive, NodeLayout, NodeDrawing {
    private(set) var string: String
    let paint: PaintAttribute
    var layout: TextLayout?
    /// The last two layouts (what sizing asked for, and the frame drawing
    /// asks for): the width and height each was made for, and its result.
    var cached: [(width: CGFloat?, height: CGFloat?, result: TextLayout.Result)] = []
    /// The string being replaced, and how, while a change animates.
    private var change: TextChange?
    /// The progress of changes (made for the first animated change).
    private var progress: AnimatedValue<Double>?
    /// The number a `numericText(value:)` transition last showed.
    var numericValue: Double?
    /// Whether it draws as placeholder bars (`redacted(reason: .placeholder)`).
    var redacted = false
    /// A `textRenderer` that draws the text, and the environment it draws in.
    var renderer: Rendering?
    /// Re-runs the text while its live dates change (see ``keepTime(_:node:)``).
    var clock: FrameDriver?

    struct Rendering {
        let renderer: _AnyTextRenderer
        let environment: EnvironmentValues
    }

    init(string: String, paint: PaintAttribute) {
        self.string = string
        self.paint = paint
    }

    /// The string changes: in a transaction with an animation, as the
    /// environment's content transition says.
    func change(to newString: String, node: ViewNode, in context: ViewContext) {
        let transition = context.environment.contentTransition
        var countsDown = false
        switch transition.kind {
        case .numeric(let down): countsDown = down
        case .numericValue(let value):
            countsDown = numericValue.map { value < $0 } ?? false
        default: break
        }
        let old = layout
        string = newString
        guard context.transaction.animation != nil, transition.kind != .identity, let old else {
            progress?.removeAllAnimations()
            change = nil
            return
        }
        let progress = self.progress ?? node.makeAttribute("contentTransition", initial: 0.0, role: .drawing)
        self.progress = progress
        // A change that interrupts another starts over from the string shown
        // now (the earlier change's animation is removed).
        progress.removeAllAnimations()
        progress.set(0, transaction: Transaction(), at: context.time)
        change = TextChange(old: old, kind: transition.kind, countsDown: countsDown)
        node.animate(progress, to: 1, in: context)
        node.invalidateDrawing()
    }

    /// The layout for an offered size, from the cache when it is one of
    /// the last two.
    func result(width: CGFloat?, height: CGFloat?) -> TextLayout.Result? {
        guard let layout else { return nil }
        if let hit = cached.first(where: { $0.width == width && $0.height == height }) { return hit.result }
        let result = layout.layout(width: width, height: height)
        if cached.count == 2 { cached.removeFirst() }
        cached.append((width, height, result))
        return result
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let own = { (proposal: ProposedViewSize) in self.result(width: proposal.width, height: proposal.height)?.size ?? .zero }
        if let renderer {
            return renderer.renderer.size(ProposedViewSize(width: proposal.width, height: proposal.height), TextProxy(measure: own))
        }
        return own(ProposedViewSize(width: proposal.width, height: proposal.height))
    }

    /// The first and last text baselines: where the first and last lines'
    /// baselines are, laid out at `size`.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        let first = ObjectIdentifier(key.id) == ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self)
        guard first || ObjectIdentifier(key.id) == ObjectIdentifier(VerticalAlignment.LastTextBaseline.self),
            let textLayout = self.layout, let result = result(width: size.width, height: size.height),
            !result.lines.isEmpty
        else { return nil }
        return first ? result.lines[0].ascent : textLayout.lastBaseline(of: result)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        guard let layout, let result = result(width: item.frame.width, height: item.frame.height) else { return }
        let frame = item.frame
        let foreground = paint.paint(in: frame)
        func paintOf(_ own: _ResolvedShapeStyle?) -> DisplayList.Paint { own?.paint(in: frame) ?? foreground }
        item.opacity = redacted ? Redaction.opacity : 1
        // The foreground's shadow, or the one a style of the text's own
        // casts (`Text.foregroundStyle`): an item has one.
        item.shadow = redacted ? nil : paint.shadow ?? layout.runs.lazy.compactMap({ $0.paint?.shadow }).first
        if redacted {
            item.content = .shape(Redaction.bars(of: layout.draw(result, in: frame, paint: paintOf)), paint: foreground, stroke: nil)
            item.children = []
            return
        }
        if let renderer {
            draw(with: renderer, layout: layout, result: result, into: &item, of: node, paint: paintOf)
            return
        }
        guard let change, let progress, progress.presentation < 1 else {
            let drawn = layout.drawRuns(result, in: frame, paint: paintOf)
            item.content = .text(drawn.text)
            item.children = drawn.images
            return
        }
        item.content = nil
        item.children = change.items(to: layout, in: frame, paint: paintOf, progress: progress.presentation)
    }

    /// The text drawn by a `textRenderer`: its layout at the origin, drawn
    /// into a context at the text's frame; the items the renderer records
    /// are the text's.
    private func draw(
        with rendering: Rendering, layout: TextLayout, result: TextLayout.Result, into item: inout DisplayList.Item, of node: ViewNode,
        paint: (_ResolvedShapeStyle?) -> DisplayList.Paint
    ) {
        let frame = item.frame
        let drawn = layout.drawRuns(result, in: CGRect(origin: .zero, size: frame.size), paint: paint)
        let textLayout = Text.Layout(drawn.text, sources: drawn.sources, runs: layout.runs, result: result)
        let canvas = CanvasLayer(), resources = CanvasResources()
        resources.owner = node.weakReference
        var context = GraphicsContext(layer: canvas, resources: resources, origin: frame.origin, size: frame.size, environment: rendering.environment)
        node.graph.updates.evaluatingUserCode { rendering.renderer.draw(textLayout, &context) }
        item.content = nil
        // Its images are drawn where the layout sets them, as they are.
        item.children = canvas.items + (drawn.images.isEmpty ? [] : layout.drawRuns(result, in: frame, paint: paint).images)
    }
}
