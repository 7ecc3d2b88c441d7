import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// Where a layout keeps what its methods received, for after the pass.
@MainActor
private final class Kept {
    var subviews: LayoutSubviews?
    var dimensions: ViewDimensions?
}

/// A layout that stacks its subviews at its origin and keeps its subviews
/// and the first one's dimensions past the pass, as a cache might.
private struct Keeping: Layout {
    let kept: Kept

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated {
            kept.subviews = subviews
            kept.dimensions = subviews.first?.dimensions(in: .unspecified)
        }
        return CGSize(width: 50, height: 50)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// A layout that, while it sizes itself, measures a subview of the layout
/// around it through a proxy that layout kept (its pass is in use further
/// up the tree at that moment).
private struct MeasuresOuter: Layout {
    let kept: Kept
    let measured: Measured

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated {
            if let sibling = kept.subviews?.last { measured.sizes.append(sibling.sizeThatFits(.unspecified)) }
        }
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

@MainActor
private final class Measured {
    var sizes: [CGSize] = []
}

@MainActor
@Suite("Layout context")
struct LayoutContextTests {
    /// Proxies carry the pass they were made in; one kept after its pass
    /// ended measures in a pass of its own that only sizes: the same sizes
    /// and guides, nothing placed, no warning.
    @Test func proxiesKeptAfterTheirPassMeasureInAPassOfTheirOwn() throws {
        let kept = Kept()
        let host = ViewHost(
            Keeping(kept: kept) {
                Color.red.frame(width: 30, height: 20).alignmentGuide(.leading) { $0.width / 3 }
            }, size: CGSize(width: 100, height: 100))
        _ = host.displayList
        let subviews = try #require(kept.subviews)
        let dimensions = try #require(kept.dimensions)
        #expect(subviews[0].sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
        #expect(subviews[0].dimensions(in: .unspecified)[explicit: .leading] == 10)
        #expect(dimensions[explicit: .leading] == 10)
        #expect(dimensions[.trailing] == 30)
        #expect(host.warnings.isEmpty)
        // Measuring outside the pass moved nothing.
        let before = host.displayList
        _ = subviews[0].sizeThatFits(ProposedViewSize(width: 5, height: 5))
        #expect(host.displayList == before)
    }

    /// An alignment guide that comes, goes and comes back is honoured each
    /// time it is in the tree and forgotten when it is not (the nodes that
    /// give guides are noted by identity, not counted by hand).
    @Test func guidesThatComeAndGoAreHonouredOnlyWhileThere() {
        let host = ViewHost(GuideToggle(), size: CGSize(width: 100, height: 100))
        // Back to front: the blue bar, the red one, the gray button.
        func redMinX() -> CGFloat? {
            let frames = colorFrames(host)
            return frames.count == 3 ? frames[1].minX : nil
        }
        let plain = redMinX()
        #expect(tapToggle(host))
        let guided = redMinX()
        #expect(tapToggle(host))
        #expect(redMinX() == plain)
        #expect(tapToggle(host))
        #expect(redMinX() == guided)
        #expect(plain != nil && guided != nil && plain != guided)
    }

    /// A proxy whose pass is in use further up (an inner layout measuring a
    /// subview of the layout around it) measures in a pass of its own: the
    /// subview's size, and no exclusive-access trap.
    @Test func aProxyWhosePassIsInUseMeasuresInAPassOfItsOwn() {
        let kept = Kept(), measured = Measured()
        let host = ViewHost(
            Keeping(kept: kept) {
                MeasuresOuter(kept: kept, measured: measured) { Color.blue }
                Color.red.frame(width: 30, height: 20)
            }, size: CGSize(width: 100, height: 100))
        _ = host.displayList
        #expect(!measured.sizes.isEmpty)
        #expect(measured.sizes.allSatisfy { $0 == CGSize(width: 30, height: 20) })
        #expect(host.warnings.isEmpty)
    }

    private func tapToggle(_ host: ViewHost) -> Bool {
        host.tap(at: CGPoint(x: 95, y: 95))
    }
}

/// A red bar in a leading-aligned stack, whose guide a tap turns on and off.
private struct GuideToggle: View {
    @State private var guided = false
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 40, height: 10)
                if guided {
                    Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }
                } else {
                    Color.red.frame(width: 20, height: 10)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Color.gray.frame(width: 10, height: 10).onTapGesture { guided.toggle() }
        }
    }
}
