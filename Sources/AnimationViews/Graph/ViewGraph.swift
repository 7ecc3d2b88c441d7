import AnimationCore
import AnimationRuntime
import Foundation

/// An animated attribute the graph drives frame by frame.
protocol AnimatedAttribute: AnyObject {
    var isAnimating: Bool { get }
    func advanceFrame(to time: TimeInterval)
    /// Ends every running animation (the owner left the graph).
    func removeAllAnimations()
    /// The presentation value's animatable data as numbers, for recording.
    var presentationComponents: [Double] { get }
}

extension AnimatedValue: AnimatedAttribute {
    // The attributes of the built-in effects, specialized.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == Angle)
    @_specialize(where Value == Color.Resolved)
    func advanceFrame(to time: TimeInterval) {
        advance(to: time)
    }

    var presentationComponents: [Double] {
        Components.of(presentation.animatableData)
    }
}

/// The numbers inside a vector value, in order, found by reflection (for
/// recording only: not on the frame path).
enum Components {
    static func of(_ value: Any) -> [Double] {
        switch value {
        case let number as Double: return [number]
        case let number as CGFloat: return [Double(number)]
        case let number as Float: return [Double(number)]
        case let vector as AnimatableVector: return vector.values
        default: return Mirror(reflecting: value).children.flatMap { of($0.value) }
        }
    }
}

/// The tree of view nodes and the update model of SwiftUI: state writes
/// mark their views dirty, an update re-runs only the dirty bodies, and
/// every frame advances the animated attributes.
@MainActor
final class ViewGraph {
    private(set) var root: ViewNode!
    /// Bodies evaluated so far (for tests and diagnostics).
    var bodyEvaluations = 0
    /// How deep inside body evaluation the graph is.
    var evaluationDepth = 0
    private(set) var needsUpdate = false
    /// Diagnostics, such as state written while a body was evaluated.
    private(set) var warnings: [String] = []
    private var animating: [ObjectIdentifier: (attribute: any AnimatedAttribute, node: ViewNode?)] = [:]
    private var appeared: [ViewNode] = []
    var appearActions: [ObjectIdentifier: () -> Void] = [:]
    /// State writes waiting for an update, in order, grouped by transaction.
    private var pendingChanges: [StateChange] = []
    /// Whether the graph is updating views: bodies then read the state
    /// values committed for the update, not later writes.
    private(set) var isUpdating = false
    /// Actions to run after the current update pass (`onChange`).
    var deferredActions: [() -> Void] = []
    private var contentProviders: [(ViewNode, ViewContext) -> Void] = []

    /// The most update passes one update runs before it gives up on views
    /// that keep writing state while they update.
    static let maximumUpdatePasses = 100

    func install<V: View>(_ view: V, in context: ViewContext) {
        root = ViewNode(graph: self, viewType: ObjectIdentifier(V.self))
        updating { root.update(with: view, in: context) }
        runAppearActions()
    }

    /// Runs `body` as part of an update.
    private func updating(_ body: () -> Void) {
        let outer = isUpdating
        isUpdating = true
        body()
        isUpdating = outer
    }

    var isAnimating: Bool {
        !animating.isEmpty
    }

    /// Records a state write: `commit` makes the new value visible to
    /// bodies when the update of its transaction runs, and `owner` re-runs
    /// then. Writes whose transactions can concatenate share an update;
    /// the others get updates of their own, in order, so that each change
    /// animates with its own transaction. The transaction's completions
    /// wait until that update has started its animations.
    func enqueueChange(in transaction: Transaction, owner: ViewNode?, commit: @escaping () -> Void) {
        if evaluationDepth > 0 {
            warn("Modifying state during view update: the change applies in the next update pass.")
        }
        if let last = pendingChanges.indices.last, pendingChanges[last].transaction.mayConcatenate(with: transaction) {
            pendingChanges[last].commits.append(commit)
            if let owner { pendingChanges[last].owners.append(owner) }
        } else {
            pendingChanges.append(StateChange(
                transaction: transaction, commits: [commit], owners: owner.map { [$0] } ?? [],
                hold: transaction.holdCompletions()))
        }
        needsUpdate = true
    }

    func warn(_ message: String) {
        guard !warnings.contains(message) else { return }
        // The library prints nothing: hosts read `ViewHost.warnings` and
        // decide (the command line prints them).
        warnings.append(message)
    }

    /// Lets the graph drive an attribute while it animates; `node` re-runs
    /// its view after every frame of it.
    func watch(_ attribute: any AnimatedAttribute, rerunning node: ViewNode?) {
        guard attribute.isAnimating else { return }
        let key = ObjectIdentifier(attribute)
        if animating[key] == nil || node != nil {
            animating[key] = (attribute, node)
        }
    }

