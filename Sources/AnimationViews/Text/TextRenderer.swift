import AnimationCore
import Foundation

/// Draws the text views inside a view in its own way, glyph by glyph if it
/// likes, as in SwiftUI (iOS 18): a renderer set with
/// ``AnimationEngine/View/textRenderer(_:)`` draws each text's ``Text/Layout`` into a
/// ``GraphicsContext`` (whose copies can move, fade, blur or turn a line,
/// run or glyph before drawing it). A renderer is `Animatable`: its
/// `animatableData` animates as a view's does, and the text is drawn again
/// at each frame.
public protocol TextRenderer: Animatable {
    /// Draws the laid-out text.
    ///
    /// - Parameters:
    ///   - layout: The text's lines, runs and glyphs, in its own
    ///     coordinates (its top-left corner at the origin).
    ///   - ctx: The context to draw in.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// The size the text takes for a proposal; by default, the text's own.
    ///
    /// - Parameters:
    ///   - proposal: The proposal.
    ///   - text: The text, to measure.
    /// - Returns: The size.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// How far outside its frame the renderer may draw (SwiftUI keeps room
    /// for it; the headless renderers never clip text, so it only records
    /// the renderer's wish).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }

    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text that a ``TextRenderer`` sizes.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The text's own size for a proposal.
    ///
    /// - Parameter proposal: The proposal.
    /// - Returns: The size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A value attached to a part of a text (with ``Text/customAttribute(_:)``)
/// that a ``TextRenderer`` reads from the runs it draws.
public protocol TextAttribute: Hashable {}

/// A custom attribute, type-erased. (Its value is `Hashable`, as SwiftUI's
/// API asks; `AnyHashable` cannot say it is `Sendable`.)
struct _AnyTextAttribute: Hashable, @unchecked Sendable {
    let value: AnyHashable
}

extension Text {
    /// The text with a custom attribute on all of it, which a
    /// ``TextRenderer`` reads as `run[Attribute.self]`.
    ///
    /// - Parameter value: The attribute.
    /// - Returns: The text.
    nonisolated public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var copy = self
        for index in copy.runs.indices { copy.runs[index].attributes.custom.insert(_AnyTextAttribute(value: AnyHashable(value)), at: 0) }
        return copy
    }
}

/// A renderer, type-erased, as the environment carries it.
struct _AnyTextRenderer {
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let size: (ProposedViewSize, TextProxy) -> CGSize
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: _AnyTextRenderer? { nil }
}

extension EnvironmentValues {
    /// The renderer of the text views inside (`textRenderer(_:)`).
    var textRenderer: _AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension View {
    /// Draws the text views inside this view with a renderer; its
    /// `animatableData` animates, redrawing the text at each frame.
    ///
    /// - Parameter renderer: The renderer.
    /// - Returns: The view.
    nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        _TextRendererView(content: self, renderer: renderer)
    }
}

/// The view of `textRenderer(_:)`: animatable as its renderer is, so that
/// each frame gives the text the renderer at that frame's values.
struct _TextRendererView<Content: View, Renderer: TextRenderer>: View, Animatable, _RemoveGlobalActorIsolation {
    let content: Content
    var renderer: Renderer

    var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    @MainActor var body: some View {
        let renderer = self.renderer
        return content.environment(
            \.textRenderer,
            _AnyTextRenderer(
                draw: { layout, context in renderer.draw(layout: layout, in: &context) },
                size: { proposal, text in renderer.sizeThatFits(proposal: proposal, text: text) }))
    }
}
