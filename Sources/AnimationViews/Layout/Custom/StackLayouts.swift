import AnimationCore
import Foundation

/// A horizontal stack as a ``Layout`` value, for ``AnyLayout`` and custom
/// layouts: `HStack`'s rules (see `HStack`).
public struct HStackLayout: Layout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between subviews; 8 when `nil` (see `HStack`).
    public var spacing: CGFloat?

    /// Creates the layout.
    ///
    /// - Parameters:
    ///   - alignment: How subviews line up vertically; centered by default.
    ///   - spacing: The space between subviews; 8 when `nil` (see `HStack`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Spacers inside grow horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The stack's arrangement, kept between calls.
    public typealias Cache = _StackLayoutCache

    /// A cache for the arrangement.
    public func makeCache(subviews: Subviews) -> Cache {
        _StackLayoutCache(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(proposal, subviews: subviews)
    }

    /// The stack's spacing: see `StackPrimitive`.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.spacing(subviews)
    }

    /// Places the subviews in a row.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(subviews, in: bounds, proposal: proposal)
    }
}

/// A vertical stack as a ``Layout`` value, for ``AnyLayout`` and custom
/// layouts: `VStack`'s rules.
public struct VStackLayout: Layout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between subviews; when `nil`, what the two subviews
    /// prefer by kind (see ``ViewSpacing``).
    public var spacing: CGFloat?

    /// Creates the layout.
    ///
    /// - Parameters:
    ///   - alignment: How subviews line up horizontally; centered by default.
    ///   - spacing: The space between subviews; when `nil`, what the two
    ///     subviews prefer by kind (see ``ViewSpacing``), 8 points between
    ///     views of no particular kind.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Spacers inside grow vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The stack's arrangement, kept between calls.
    public typealias Cache = _StackLayoutCache

    /// A cache for the arrangement.
    public func makeCache(subviews: Subviews) -> Cache {
        _StackLayoutCache(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(proposal, subviews: subviews)
    }

    /// The stack's spacing: see `StackPrimitive`.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.spacing(subviews)
    }

    /// Places the subviews in a column.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(subviews, in: bounds, proposal: proposal)
    }
}

/// An overlaying stack as a ``Layout`` value, for ``AnyLayout`` and custom
/// layouts: `ZStack`'s rules.
public struct ZStackLayout: Layout {
    /// How subviews line up.
    public var alignment: Alignment

    /// Creates the layout.
    ///
    /// - Parameter alignment: How subviews line up; centered by default.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's arrangement, kept between calls.
    public typealias Cache = _StackLayoutCache

    /// A cache for the arrangement.
    public func makeCache(subviews: Subviews) -> Cache {
        _StackLayoutCache(axis: nil, alignment: alignment, spacing: nil)
    }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(proposal, subviews: subviews)
    }

    /// The stack's spacing: see `StackPrimitive`.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.spacing(subviews)
    }

    /// Places the subviews over each other.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(subviews, in: bounds, proposal: proposal)
    }
}

/// The cache of the stack layouts: the stack engine that `HStack`,
/// `VStack` and `ZStack` use, with its last arrangement.
public struct _StackLayoutCache: Sendable {
    let engine: StackPrimitive

    init(axis: Axis?, alignment: Alignment, spacing: CGFloat?) {
        engine = MainActor.assumeIsolated { StackPrimitive(axis: axis, alignment: alignment, spacing: spacing) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let call = subviews.first?.call else { return .zero }
        let engine = self.engine
        return MainActor.assumeIsolated {
            call.withPass { engine.arrange(subviews.map(\.node), ProposedSize(valid: proposal), in: &$0).size }
        }
    }

    /// What the stack prefers around it, as `HStack`, `VStack` and
    /// `ZStack` prefer it (see `StackPrimitive`).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        let engine = self.engine
        guard let call = subviews.first?.call else { return MainActor.assumeIsolated { ViewSpacing(preferences: engine.spacingWhenEmpty) } }
        return MainActor.assumeIsolated {
            ViewSpacing(preferences: call.withPass { engine.spacing(ofChildren: subviews.map(\.node), in: &$0) })
        }
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let call = subviews.first?.call else { return }
        let engine = self.engine
        let (arrangement, shift) = MainActor.assumeIsolated {
            let arrangement = call.withPass {
                engine.arrange(subviews.map(\.node), ProposedSize(valid: proposal), in: &$0)
            }
            return (arrangement, engine.shift(of: arrangement, in: bounds))
        }
        for (offset, subview) in subviews.enumerated() {
            let origin = arrangement.origins[offset]
            subview.place(
                at: CGPoint(x: bounds.minX + shift.x + origin.x, y: bounds.minY + shift.y + origin.y),
                proposal: ProposedViewSize(arrangement.proposals[offset]))
        }
    }
}
