import AnimationCore
import AnimationRuntime
import Foundation

/// Insertion and removal transitions, as in SwiftUI.
///
/// - The *elements* of an inserted or removed view are the views it stands
///   for: itself, or the elements of each view of a group (a `Group`, a
///   `ForEach`, the body of a custom view).
/// - An element's transition is the outermost ``View/transition(_:)`` on
///   it, found through its modifiers and the bodies of custom views down to
///   the first container. An element with none fades.
/// - A transition runs when the transaction has an animation, or when the
///   transition has one of its own (``Transition/animation(_:)``).
///   Insertion shows the element in ``TransitionPhase/willAppear`` at once,
///   then moves it to ``TransitionPhase/identity`` in the transaction;
///   removal moves it to ``TransitionPhase/didDisappear``, and the view
///   leaves the graph when every animation the removal started is removed.
extension ViewGraph {
    /// Runs the insertion transitions of a new node, which its parent just
    /// made and updated.
    func beginInsertion(of node: ViewNode, in context: ViewContext) {
        let animated = context.transaction.animation != nil
        var elements: [ViewNode] = []
        Self.collectElements(of: node, into: &elements)
        for element in elements {
            if let (transitionNode, transition) = Self.transition(of: element) {
                guard animated || transition.ownAnimation(false) != nil else { continue }
                transition.phase = .willAppear
                transitionNode.rerun(transaction: Self.snapTransaction, at: context.time)
                transition.phase = .identity
                transitionNode.rerun(transaction: context.transaction, at: context.time)
            } else if animated {
                fade(element, from: 0, to: 1, transaction: context.transaction, at: context.time)
            }
        }
    }

    /// Starts the removal transitions of a node its parent no longer has.
    ///
    /// - Returns: Whether the node stays, leaving, until they end; `false`
    ///   when nothing transitions (the parent then detaches it).
    func beginRemoval(of node: ViewNode, in context: ViewContext) -> Bool {
        let animated = context.transaction.animation != nil
        var elements: [ViewNode] = []
        Self.collectElements(of: node, into: &elements)
        let state = node.transition ?? NodeTransition()
        if node.transition == nil { node.transition = state }
        state.generation += 1
        let generation = state.generation
        var transaction = context.transaction
        transaction.addAnimationCompletion(criteria: .removed) { [weak self, weak node] in
            guard let self, let node else { return }
            self.finishedRemovals.append((node, generation))
        }
        // The completion waits for every animation the removal starts.
        let hold = transaction.holdCompletions()
        defer { hold.release() }
        var started = false
        for element in elements {
            if let (transitionNode, transition) = Self.transition(of: element) {
                guard animated || transition.ownAnimation(true) != nil else { continue }
                transition.phase = .didDisappear
                transitionNode.rerun(transaction: transaction, at: context.time)
                started = true
            } else if animated {
                fade(element, from: nil, to: 0, transaction: transaction, at: context.time)
                started = true
            }
        }
        guard started else { return false }
        state.isLeaving = true
        return true
    }

    /// Re-inserts a leaving node: its transitions go back to the identity
    /// phase in the transaction, from where they are.
    func cancelRemoval(of node: ViewNode, in context: ViewContext) {
        guard let state = node.transition, state.isLeaving else { return }
        state.isLeaving = false
        state.generation += 1
        display.invalidateStructure()
        // Matched geometry may have sent it towards an arriving view's frame.
        node.forEachDrawingNode { $0.returnToFrame(transaction: context.transaction, time: context.time) }
        var elements: [ViewNode] = []
        Self.collectElements(of: node, into: &elements)
        for element in elements {
            if let (transitionNode, transition) = Self.transition(of: element), transition.phase != .identity {
                transition.phase = .identity
                transitionNode.rerun(transaction: context.transaction, at: context.time)
            }
        }
        // The fades go back too: the elements' own, and those of nodes that
        // were elements when the removal began but are not now (an empty
        // conditional that gained content while leaving, so that its new
        // content is the element and the faded group is above it).
        restoreFades(in: node, transaction: context.transaction, at: context.time)
    }

    /// Fades every faded node of a re-inserted subtree back in, but for
    /// the nodes leaving on their own inside it.
    private func restoreFades(in node: ViewNode, transaction: Transaction, at time: TimeInterval) {
        if node.transition?.opacity != nil {
            fade(node, from: nil, to: 1, transaction: transaction, at: time)
        }
        for child in node.children where !child.isLeaving {
            restoreFades(in: child, transaction: transaction, at: time)
        }
    }

    /// Takes out of the tree the leaving nodes whose removal animations
    /// ended (and that were not re-inserted since).
    func removeFinishedLeavingNodes() {
        var removed = false
        while !finishedRemovals.isEmpty {
            let finished = finishedRemovals
            finishedRemovals = []
            for (node, generation) in finished {
                guard !node.isDetached, let state = node.transition, state.isLeaving,
                    state.generation == generation, let parent = node.parent
                else { continue }
                parent.removeLeavingChild(node)
                removed = true
            }
        }
        // A removal in a frame may have no update after it: the readers of
        // preferences inside the removed views go now, not at the next update.
        if removed { preferences.dropDetached() }
    }

    /// Animates the default fade of an element.
    private func fade(_ element: ViewNode, from: Double?, to target: Double, transaction: Transaction, at time: TimeInterval) {
        let state = element.transition ?? NodeTransition()
        if element.transition == nil { element.transition = state }
        let opacity: AnimatedValue<Double>
        if let existing = state.opacity {
            opacity = existing
        } else {
            opacity = element.makeAttribute("transition", initial: from ?? 1, role: .drawing)
            state.opacity = opacity
        }
        let environment = element.lastContext?.environment ?? EnvironmentValues()
        element.animate(opacity, to: target, in: ViewContext(transaction: transaction, environment: environment, time: time))
    }

    /// A transaction that shows a phase at once: no animation, and views'
    /// implicit animations (and transitions' own) kept out.
    private static var snapTransaction: Transaction {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        return transaction
    }

    /// The elements a view stands for: itself, or the elements of the views
    /// of a group. Leaving views are not among them.
    static func collectElements(of node: ViewNode, into result: inout [ViewNode]) {
        if node.primitive(as: TransitionPrimitive.self) != nil || !node.primitive.layout.isLayoutGroup || node.children.isEmpty {
            result.append(node)
            return
        }
        for child in node.children where !child.isLeaving { collectElements(of: child, into: &result) }
    }

    /// An element's transition: the outermost transition modifier down its
    /// chain of modifiers and single-view bodies.
    static func transition(of element: ViewNode) -> (ViewNode, TransitionPrimitive)? {
        var node = element
        while true {
            if let transition = node.primitive(as: TransitionPrimitive.self) { return (node, transition) }
            guard node.children.count == 1, node.isModifier || node.primitive.layout.isLayoutGroup else { return nil }
            node = node.children[0]
        }
    }
}
