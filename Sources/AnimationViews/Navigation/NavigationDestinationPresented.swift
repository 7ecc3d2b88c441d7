import AnimationCore
import AnimationRuntime

/// `navigationDestination(isPresented:destination:)`: pushes the
/// destination on the enclosing stack while the binding is true, pops it
/// when the binding turns false, and sets the binding to false when a back
/// button or `dismiss` pops it.
///
/// The destination is built when it is pushed (a later change of the
/// destination view shows the next time it is pushed). Outside a
/// `NavigationStack`, nothing is pushed and the host warns.
struct _NavigationDestinationPresented<Destination: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let destination: () -> Destination

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let state = node.local { PushState() }
        let shown = isPresented.wrappedValue
        if shown != state.pushed {
            state.pushed = shown
            let owner = ObjectIdentifier(node)
            if let navigation = context.environment.navigation?.context {
                let binding = isPresented
                if shown {
                    let view = AnyView(destination())
                    node.graph.updates.afterUpdate {
                        navigation.pushOwned(owner, view, { if binding.wrappedValue { binding.wrappedValue = false } })
                    }
                } else {
                    node.graph.updates.afterUpdate { navigation.popOwned(owner) }
                }
            } else if shown {
                node.graph.warn("navigationDestination(isPresented:) is outside a NavigationStack: nothing is pushed.")
            }
        }
        node.updateChild(content, in: context)
    }

    final class PushState {
        var pushed = false
    }
}

extension View {
    /// Pushes a screen on the enclosing `NavigationStack` while a binding
    /// is true (see `_NavigationDestinationPresented`).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the screen is pushed.
    ///   - destination: The screen.
    /// - Returns: The view.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        modifier(_NavigationDestinationPresented(isPresented: isPresented, destination: destination))
    }

    /// Pushes the screen for an item on the enclosing `NavigationStack`
    /// while the item is set; popping it sets the item to `nil`.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - destination: The screen for the item.
    /// - Returns: The view.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            _NavigationDestinationPresented(
                isPresented: isPresented,
                destination: {
                    item.wrappedValue.map(destination)
                }))
    }
}
