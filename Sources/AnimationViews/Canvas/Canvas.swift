import AnimationCore
import Foundation

/// A view that draws with immediate-mode calls on a ``GraphicsContext``.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
///
/// The renderer runs when the canvas is drawn: when its view updates (a
/// `TimelineView` around it ticks, state it reads changes) and when it is
/// laid out at a new size. What it draws becomes display-list items inside
/// the canvas's item, clipped to the canvas's rectangle, so renderers and
/// tests see each path, text and image. The canvas takes the size it is
/// offered (10 by 10 points when a dimension is not proposed).
///
/// Views given as `symbols`, each tagged with `.tag(_:)`, are laid out at
/// their ideal sizes but not shown; the renderer draws them with
/// ``GraphicsContext/resolveSymbol(id:)``, as they are when the canvas
/// draws.
///
/// `opaque` and `rendersAsynchronously` are hints to SwiftUI's renderer
/// with no effect on what is drawn; here they change nothing. `colorMode`
/// is kept but compositing is always in gamma-encoded sRGB (see the list
/// of differences).
public struct Canvas<Symbols: View> {
    /// The views the renderer can draw as symbols.
    public var symbols: Symbols
    /// Draws the canvas, given a context and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is opaque (a hint).
    public var isOpaque: Bool
    /// The color mode of compositing (always non-linear here).
    public var colorMode: ColorRenderingMode
    /// Whether SwiftUI may render off the main thread (a hint).
    public var rendersAsynchronously: Bool

    /// Creates a canvas with symbols.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is opaque (a hint).
    ///   - colorMode: The color mode of compositing.
    ///   - rendersAsynchronously: Whether rendering may be asynchronous (a hint).
    ///   - renderer: Draws the canvas.
    ///   - symbols: Tagged views the renderer can draw.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// A canvas is primitive.
    public var body: Never { neverBody }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is opaque (a hint).
    ///   - colorMode: The color mode of compositing.
    ///   - rendersAsynchronously: Whether rendering may be asynchronous (a hint).
    ///   - renderer: Draws the canvas.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
            renderer: renderer, symbols: { EmptyView() })
    }
}

extension Canvas: View {}

extension Canvas: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let canvas = node.ownPrimitive { CanvasPrimitive() }
        canvas.renderer = renderer
        canvas.environment = context.environment
        canvas.resources.owner = node.weakReference
        if Symbols.self == EmptyView.self {
            node.removeChildren(in: context)
        } else {
            let options = PickerOption.options(of: symbols)
            let views = options.map { _CanvasSymbol(tag: $0.tag, label: $0.label, resources: canvas.resources) }
            node.updateChildren(keys: views.indices.map { AnyHashable($0) }, views: views, in: context)
        }
        // The renderer is a closure: it may draw differently every time.
        node.invalidateDrawing()
    }
}

/// The node of a canvas: sized as offered, draws its renderer's items.
final class CanvasPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    var environment = EnvironmentValues()
    let resources = CanvasResources()

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        ProposedViewSize(width: proposal.width, height: proposal.height).replacingUnspecifiedDimensions()
    }

    /// Symbols are laid out at their ideal sizes at the canvas's origin.
    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        for child in node.layoutChildren {
            let size = layout.size(child, ProposedSize(width: nil, height: nil))
            layout.place(child, in: CGRect(origin: rect.origin, size: size), proposal: ProposedSize(width: nil, height: nil))
        }
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let frame = item.frame
        let layer = CanvasLayer()
        var context = GraphicsContext(
            layer: layer, resources: resources, origin: frame.origin, size: frame.size, environment: environment)
        node.graph.updates.evaluatingUserCode { renderer(&context, frame.size) }
        item.children = layer.items
        // A canvas draws into its own rectangle only.
        item.clip = DisplayList.Clip(path: Path(frame))
    }
}

/// What the contexts of one canvas share: the canvas's node (and through
/// it the graph), and the canvas's symbols by tag.
///
/// Contexts are not isolated to the main actor, as in SwiftUI, but the
/// renderer runs on it (in the canvas's `draw`), so the resources assume
/// it: a context used elsewhere stops with the main actor's precondition.
final class CanvasResources: @unchecked Sendable {
    /// The canvas's node, through its weak reference (a weak reference to
    /// the graph itself would slow every node's access to the graph; see
    /// `GraphWarnings`).
    nonisolated(unsafe) var owner: WeakNode?
    nonisolated(unsafe) var symbols: [AnyHashable: WeakNode] = [:]

    /// Whether the canvas's node is alive, in its graph (a recording
    /// context apart from any view has none).
    private var isInGraph: Bool { owner?.node != nil }

    /// Reports a warning to the graph, or (for a recording context apart
    /// from any view, on any thread) to the current host.
    func warn(_ message: String) {
        guard isInGraph else { return CurrentHost.warn(message) }
        MainActor.assumeIsolated { owner?.node?.graph.warn(message) }
    }

    /// The content of an image, resolved in an environment: in the graph's
    /// catalog, or (for a recording context apart from any view) the
    /// current host's.
    func imageContent(_ image: Image, in environment: EnvironmentValues) -> ImageLeaf.Content? {
        guard isInGraph else {
            return image.leafContent(in: environment, catalog: CurrentHost.assetCatalog, warn: CurrentHost.warn)
        }
        nonisolated(unsafe) let environment = environment
        return MainActor.assumeIsolated {
            guard let graph = owner?.node?.graph else { return nil }
            return image.leafContent(in: environment, graph: graph)
        }
    }

    /// The symbol tagged `id`: its items, built apart from the display
    /// list (its nodes keep no place in it).
    func symbol(_ id: AnyHashable) -> GraphicsContext.ResolvedSymbol? {
        guard isInGraph else { return nil }
        nonisolated(unsafe) let id = id
        return MainActor.assumeIsolated {
            guard let node = symbols[id]?.node, !node.isDetached else { return nil }
            var items: [DisplayList.Item] = []
            for child in node.children {
                var builder = DisplayListBuilder()
                items += builder.build(child)
            }
            DisplayListBuilder.forget(node)
            return GraphicsContext.ResolvedSymbol(items: items, frame: node.frame)
        }
    }
}

/// One symbol of a canvas: laid out, registered by tag, never shown.
struct _CanvasSymbol: PrimitiveView, View {
    let tag: AnyHashable?
    let label: AnyView
    let resources: CanvasResources

    var body: Never { neverBody }

    func update(_ node: ViewNode, in context: ViewContext) {
        _ = node.ownPrimitive { CanvasSymbolPrimitive() }
        if let tag { resources.symbols[tag] = node.weakReference }
        node.updateChild(label, in: context)
    }
}

/// A symbol's node: laid out as its content, left out of the display list;
/// what changes in it redraws the canvas, which draws it.
final class CanvasSymbolPrimitive: NodePrimitive, NodeDrawing {
    var drawsItem: Bool { false }

    var traits: DrawingTraits { [.hidesSubtree, .drawnByEnclosingItem] }
}
