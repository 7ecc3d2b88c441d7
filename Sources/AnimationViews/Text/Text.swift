import AnimationCore
import AnimationRuntime
import Foundation

/// A view that displays text.
///
/// Text is measured with real font metrics (see ``Font``) and wraps to the
/// width it is offered; see `TextLayout` for the rules. Texts joined with
/// `+` keep each part's font and color.
public struct Text: Equatable, Sendable {
    /// A part of the text with its own attributes.
    struct Run: Equatable, Sendable {
        var string: String
        var attributes: TextRunAttributes
    }

    var runs: [Run]

    init(runs: [Run]) {
        self.runs = runs
    }

    /// Creates a text view from a string literal (see
    /// ``LocalizedStringKey``).
    ///
    /// - Parameters:
    ///   - key: The text.
    ///   - tableName: A localization table (unused: the key is the text).
    ///   - bundle: A bundle (unused).
    ///   - comment: A comment for translators (unused).
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.styledRuns ?? InlineMarkdown.runs(key.markdownSource) ?? [Run(string: key.key, attributes: TextRunAttributes())]
    }

    /// Creates a text view from a string.
    ///
    /// - Parameter content: The text.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content), attributes: TextRunAttributes())]
    }

    /// Creates a text view without localization.
    ///
    /// - Parameter content: The text.
    nonisolated public init(verbatim content: String) {
        runs = [Run(string: content, attributes: TextRunAttributes())]
    }

    /// Creates a text view of a value formatted with a format style.
    ///
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The format style.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(string: format.format(input), attributes: TextRunAttributes())]
    }

    /// The characters of the text.
    package var string: String { runs.map(\.string).joined() }

    /// The text followed by another, each keeping its attributes.
    ///
    /// - Parameters:
    ///   - lhs: The first text.
    ///   - rhs: The second text.
    /// - Returns: Both.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// Sets an attribute on every part that does not set it itself.
    nonisolated func with(_ attributes: TextRunAttributes) -> Text {
        Text(runs: runs.map { Run(string: $0.string, attributes: $0.attributes.over(attributes)) })
    }

    /// The text in a font.
    ///
    /// - Parameter font: The font; `nil` for the environment's.
    /// - Returns: The text.
    nonisolated public func font(_ font: Font?) -> Text { with(TextRunAttributes(font: font)) }

    /// The text in a weight.
    ///
    /// - Parameter weight: The weight; `nil` for the font's.
    /// - Returns: The text.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { with(TextRunAttributes(weight: weight)) }

    /// The text in a design.
    ///
    /// - Parameter design: The design; `nil` for the font's.
    /// - Returns: The text.
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text { with(TextRunAttributes(design: design)) }

    /// The text in bold.
    ///
    /// - Returns: The text.
    nonisolated public func bold() -> Text { with(TextRunAttributes(weight: .bold)) }

    /// The text in bold, or as it is.
    ///
    /// - Parameter isActive: Whether bold.
    /// - Returns: The text.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text in italics.
    ///
    /// - Returns: The text.
    nonisolated public func italic() -> Text { with(TextRunAttributes(italic: true)) }

    /// The text in italics, or as it is.
    ///
    /// - Parameter isActive: Whether italic.
    /// - Returns: The text.
    nonisolated public func italic(_ isActive: Bool) -> Text { with(TextRunAttributes(italic: isActive)) }

    /// The text in the monospaced face.
    ///
    /// - Parameter isActive: Whether monospaced; `true` when omitted.
    /// - Returns: The text.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text { with(TextRunAttributes(monospaced: isActive)) }

    /// The text with digits of equal widths: each advances as far as the
    /// face's widest digit.
    ///
    /// - Returns: The text.
    nonisolated public func monospacedDigit() -> Text { with(TextRunAttributes(monospacedDigit: true)) }

    /// The text in a color.
    ///
    /// - Parameter color: The color; `nil` for the environment's foreground.
    /// - Returns: The text.
    nonisolated public func foregroundColor(_ color: Color?) -> Text { with(TextRunAttributes(color: color)) }

    /// The text in a style.
    ///
    /// - Parameter style: The style; a gradient spans the whole text's frame.
    /// - Returns: The text.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with(TextRunAttributes(style: AnyShapeStyle(style))) }

    /// The text underlined.
    ///
    /// - Parameters:
    ///   - isActive: Whether underlined; `true` when omitted.
    ///   - pattern: The line's pattern; solid when omitted.
    ///   - color: The line's color; the text's when omitted.
    /// - Returns: The text.
    nonisolated public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with(TextRunAttributes(underline: .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)))
    }

    /// The text struck through.
    ///
    /// - Parameters:
    ///   - isActive: Whether struck through; `true` when omitted.
    ///   - pattern: The line's pattern; solid when omitted.
    ///   - color: The line's color; the text's when omitted.
    /// - Returns: The text.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with(TextRunAttributes(strikethrough: .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)))
    }

    /// The text with space after each character.
    ///
    /// - Parameter kerning: Points.
    /// - Returns: The text.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { with(TextRunAttributes(kerning: kerning)) }

    /// The text with space after each character.
    ///
    /// - Parameter tracking: Points.
    /// - Returns: The text.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { with(TextRunAttributes(tracking: tracking)) }

    /// The text moved up from its baseline.
    ///
    /// - Parameter baselineOffset: Points up.
    /// - Returns: The text.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with(TextRunAttributes(baselineOffset: baselineOffset)) }

    /// The text's runs resolved in an environment.
    func resolvedRuns(in environment: EnvironmentValues) -> [ResolvedTextRun] {
        let outer = environment.textRunAttributes
        return runs.flatMap { run in
            let attributes = run.attributes.over(outer)
            let font = attributes.font ?? environment.font ?? .body
            let traits = font.traits
            let weight = attributes.weight ?? traits.weight
            var design = attributes.design ?? traits.design
            if attributes.monospaced == true { design = .monospaced }
            let italic = attributes.italic ?? traits.italic
            let tabularDigits = attributes.monospacedDigit ?? font.isMonospacedDigit
            // Text styles (and custom fonts relative to one) follow their
            // curves across Dynamic Type sizes; fixed sizes do not.
            let size = font.size(at: environment.dynamicTypeSize)
            let metrics = Font.metrics(weight: weight, design: design, italic: italic, size: size)
            let extraLeading: CGFloat =
                switch font.leadingOverride {
                case .tight: -0.1 * size
                case .loose: 0.1 * size
                default: 0
                }
            // The system font's sans designs are tracked by size, as San
            // Francisco is.
            let automaticTracking =
                font.isSystemFont && (design == .default || design == .rounded) ? Font.systemTracking(atSize: size) : 0
            var paint: _ResolvedShapeStyle?
            if let style = attributes.style {
                paint = style._resolvePaint(in: environment)
            } else if let color = attributes.color {
                paint = .color(color.resolve(in: environment))
            }
            return ResolvedTextRun(
                string: run.string, metrics: metrics, tabularDigits: tabularDigits,
                face: DisplayList.FontFace(
                    family: metrics.family, size: size, weight: weight.value, italic: italic,
                    widthScale: (attributes.width ?? font.widthOverride ?? .standard).horizontalScale),
                spacing: (attributes.kerning ?? 0) + (attributes.tracking ?? 0) + automaticTracking,
                baselineOffset: attributes.baselineOffset ?? 0,
                extraLeading: extraLeading,
                interlineGap: font.interlineGap(
                    faceLineHeight: metrics.ascent + metrics.descent + metrics.leading, at: environment.dynamicTypeSize),
                paint: paint,
                underline: attributes.underline ?? nil, strikethrough: attributes.strikethrough ?? nil,
                underlineColor: (attributes.underline ?? nil)?.color?.resolve(in: environment),
                strikethroughColor: (attributes.strikethrough ?? nil)?.color?.resolve(in: environment),
                custom: attributes.custom
            ).splitIntoSmallCapitals(font.smallCapitals)
        }
    }
}

extension Text: View {
    /// Draws the text.
    public var body: Never { neverBody }
}

extension Text: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let foreground = ForegroundStyle()._resolvePaint(in: context.environment)
        let leaf = node.ownPrimitive {
            TextLeaf(string: string, paint: PaintAttribute("foregroundColor", initial: foreground, node: node))
        }
        let layout = TextLayout(runs: resolvedRuns(in: context.environment), options: context.environment.textLayoutOptions)
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
                a.strikethroughColor == b.strikethroughColor
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
            item.content = .text(layout.draw(result, in: frame, paint: paintOf))
            item.children = []
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
        item.children = canvas.items
    }
}
