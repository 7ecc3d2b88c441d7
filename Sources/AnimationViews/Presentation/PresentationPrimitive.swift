import AnimationCore
import AnimationRuntime
import Foundation

/// How a presented view is placed in the host.
enum PresentationPlacement: Equatable {
    /// Filling the host (a sheet's card, a full-screen cover, a dimming
    /// layer).
    case fill
    /// At its own size, centered (an alert).
    case center
    /// At its own size, at the bottom of the safe area, 8 points up (a
    /// confirmation dialog).
    case bottom
}

/// The node of a presentation modifier: the modified view lays out as
/// usual; the presented layers (children after the first) are laid out in
/// the host's bounds, wherever the modified view is.
///
/// Difference from SwiftUI: presented layers are drawn among the modified
/// view's items, so effects of its ancestors (a clip, a transform) apply
/// to them, and views drawn after the modified view draw over them; attach
/// presentations to a view outside such effects (the screen's outermost
/// container, as is usual).
final class PresentationPrimitive: NodePrimitive, NodeLayout {
    /// Whether something was presented at the last update (to run
    /// `onDismiss` when it goes).
    var wasPresented = false

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        guard let content = node.layoutChildren.first else { return .zero }
        return layout.size(content, proposal, axis: axis)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let children = node.layoutChildren
        guard let content = children.first else { return }
        layout.place(content, in: rect, proposal: proposal, axis: axis)
        guard children.count > 1 else { return }
        let bounds = CGRect(origin: .zero, size: node.graph.layoutState.size ?? rect.size)
        let outer = layout.safeArea
        layout.safeArea = SafeAreaRegion(safe: bounds.inset(by: node.graph.layoutState.safeAreaInsets), outer: bounds)
        let offer = ProposedSize(width: bounds.width, height: bounds.height)
        for layer in children.dropFirst() {
            layout.place(layer, in: bounds, proposal: offer)
        }
        layout.safeArea = outer
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let content = node.layoutChildren.first else { return nil }
        return layout.explicitGuide(key, of: content, size: size)
    }
}

/// A presented layer: its content placed in the host's bounds as the
/// placement says.
struct _PresentedLayer<Content: View> {
    let placement: PresentationPlacement
    let content: Content
    var body: Never { neverBody }
}

extension _PresentedLayer: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let layer = node.ownPrimitive { PresentedLayerPrimitive(placement: placement) }
        if layer.placement != placement {
            layer.placement = placement
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

extension _PresentedLayer: View {}

/// The node of a presented layer.
final class PresentedLayerPrimitive: NodePrimitive, NodeLayout {
    var placement: PresentationPlacement

    init(placement: PresentationPlacement) {
        self.placement = placement
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        guard let content = node.layoutChildren.first else { return }
        switch placement {
        case .fill:
            layout.place(content, in: rect, proposal: proposal)
        case .center, .bottom:
            let safe = layout.safeArea.safe.isNull ? rect : layout.safeArea.safe.intersection(rect)
            let offer = ProposedSize(width: safe.width, height: safe.height)
            let size = layout.size(content, offer)
            let y = placement == .center ? safe.midY - size.height / 2 : safe.maxY - 8 - size.height
            layout.place(
                content, in: CGRect(x: safe.midX - size.width / 2, y: y, width: size.width, height: size.height),
                proposal: offer)
        }
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }
}

private struct PresentationDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

/// What a button inside an alert or confirmation dialog does after its
/// action: dismiss the presentation.
private struct PresentationButtonDismissKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// How many presentations (sheets, covers, alerts, dialogs) hold the
    /// view.
    var presentationDepth: Int {
        get { self[PresentationDepthKey.self] }
        set { self[PresentationDepthKey.self] = newValue }
    }

    /// Set inside alerts and dialogs: buttons dismiss them after acting.
    var presentationButtonDismiss: (@MainActor () -> Void)? {
        get { self[PresentationButtonDismissKey.self] }
        set { self[PresentationButtonDismissKey.self] = newValue }
    }
}
