import AnimationCore
import Foundation

/// How a view's glass comes and goes when the view is inserted or
/// removed, as in SwiftUI (iOS 26).
public struct GlassEffectTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case matchedGeometry, materialize, identity }
    let kind: Kind

    /// The glass takes its shape from the glass of the same
    /// ``AnimationEngine/View/glassEffectID(_:in:)`` that leaves as it arrives (the
    /// default).
    public static let matchedGeometry = GlassEffectTransition(kind: .matchedGeometry)
    /// The view fades in and out; its glass does not match another's.
    public static let materialize = GlassEffectTransition(kind: .materialize)
    /// No change: the view appears and disappears at once.
    public static let identity = GlassEffectTransition(kind: .identity)
}

/// What the identity of a view's glass is matched by.
/// (Its identity is `Sendable`, as `glassEffectID` requires; `AnyHashable`
/// cannot say so.)
struct _GlassEffectIdentity: Hashable, @unchecked Sendable {
    let id: AnyHashable
}

extension View {
    /// Gives the view's glass an identity in a namespace, so that when a
    /// view with glass leaves and another of the same identity arrives (in
    /// one animated change), the arriving one grows out of the leaving
    /// one's frame, as SwiftUI morphs glass shapes in a
    /// ``GlassEffectContainer``.
    ///
    /// Headlessly the morph is a matched geometry effect on the view (its
    /// frame animates from the other's, the two views cross-fade): the
    /// glass shapes do not melt into each other (see "Differences from
    /// SwiftUI"). A `nil` identity does nothing.
    ///
    /// - Parameters:
    ///   - id: The identity, or `nil` for none.
    ///   - namespace: The namespace it is unique in.
    /// - Returns: The view.
    nonisolated public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        modifier(_GlassEffectIDModifier(id: id.map { _GlassEffectIdentity(id: AnyHashable($0)) }, namespace: namespace))
    }

    /// Joins the view's glass to a union of glass shapes with the same
    /// identity, which SwiftUI draws as one shape. Headlessly each view
    /// keeps its own glass; the host warns once (see "Differences from
    /// SwiftUI").
    ///
    /// - Parameters:
    ///   - id: The union's identity, or `nil` for none.
    ///   - namespace: The namespace it is unique in.
    /// - Returns: The view.
    nonisolated public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        modifier(_GlassEffectUnionModifier(joins: id != nil))
    }

    /// How the glass in this view comes and goes when the view is
    /// inserted or removed: ``GlassEffectTransition/materialize`` fades the
    /// view, ``GlassEffectTransition/identity`` shows and hides it at once,
    /// ``GlassEffectTransition/matchedGeometry`` (the default) leaves it to
    /// the glass identities.
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        modifier(_GlassEffectTransitionModifier(transition: transition))
    }
}

struct _GlassEffectIDModifier: ViewModifier {
    let id: _GlassEffectIdentity?
    let namespace: Namespace.ID

    func body(content: Content) -> some View {
        if let id {
            content.matchedGeometryEffect(id: id, in: namespace)
        } else {
            content
        }
    }
}

struct _GlassEffectUnionModifier: ViewModifier {
    let joins: Bool

    func body(content: Content) -> some View {
        if joins { CurrentHost.warn("glassEffectUnion: the glass shapes are drawn each on its own, not as one shape.") }
        return content
    }
}

struct _GlassEffectTransitionModifier: ViewModifier {
    let transition: GlassEffectTransition

    func body(content: Content) -> some View {
        switch transition.kind {
        case .materialize: content.transition(AnyTransition.opacity)
        case .identity: content.transition(AnyTransition.identity)
        case .matchedGeometry: content.transition(AnyTransition.opacity)
        }
    }
}
