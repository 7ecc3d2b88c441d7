import AnimationCore
import AnimationRuntime
import Foundation

/// Applies an animation to the changes of its content when a value changes.
@usableFromInline
struct _AnimationModifier<Value: Equatable>: PrimitiveModifier {
    var animation: Animation?
    var value: Value

    @usableFromInline
    init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let previous = node.local { Remembered<Value>() }.replace(with: value)
        var inner = context
        if let previous, previous != value, !context.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        node.updateChild(content, in: inner)
    }
}

/// Applies an animation to every change of its content (the deprecated
/// `animation(_:)`): the transaction of any change inside takes it, unless
/// the transaction disables animations.
struct _ImplicitAnimationModifier: PrimitiveModifier {
    var animation: Animation?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        if !context.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        node.updateChild(content, in: inner)
    }
}

/// Applies an animation to the modifiers inside its body only.
struct _ScopedAnimation<Content: View, Scoped: View>: PrimitiveView {
    var content: Content
    var animation: Animation?
    var scoped: Scoped
    var body: Never { neverBody }

    func update(_ node: ViewNode, in context: ViewContext) {
        var inner = context
        if !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        let content = self.content
        let outerAnimation = context.transaction.animation
        node.graph.withContent({ node, context in
            var restored = context
            restored.transaction.animation = outerAnimation
            node.updateChild(content, in: restored)
        }) {
            node.updateChild(scoped, in: inner)
        }
    }
}

/// Rewrites the transaction of its content's changes.
struct _TransactionModifier: PrimitiveModifier {
    var transform: (inout Transaction) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        transform(&inner.transaction)
        node.updateChild(content, in: inner)
    }
}

/// Rewrites the transaction of its content's changes when a value changes.
struct _ValueTransactionModifier<Value: Equatable>: PrimitiveModifier {
    var value: Value
    var transform: (inout Transaction) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let previous = node.local { Remembered<Value>() }.replace(with: value)
        var inner = context
        if let previous, previous != value { transform(&inner.transaction) }
        node.updateChild(content, in: inner)
    }
}

/// Rewrites the transaction of the modifiers inside its body only.
struct _ScopedTransaction<Content: View, Scoped: View>: PrimitiveView {
    var content: Content
    var transform: (inout Transaction) -> Void
    var scoped: Scoped
    var body: Never { neverBody }

    func update(_ node: ViewNode, in context: ViewContext) {
        var inner = context
        transform(&inner.transaction)
        let content = self.content
        let outer = context.transaction
        node.graph.withContent({ node, context in
            var restored = context
            restored.transaction = outer
            node.updateChild(content, in: restored)
        }) {
            node.updateChild(scoped, in: inner)
        }
    }
}

extension View {
    /// Animates the changes inside this view when `value` changes.
    ///
    /// It does not apply when the transaction has `disablesAnimations` set.
    ///
    /// - Parameters:
    ///   - animation: The animation; `nil` for none.
    ///   - value: The value to watch.
    /// - Returns: The view.
    @inlinable
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change inside this view, whatever changed: SwiftUI's
    /// first implicit animation, deprecated since iOS 15 because its scope
    /// is unbounded (a change anywhere inside animates with it).
    ///
    /// It does not apply when the transaction has `disablesAnimations` set.
    ///
    /// - Parameter animation: The animation; `nil` for none (changes inside
    ///   do not animate, even in an animated transaction).
    /// - Returns: The view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(_ImplicitAnimationModifier(animation: animation))
    }

    /// Animates the changes of the modifiers inside `body` only; the view
    /// itself (the placeholder `body` receives) keeps the outer transaction.
    ///
    /// - Parameters:
    ///   - animation: The animation; `nil` for none.
    ///   - body: Applies modifiers to the placeholder of this view.
    /// - Returns: The view.
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        _ScopedAnimation(content: self, animation: animation, scoped: body(PlaceholderContentView()))
    }

    /// Rewrites the transaction of the changes inside this view.
    ///
    /// - Parameter transform: Changes the transaction.
    /// - Returns: The view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Rewrites the transaction of the changes inside this view when `value`
    /// changes.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - transform: Changes the transaction.
    /// - Returns: The view.
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Rewrites the transaction of the modifiers inside `body` only.
    ///
    /// - Parameters:
    ///   - transform: Changes the transaction.
    ///   - body: Applies modifiers to the placeholder of this view.
    /// - Returns: The view.
    nonisolated public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        _ScopedTransaction(content: self, transform: transform, scoped: body(PlaceholderContentView()))
    }
}

extension _ScopedAnimation: View {}

extension _ScopedTransaction: View {}

extension View where Self: Equatable {
    /// Animates the changes inside this view when the view itself changes
    /// (compared with `==`).
    ///
    /// - Parameter animation: The animation; `nil` for none.
    /// - Returns: The view.
    @inlinable
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation, value: self))
    }
}
