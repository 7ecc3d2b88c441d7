import AnimationCore
import Foundation

/// What a scroll view is doing, as in SwiftUI (iOS 18).
///
/// The headless host has no momentum: a drag that ends stops where it is
/// (idle at once), unless a scroll target behavior (paging, view-aligned)
/// moves the resting place, which the content glides to (decelerating).
/// `tracking` (a touch that has not yet moved far enough to scroll) is not
/// reported: the host's drags begin once they move.
public enum ScrollPhase: Equatable, Sendable {
    /// Nothing moves.
    case idle
    /// A touch is down but has not scrolled yet.
    case tracking
    /// The user drags the content.
    case interacting
    /// The content glides after the user let go.
    case decelerating
    /// An animated scroll the app asked for runs (`scrollTo`, a scroll
    /// position set in an animation).
    case animating

    /// Whether the content moves: every phase but idle.
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` tells besides the phases, as in SwiftUI.
public struct ScrollPhaseChangeContext: Sendable {
    /// Where the content is.
    public var geometry: ScrollGeometry
    /// How fast the content moves, when known: never here (no momentum).
    public var velocity: CGVector?
}

/// `onScrollPhaseChange`: after a layout finds the scroll view the
/// modifier is on (or the first one inside it), the observer watches it:
/// the scroll view tells it each phase change as it happens (a drag
/// beginning or ending, an animated scroll starting or completing).
final class ScrollPhaseObserver: NodePrimitive, LayoutObserving, NodeLayout {
    private let reference: WeakNode
    var action: @MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void = { _, _, _ in }
    /// The scroll view watched.
    private weak var watched: ScrollPrimitive?

    init(node: WeakNode) {
        self.reference = node
    }

    var isLayoutGroup: Bool { true }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func layoutDidFinish(in graph: ViewGraph) -> (@MainActor () -> Void)? {
        guard let node = reference.node, !node.isLeaving, let scroll = node.firstDescendant(ScrollPrimitive.self),
            scroll.primitive !== watched
        else { return nil }
        watched = scroll.primitive
        scroll.primitive.phaseObservers.insert(self)
        return nil
    }
}

struct _ScrollPhaseChangeModifier: PrimitiveModifier {
    var action: @MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let observer = node.ownPrimitive { ScrollPhaseObserver(node: node.weakReference) }
        observer.action = action
        node.graph.layoutObservers.register(observer)
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Runs an action when the phase of the scroll view changes (the one
    /// the modifier is on, or the first inside it), with the old and new
    /// phases, at the end of the layout that saw the change.
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onScrollPhaseChange(_ action: @escaping @MainActor (ScrollPhase, ScrollPhase) -> Void) -> some View {
        modifier(_ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
    }

    /// Runs an action when the phase of the scroll view changes, with the
    /// old and new phases and the scroll view's geometry.
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onScrollPhaseChange(
        _ action: @escaping @MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(_ScrollPhaseChangeModifier(action: action))
    }
}
