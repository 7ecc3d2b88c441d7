import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// Five cards (70 wide by default), 10 apart, in a 100 × 100 horizontal
/// scroll view.
private struct Cards<B: ScrollTargetBehavior>: View {
    let behavior: B
    var width: CGFloat = 70

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { index in
                    Color.blue.frame(width: width, height: 50).id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(behavior)
        .frame(width: 100, height: 100)
    }
}

/// Pages as wide as the viewport.
private struct Pages: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.green.frame(width: 100, height: 100) }
            }
        }
        .scrollTargetBehavior(.paging)
        .frame(width: 100, height: 100)
    }
}

/// Rows in a 100 × 200 viewport, each fading as it leaves.
private struct FadingRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<6) { index in
                    Color.red.frame(width: 80, height: 50)
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .frame(width: 100, height: 200)
    }
}

@MainActor
@Suite("Scroll targets, margins, positions and transitions")
struct ScrollFeatureTests {
    @Test func pagingRestsOnTheNearestPage() {
        let host = ViewHost(Pages(), size: CGSize(width: 100, height: 100))
        #expect(host.drag(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 30, y: 50)))
        host.advance(by: 2)
        #expect(host.scrollOffsets == [CGPoint(x: 100, y: 0)])
        // Less than half a page back: the same page.
        #expect(host.drag(from: CGPoint(x: 30, y: 50), to: CGPoint(x: 60, y: 50)))
        host.advance(by: 2)
        #expect(host.scrollOffsets == [CGPoint(x: 100, y: 0)])
    }

    @Test func viewAlignedRestsOnACardsEdgeWithinItsLimit() {
        let host = ViewHost(Cards(behavior: .viewAligned), size: CGSize(width: 100, height: 100))
        // 50 points: nearer the second card's edge (80) than the first's (0).
        #expect(host.drag(from: CGPoint(x: 80, y: 50), to: CGPoint(x: 30, y: 50)))
        host.advance(by: 2)
        #expect(host.scrollOffsets == [CGPoint(x: 80, y: 0)])

        // Cards 30 wide (edges 0, 40, 80, ...): a 98-point drag rests at
        // 80 without a limit, at 40 when one scroll passes one card.
        let free = ViewHost(Cards(behavior: .viewAligned, width: 30), size: CGSize(width: 100, height: 100))
        #expect(free.drag(from: CGPoint(x: 99, y: 50), to: CGPoint(x: 1, y: 50)))
        free.advance(by: 2)
        #expect(free.scrollOffsets == [CGPoint(x: 80, y: 0)])
        let limited = ViewHost(Cards(behavior: .viewAligned(limitBehavior: .alwaysByOne), width: 30), size: CGSize(width: 100, height: 100))
        #expect(limited.drag(from: CGPoint(x: 99, y: 50), to: CGPoint(x: 1, y: 50)))
        limited.advance(by: 2)
        #expect(limited.scrollOffsets == [CGPoint(x: 40, y: 0)])
    }

    @Test func marginsInsetTheContentAndDisabledScrollingIgnoresDrags() {
        struct Margins: View {
            var body: some View {
                ScrollView {
                    Color.red.frame(width: 50, height: 300)
                }
                .contentMargins(20)
                .scrollDisabled(true)
                .scrollClipDisabled()
                .frame(width: 100, height: 200)
            }
        }
        let host = ViewHost(Margins(), size: CGSize(width: 100, height: 200))
        #expect(colorFrames(host).first?.minY == 20)
        _ = host.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 50))
        host.advance(by: 1)
        #expect(host.scrollOffsets == [.zero])
        #expect(host.displayList.flattened.allSatisfy { $0.item.clip == nil })
    }

    @Test func aScrollPositionScrollsToEdgesPointsAndViews() {
        struct Positioned: View {
            @State var position = ScrollPosition(edge: .top)
            @State var offsets: [CGFloat] = []

            var body: some View {
                VStack {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<10) { index in Color.red.frame(width: 50, height: 100).id(index) }
                        }
                    }
                    .scrollPosition($position)
                    .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offsets.append(new) }
                    .frame(width: 100, height: 200)
                    Button("Bottom") { position.scrollTo(edge: .bottom) }
                    Button("Five") { position.scrollTo(id: 5) }
                    Button("Point") { position.scrollTo(y: 150) }
                    Text(offsets.last.map { "at \(Int($0))" } ?? "none")
                }
            }
        }
        let host = ViewHost(Positioned(), size: CGSize(width: 100, height: 400))
        #expect(tap("Bottom", in: host))
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 800)])
        #expect(tap("Five", in: host))
        #expect(host.scrollOffsets.count == 1 && abs((host.scrollOffsets.first?.y ?? 0) - 500) < 1e-9)
        #expect(tap("Point", in: host))
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 150)])
        host.advance(by: 0.1)
        #expect(shows("at 150", in: host))
    }

    /// The third row (180 to 230) shows 20 of its 50 points: the
    /// interactive transition mixes the identity's opacity (1) with the
    /// edge's (0) by the share outside, 0.6.
    @Test func interactiveScrollTransitionsFollowTheShareOutside() {
        let host = ViewHost(FadingRows(), size: CGSize(width: 100, height: 200))
        let opacities = host.drawnViews.filter { if case .color? = $0.item.content { return true } else { return false } }.map(\.opacity)
        #expect(opacities.count == 6)
        #expect(abs(opacities[0] - 1) < 1e-9 && abs(opacities[2] - 1) < 1e-9)
        #expect(abs(opacities[3] - 0.4) < 1e-9)
        #expect(abs(opacities[5]) < 1e-9)
        // Scrolled by 60, the fourth row is inside and the first (0 to 50) wholly out.
        #expect(host.scroll(to: CGPoint(x: 0, y: 60)))
        let after = host.drawnViews.filter { if case .color? = $0.item.content { return true } else { return false } }.map(\.opacity)
        #expect(abs(after[3] - 1) < 1e-9 && abs(after[1] - 1) < 1e-9)
        #expect(abs(after[0]) < 1e-9)
    }

    @Test func containerRelativeFramesShareTheViewport() {
        struct Shares: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        Color.red.containerRelativeFrame(.horizontal)
                        Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                        Color.green.containerRelativeFrame(.horizontal) { length, _ in length * 0.3 }
                    }
                    .frame(height: 40)
                }
                .frame(width: 200, height: 40)
            }
        }
        let host = ViewHost(Shares(), size: CGSize(width: 200, height: 40))
        #expect(colorFrames(host).map(\.width) == [200, 95, 60])
    }

    @Test func visualEffectsReadWhereLayoutPutTheView() {
        struct Shifted: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 30)
                    Color.red.frame(width: 20, height: 20)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY).scaleEffect(proxy.size.width / 10)
                        }
                }
                .frame(width: 100, height: 100)
            }
        }
        let host = ViewHost(Shifted(), size: CGSize(width: 100, height: 100))
        let red = host.drawnViews.first { if case .color(let c)? = $0.item.content { return c.opacity > 0 } else { return false } }
        // Laid out at y = 55 (the 50-high stack centered), 20 wide: moved
        // by 55, then scaled by 2 about its layout center (50, 65), which
        // doubles the move, as SwiftUI's scale of offset content does.
        #expect(red?.frame.width == 40 && red?.frame.height == 40)
        #expect(abs((red?.frame.midX ?? 0) - (50 + 2 * 55)) < 1e-9)
    }
}
