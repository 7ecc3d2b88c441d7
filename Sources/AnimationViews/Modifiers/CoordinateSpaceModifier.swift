import AnimationCore
import Foundation

/// Names the view's coordinates (`coordinateSpace(name:)`), for
/// ``GeometryProxy/frame(in:)-(CoordinateSpace)`` inside it.
struct _CoordinateSpaceModifier: PrimitiveModifier, Equatable {
    var name: AnyHashable

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let space = node.ownPrimitive { CoordinateSpacePrimitive(name: name) }
        if space.name != name {
            space.name = name
            // Readers inside measure against another view now.
            node.layoutCache.needsPlacement = true
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

/// The node of a named coordinate space: laid out as its content.
final class CoordinateSpacePrimitive: NodePrimitive {
    var name: AnyHashable

    init(name: AnyHashable) {
        self.name = name
    }
}

extension View {
    /// Names the view's coordinate space, so that views inside it can
    /// measure against it (``GeometryProxy/frame(in:)-(CoordinateSpace)`` with `.named(name)`).
    ///
    /// - Parameter name: The name.
    /// - Returns: The view.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names the view's coordinate space (`.coordinateSpace(.named("stack"))`).
    ///
    /// - Parameter name: The named space.
    /// - Returns: The view.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
