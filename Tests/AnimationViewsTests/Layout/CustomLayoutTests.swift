import AnimationCore
import AnimationRuntime
import Foundation
import Observation
import TestSupport
import Testing

@testable import AnimationViews

/// Subviews on a circle, the first at the top, clockwise: the podium of
/// seed 002 as a layout. Its radius animates.
private struct Ring: Layout {
    var radius: CGFloat

    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count) - Double.pi / 2
            subview.place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Subviews in a row ordered by their rank, each 20 wide.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 20 * CGFloat(subviews.count), height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        for (slot, subview) in ordered.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 20 * CGFloat(slot), y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 20))
        }
    }
}

/// A layout with a cache that counts how often it is made and updated.
private struct Counting: Layout {
    final class Counts: @unchecked Sendable { var made = 0, updated = 0 }
    let counts: Counts
    var gap: CGFloat

    struct Cache { var widths: [CGFloat] }

    func makeCache(subviews: Subviews) -> Cache {
        counts.made += 1
        return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counts.updated += 1
        cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +) + gap * CGFloat(max(0, cache.widths.count - 1)), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += cache.widths[index] + gap
        }
    }
}

@Observable
private final class Toggle2 {
    var on = false
}

@MainActor
@Suite("The Layout protocol, AnyLayout, layout priority and alignment guides")
struct CustomLayoutTests {
    @Test func aRadialLayoutPlacesSubviewsOnItsCircle() {
        let host = ViewHost(
            Ring(radius: 80) {
                ForEach(0..<4) { _ in Color.red.frame(width: 20, height: 20) }
            }, size: CGSize(width: 200, height: 200))
        // Centers at 100 + 80·(cos, sin) of -90°, 0°, 90°, 180°.
        let expected = [CGPoint(x: 100, y: 20), CGPoint(x: 180, y: 100), CGPoint(x: 100, y: 180), CGPoint(x: 20, y: 100)]
        let centers = colorFrames(host).map { CGPoint(x: $0.midX, y: $0.midY) }
        #expect(centers.count == 4)
        for (center, want) in zip(centers, expected) {
            #expect(abs(center.x - want.x) < 1e-9 && abs(center.y - want.y) < 1e-9)
        }
    }

