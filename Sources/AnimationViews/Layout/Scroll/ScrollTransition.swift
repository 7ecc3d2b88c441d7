import AnimationCore
import Foundation

/// Where a view is in its scroll view's viewport, as in SwiftUI: what a
/// `scrollTransition` closure is given.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the viewport's leading (or top) edge.
    case topLeading
    /// Inside the viewport.
    case identity
    /// Past the viewport's trailing (or bottom) edge.
    case bottomTrailing

    /// Whether the view is inside the viewport.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the viewport, 0 inside, 1 past it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows a view through the viewport, as in
/// SwiftUI.
public struct ScrollTransitionConfiguration: Sendable {
    let isInteractive: Bool
    let isIdentity: Bool
    var threshold = ScrollTransitionThreshold.visible

    /// The effects follow the view continuously: the phase's value goes
    /// from -1 (off the leading edge) through 0 (inside) to 1 as the share
    /// of the view outside the viewport grows.
    public static let interactive = ScrollTransitionConfiguration(isInteractive: true, isIdentity: false)
    /// The phase changes at once when the view crosses the threshold (the
    /// headless host does not animate that change: see "Differences from
    /// SwiftUI").
    public static let animated = ScrollTransitionConfiguration(isInteractive: false, isIdentity: false)
    /// The phase is always `.identity`.
    public static let identity = ScrollTransitionConfiguration(isInteractive: false, isIdentity: true)

    /// The discrete configuration, with an animation (not run headlessly).
    ///
    /// - Parameter animation: The animation.
    /// - Returns: The configuration.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// The configuration with a threshold for when a view counts as inside.
    ///
    /// - Parameter threshold: The threshold.
    /// - Returns: The configuration.
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
}

/// How much of a view must show for a scroll transition to count it as
/// inside the viewport.
public struct ScrollTransitionThreshold: Sendable {
    let share: Double
    /// Any part of the view shows.
    public static let visible = ScrollTransitionThreshold(share: 0)
    /// All of the view shows.
    public static let centered = ScrollTransitionThreshold(share: 1)
    /// A share of the view shows (clamped to 0...1).
    ///
    /// - Parameter amount: The share.
    /// - Returns: The threshold.
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold {
        ScrollTransitionThreshold(share: amount.isFinite ? min(max(amount, 0), 1) : 0)
    }
}

/// The phase and its continuous value for a view's frame in a viewport
/// along an axis.
struct ScrollTransitionPlacement {
    var phase: ScrollTransitionPhase
    /// -1 ... 1: the share of the view beyond the leading edge (negative)
    /// or the trailing edge (positive).
    var value: Double

    init(frame: CGRect, viewport: CGRect, axis: Axis) {
        let start = axis == .vertical ? frame.minY : frame.minX, end = axis == .vertical ? frame.maxY : frame.maxX
        let low = axis == .vertical ? viewport.minY : viewport.minX, high = axis == .vertical ? viewport.maxY : viewport.maxX
        let length = max(end - start, 0.0001)
        if start < low {
            value = -Double(min(1, (low - start) / length))
            phase = .topLeading
        } else if end > high {
            value = Double(min(1, (end - high) / length))
            phase = .bottomTrailing
        } else {
            value = 0
            phase = .identity
        }
    }
}

extension View {
    /// Changes how the view is drawn as it moves through its scroll view's
    /// viewport: the closure gets an ``EmptyVisualEffect`` and the view's
    /// ``ScrollTransitionPhase`` and returns effects (as
    /// `visualEffect`'s). With `.interactive` (the default), effects that
    /// read the phase's value follow the view continuously.
    ///
    /// - Parameters:
    ///   - configuration: How the phase follows the view.
    ///   - axis: The axis it follows; the scroll view's by default.
    ///   - transition: The effects for a phase.
    /// - Returns: The view.
    @preconcurrency nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// A scroll transition with one configuration before the viewport
    /// and another past it.
    ///
    /// - Parameters:
    ///   - topLeading: The configuration before the viewport.
    ///   - bottomTrailing: The configuration past it.
    ///   - axis: The axis; the scroll view's by default.
    ///   - transition: The effects for a phase.
    /// - Returns: The view.
    @preconcurrency nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(
            _VisualEffectModifier { proxy, node in
                let scroll = node.nearestAncestor(ScrollPrimitive.self)
                let viewport = scroll?.node.frame ?? CGRect(origin: .zero, size: node.graph.layoutState.size ?? .zero)
                let axes = scroll?.primitive.axes ?? .vertical
                let followed = axis ?? (axes.contains(.vertical) ? .vertical : .horizontal)
                let placement = ScrollTransitionPlacement(frame: proxy.frame(in: .global), viewport: viewport, axis: followed)
                let configuration = placement.phase == .bottomTrailing ? bottomTrailing : topLeading
                if configuration.isIdentity || placement.phase == .identity {
                    return transition(EmptyVisualEffect(), .identity)
                }
                if configuration.isInteractive {
                    return ScrollTransitionEffect.interpolated(transition, placement: placement)
                }
                // Discrete: inside while at least the threshold's share shows.
                let shown = 1 - abs(placement.value)
                let inside = configuration.threshold.share == 0 ? shown > 0 : shown >= configuration.threshold.share
                return transition(EmptyVisualEffect(), inside ? .identity : placement.phase)
            })
    }
}

/// Interactive scroll transitions: the effects of the phase the view is
/// moving to, mixed with those of `.identity` by the share of the view
/// outside the viewport (each numeric effect interpolated).
enum ScrollTransitionEffect {
    static func interpolated<E: VisualEffect>(
        _ transition: (EmptyVisualEffect, ScrollTransitionPhase) -> E, placement: ScrollTransitionPlacement
    ) -> any VisualEffect {
        let identity = transition(EmptyVisualEffect(), .identity)
        guard placement.phase != .identity else { return identity }
        let edge = transition(EmptyVisualEffect(), placement.phase)
        guard let from = identity.visualEffectOperations, let to = edge.visualEffectOperations, from.count == to.count else {
            return edge
        }
        let t = abs(placement.value)
        return _VisualEffectChain(operations: zip(from, to).map { mix($0, $1, t) })
    }

    private static func mix(_ a: VisualEffectOperation, _ b: VisualEffectOperation, _ t: Double) -> VisualEffectOperation {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        switch (a, b) {
        case (.offset(let x), .offset(let y)):
            return .offset(CGSize(width: lerp(x.width, y.width), height: lerp(x.height, y.height)))
        case (.scale(let x, let anchor), .scale(let y, _)):
            return .scale(CGSize(width: lerp(x.width, y.width), height: lerp(x.height, y.height)), anchor: anchor)
        case (.rotation(let x, let anchor), .rotation(let y, _)):
            return .rotation(.radians(lerp(x.radians, y.radians)), anchor: anchor)
        case (.opacity(let x), .opacity(let y)):
            return .opacity(lerp(x, y))
        case (.blur(let x), .blur(let y)):
            return .blur(lerp(x, y))
        default:
            return t < 0.5 ? a : b
        }
    }
}
