import AnimationCore
import Foundation

/// A scroll view's position, the iOS 18 way, as in SwiftUI: bound with
/// `.scrollPosition($position)`, it scrolls when code calls
/// `position.scrollTo(...)` (an identity, an edge or a point; animated
/// inside `withAnimation`), and after a drag it holds the identity of the
/// first view shown (``isPositionedByUser`` is then `true`).
public struct ScrollPosition: Equatable {
    /// What a position names.
    enum Target: Equatable {
        case none
        case id(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        case point(CGPoint)
    }

    var target: Target
    /// Counts `scrollTo` calls, so that the same target asked twice scrolls
    /// twice.
    var version = 0

    /// Whether the position came from the user's drag.
    public private(set) var isPositionedByUser = false

    /// A position that names nothing yet.
    ///
    /// - Parameter idType: The type of the identities it will name.
    public init(idType: (some Hashable).Type = Never.self) {
        target = .none
    }

    /// A position at an edge.
    ///
    /// - Parameter edge: The edge.
    public init(edge: Edge) {
        target = .edge(edge)
        version = 1
    }

    /// A position at a point of the content.
    ///
    /// - Parameter point: The point.
    public init(point: CGPoint) {
        target = .point(point)
        version = 1
    }

    /// A position at a view.
    ///
    /// - Parameters:
    ///   - id: The view's identity.
    ///   - anchor: Where the view goes in the viewport.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        target = .id(AnyHashable(id), anchor: anchor)
        version = 1
    }

    private mutating func go(_ target: Target) {
        self.target = target
        version += 1
        isPositionedByUser = false
    }

    /// Scrolls to a view.
    ///
    /// - Parameters:
    ///   - id: The view's identity.
    ///   - anchor: Where it goes in the viewport (the top by default).
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { go(.id(AnyHashable(id), anchor: anchor)) }
    /// Scrolls to an edge.
    ///
    /// - Parameter edge: The edge.
    public mutating func scrollTo(edge: Edge) { go(.edge(edge)) }
    /// Scrolls to a point of the content.
    ///
    /// - Parameter point: The point.
    public mutating func scrollTo(point: CGPoint) { go(.point(point)) }
    /// Scrolls horizontally to a point.
    ///
    /// - Parameter x: The offset.
    public mutating func scrollTo(x: CGFloat) { go(.point(CGPoint(x: x, y: point?.y ?? 0))) }
    /// Scrolls vertically to a point.
    ///
    /// - Parameter y: The offset.
    public mutating func scrollTo(y: CGFloat) { go(.point(CGPoint(x: point?.x ?? 0, y: y))) }
    /// Scrolls to a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { go(.point(CGPoint(x: x, y: y))) }

    /// The edge it names, if any.
    public var edge: Edge? { if case .edge(let edge) = target { edge } else { nil } }
    /// The point it names, if any.
    public var point: CGPoint? { if case .point(let point) = target { point } else { nil } }
    /// The identity it names, if any.
    public var viewID: AnyHashable? { if case .id(let id, _) = target { id } else { nil } }
    /// The identity it names, as a type.
    ///
    /// - Parameter type: The type.
    /// - Returns: The identity, if it has that type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    /// Notes the view a drag left first in the viewport.
    mutating func userScrolled(to id: AnyHashable?) {
        target = id.map { .id($0, anchor: nil) } ?? .none
        isPositionedByUser = true
    }
}

/// Binds a scroll view to a ``ScrollPosition``.
struct _ScrollPositionValueModifier: PrimitiveModifier {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let binding = position
        let value = binding.wrappedValue
        inner.environment.scrollPositionRequest = ScrollPositionRequest(
            id: value.viewID, anchor: anchor,
            write: { id in
                var next = binding.wrappedValue
                next.userScrolled(to: id)
                if next != binding.wrappedValue { binding.wrappedValue = next }
            },
            command: (value.version, value.target))
        node.updateChild(content, in: inner)
    }
}

extension View {
    /// Binds the scroll view this modifies to a position: a
    /// `position.scrollTo(...)` scrolls it, and a drag that ends writes the
    /// first view shown.
    ///
    /// - Parameters:
    ///   - position: The position.
    ///   - anchor: Where a view it names goes (the top by default).
    /// - Returns: The scroll view.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionValueModifier(position: position, anchor: anchor))
    }
}

extension ScrollPrimitive {
    /// Follows a `ScrollPosition`'s `scrollTo` that has not been followed.
    func follow(_ command: (version: Int, target: ScrollPosition.Target), node: ViewNode, in context: ViewContext) {
        guard command.version != followedVersion else { return }
        followedVersion = command.version
        let transaction = context.transaction
        let reference = node.weakReference
        node.graph.updates.afterUpdate { [self] in
            guard let node = reference.node, !node.isDetached else { return }
            switch command.target {
            case .none:
                break
            case .id(let id, let anchor):
                node.graph.scroll(node, toShow: id, anchor: anchor ?? .top, transaction: transaction)
            case .edge(let edge):
                node.graph.layoutNow()
                let limit = maximumOffset(of: node), now = offset.model
                let target: CGPoint =
                    switch edge {
                    case .top: CGPoint(x: now.x, y: 0)
                    case .bottom: CGPoint(x: now.x, y: limit.y)
                    case .leading: CGPoint(x: 0, y: now.y)
                    case .trailing: CGPoint(x: limit.x, y: now.y)
                    }
                scroll(to: target, node: node, transaction: transaction)
            case .point(let point):
                node.graph.layoutNow()
                scroll(to: point, node: node, transaction: transaction)
            }
        }
    }
}
