import AnimationCore
import AnimationRuntime
import Foundation

/// The dimming behind a presentation.
enum PresentationDimming {
    /// Black at 20 % opacity over the host; taps on it do nothing.
    case passive
    /// Black at 20 % opacity; a tap on it dismisses (a dialog's "cancel").
    case dismissing
}

/// Presents a layer over the host while a binding is true: what `sheet`,
/// `fullScreenCover`, `alert` and `confirmationDialog` make.
///
/// The layer and its dimming are inserted and removed with their
/// transitions, which carry their own animation (presentations animate
/// even when the binding changes outside `withAnimation`, as in SwiftUI):
/// the transaction's animation when it has one. Inside the layer,
/// `dismiss` sets the binding to false and `isPresented` is true;
/// `onDismiss` runs after the layer is gone from the views (once per
/// dismissal, also when the binding is set to false elsewhere).
struct _PresentationModifier<Layer: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let identity: AnyHashable
    let dimming: PresentationDimming?
    let placement: PresentationPlacement
    let transition: AnyTransition
    let onDismiss: (@MainActor () -> Void)?
    /// The layer, given what dismisses it.
    let layer: (DismissAction) -> Layer

    /// The animation of presenting and dismissing when the change has none.
    static var defaultAnimation: Animation { .easeInOut(duration: 0.35) }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let presentation = node.ownPrimitive { PresentationPrimitive() }
        let shown = isPresented.wrappedValue
        if presentation.wasPresented, !shown, let onDismiss {
            node.graph.updates.afterUpdate(onDismiss)
        }
        presentation.wasPresented = shown
        var views: [(AnyHashable, any View)] = [(AnyHashable("content"), content)]
        if shown {
            let animation = context.transaction.animation ?? Self.defaultAnimation
            let binding = isPresented
            let dismiss = DismissAction(action: { binding.wrappedValue = false })
            let depth = context.environment.presentationDepth + 1
            if let dimming {
                let dim = Color.black.opacity(0.2)
                views.append(
                    (
                        AnyHashable("dim"),
                        _PresentedLayer(
                            placement: .fill,
                            content: dim.modifier(_DimTap(dismiss: dimming == .dismissing ? dismiss : nil))
                        )
                        .transition(AnyTransition.opacity.animation(animation))
                    ))
            }
            var buttonDismiss: (@MainActor () -> Void)?
            if placement != .fill { buttonDismiss = { binding.wrappedValue = false } }
            let presented = _PresentedLayer(placement: placement, content: layer(dismiss))
                .environment(\.dismiss, dismiss)
                .environment(\.presentationDepth, depth)
                .environment(\.presentationButtonDismiss, buttonDismiss)
            views.append((identity, presented.transition(transition.animation(animation))))
        }
        node.updateChildren(views, in: context)
    }
}

/// Taps on a dimming layer: dismiss, or nothing (the layer still takes
/// them, so views under it do not).
struct _DimTap: PrimitiveModifier {
    let dismiss: DismissAction?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { TapTarget() }
        let dismiss = self.dismiss
        node.pointerTarget.tapAction = { dismiss?() }
        node.updateChild(content, in: context)
    }
}
