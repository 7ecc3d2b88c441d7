import AnimationCore
import Foundation

/// Sets the view's value of an alignment guide:
/// `alignmentGuide(_:computeValue:)`.
struct _AlignmentGuideLayout: PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let primitive = node.ownPrimitive {
            node.graph.layoutState.noteExplicitGuideSource(node)
            return AlignmentGuidePrimitive(key: key, computeValue: computeValue)
        }
        primitive.key = key
        primitive.computeValue = computeValue
        // Closures cannot be compared: a new one lays the container out
        // again (this runs only when the modifier's view updates).
        node.invalidateLayout()
        node.updateChild(content, in: context)
    }
}

/// The node of an alignment guide: its content's layout and drawing, and
/// the guide's value for the containers that line it up.
final class AlignmentGuidePrimitive: NodePrimitive, NodeLayout {
    var key: AlignmentKey
    var computeValue: (ViewDimensions) -> CGFloat

    init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }

    func nodeDidDetach(_ node: ViewNode) {
        node.graph.layoutState.dropExplicitGuideSource(node)
    }

    /// The closure's value for this guide (the content's dimensions and
    /// guides given to it); other guides are the content's. A NaN or
    /// infinite value counts as none, with a warning.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        let child = node.soleLayoutChild
        guard key == self.key else {
            return child.flatMap { layout.explicitGuide(key, of: $0, size: size) }
        }
        let compute = computeValue
        let value = LayoutContext.lending(&layout, in: node.graph) { context in
            compute(ViewDimensions(size: size, guides: child.map { ExplicitGuides($0, in: context) }))
        }
        guard value.isFinite else {
            node.graph.warn("An alignment guide returned \(value): ignored.")
            return nil
        }
        return value
    }
}

extension View {
    /// Sets where a horizontal guide is in the view, for the containers
    /// that line views up by it (a `VStack` with that alignment, a frame's
    /// or a `ZStack`'s alignment).
    ///
    /// - Parameters:
    ///   - g: The guide.
    ///   - computeValue: Its offset from the view's leading edge, given the
    ///     view's dimensions and other guides.
    /// - Returns: The view with the guide.
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Sets where a vertical guide is in the view, for the containers that
    /// line views up by it (an `HStack` with that alignment, a frame's or a
    /// `ZStack`'s alignment).
    ///
    /// - Parameters:
    ///   - g: The guide.
    ///   - computeValue: Its offset from the view's top edge, given the
    ///     view's dimensions and other guides.
    /// - Returns: The view with the guide.
    nonisolated public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }
}
