import AnimationCore
import Foundation

/// A view that can be dragged (the engine of `draggable` and `onDrag`):
/// held for ``DragAndDropSession/liftDelay``, then moved, it drags the
/// items `items` makes, beside the gestures of the views inside it; the
/// release drops them on the view that accepts them there.
struct DragSourceModifier: PrimitiveModifier {
    let items: @MainActor @Sendable () -> [Any]

    /// A source of the items `items` makes when a drag begins.
    nonisolated init(items: @escaping @MainActor @Sendable () -> [Any]) {
        self.items = items
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let session = node.graph.feature(DragAndDropSession.self)
        let items = self.items
        let lift = LongPressGesture(minimumDuration: DragAndDropSession.liftDelay)
            .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))
            .onChanged { value in
                guard case .second(true, let drag?) = value else { return }
                session.move(items(), to: drag.location)
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return session.cancel() }
                session.drop(at: drag.location)
            }
        node.updateChild(content.simultaneousGesture(lift), in: context)
    }
}

/// A view that takes drops (the engine of `dropDestination` and `onDrop`):
/// its handler, made once for the view's node and configured with each
/// update, hears the drags over it.
struct DropTargetModifier<Handler: DropTargetHandler>: PrimitiveModifier {
    let make: @MainActor @Sendable () -> Handler
    let configure: @MainActor @Sendable (Handler) -> Void

    /// A target whose handler `make` makes and `configure` brings up to date.
    nonisolated init(make: @escaping @MainActor @Sendable () -> Handler, configure: @escaping @MainActor @Sendable (Handler) -> Void) {
        self.make = make
        self.configure = configure
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let target = node.ownPrimitive { DropTarget(node: node.weakReference) }
        let handler = (target.handler as? Handler) ?? make()
        configure(handler)
        target.handler = handler
        node.graph.feature(DragAndDropSession.self).register(target)
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Makes the view a drag source of the items `items` makes when a drag
    /// begins (see ``DragSourceModifier``): the engine of `draggable` and
    /// `onDrag`.
    package nonisolated func dragSource(items: @escaping @MainActor @Sendable () -> [Any]) -> some View {
        modifier(DragSourceModifier(items: items))
    }

    /// Makes the view a drop target whose handler `make` makes once for
    /// its node and `configure` brings up to date with each update: the
    /// engine of `dropDestination` and `onDrop`.
    package nonisolated func dropTarget<Handler: DropTargetHandler>(
        make: @escaping @MainActor @Sendable () -> Handler, configure: @escaping @MainActor @Sendable (Handler) -> Void
    ) -> some View {
        modifier(DropTargetModifier(make: make, configure: configure))
    }
}
