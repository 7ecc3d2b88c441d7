import AnimationCore
import Foundation

/// A type that arranges a collection of views: a custom layout container.
///
/// Implement ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)``, then use the layout like
/// a stack:
///
/// ```swift
/// struct Radial: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         // subviews[i].place(at:anchor:proposal:)
///     }
/// }
/// Radial { ForEach(pets) { PetView(pet: $0) } }
/// ```
///
/// A layout that is `Animatable` animates its parameters: in an animated
/// transaction the host lays its subviews out every frame with the
/// interpolated layout. Changing the layout of a container (an
/// ``AnyLayout`` that switches, or new parameters) in an animated
/// transaction moves each subview from its old frame to its new one.
///
/// The host calls the methods on the main actor, during layout; sizes a
/// layout returns that are NaN, infinite or negative are replaced (NaN and
/// negative by 0, infinite by the proposal's dimension, or 0), with a
/// warning.
@preconcurrency
public protocol Layout: Animatable, Sendable {
    /// Properties of the layout (its stack orientation); none by default.
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between calls: computed once for a set of
    /// subviews, updated when they or the layout change.
    associatedtype Cache = Void

    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for a set of subviews.
    ///
    /// - Parameter subviews: The subviews.
    /// - Returns: The cache.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the subviews or the layout
    /// changed; by default, makes it again.
    ///
    /// - Parameters:
    ///   - cache: The cache.
    ///   - subviews: The subviews.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The space the container prefers around it: by default, the union of
    /// its subviews' preferences.
    ///
    /// - Parameters:
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The spacing.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's size for a proposal.
    ///
    /// - Parameters:
    ///   - proposal: The proposal (`nil` dimensions ask for the ideal size).
    ///   - subviews: The subviews, to measure.
    ///   - cache: The cache.
    /// - Returns: The size.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview in the container's bounds.
    ///
    /// - Parameters:
    ///   - bounds: Where the container is, in its parent's coordinates
    ///     (here, the host's); its size is one the layout returned.
    ///   - proposal: The proposal the container was sized with.
    ///   - subviews: The subviews, to place.
    ///   - cache: The cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where a horizontal guide of the container is, in the coordinates of
    /// `bounds`, or `nil`: by default, the subviews' explicit values
    /// combined where the layout last placed them (see
    /// `AlignmentID._combineExplicit(childValue:_:into:)`).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where a vertical guide of the container is, in the coordinates of
    /// `bounds`, or `nil`: by default, the subviews' explicit values
    /// combined where the layout last placed them.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing; ``ViewSpacing/zero`` when there
    /// are none (as SwiftUI's: an empty container touches its neighbours).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// The subviews' explicit values, combined where they were last placed.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        subviews.combinedExplicitGuide(guide.key, in: bounds)
    }

    /// The subviews' explicit values, combined where they were last placed.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        subviews.combinedExplicitGuide(guide.key, in: bounds)
    }

    /// A view that arranges `content`'s views with this layout.
    ///
    /// - Parameter content: The subviews.
    /// - Returns: The container.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension LayoutSubviews {
    /// The subviews' explicit values of a guide where their layout last
    /// placed them, combined, in the coordinates of `bounds`; `nil` for the
    /// edge and center guides, and before the subviews were placed.
    func combinedExplicitGuide(_ key: AlignmentKey, in bounds: CGRect) -> CGFloat? {
        guard key.fraction == nil, let first = first else { return nil }
        return MainActor.assumeIsolated {
            let container = first.call.container
            guard container.layoutCache.placedProposal != nil else { return nil }
            return first.call.withPass { pass in
                let frames = map { $0.node.frame.offsetBy(dx: bounds.minX - container.frame.minX, dy: bounds.minY - container.frame.minY) }
                return pass.combinedGuide(key, of: map(\.node), frames: frames)
            }
        }
    }
}
