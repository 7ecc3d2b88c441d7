import Foundation

/// The space a view prefers next to each of its edges.
///
/// Difference from SwiftUI: every view here prefers the same space (8
/// points, SwiftUI's usual spacing between views), not one that depends on
/// the kinds of the two views; stacks use 8 points whatever their
/// children's preferences are.
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// No space on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The default spacing: 8 points on every edge.
    public init() {
        self.init(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
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

    /// The space between this view and the next one along an axis: the
    /// larger of this view's trailing (or bottom) preference and the next
    /// one's leading (or top).
    ///
    /// - Parameters:
    ///   - next: The spacing of the next view.
    ///   - axis: The axis they follow each other along.
    /// - Returns: The distance.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
