import AnimationCore
import AnimationRuntime
import Foundation

/// Where a scroll will come to rest, as in SwiftUI: the viewport's
/// rectangle in the content's coordinates.
public struct ScrollTarget: Hashable, Sendable {
    /// The viewport's rectangle at rest, in the content's coordinates.
    public var rect: CGRect
    /// The point of the rectangle that the target names; `nil` for its
    /// origin.
    public var anchor: UnitPoint?

    /// A target.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - anchor: The anchor.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows when a scroll ends.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the scroll would rest without the behavior.
    public var originalTarget: ScrollTarget
    /// The scroll's velocity when the finger lifted, in points per second
    /// (zero headlessly: a drag moves the content by its distance).
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The viewport's size.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls.
    public var axes: Axis.Set
    /// Where the viewport was when the drag began, in the content's
    /// coordinates.
    var startRect: CGRect
    /// The frames of the scroll targets (the identified views of the
    /// `scrollTargetLayout()`), in the content's coordinates.
    var targetFrames: [CGRect]
}

/// How a scroll view chooses where a scroll comes to rest, as in SwiftUI:
/// `.scrollTargetBehavior(.paging)` or `.viewAligned`.
///
/// When a drag ends, the scroll view asks its behavior to update the
/// target (the viewport's rectangle where the drag left it) and glides
/// there with the `.smooth` spring.
public protocol ScrollTargetBehavior {
    /// The context a behavior is given.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves the target where the scroll should rest.
    ///
    /// - Parameters:
    ///   - target: The target, to update.
    ///   - context: What is known of the scroll.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests on whole pages: multiples of the viewport's size, the nearest to
/// where the drag left the content.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The behavior.
    public init() {}

    /// Moves the target to the nearest page.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func page(_ value: CGFloat, _ length: CGFloat, _ limit: CGFloat) -> CGFloat {
            guard length > 0, value.isFinite else { return 0 }
            return min((value / length).rounded() * length, max(limit, 0))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(
                target.rect.minX, context.containerSize.width,
                ((context.contentSize.width / max(context.containerSize.width, 1)).rounded(.up) - 1) * context.containerSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(
                target.rect.minY, context.containerSize.height,
                ((context.contentSize.height / max(context.containerSize.height, 1)).rounded(.up) - 1) * context.containerSize.height)
        }
    }
}

/// Rests with a scroll target's leading (or top) edge at the viewport's:
/// the target nearest to where the drag left the content, within the
/// limit on how many targets one scroll may pass.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many targets one scroll may pass.
    public struct LimitBehavior: Hashable, Sendable {
        let maximum: Int?
        /// No limit (the system's choice on iOS varies with the device;
        /// this package chooses none).
        public static let automatic = LimitBehavior(maximum: nil)
        /// A few targets: three.
        public static let always = LimitBehavior(maximum: 3)
        /// No limit.
        public static let never = LimitBehavior(maximum: nil)
        /// A few targets: three.
        public static let alwaysByFew = LimitBehavior(maximum: 3)
        /// One target.
        public static let alwaysByOne = LimitBehavior(maximum: 1)
    }

    /// The limit.
    public var limitBehavior: LimitBehavior

    /// The behavior.
    ///
    /// - Parameter limitBehavior: How many targets one scroll may pass.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves the target to the nearest scroll target's edge.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let horizontal = context.axes.contains(.horizontal) && !context.axes.contains(.vertical)
        let edges = Array(Set(context.targetFrames.map { horizontal ? $0.minX : $0.minY })).sorted()
        guard !edges.isEmpty else { return }
        func nearest(_ value: CGFloat) -> Int {
            edges.indices.min { abs(edges[$0] - value) < abs(edges[$1] - value) }!
        }
        let start = nearest(horizontal ? context.startRect.minX : context.startRect.minY)
        var end = nearest(horizontal ? target.rect.minX : target.rect.minY)
        if let maximum = limitBehavior.maximum {
            end = min(max(end, start - maximum), start + maximum)
        }
        let limit =
            horizontal
            ? max(0, context.contentSize.width - context.containerSize.width)
            : max(0, context.contentSize.height - context.containerSize.height)
        let edge = min(max(edges[end], 0), limit)
        if horizontal { target.rect.origin.x = edge } else { target.rect.origin.y = edge }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a scroll target's edge at the viewport's.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a scroll target's edge at the viewport's, passing at most
    /// a limit of targets.
    ///
    /// - Parameter limitBehavior: The limit.
    /// - Returns: The behavior.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
    /// The behavior of scroll views in the view, if one was set.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets where scrolls come to rest in the scroll views in the view:
    /// `.paging` or `.viewAligned` (with `scrollTargetLayout()` marking the
    /// views to align).
    ///
    /// - Parameter behavior: The behavior.
    /// - Returns: The view.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}

extension ScrollPrimitive {
    /// Where a drag that ended leaves the content: the behavior's target,
    /// or the offset as the drag left it.
    func restingOffset(from start: CGPoint, to offset: CGPoint, node: ViewNode) -> CGPoint {
        guard let behavior = node.lastContext?.environment.scrollTargetBehavior else { return offset }
        let viewport = node.frame
        var targets: [(key: AnyHashable, node: ViewNode)] = []
        ViewGraph.scrollTargets(in: node).explicitlyKeyedDescendants(into: &targets)
        let shown = self.offset.presentation
        // Placed frames are in host coordinates at the offset shown; a view
        // keyed twice (a `ForEach` item with an `id`) counts once.
        var frames: [CGRect] = []
        for frame in targets.compactMap({ ViewGraph.placedBounds(of: $0.node) }) {
            let inContent = frame.offsetBy(dx: shown.x - viewport.minX, dy: shown.y - viewport.minY)
            if !frames.contains(inContent) { frames.append(inContent) }
        }
        var target = ScrollTarget(rect: CGRect(origin: offset, size: viewport.size))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: .zero, contentSize: contentSize, containerSize: viewport.size, axes: axes,
            startRect: CGRect(origin: start, size: viewport.size), targetFrames: frames)
        behavior.updateTarget(&target, context: context)
        return target.rect.origin
    }
}
