import AnimationCore
import AnimationRuntime
import Foundation

/// The tree of view nodes and the update model of SwiftUI: state writes
/// mark their views dirty, an update re-runs only the dirty bodies, and
/// every frame advances only the attributes that animate, then lays out
/// again only what their changes can affect and patches the display list.
///
/// The graph holds the tree and small components, each with its own
/// tables and its own part of ``census``: the ``updates`` queue, the
/// ``display`` state, the ``events`` registry (pointer, focus, hit
/// testing), the ``preferences`` registry, the ``layoutState``, the
/// ``clock``, the ``matchedGeometry`` registry, and the ``features``
/// outside the engine by type (``feature(_:)``). Features reach those
/// through the components' methods. This file runs updates; frames and
/// animated attributes are in `ViewGraph+Frames.swift`, layout and the
/// display list in `ViewGraph+Layout.swift`.
@MainActor
package final class ViewGraph {
    /// The node of the host's root view (set by `install`).
    package private(set) var root: ViewNode!
    /// State writes, re-runs and actions waiting for an update.
    package let updates = UpdateQueue()
    /// Pointer targets, focus, the press under way, and hit testing.
    package private(set) lazy var events = EventRegistry(updates: updates)
    /// The views that read preferences.
    package let preferences = PreferenceRegistry()
    /// The views that react to where layout put them.
    package let layoutObservers = LayoutObservers()
    /// The display list and what changed since the last one. Not checked
    /// for overlapping access at run time (as a node's marks are not): every
    /// animating view schedules its redraw through it on every frame, and
    /// nothing its methods call reaches it again.
    @exclusivity(unchecked) package var display = GraphDisplay()
    /// Layout between passes: whether one is due, the size and safe area.
    package var layoutState = GraphLayoutState()
    /// The host's time at the last update or frame, and the date of time 0.
    package var clock = GraphClock()
    /// The attributes that animate now (each slot knows its index). Not
    /// retained: a slot lives as long as the node that made it (in its
    /// ``ViewNode/attributes``), and the node's ``ViewNode/detach()`` takes
    /// its slots out of this list, so every slot here is alive. Holding
    /// them unretained saves a retain and a release per attribute a frame.
    /// Accesses are not checked for exclusivity at run time (the frame loop
    /// and every watch and unwatch run on the main actor, one at a time).
    @exclusivity(unchecked) var animating: [Unmanaged<AttributeSlot>] = []
    /// Leaving nodes whose removal animations ended, with the generation of
    /// their removal.
    var finishedRemovals: [(ViewNode, Int)] = []
    /// The matched views (see ``MatchedGeometryRegistry``).
    private(set) lazy var matchedGeometry = MatchedGeometryRegistry(graph: self)
    /// The components of features outside the engine (drag and drop), by type.
    package var features = GraphFeatures()
    /// The content modifiers' placeholders draw, innermost last (see
    /// ``withContent(_:_:)``).
    private var contentProviders: [(ViewNode, ViewContext) -> Void] = []
    /// Diagnostics, such as state written while a body was evaluated.
    package let warningLog = GraphWarnings()
    /// The images `Image(_:)` draws (the host's assets folder).
    package private(set) var assets = AssetCatalog()

    /// The asset catalog views read images and colours from.
    func useAssets(_ catalog: AssetCatalog) {
        assets = catalog
    }

    /// The most update passes one update runs before it gives up on views
    /// that keep writing state while they update.
    static let maximumUpdatePasses = 100

    func install<V: View>(_ view: V, in context: ViewContext) {
        root = ViewNode(graph: self, viewType: ObjectIdentifier(V.self), parent: nil)
        // The views the tree starts with did not arrive in a transaction.
        runPass(nil, at: context.time) { root.update(with: view, in: context) }
    }

    /// The environment the root view gets from the host.
    var rootEnvironment: EnvironmentValues? { root?.lastContext?.environment }

    /// Gives the root a new environment, in a transaction: views that read
    /// what changed update (animated, with an animation).
    func updateRootEnvironment(_ environment: EnvironmentValues, transaction: Transaction, at time: TimeInterval) {
        guard let root else { return }
        runPass(transaction, at: time) { root.rerun(transaction: transaction, at: time, environment: environment) }
    }

    /// Whether an update is due (a state write made outside an event).
    var needsUpdate: Bool { updates.needsUpdate }

    /// Records a state write: `commit` makes the new value visible to
    /// bodies when the update of its transaction runs, and `owner` re-runs
    /// then. Writes whose transactions can concatenate share an update;
    /// the others get updates of their own, in order, so that each change
    /// animates with its own transaction. The transaction's completions
    /// wait until that update has started its animations.
    package func enqueueChange(in transaction: Transaction, owner: ViewNode?, commit: @escaping () -> Void) {
        if updates.isEvaluatingUserCode {
            warn("Modifying state during view update: the change applies in the next update pass.")
        }
        updates.enqueue(commit, owner: owner, in: transaction)
    }

    /// Records a diagnostic once (the host's `warnings`), as SwiftUI logs a runtime issue.
    package func warn(_ message: String) {
        warningLog.warn(message)
    }

    /// What the graph holds now (see ``GraphCensus``): the tree's part,
    /// then each component's.
    package var census: GraphCensus {
        var census = GraphCensus()
        root.count(into: &census)
        census.animatingAttributes = animating.count
        census.queued += finishedRemovals.count
        updates.count(into: &census)
        display.count(into: &census)
        events.count(into: &census)
        preferences.count(into: &census)
        layoutObservers.count(into: &census)
        matchedGeometry.count(into: &census)
        features.count(into: &census)
        return census
    }

    // MARK: Modifier content

    /// Runs `body` while placeholders of modifier content draw `content`.
    package func withContent(_ content: @escaping (ViewNode, ViewContext) -> Void, _ body: () -> Void) {
        contentProviders.append(content)
        body()
        contentProviders.removeLast()
    }

    /// Draws the content a modifier's placeholder stands for.
    ///
    /// A placeholder remembers what it stands for, so that it still draws it
    /// when its view re-runs alone (a keyframe animator's frame).
    package func provideContent(to node: ViewNode, in context: ViewContext) {
        let remembered = node.local { ContentProvider() }
        if let provider = contentProviders.popLast() {
            remembered.provide = provider
            provider(node, context)
            contentProviders.append(provider)
        } else if let provider = remembered.provide {
            provider(node, context)
        } else {
            node.removeChildren()
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