    func unwatch(_ attribute: AnyObject) {
        animating[ObjectIdentifier(attribute)] = nil
    }

    /// Forgets what a removed node had pending.
    func nodeRemoved(_ node: ViewNode) {
        appearActions[ObjectIdentifier(node)] = nil
    }

    func nodeAppeared(_ node: ViewNode) {
        appeared.append(node)
    }

    /// Applies the pending state changes, one transaction at a time: each
    /// pass commits a group of writes and re-runs the views that own them
    /// in that group's transaction.
    func processUpdates(at time: TimeInterval) {
        var passes = 0
        while needsUpdate {
            passes += 1
            guard passes <= Self.maximumUpdatePasses else {
                warn("Views kept changing state while updating; gave up after \(Self.maximumUpdatePasses) passes.")
                needsUpdate = false
                let dropped = pendingChanges
                pendingChanges = []
                for change in dropped {
                    for commit in change.commits { commit() }
                    change.hold.release()
                }
                break
            }
            needsUpdate = false
            // Writes made during this pass belong to later ones.
            let change = pendingChanges.isEmpty ? nil : pendingChanges.removeFirst()
            if let change {
                for commit in change.commits { commit() }
                for owner in change.owners { owner.markDirty(transaction: change.transaction) }
            }
            updating { visitDirty(root, at: time) }
            // The animations the pass started now hold the completions.
            change?.hold.release()
            runAppearActions()
            if !pendingChanges.isEmpty { needsUpdate = true }
        }
    }

    private func visitDirty(_ node: ViewNode, at time: TimeInterval) {
        if node.isDirty {
            let transaction = node.pendingTransaction ?? Transaction()
            node.pendingTransaction = nil
            node.rerun(transaction: transaction, at: time)
        } else {
            for child in node.children { visitDirty(child, at: time) }
        }
    }

    /// The tap action of a node in the tree.
    func tapAction(of target: ObjectIdentifier) -> (() -> Void)? {
        func find(_ node: ViewNode) -> ViewNode? {
            if ObjectIdentifier(node) == target { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root)?.tapAction
    }

    /// Runs `body` while placeholders of modifier content draw `content`.
    func withContent(_ content: @escaping (ViewNode, ViewContext) -> Void, _ body: () -> Void) {
        contentProviders.append(content)
        body()
        contentProviders.removeLast()
    }

    /// Draws the content a modifier's placeholder stands for.
    ///
    /// A placeholder remembers what it stands for, so that it still draws it
    /// when its view re-runs alone (a keyframe animator's frame).
    func provideContent(to node: ViewNode, in context: ViewContext) {
        node.kind = .group
        let remembered = node.local { ContentProvider() }
        if let provider = contentProviders.popLast() {
            remembered.provide = provider
            provider(node, context)
            contentProviders.append(provider)
        } else if let provider = remembered.provide {
            provider(node, context)
        } else {
            node.updateChildren([], in: context)
        }
    }

    private func runAppearActions() {
        while !deferredActions.isEmpty {
            let actions = deferredActions
            deferredActions = []
            for action in actions { action() }
        }
        while !appeared.isEmpty {
            let nodes = appeared
            appeared = []
            for node in nodes {
                if let action = appearActions.removeValue(forKey: ObjectIdentifier(node)) { action() }
            }
        }
    }

    /// Advances every animating attribute to `time`, then re-runs the views
    /// whose animatable data moved.
    func advanceAnimations(to time: TimeInterval) {
        guard !animating.isEmpty else { return }
        var rerun: [ViewNode] = []
        for (key, entry) in animating {
            entry.attribute.advanceFrame(to: time)
            if let node = entry.node { rerun.append(node) }
            if !entry.attribute.isAnimating { animating[key] = nil }
        }
        updating {
            for node in rerun {
                node.rerun(transaction: Transaction(), at: time)
            }
        }
    }
}

/// What a placeholder of modifier content remembers: the content it stands
/// for, so that it still draws it when its view re-runs alone (a keyframe
/// animator's frame).
@MainActor
final class ContentProvider {
    var provide: ((ViewNode, ViewContext) -> Void)?
}

/// State writes applied in one update: their transaction, how to commit
/// each new value, the views that own the state, and the hold on the
/// transaction's completions until the update has run.
struct StateChange {
    let transaction: Transaction
    var commits: [() -> Void]
    var owners: [ViewNode]
    let hold: AnimationCompletionHold
}
