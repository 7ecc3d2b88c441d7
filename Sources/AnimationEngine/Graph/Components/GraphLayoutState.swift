import AnimationCore
import Foundation

/// What a view graph keeps about layout between passes: whether one is
/// due, the size and safe area the tree is laid out in, and the nodes that
/// let stacks skip work no view asks for while there are none.
///
/// The graph holds one (``ViewGraph/layoutState``).
package struct GraphLayoutState {
    /// Whether some node's size or children changed since the last layout.
    var needsLayout = true
    /// The size the tree is laid out in: the host's, from its first
    /// display list (or set by the host when it installs the root).
    package private(set) var size: CGSize?
    /// The host's safe-area insets (set through
    /// ``ViewGraph/setSafeAreaInsets(_:)``, which lays out again).
    package private(set) var safeAreaInsets = EdgeInsets()
    /// Whether the next layout pass must place every node again.
    var safeAreaChanged = false
    /// The nodes that can give a built-in alignment guide an explicit value
    /// (`alignmentGuide` modifiers, custom layouts): while there are none,
    /// stacks and frames align by the guides' fractions without asking.
    private(set) var explicitGuideSources = NodeSet()
    /// The nodes of `layoutPriority` modifiers in the tree: while there are
    /// none, stacks do not look for priorities.
    private(set) var priorityNodes = NodeSet()

    /// Sets the size the tree is laid out in.
    mutating func resize(to newSize: CGSize) {
        size = newSize
    }

    /// Notes a node that can give a built-in guide an explicit value.
    package mutating func noteExplicitGuideSource(_ node: ViewNode) { explicitGuideSources.insert(node) }

    /// Forgets a node that left or no longer gives guides values.
    package mutating func dropExplicitGuideSource(_ node: ViewNode) { explicitGuideSources.remove(node) }

    /// Notes the node of a `layoutPriority` modifier.
    mutating func notePriorityNode(_ node: ViewNode) { priorityNodes.insert(node) }

    /// Forgets the node of a `layoutPriority` modifier that left.
    mutating func dropPriorityNode(_ node: ViewNode) { priorityNodes.remove(node) }

    /// Sets the insets; whether they changed.
    mutating func setSafeAreaInsets(_ insets: EdgeInsets) -> Bool {
        guard insets != safeAreaInsets else { return false }
        safeAreaInsets = insets
        safeAreaChanged = true
        needsLayout = true
        return true
    }
}

/// Nodes noted by identity, each once however often it is noted: what
/// lets layout skip a look-up while no node needs it. Not a count kept by
/// hand: a node noted twice, or dropped twice, changes nothing.
package struct NodeSet {
    private var members: Set<ObjectIdentifier> = []
    /// Whether no node is noted (stored, as layout reads it per child).
    private(set) var isEmpty = true

    /// Notes a node.
    mutating func insert(_ node: ViewNode) {
        members.insert(ObjectIdentifier(node))
        isEmpty = false
    }

    /// Forgets a node.
    mutating func remove(_ node: ViewNode) {
        members.remove(ObjectIdentifier(node))
        isEmpty = members.isEmpty
    }
}

/// A view graph's clock: the host's time at the last update, frame or
/// event, and the date of time 0.
///
/// The graph holds one (``ViewGraph/clock``).
package struct GraphClock {
    /// The host's time at the last update, frame or event.
    package private(set) var currentTime: TimeInterval = 0
    /// The date of the host's time 0: dates views see (a drag's time) are
    /// this date plus the host's time.
    private(set) var startDate = Date()

    /// Moves the date of time 0 (the dates views see from then on).
    mutating func start(at date: Date) {
        startDate = date
    }

    /// Moves the clock to a time of the host (never back).
    mutating func advance(to time: TimeInterval) {
        currentTime = max(currentTime, time)
    }

    /// The date of a time on the host's clock.
    package func date(at time: TimeInterval) -> Date {
        startDate.addingTimeInterval(time)
    }
}
