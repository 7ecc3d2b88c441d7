import Foundation

/// The space a view prefers next to each of its edges.
///
/// Vertical stacks (`VStack`, `VStackLayout`, `LazyVStack`) with `nil`
/// spacing put what the two views prefer by kind between them, as
/// SwiftUI does: two texts the lower one's leading apart (2 points for
/// body text at 3x), text and a view of another kind its default line
/// spacing apart, a symbol touching the text next to it, 8 points between
/// views of no particular kind (the engine's `LayoutSpacing` holds the
/// rules and their sources); horizontal stacks put 8 points between any
/// two views. A view whose spacing is ``zero`` (an empty stack) touches
/// its neighbours along both axes.
///
/// A custom `Layout` sees the same preferences in
/// ``LayoutSubview/spacing``: ``distance(to:along:)`` along the vertical
/// axis gives what a `VStack` would put between the two views. What the
/// layout's `spacing(subviews:cache:)` returns is what its container
/// prefers in the stack around it.
public struct ViewSpacing: Sendable, Equatable {
    /// What the view prefers on each edge.
    var preferences: LayoutSpacing

    /// No space on any edge: the view touches a neighbour with which it
    /// shares no kind (SwiftUI's value of no category, 0, on every edge).
    public static let zero = ViewSpacing(preferences: .zero)

    /// The default spacing: a view of no particular kind, the default (8
    /// points) beside a view of no particular kind, text's own spacing
    /// beside text.
    public init() {
        self.init(preferences: .standard)
    }

    /// The spacing of a view with these preferences.
    init(preferences: LayoutSpacing) {
        self.preferences = preferences
    }

    /// Takes the larger of this spacing and another's on some edges.
    ///
    /// - Parameters:
    ///   - other: The other spacing.
    ///   - edges: The edges to merge; all by default.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        preferences = preferences.union(
            other.preferences, top: edges.contains(.top), bottom: edges.contains(.bottom),
            leading: edges.contains(.leading), trailing: edges.contains(.trailing))
    }

    /// This spacing merged with another on some edges (the larger of each).
    ///
    /// - Parameters:
    ///   - other: The other spacing.
    ///   - edges: The edges to merge; all by default.
    /// - Returns: The merged spacing.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The space between this view and the next one along an axis, as a
    /// stack with `nil` spacing puts it: what the two views prefer (along
    /// the vertical axis by kind, see ``ViewSpacing``), and 8 points
    /// (SwiftUI's default on iOS) where they prefer nothing of each other.
    ///
    /// - Parameters:
    ///   - next: The spacing of the next view.
    ///   - axis: The axis they follow each other along.
    /// - Returns: The distance.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let preferred =
            axis == .vertical
            ? preferences.distance(toViewBelow: next.preferences) : preferences.distance(toViewAfter: next.preferences)
        return preferred ?? 8
    }
}
