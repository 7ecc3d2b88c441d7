import AnimationCore
import Foundation

/// A view that shows the first of its views that fits: the first whose
/// ideal size, along the constrained axes, is within the size offered;
/// the last one when none is.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { icon; Text("A long title") }
///     icon
/// }
/// ```
///
/// As in SwiftUI, every option is measured; only the chosen one is placed
/// and drawn (the others keep their state, and take no hits).
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - axes: The axes to fit along; both by default.
    ///   - content: The options, in order of preference.
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A primitive view.
    public var body: Never { neverBody }
}

extension ViewThatFits: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let fits = node.ownPrimitive { ViewThatFitsPrimitive() }
        if fits.axes != axes {
            fits.axes = axes
            node.invalidateLayout()
        }
        let options = PickerOption.options(of: content)
        node.updateChildren(options.indices.map { (AnyHashable($0), _FitsOption(content: options[$0].label)) }, in: context)
    }
}

extension ViewThatFits: View {}

/// The node of a `ViewThatFits`: measures its options and shows one.
final class ViewThatFitsPrimitive: NodePrimitive, NodeLayout {
    var axes: Axis.Set = [.horizontal, .vertical]

    /// The option that fits a proposal.
    private func choice(_ options: [ViewNode], _ proposal: ProposedSize, in layout: inout LayoutPass) -> Int? {
        guard !options.isEmpty else { return nil }
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, option) in options.enumerated() {
            let size = layout.size(option, ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return options.count - 1
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let options = node.layoutChildren
        guard let chosen = choice(options, proposal, in: &layout) else { return .zero }
        return layout.size(options[chosen], proposal)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let options = node.layoutChildren
        guard let chosen = choice(options, proposal, in: &layout) else { return }
        for (index, option) in options.enumerated() {
            guard let fits = option.primitive(as: FitsOptionPrimitive.self) else { continue }
            let shown = index == chosen
            if fits.isShown != shown {
                fits.isShown = shown
                node.graph.display.invalidateStructure()
            }
        }
        let size = layout.size(options[chosen], proposal)
        layout.place(options[chosen], in: LayoutPass.aligned(size, in: rect, alignment: .center), proposal: proposal)
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }
}

/// One option of a `ViewThatFits`: its content, drawn only while chosen.
struct _FitsOption: View {
    let content: AnyView
    var body: Never { neverBody }
}

extension _FitsOption: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        _ = node.ownPrimitive { FitsOptionPrimitive() }
        node.updateChild(content, in: context)
    }
}

/// The node of an option: laid out as its content; hidden unless chosen.
final class FitsOptionPrimitive: NodePrimitive, NodeDrawing {
    /// Whether the option is the one shown (none until the first layout).
    var isShown = false

    var drawsItem: Bool { false }

    var traits: DrawingTraits { isShown ? [] : .hidesSubtree }
}
