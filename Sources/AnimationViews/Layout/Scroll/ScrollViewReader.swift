import AnimationCore
import AnimationRuntime
import Foundation

/// A view that gives its content a ``ScrollViewProxy`` to scroll the scroll
/// views inside it to identified views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(items) { Row(item: $0) } }
///     Button("Top") { withAnimation { proxy.scrollTo(items[0].id, anchor: .top) } }
/// }
/// ```
public struct ScrollViewReader<Content: View> {
    /// The content, given the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader.
    ///
    /// - Parameter content: The content, given the proxy.
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// A reader is primitive.
    public var body: Never { neverBody }
}

extension ScrollViewReader: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        // The content's reads of `@Observable` properties update the reader.
        let built = node.trackingObservations { content(ScrollViewProxy(reader: node.weakReference)) }
        node.updateChild(built, in: context)
    }
}

extension ScrollViewReader: View {}

/// Scrolls the scroll views inside a ``ScrollViewReader``.
public struct ScrollViewProxy: Sendable {
    let reader: WeakNode

    /// Scrolls the scroll view that holds the view with identity `id` (from
    /// a `ForEach` or `id(_:)`) so that the view shows: with an anchor, that
    /// point of the view goes to the same point of the viewport (`.top`:
    /// the view's top at the viewport's top); without one, it scrolls as
    /// little as needed. Inside `withAnimation`, the offset animates.
    ///
    /// An identity no scroll view in the reader holds changes nothing, with
    /// a warning; so does a proxy whose reader has left. An optional
    /// identity stands for its value (`nil`: no scrolling).
    ///
    /// - Parameters:
    ///   - id: The identity.
    ///   - anchor: Where the view goes in the viewport; `nil` for the least
    ///     scrolling.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, !node.isDetached else { return }
        // An optional identity (`messages.last?.id`) is its value; `nil`
        // scrolls nowhere.
        guard let target = ScrollViewProxy.identity(id) else { return }
        let graph = node.graph
        let transaction = Transaction.current ?? Transaction()
        for (scrollView, _) in node.descendants(ScrollPrimitive.self)
        where graph.scroll(scrollView, toShow: target, anchor: anchor, transaction: transaction) {
            return
        }
        graph.warn("scrollTo(\(id)): no scroll view in the ScrollViewReader holds a view with this identity.")
    }

    /// An identity as views are keyed by it: optionals unwrapped.
    static func identity<ID: Hashable>(_ id: ID) -> AnyHashable? {
        if let optional = id as? any OptionalIdentity { return optional.wrappedIdentity }
        return AnyHashable(id)
    }
}

/// An optional identity, unwrapped.
protocol OptionalIdentity {
    var wrappedIdentity: AnyHashable? { get }
}

extension Optional: OptionalIdentity where Wrapped: Hashable {
    var wrappedIdentity: AnyHashable? { map { ScrollViewProxy.identity($0) } ?? nil }
}
