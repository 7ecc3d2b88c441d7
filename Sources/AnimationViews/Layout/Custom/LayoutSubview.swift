import AnimationCore
import Foundation

/// A subview of a custom ``Layout``: a proxy to measure and place one of
/// the views inside it.
///
/// Proxies are used while SwiftUI (here, the host) calls the layout's
/// methods, on the main actor; using one from another thread stops with a
/// precondition failure.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    let index: Int
    let call: LayoutCall

    /// The size the subview takes for a proposal.
    ///
    /// NaN dimensions in the proposal count as unspecified and negative
    /// ones as zero.
    ///
    /// - Parameter proposal: The proposal.
    /// - Returns: The subview's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated {
            call.withPass { $0.size(node, ProposedSize(valid: proposal), axis: call.axis) }
        }
    }

    /// The subview's size and guides for a proposal.
    ///
    /// - Parameter proposal: The proposal.
    /// - Returns: The subview's dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size, guides: MainActor.assumeIsolated { ExplicitGuides(node, in: call.currentContext) })
    }

    /// Places the subview: its size is the one it takes for `proposal`, and
    /// its `anchor` point goes at `position` (in the coordinates of the
    /// layout's bounds).
    ///
    /// Only `placeSubviews` may place subviews: a call from elsewhere is
    /// ignored, with a warning. A NaN or infinite position (or anchor) puts
    /// the subview's center at the center of the bounds, with a warning. A subview that
    /// `placeSubviews` does not place goes at the center of the bounds with
    /// its ideal size (this package's choice).
    ///
    /// - Parameters:
    ///   - position: Where the anchor goes.
    ///   - anchor: The point of the subview that goes there; its top-leading
    ///     corner by default.
    ///   - proposal: The proposal the subview is sized with.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            call.place(index, at: position, anchor: anchor, proposal: ProposedSize(valid: proposal))
        }
    }

    /// The subview's layout priority (see `layoutPriority(_:)`).
    public var priority: Double {
        MainActor.assumeIsolated { node.layoutPriority }
    }

    /// The space the subview prefers around it, by kind of neighbour above
    /// and below it (see ``ViewSpacing``).
    public var spacing: ViewSpacing {
        MainActor.assumeIsolated {
            let node = self.node
            return call.withPass { ViewSpacing(preferences: $0.spacing(of: node)) }
        }
    }

    /// The value the subview gives for a layout value key (see
    /// `layoutValue(key:value:)`), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // Values need not be sendable: the look-up runs on the main actor,
        // as the caller does.
        nonisolated(unsafe) var found: Any?
        MainActor.assumeIsolated { found = node.layoutValue(for: ObjectIdentifier(K.self)) }
        return found as? K.Value ?? K.defaultValue
    }

    /// Whether two proxies stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.node === b.node
    }
}

extension ProposedSize {
    /// A proposal from a layout's code: NaN dimensions count as
    /// unspecified, negative ones as zero.
    init(valid proposal: ProposedViewSize) {
        func valid(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return max(0, value)
        }
        self.init(width: valid(proposal.width), height: valid(proposal.height))
    }
}

extension ProposedViewSize {
    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width, height: proposal.height)
    }
}