    @Test func anAnimatableLayoutAnimatesItsParameters() {
        let model = Toggle2()
        let host = ViewHost(RingHost(model: model), size: CGSize(width: 200, height: 200))
        #expect(abs(colorFrames(host)[1].midX - 140) < 1e-9)  // radius 40
        withAnimation(.linear(duration: 1)) { model.on = true }
        // The change is applied, and starts animating, at the next frame.
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.5)
        // Halfway (linear): radius 60, the second subview's center at x = 160.
        #expect(abs(colorFrames(host)[1].midX - 160) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(colorFrames(host)[1].midX - 180) < 1e-9)
    }

    @Test func layoutValuesReachTheLayout() {
        let host = ViewHost(
            RankedRow {
                Color.red.layoutValue(key: Rank.self, value: 2)
                Color.green.layoutValue(key: Rank.self, value: 0)
                Color.blue.layoutValue(key: Rank.self, value: 1).padding(0)
            }, size: CGSize(width: 60, height: 20))
        let frames = colorFrames(host)
        // Drawn in content order; placed by rank.
        #expect(frames.map(\.minX) == [40, 0, 20])
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheLayoutChanges() {
        let counts = Counting.Counts()
        let model = Toggle2()
        let host = ViewHost(CountingHost(model: model, counts: counts), size: CGSize(width: 200, height: 50))
        // Two 30-wide colors 4 apart: 64 wide, centered in 200.
        #expect(colorFrames(host).map(\.minX) == [68, 102])
        #expect(counts.made == 1)
        #expect(counts.updated == 0)
        model.on = true
        host.advance(by: 1.0 / 60)
        #expect(colorFrames(host).map(\.minX) == [58, 112])  // gap 24: 84 wide
        #expect(counts.made == 1)
        #expect(counts.updated == 1)
    }

    @Test func anyLayoutSwitchesMoveEachSubviewToItsNewFrame() {
        let model = Toggle2()
        let host = ViewHost(SwitchHost(model: model), size: CGSize(width: 200, height: 200))
        // An HStack of two 40 × 40 squares, 8 apart: 88 × 40, centered.
        #expect(colorFrames(host) == [CGRect(x: 56, y: 80, width: 40, height: 40), CGRect(x: 104, y: 80, width: 40, height: 40)])
        withAnimation(.linear(duration: 1)) { model.on = true }
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.5)
        // A VStack: 40 × 88 at (80, 56); halfway between the two.
        let halfway = colorFrames(host)
        #expect(halfway.count == 2)
        #expect(abs(halfway[0].minX - 68) < 1e-6 && abs(halfway[0].minY - 68) < 1e-6)
        #expect(abs(halfway[1].minX - 92) < 1e-6 && abs(halfway[1].minY - 92) < 1e-6)
        host.advance(by: 0.5)
        #expect(colorFrames(host) == [CGRect(x: 80, y: 56, width: 40, height: 40), CGRect(x: 80, y: 104, width: 40, height: 40)])
    }

    @Test func stackLayoutsMatchTheStacks() {
        let viaLayout = ViewHost(
            VStackLayout(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
                Spacer()
            }, size: CGSize(width: 100, height: 100))
        let viaStack = ViewHost(
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
                Spacer()
            }, size: CGSize(width: 100, height: 100))
        #expect(colorFrames(viaLayout) == colorFrames(viaStack))
        // The spacer grows vertically (the layout's stack orientation): the
        // stack fills the height, the colors at its top.
        #expect(colorFrames(viaLayout).first?.minY == 0)
        let zstack = ViewHost(
            ZStackLayout(alignment: .bottomTrailing) {
                Color.red.frame(width: 30, height: 30)
                Color.blue.frame(width: 10, height: 10)
            }, size: CGSize(width: 30, height: 30))
        #expect(colorFrames(zstack)[1] == CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    @Test func layoutPriorityGivesTheSpaceFirst() {
        func row(priority: Double) -> some View {
            HStack(spacing: 8) {
                Color.red.frame(minWidth: 50, maxWidth: 300).layoutPriority(priority)
                Color.blue.frame(minWidth: 50, maxWidth: 300)
            }
        }
        let equal = ViewHost(row(priority: 0), size: CGSize(width: 400, height: 10))
        #expect(colorFrames(equal).map(\.width) == [196, 196])
        // The first is offered 392 − 50 (the second's smallest), takes 300;
        // the second gets the 92 left.
        let first = ViewHost(row(priority: 1), size: CGSize(width: 400, height: 10))
        #expect(colorFrames(first).map(\.width) == [300, 92])
        // NaN counts as 0.
        let nan = ViewHost(row(priority: .nan), size: CGSize(width: 400, height: 10))
        #expect(colorFrames(nan).map(\.width) == [196, 196])
    }

    @Test func alignmentGuidesMoveViewsInStacks() {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
            }, size: CGSize(width: 200, height: 20))
        // The blue's leading guide is its trailing edge: it sits 50 to the
        // left of the red; the stack is 100 wide, centered at 100.
        #expect(colorFrames(host) == [CGRect(x: 100, y: 0, width: 50, height: 10), CGRect(x: 50, y: 10, width: 50, height: 10)])
    }

    @Test func alignmentGuidesInAZStackAndAFrame() {
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { _ in -20 }
                    .alignmentGuide(.top) { d in -d.height * 3 }
            }, size: CGSize(width: 100, height: 100))
        #expect(colorFrames(host)[1] == CGRect(x: 20, y: 30, width: 10, height: 10))
        let framed = ViewHost(
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(HorizontalAlignment.center) { d in d.width }
                .frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        // The content's center guide (its trailing edge) meets the frame's center.
        #expect(colorFrames(framed) == [CGRect(x: 40, y: 45, width: 10, height: 10)])
    }

    @Test func customGuidesReachThroughStacks() {
        let host = ViewHost(
            HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 10, height: 100)
                VStack(spacing: 8) {
                    Color.green.frame(width: 10, height: 20)
                    Color.blue.frame(width: 10, height: 20).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
                }
            }, size: CGSize(width: 20, height: 100))
        // The red's marker is its default, half its height (50); the
        // VStack's is the blue's center, 28 + 10 = 38 from its top: the
        // VStack starts at 50 − 38 = 12.
        let frames = colorFrames(host)
        #expect(frames[0].minY == 0)
        #expect(frames[1].minY == 12)
        #expect(frames[2].minY == 40)
        // Built-in guides stop at the first container.
        let builtIn = ViewHost(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 100)
                VStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 20)
                    Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { _ in 30 }
                }
            }, size: CGSize(width: 20, height: 100))
        #expect(colorFrames(builtIn)[1].minY == 0)
    }

    @Test func textBaselinesLineUp() {
        let host = ViewHost(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.system(size: 40))
                Text("small").font(.system(size: 12))
            }, size: CGSize(width: 300, height: 100))
        let items = host.drawnViews.filter { $0.item.content?.string != nil }
        #expect(items.count == 2)
        guard items.count == 2 else { return }
        // A line's baseline is its ascent (San Francisco's 1950/2048 of the
        // size) below its top.
        let ascent = 1950.0 / 2048
        let big = items[0].item.frame.minY + 40 * ascent
        let small = items[1].item.frame.minY + 12 * ascent
        #expect(abs(big - small) <= halfPixel)
        #expect(items[1].item.frame.minY > items[0].item.frame.minY)
    }

    @Test func badLayoutsAreWarnedAndClamped() {
        let host = ViewHost(
            Broken {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            }, size: CGSize(width: 100, height: 100))
        let frames = colorFrames(host)
        #expect(host.warnings.contains { $0.contains("invalid size") })
        #expect(host.warnings.contains { $0.contains("non-finite position") })
        // Width NaN → 0, height ∞ → the proposal (100): the container is
        // 0 × 100 at x = 50. The red at a NaN position and the unplaced
        // green go to its center; the blue where it was put.
        #expect(frames[0] == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(frames[1] == CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(frames[2] == CGRect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func placingOutsidePlaceSubviewsIsIgnored() {
        let host = ViewHost(
            Leaky {
                Color.red.frame(width: 10, height: 10)
            }, size: CGSize(width: 100, height: 100))
        #expect(colorFrames(host) == [CGRect(x: 45, y: 45, width: 10, height: 10)])
        #expect(host.warnings.contains { $0.contains("outside placeSubviews") })
    }
}

extension VerticalAlignment {
    private enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    fileprivate static let marker = VerticalAlignment(Marker.self)
}

private struct RingHost: View {
    let model: Toggle2
    var body: some View {
        Ring(radius: model.on ? 80 : 40) {
            ForEach(0..<4) { _ in Color.red.frame(width: 20, height: 20) }
        }
    }
}

private struct CountingHost: View {
    let model: Toggle2
    let counts: Counting.Counts
    var body: some View {
        Counting(counts: counts, gap: model.on ? 24 : 4) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
    }
}

private struct SwitchHost: View {
    let model: Toggle2
    var body: some View {
        let layout = model.on ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 40, height: 40)
        }
    }
}

/// Returns a NaN width and an infinite height, places the first subview
/// at a NaN position and leaves the third unplaced.
private struct Broken: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: .infinity)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
        subviews[1].place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Keeps its subviews and places them while sizing (not allowed).
private struct Leaky: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.place(at: .zero, proposal: .unspecified)
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}
