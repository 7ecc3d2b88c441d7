extension View {
    /// Gives the view an explicit identity: when `id` changes, the view is
    /// a new one, with new state, and the old one is removed (with their
    /// transitions, in a transaction with an animation), as in SwiftUI.
    ///
    /// ```swift
    /// Text("\(count)")
    ///     .id(count)
    ///     .transition(.push(from: .bottom))
    /// ```
    ///
    /// A transition outside the identity (as above) applies to each
    /// identity's view.
    ///
    /// - Parameter id: The identity.
    /// - Returns: The view.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        _IdentifiedView(content: self, id: id)
    }
}

/// A view with an explicit identity: ``View/id(_:)``.
public struct _IdentifiedView<Content: View, ID: Hashable> {
    let content: Content
    let id: ID

    /// A primitive view.
    public var body: Never { neverBody }
}

extension _IdentifiedView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.childKeys.areExplicit = true
        node.updateChild(content, key: AnyHashable(id), in: context)
    }
}

extension _IdentifiedView: View {}

/// A view whose identity a modifier above it can read: an identified view,
/// or one with modifiers on it.
protocol IdentityCarrying {
    /// The explicit identity of the view, if it has one.
    var viewIdentity: AnyHashable? { get }
}

extension _IdentifiedView: IdentityCarrying {
    var viewIdentity: AnyHashable? { AnyHashable(id) }
}

extension ModifiedContent: IdentityCarrying where Content: View {
    /// The identity of the modified view.
    package var viewIdentity: AnyHashable? { AnimationEngine.viewIdentity(of: content) }
}

/// The explicit identity of a view (through the modifiers on it), if it
/// has one.
package func viewIdentity<V>(of view: V) -> AnyHashable? {
    (view as? any IdentityCarrying)?.viewIdentity
}
