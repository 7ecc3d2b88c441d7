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
/// two views. A custom `Layout` sees the same preferences in
/// ``LayoutSubview/spacing``: ``distance(to:along:)`` along the vertical
/// axis gives what a `VStack` would put between the two views.
///
/// Difference from SwiftUI: the edges' plain values (what
/// ``distance(to:along:)`` falls back on between views that prefer
/// nothing of each other's kind, and along the horizontal axis) are 8
/// points on every edge.
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat
    /// What the view prefers above and below it by kind of neighbour;
    /// `nil` for none (``zero``).
    var kinds: LayoutSpacing?

    /// No space on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0, kinds: nil)

    /// The default spacing: 8 points on every edge, a view of no
    /// particular kind.
    public init() {
        self.init(top: 8, leading: 8, bottom: 8, trailing: 8, kinds: .standard)
    }

    /// The spacing of a view that prefers `kinds` by kind of neighbour.
    init(kinds: LayoutSpacing) {
        self.init(top: 8, leading: 8, bottom: 8, trailing: 8, kinds: kinds)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat, kinds: LayoutSpacing?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.kinds = kinds
    }

    /// Takes the larger of this spacing and another's on some edges.
    ///
    /// - Parameters:
    ///   - other: The other spacing.
    ///   - edges: The edges to merge; all by default.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
        guard let theirs = other.kinds else { return }
        let mine = kinds ?? LayoutSpacing(top: .init(), bottom: .init())
        kinds = mine.union(theirs, top: edges.contains(.top), bottom: edges.contains(.bottom))
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

    /// The space between this view and the next one along an axis: along
    /// the vertical axis, what the two views prefer by kind (as a `VStack`
    /// spaces them); otherwise the larger of this view's trailing (or
    /// bottom) preference and the next one's leading (or top).
    ///
    /// - Parameters:
    ///   - next: The spacing of the next view.
    ///   - axis: The axis they follow each other along.
    /// - Returns: The distance.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical, let above = kinds, let below = next.kinds, let distance = above.distance(toViewBelow: below) {
            return distance
        }
        return axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
