import AnimationCore
import Foundation

/// What a view graph keeps about layout between passes: whether one is
/// due, the size and safe area the tree is laid out in, the pass under way
/// while layout calls out to a view's code, and counts that let stacks skip
/// work no view asks for.
///
/// The graph holds one (``ViewGraph/layoutState``).
struct GraphLayoutState {
    /// Whether some node's size or children changed since the last layout.
    var needsLayout = true
    /// The size the tree is laid out in: the host's, from its first
    /// display list (or set by the host when it installs the root).
    private(set) var size: CGSize?
    /// The host's safe-area insets (set through
    /// ``ViewGraph/setSafeAreaInsets(_:)``, which lays out again).
    private(set) var safeAreaInsets = EdgeInsets()
    /// Whether the next layout pass must place every node again.
    var safeAreaChanged = false
    /// The layout pass under way while layout calls out to a view's code
    /// (see ``LayoutPass/exposing(to:_:)``).
    var activePass: UnsafeMutablePointer<LayoutPass>?
    /// How many nodes can give a built-in alignment guide an explicit value
    /// (`alignmentGuide` modifiers, custom layouts): while there are none,
    /// stacks and frames align by the guides' fractions without asking.
    private(set) var explicitGuideSources = 0
    /// How many `layoutPriority` modifiers are in the tree: while there are
    /// none, stacks do not look for priorities.
    private(set) var layoutPriorityNodes = 0

    /// Sets the size the tree is laid out in.
    mutating func resize(to newSize: CGSize) {
        size = newSize
    }

    /// Counts a node that can give a built-in guide an explicit value, or
    /// (`false`) one that left or no longer can; never below zero.
    mutating func countExplicitGuideSource(_ added: Bool) {
        explicitGuideSources = max(0, explicitGuideSources + (added ? 1 : -1))
    }

    /// Counts a `layoutPriority` modifier that came, or (`false`) left;
    /// never below zero.
    mutating func countLayoutPriorityNode(_ added: Bool) {
        layoutPriorityNodes = max(0, layoutPriorityNodes + (added ? 1 : -1))
    }

    /// Sets the insets; whether they changed.
    mutating func setSafeAreaInsets(_ insets: EdgeInsets) -> Bool {
        guard insets != safeAreaInsets else { return false }
        safeAreaInsets = insets
        safeAreaChanged = true
        needsLayout = true
        return true
    }
}

/// A view graph's clock: the host's time at the last update, frame or
/// event, and the date of time 0.
///
/// The graph holds one (``ViewGraph/clock``).
struct GraphClock {
    /// The host's time at the last update, frame or event.
    private(set) var currentTime: TimeInterval = 0
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
    func date(at time: TimeInterval) -> Date {
        startDate.addingTimeInterval(time)
    }
}
