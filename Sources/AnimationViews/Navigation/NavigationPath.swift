/// A list of values of any `Hashable` types that a `NavigationStack` shows
/// as pushed screens, each through the `navigationDestination(for:)` of its
/// type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of values.
    ///
    /// - Parameter elements: The values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds a value: the stack pushes its screen.
    ///
    /// - Parameter value: The value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end: the stack pops their screens. Removing
    /// more than the path holds empties it.
    ///
    /// - Parameter k: How many; 1 by default.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
