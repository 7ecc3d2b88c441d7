import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

@MainActor
private func frames(_ host: ViewHost) -> [CGRect] {
    host.drawnViews.compactMap { entry in
        switch entry.item.content {
        case .color?, .shape?: entry.item.frame
        default: nil
        }
    }
}

@MainActor
@Suite("Flexible frames")
struct FlexFrameTests {
    let size = CGSize(width: 200, height: 100)

    @Test func maxInfinityTakesTheWidthOffered() {
        // The red square keeps its size, centered in a frame as wide as
        // the host; the blue bar fills it.
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity)
                Color.blue.frame(height: 10).frame(maxWidth: .infinity)
            }, size: size)
        let shown = frames(host)
        #expect(shown[0] == CGRect(x: 90, y: 35, width: 20, height: 20))
        #expect(shown[1].width == 200)
        // Aligned to the leading edge.
        let leading = ViewHost(Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading), size: size)
        #expect(frames(leading)[0].minX == 0)
    }

    @Test func minimumsMaximumsAndIdeals() {
        // A flexible child offered at most 80.
        let capped = ViewHost(Color.red.frame(maxWidth: 80), size: size)
        #expect(frames(capped)[0].width == 80)
        // A fixed child smaller than the minimum: the frame is the minimum.
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10).frame(minWidth: 60).background(Color.blue)
                Spacer()
            }, size: size)
        let blue = frames(host).first { _ in true }!
        #expect(blue.width == 60)
        // Both bounds: the proposal, clamped.
        let both = ViewHost(Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 120).background(Color.blue), size: size)
        #expect(frames(both)[0].width == 120)
        // An ideal width where the proposal has none (a fixed-size view).
        let ideal = ViewHost(Color.red.frame(idealWidth: 70, idealHeight: 15).fixedIdeal(), size: size)
        #expect(frames(ideal)[0].size == CGSize(width: 70, height: 15))
        // Bad input: a negative minimum is 0, a maximum below it is raised.
        let bounds = _FlexFrameLayout.Bounds(min: -5, ideal: nil, max: .nan)
        #expect(bounds.min == 0 && bounds.max == nil)
        #expect(_FlexFrameLayout.Bounds(min: 50, ideal: nil, max: 10).max == 50)
    }
}

extension View {
    /// The view at its ideal size (a parent that proposes nothing).
    fileprivate func fixedIdeal() -> some View {
        modifier(IdealProposal())
    }
}

/// Proposes nothing to its content: it takes its ideal size.
private struct IdealProposal: PrimitiveModifier {
    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { IdealLayout() }
        node.updateChild(content, in: context)
    }
}

private final class IdealLayout: NodePrimitive, NodeLayout {
    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        layout.sizeOfChildren(of: node, ProposedSize(width: nil, height: nil), axis: nil)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let size = layout.sizeOfChildren(of: node, ProposedSize(width: nil, height: nil), axis: nil)
        layout.placeChildren(
            of: node, in: CGRect(origin: rect.origin, size: size), proposal: ProposedSize(width: nil, height: nil),
            alignment: .center, axis: nil)
    }
}
