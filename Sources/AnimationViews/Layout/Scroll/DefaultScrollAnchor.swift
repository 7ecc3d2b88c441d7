import AnimationCore
import AnimationRuntime
import Foundation

/// A type defining the role of a scroll anchor.
///
/// You can associate a `UnitPoint` to a ``ScrollView`` using the
/// ``AnimationEngine/View/defaultScrollAnchor(_:)`` modifier. By default, the system uses
/// this point for where the scroll view is initially scrolled, how it
/// handles content or container size changes, and how it aligns content
/// smaller than its container.
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind

    /// The role that influences where a scroll view should be initially
    /// scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
    /// The role that influences how a scroll view should adjust its content
    /// offset when the scroll view's content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
    /// The role that influences how a scroll view should align its content
    /// when the size of it is smaller than the container size of the
    /// scroll view.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

/// A scroll view's anchors by role (`nil`: the default behaviour).
struct ScrollAnchors: Equatable, Sendable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?

    subscript(role: ScrollAnchorRole) -> UnitPoint? {
        get {
            switch role.kind {
            case .initialOffset: initialOffset
            case .sizeChanges: sizeChanges
            case .alignment: alignment
            }
        }
        set {
            switch role.kind {
            case .initialOffset: initialOffset = newValue
            case .sizeChanges: sizeChanges = newValue
            case .alignment: alignment = newValue
            }
        }
    }
}

extension ScrollPrimitive {
    /// The offset to show for a layout whose largest offset is `limit`: the
    /// initial offset's anchor at the first layout; after a change of the
    /// largest offset, the anchor of size changes is kept where the
    /// content was at it (a scroll view at the bottom stays at the
    /// bottom; one scrolled elsewhere keeps its offset, as iOS 18 does).
    /// Not while a drag moves the content.
    func anchoredOffset(limit: CGPoint, node: ViewNode) -> CGPoint {
        let current = offset.presentation
        var target = current
        if previousLimit == nil, let anchor = anchors.initialOffset {
            target = CGPoint(x: Self.finite(anchor.x) * limit.x, y: Self.finite(anchor.y) * limit.y)
        } else if let previous = previousLimit, previous != limit, let anchor = anchors.sizeChanges, !isDragging {
            let ax = Self.finite(anchor.x), ay = Self.finite(anchor.y)
            if abs(current.x - ax * previous.x) < 0.5 { target.x = ax * limit.x }
            if abs(current.y - ay * previous.y) < 0.5 { target.y = ay * limit.y }
        }
        previousLimit = limit
        if target != current {
            offset.removeAllAnimations()
            offset.set(target, transaction: Transaction(), at: node.graph.clock.currentTime)
        }
        return CGPoint(x: min(target.x, limit.x), y: min(target.y, limit.y))
    }

    /// Where content of a length starts in a viewport along one axis: a
    /// scrolled axis at minus the offset; content smaller than the
    /// viewport by the alignment anchor (by default: the start of a
    /// scrolled axis, the middle of the other); content larger on an axis
    /// that does not scroll, centered.
    func contentStart(length: CGFloat, viewport: CGFloat, scrolls: Bool, shown: CGFloat, anchor: CGFloat?) -> CGFloat {
        if length < viewport { return (viewport - length) * (anchor.map(Self.finite) ?? (scrolls ? 0 : 0.5)) }
        return scrolls ? -shown : (viewport - length) / 2
    }

    /// A unit coordinate clamped to 0...1 (NaN: 0).
    static func finite(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension View {
    /// Associates an anchor to control which part of the scroll view's
    /// content should be rendered by default: where it starts, how it
    /// follows size changes, and where content smaller than it sits (every
    /// ``ScrollAnchorRole``).
    ///
    /// - Parameter anchor: The anchor (`nil`: the default behaviour).
    ///   Coordinates are clamped to 0...1.
    /// - Returns: The view.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollViewOptions) { options in
            options.anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor)
        }
    }

    /// Associates an anchor to control the position of a scroll view in a
    /// particular circumstance.
    ///
    /// - Parameters:
    ///   - anchor: The anchor (`nil`: the default behaviour for the role).
    ///   - role: The circumstance.
    /// - Returns: The view.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollViewOptions) { options in options.anchors[role] = anchor }
    }
}
