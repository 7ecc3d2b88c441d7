import Foundation

/// What a view graph holds at one moment, counted: the nodes of its tree
/// and every table that refers to them. Tests compare a graph that ran a
/// history of events with a new graph of the same final views: once both
/// are idle, the counts must agree (a removed view left nothing behind).
package struct GraphCensus: Equatable, CustomStringConvertible {
    /// Nodes in the tree, leaving ones included.
    package var nodes = 0
    /// Nodes showing their removal transition.
    var leavingNodes = 0
    /// Animated attributes the nodes own.
    package var attributes = 0
    /// Attributes the graph is driving (animating).
    package var animatingAttributes = 0
    /// Nodes that take taps or presses.
    var eventNodes = 0
    /// `onAppear` actions waiting for their nodes to appear.
    var appearActions = 0
    /// `onDisappear` actions of nodes in the tree.
    package var disappearActions = 0
    /// Running `task`s.
    package var tasks = 0
    /// Views that read preferences.
    package var preferenceReaders = 0
    /// Views that react to layout (`onScrollVisibilityChange`).
    package var layoutObservers = 0
    /// Matched views, followers and arrivals registered.
    var matchedViews = 0
    /// Views that take drops.
    package var dropTargets = 0
    /// State changes waiting to apply, re-runs and redraws queued, actions
    /// deferred, removals finished but not applied, nodes that left while
    /// they waited to be redrawn or patched where they were placed.
    package var queued = 0
    /// Whether a press is held.
    var pressHeld = false

    /// The counts, named, on one line (what a failing test prints).
    package var description: String {
        "nodes \(nodes) (leaving \(leavingNodes)), attributes \(attributes) (animating \(animatingAttributes)), "
            + "event nodes \(eventNodes), appear \(appearActions), disappear \(disappearActions), tasks \(tasks), "
            + "preference readers \(preferenceReaders), layout observers \(layoutObservers), matched \(matchedViews), drop targets \(dropTargets), queued \(queued), press \(pressHeld)"
    }
}

/// A primitive that holds something the census counts (a running task,
/// an action waiting for its node to leave).
@MainActor
package protocol CensusReporting {
    /// Adds what the primitive holds to a census.
    func report(into census: inout GraphCensus)
}

extension ViewNode {
    /// Adds the subtree's nodes and attributes, and what their primitives
    /// hold, to a census.
    func count(into census: inout GraphCensus) {
        census.nodes += 1
        if isLeaving { census.leavingNodes += 1 }
        census.attributes += attributes.count
        (primitive as? any CensusReporting)?.report(into: &census)
        for child in children { child.count(into: &census) }
    }
}
