import AnimationCore
import Foundation

/// The layout pass lent to user code for the length of one call (a custom
/// layout's method, an alignment guide's closure, a custom guide's default
/// value): the proxies that code receives (``ViewDimensions``'s guides,
/// ``LayoutSubview``) carry the context, and measure in the pass through it.
///
/// Built-in layout hands its ``LayoutPass`` down as an `inout` value (no
/// reference, nothing allocated per node); only where user code runs is the
/// pass moved into a context (``lending(_:in:_:)``) and moved back after.
/// A proxy used after its call returned (a layout that keeps its subviews),
/// or while its pass is already in use further down (a proxy of an outer
/// layout called from an inner one's code), measures in a pass of its own
/// that only sizes: the same sizes and guides, nothing placed.
@MainActor
package final class LayoutContext {
    private unowned let graph: ViewGraph
    /// The lent pass; `nil` once given back, and while in use.
    private var pass: LayoutPass?

    private init(graph: ViewGraph) {
        self.graph = graph
    }

    /// A context with no pass: its proxies measure in passes of their own.
    package static func closed(in graph: ViewGraph) -> LayoutContext {
        LayoutContext(graph: graph)
    }

    /// Lends `pass` to a context for the length of `body`, then takes it
    /// back (with what was measured and placed through the context).
    ///
    /// - Parameters:
    ///   - pass: The pass under way.
    ///   - graph: The graph being laid out.
    ///   - body: The call of user code, given the context.
    /// - Returns: What `body` returns.
    package static func lending<T>(_ pass: inout LayoutPass, in graph: ViewGraph, _ body: (LayoutContext) -> T) -> T {
        let context = LayoutContext(graph: graph)
        // Moved, not copied: the pass's arrays stay uniquely referenced, so
        // what is measured through the context does not copy them.
        context.pass = pass
        pass = LayoutPass(transaction: pass.transaction, time: pass.time)
        defer {
            if let lent = context.pass { pass = lent }
            context.pass = nil
        }
        return body(context)
    }

    /// Runs `body` with the lent pass, or with a pass of its own that only
    /// sizes (see the type's discussion).
    package func withPass<T>(_ body: (inout LayoutPass) -> T) -> T {
        guard var lent = pass else {
            var own = graph.sizingPass()
            return body(&own)
        }
        pass = nil
        defer { pass = lent }
        return body(&lent)
    }
}

extension ViewGraph {
    /// A pass of its own that only sizes: for a measurement outside layout.
    func sizingPass() -> LayoutPass {
        LayoutPass(transaction: nil, time: clock.currentTime)
    }
}
