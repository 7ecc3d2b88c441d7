import AnimationCore
import Foundation

/// A geometric value of a view (its bounds, a point in it) that a view
/// elsewhere resolves in its own coordinates with a `GeometryProxy`:
/// `proxy[anchor]`. Made by ``View/anchorPreference(key:value:transform:)``.
///
/// The anchor refers to the view, not to a frame: it resolves to where
/// layout placed the view last. A view that left the graph resolves where
/// it was last placed.
public struct Anchor<Value> {
    /// The frame of the anchored view in the host's coordinates.
    let frame: () -> CGRect
    /// The value, given the view's frame.
    let value: (CGRect) -> Value
    /// Which view and which source, for equality.
    let identity: AnyHashable

    /// The value in the coordinates of a view whose top-leading corner is at
    /// `origin` (host coordinates).
    package func resolve(from origin: CGPoint) -> Value {
        let frame = self.frame().offsetBy(dx: -origin.x, dy: -origin.y)
        return value(frame)
    }

    /// What an anchor is made from: the view's bounds, a rectangle or a
    /// point in them.
    public struct Source {
        let value: (CGRect) -> Value
        let identity: AnyHashable
    }
}

extension Anchor: Equatable {
    /// Whether two anchors refer to the same source of the same view.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.identity == rhs.identity
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(value: { $0 }, identity: AnyHashable("bounds"))
    }

    /// A rectangle in the view's own coordinates.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The source.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(
            value: { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) },
            identity: AnyHashable(["rect", rect.minX, rect.minY, rect.width, rect.height] as [AnyHashable]))
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    ///
    /// - Parameter point: The point.
    /// - Returns: The source.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(
            value: { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) },
            identity: AnyHashable(["point", point.x, point.y] as [AnyHashable]))
    }

    /// A point given as fractions of the view's size.
    ///
    /// - Parameter point: The unit point.
    /// - Returns: The source.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(
            value: { CGPoint(x: $0.minX + $0.width * point.x, y: $0.minY + $0.height * point.y) },
            identity: AnyHashable(["unit", point.x, point.y] as [AnyHashable]))
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// `anchorPreference`: a preference whose value is made from an anchor to
/// the modified view.
struct _AnchorPreferenceModifier<Key: PreferenceKey, Value>: PrimitiveModifier {
    var source: Anchor<Value>.Source
    var transform: (Anchor<Value>) -> Key.Value

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let frame = FrameReference(node)
        let anchor = Anchor<Value>(
            frame: { MainActor.assumeIsolated { frame.frame } }, value: source.value,
            identity: AnyHashable([AnyHashable(ObjectIdentifier(node)), source.identity]))
        let value = transform(anchor)
        let writer = node.ownPrimitive { PreferenceWriter<Key>(transform: { _ in value }, isLayoutGroup: false) }
        writer.transform = { _ in value }
        node.updateChild(content, in: context)
    }
}

/// `transformAnchorPreference`: changes the value the modified view's
/// content gives a preference with an anchor to the modified view.
struct _TransformAnchorPreferenceModifier<Key: PreferenceKey, Value>: PrimitiveModifier {
    var source: Anchor<Value>.Source
    var transform: (inout Key.Value, Anchor<Value>) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let frame = FrameReference(node)
        let anchor = Anchor<Value>(
            frame: { MainActor.assumeIsolated { frame.frame } }, value: source.value,
            identity: AnyHashable([AnyHashable(ObjectIdentifier(node)), source.identity]))
        let transform = self.transform
        let apply: (Key.Value?) -> Key.Value = { inner in
            var value = inner ?? Key.defaultValue
            transform(&value, anchor)
            return value
        }
        let writer = node.ownPrimitive { PreferenceWriter<Key>(transform: apply, isLayoutGroup: false) }
        writer.transform = apply
        node.updateChild(content, in: context)
    }
}

/// The frame of a node, kept after the node goes.
@MainActor
final class FrameReference {
    private weak var node: ViewNode?
    private var last = CGRect.zero

    init(_ node: ViewNode) {
        self.node = node
    }

    var frame: CGRect {
        if let node { last = node.frame }
        return last
    }
}

extension View {
    /// Sets a preference made from an anchor to this view: a view elsewhere
    /// resolves it with `proxy[anchor]`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: What the anchor points at: `.bounds`, `.center`, ...
    ///   - transform: Makes the preference's value from the anchor.
    /// - Returns: The view.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(_AnchorPreferenceModifier<K, A>(source: value, transform: transform))
    }

    /// Changes the value this view's content gives a preference, with an
    /// anchor to this view.
    ///
    /// - Parameters:
    ///   - key: The preference.
    ///   - value: What the anchor points at.
    ///   - transform: Changes the value, given the anchor.
    /// - Returns: The view.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_TransformAnchorPreferenceModifier<K, A>(source: value, transform: transform))
    }
}
