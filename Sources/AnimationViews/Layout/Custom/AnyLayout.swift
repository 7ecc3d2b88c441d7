import AnimationCore
import Foundation

/// A type-erased ``Layout``: switch a container between layouts (an
/// `HStackLayout` and a `VStackLayout`, say) while its subviews keep their
/// identity and state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { ForEach(items) { ItemView(item: $0) } }
/// ```
///
/// Switching in an animated transaction moves each subview from its old
/// frame to its new one.
///
/// Difference from SwiftUI: the wrapped layout's own `animatableData` does
/// not animate through `AnyLayout` (its data is `EmptyAnimatableData`);
/// changes of an animatable layout's parameters animate when the layout is
/// used directly.
public struct AnyLayout: Layout, DynamicLayoutProperties {
    let layout: any Layout

    /// Wraps a layout.
    ///
    /// - Parameter layout: The layout.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    var stackOrientation: Axis? {
        func orientation<L: Layout>(_ layout: L) -> Axis? { L.layoutProperties.stackOrientation }
        return orientation(layout)
    }

    /// The wrapped layout's cache, and the type that made it.
    public struct Cache {
        var type: ObjectIdentifier
        var value: Any
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache {
            Cache(type: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
        }
        return make(layout)
    }

    /// Updates the wrapped layout's cache, or makes one when the wrapped
    /// layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.type == ObjectIdentifier(L.self), var value = cache.value as? L.Cache else {
                cache = Cache(type: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
                return
            }
            layout.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        update(layout)
    }

    /// Runs a method of the wrapped layout with its typed cache.
    private func with<T>(_ cache: inout Cache, subviews: Subviews, _ body: (any Layout, inout Any) -> T) -> T {
        if cache.type != ObjectIdentifier(type(of: layout)) { updateCache(&cache, subviews: subviews) }
        return body(layout, &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        with(&cache, subviews: subviews) { layout, value in
            func call<L: Layout>(_ layout: L) -> ViewSpacing {
                var typed = value as! L.Cache
                defer { value = typed }
                return layout.spacing(subviews: subviews, cache: &typed)
            }
            return call(layout)
        }
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        with(&cache, subviews: subviews) { layout, value in
            func call<L: Layout>(_ layout: L) -> CGSize {
                var typed = value as! L.Cache
                defer { value = typed }
                return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
            }
            return call(layout)
        }
    }

    /// Places the subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        with(&cache, subviews: subviews) { layout, value in
            func call<L: Layout>(_ layout: L) {
                var typed = value as! L.Cache
                defer { value = typed }
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
            call(layout)
        }
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// A guide of the wrapped layout, in either axis.
    private func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        with(&cache, subviews: subviews) { layout, value in
            func call<L: Layout>(_ layout: L) -> CGFloat? {
                var typed = value as! L.Cache
                defer { value = typed }
                return key.axis == .horizontal
                    ? layout.explicitAlignment(
                        of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
                    : layout.explicitAlignment(
                        of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
            return call(layout)
        }
    }
}
