import AnimationCore
import Foundation

/// The view a node was last updated with, and how the node updates with
/// it: made once per node (a node keeps its view type), with everything
/// that depends only on the view's type resolved then (whether it is
/// primitive, how to compare two values), so that an update does no
/// dynamic casts or look-ups.
@MainActor
class AnyViewRecord {
    /// How a node brings itself up to date with its view.
    enum Kind {
        /// The graph updates a primitive view itself.
        case primitive
        /// A primitive that stands for other content (placeholders): it
        /// updates even when its own value is unchanged.
        case alwaysUpdate
        /// A view whose animatable data animates, its body re-run with it.
        case animatable
        /// A view with a body.
        case body
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// Updates `node` with the recorded view.
    func update(_ node: ViewNode, in context: ViewContext) {}
}

/// The record of a node that shows views of type `V`.
@MainActor
final class ViewRecord<V: View>: AnyViewRecord {
    var view: V
    /// What every node of `V` shares (see ``ViewTypeTraits``).
    let traits: ViewTypeTraits<V>

    init(_ view: V) {
        self.view = view
        self.traits = ViewTypeTraits<V>.shared
        super.init(kind: traits.kind)
    }

    override func update(_ node: ViewNode, in context: ViewContext) {
        node.update(with: view, in: context)
    }
}

/// What a node's update needs to know about a view type: its kind, how to
/// compare two values, how to update a node with one. Made once per type
/// and shared by every node of it (they hold no state), so that a tree of
/// thousands of nodes of a few types keeps a few of these, which stay in
/// the processor's cache while an update visits the nodes.
@MainActor
final class ViewTypeTraits<V: View> {
    /// How a node of `V` brings itself up to date.
    let kind: AnyViewRecord.Kind
    /// Compares two values of `V`.
    let equality: ViewEquality<V>
    /// Updates a node with a primitive or animatable `V`.
    let updater: ViewUpdater<V>?

    private init() {
        self.equality = ViewEquality<V>.make()
        if let primitive = V.self as? any PrimitiveView.Type {
            kind = V.self is any StandInView.Type ? .alwaysUpdate : .primitive
            func updater<P: PrimitiveView>(_: P.Type) -> ViewUpdater<V> {
                unsafeDowncast(P.makeUpdater(), to: ViewUpdater<V>.self)
            }
            self.updater = updater(primitive)
        } else if !(V.self is any Shape.Type), let animatable = V.self as? any (View & Animatable).Type {
            kind = .animatable
            func updater<A: View & Animatable>(_: A.Type) -> ViewUpdater<V> {
                AnimatableViewUpdater<V, A>()
            }
            self.updater = updater(animatable)
        } else {
            kind = .body
            self.updater = nil
        }
    }

    /// The traits of `V`, made the first time a node shows a `V`.
    static var shared: ViewTypeTraits<V> {
        let key = ObjectIdentifier(V.self)
        if let known = viewTypeTraits[key] { return unsafeDowncast(known, to: ViewTypeTraits<V>.self) }
        let made = ViewTypeTraits<V>()
        viewTypeTraits[key] = made
        return made
    }
}

/// Every view type's traits, by type: as many as the program's view types
/// that were shown, like the types' metadata.
@MainActor private var viewTypeTraits: [ObjectIdentifier: AnyObject] = [:]

/// Updates a node with a view of type `V` that is primitive or animatable
/// (subclasses know the protocol it conforms to, so updating needs no cast).
///
/// The view comes by its address, valid for the call: a subclass reads it
/// as the type it knows, or reads its parts (``PrimitiveModifierUpdater``),
/// without asking the runtime for the metadata of `V`, which the caller
/// has already.
@MainActor
package class ViewUpdater<V> {
    func update(_ view: UnsafePointer<V>, _ node: ViewNode, in context: ViewContext) {}
}

/// Updates a node with a primitive view: `P` is `V`.
final class PrimitiveViewUpdater<V, P: PrimitiveView>: ViewUpdater<V> {
    override func update(_ view: UnsafePointer<V>, _ node: ViewNode, in context: ViewContext) {
        let primitive = UnsafeRawPointer(view).assumingMemoryBound(to: P.self)
        ObjectObservation.reading(as: node) { primitive.pointee.update(node, in: context) }
    }
}

/// Updates a node with an `Animatable` view: `A` is `V`.
final class AnimatableViewUpdater<V, A: View & Animatable>: ViewUpdater<V> {
    override func update(_ view: UnsafePointer<V>, _ node: ViewNode, in context: ViewContext) {
        node.evaluateAnimatableBody(of: UnsafeRawPointer(view).assumingMemoryBound(to: A.self).pointee, in: context)
    }
}

/// Whether two values of a view are equal, so that a node can skip
/// re-running a body whose inputs did not change: plain-data views compare
/// their bytes, `Equatable` views with `==`; any other view (one holding a
/// closure or a reference) counts as changed.
class ViewEquality<V> {
    func areEqual(_ a: V, _ b: V) -> Bool { false }

    /// The comparison for `V`.
    static func make() -> ViewEquality<V> {
        if _isPOD(V.self) { return PlainDataEquality<V>() }
        if let equatable = V.self as? any Equatable.Type {
            func make<E: Equatable>(_: E.Type) -> ViewEquality<V> { EquatableEquality<V, E>() }
            return make(equatable)
        }
        return ViewEquality<V>()
    }
}

/// Plain data: equal bytes. (Padding bytes count too, so a type with
/// padding may compare unequal when its values are equal: the node then
/// updates when it could have skipped, never the other way round. The
/// built-in views and modifiers have no padding.)
final class PlainDataEquality<V>: ViewEquality<V> {
    override func areEqual(_ a: V, _ b: V) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }
}

/// `Equatable`: `E` is `V`.
final class EquatableEquality<V, E: Equatable>: ViewEquality<V> {
    override func areEqual(_ a: V, _ b: V) -> Bool {
        unsafeBitCast(a, to: E.self) == unsafeBitCast(b, to: E.self)
    }
}
