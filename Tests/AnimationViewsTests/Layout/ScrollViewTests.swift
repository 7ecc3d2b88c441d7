import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// Ten 50-high rows, 10 apart, in a 100 × 200 vertical scroll view.
private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<10) { index in
                    Color.red.frame(width: 80, height: 50).id(index)
                }
            }
        }
        .frame(width: 100, height: 200)
    }
}

@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    @Test func contentStartsAtTheTopAndIsClipped() {
        let host = ViewHost(Rows(), size: CGSize(width: 100, height: 200))
        let frames = colorFrames(host)
        // The content (590 high) is offered no height and centered across.
        #expect(frames.first == CGRect(x: 10, y: 0, width: 80, height: 50))
        #expect(frames.last == CGRect(x: 10, y: 540, width: 80, height: 50))
        let scroll = host.displayList.flattened.first { $0.item.clip != nil }
        #expect(scroll?.item.clip?.path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test func theHostSetsTheOffsetClampedToTheContent() {
        let host = ViewHost(Rows(), size: CGSize(width: 100, height: 200))
        #expect(host.scroll(to: CGPoint(x: 30, y: 120)))
        // Vertical only: x stays 0.
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 120)])
        #expect(colorFrames(host).first?.minY == -120)
        host.scroll(to: CGPoint(x: 0, y: 10_000))
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 390)])  // 590 − 200
        host.scroll(to: CGPoint(x: 0, y: CGFloat.nan))
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 0)])
        #expect(!host.scroll(to: .zero, scrollView: 3))
    }

    @Test func dragsScrollTheContent() {
        let host = ViewHost(Rows(), size: CGSize(width: 100, height: 200))
        #expect(host.press(at: CGPoint(x: 50, y: 150)))
        host.move(to: CGPoint(x: 50, y: 100))
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 50)])
        host.release(at: CGPoint(x: 50, y: 70))
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 80)])
        // Content scrolled out of the viewport takes no hits.
        #expect(colorFrames(host).first?.minY == -80)
    }

    @Test func scrollToAnimatesInsideWithAnimation() {
        struct Reader: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 100, height: 20)
                            .onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(6, anchor: .top) } }
                        Rows()
                    }
                }
            }
        }
        let host = ViewHost(Reader(), size: CGSize(width: 100, height: 220))
        #expect(host.tap(at: CGPoint(x: 50, y: 10)))
        // Row 6 is at 360 in the content: the offset goes 0 → 360.
        host.advance(by: 0.5)
        let halfway = host.scrollOffsets[0].y
        #expect(abs(halfway - 180) < 7)  // linear, within a frame of half
        host.advance(by: 1)
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 360)])
    }

    @Test func scrollToWithoutAnchorScrollsAsLittleAsNeeded() {
        struct Reader: View {
            @State var target = 0
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Rows().onChange(of: target) { _, new in proxy.scrollTo(new) }
                        HStack {
                            Color.blue.frame(width: 10, height: 10).onTapGesture { target = 4 }
                            Color.green.frame(width: 10, height: 10).onTapGesture { target = 99 }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Reader(), size: CGSize(width: 100, height: 210))
        let blue = colorFrames(host).first { $0.width == 10 }!
        #expect(host.tap(at: CGPoint(x: blue.midX, y: blue.midY)))
        host.advance(by: 1.0 / 60)
        // Row 4 spans 240...290 in the content: its bottom goes to the
        // viewport's bottom, 290 − 200.
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 90)])
        let green = colorFrames(host).last { $0.width == 10 }!
        #expect(host.tap(at: CGPoint(x: green.midX, y: green.midY)))
        host.advance(by: 1.0 / 60)
        #expect(host.warnings.contains { $0.contains("scrollTo(99)") })
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 90)])
    }

    @Test func scrollPositionFollowsTheBindingAndReportsDrags() {
        struct Positioned: View {
            @State var position: Int? = nil
            var body: some View {
                VStack(spacing: 0) {
                    Text("at \(position.map(String.init) ?? "none")")
                    Color.blue.frame(width: 20, height: 20).onTapGesture { withAnimation { position = 3 } }
                    ScrollView {
                        VStack(spacing: 10) {
                            ForEach(0..<10) { Color.red.frame(width: 80, height: 50).id($0) }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition(id: $position)
                    .frame(width: 100, height: 200)
                }
            }
        }
        let host = ViewHost(Positioned(), size: CGSize(width: 100, height: 300))
        #expect(shows("at none", in: host))
        let blue = colorFrames(host).first { $0.width == 20 }!
        #expect(host.tap(at: CGPoint(x: blue.midX, y: blue.midY)))
        host.advance(by: 2)
        // Row 3 at the top: 180.
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 180)])
        // A drag of 100 up: rows 4 (240...290) is the first one showing
        // below 280.
        let scroll = host.displayList.flattened.first { $0.item.clip != nil }!.item.frame
        #expect(host.press(at: CGPoint(x: scroll.midX, y: scroll.maxY - 10)))
        host.move(to: CGPoint(x: scroll.midX, y: scroll.maxY - 110))
        host.release(at: CGPoint(x: scroll.midX, y: scroll.maxY - 110))
        host.advance(by: 1.0 / 60)
        #expect(host.scrollOffsets == [CGPoint(x: 0, y: 280)])
        #expect(shows("at 4", in: host))
    }

    @Test func aHorizontalScrollViewCentersItsContentVertically() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 20) } }
            }
            .frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        #expect(colorFrames(host).first == CGRect(x: 0, y: 40, width: 60, height: 20))
        host.scroll(to: CGPoint(x: 500, y: 500))
        #expect(host.scrollOffsets == [CGPoint(x: 200, y: 0)])
    }

    @Test func aGeometryReaderAlongTheScrollAxisIsTenPointsLong() {
        let host = ViewHost(
            ScrollView {
                GeometryReader { geometry in Text("\(Int(geometry.size.width))×\(Int(geometry.size.height))") }
            }, size: CGSize(width: 120, height: 300))
        // Offered no height: SwiftUI's 10 points; the whole width across.
        #expect(shows("120×10", in: host))
        // An empty scroll view takes its space and scrolls nowhere.
        let empty = ViewHost(ScrollView { EmptyView() }, size: CGSize(width: 50, height: 50))
        #expect(empty.scroll(to: CGPoint(x: 0, y: 30)))
        #expect(empty.scrollOffsets == [.zero])
    }
}

@MainActor
@Suite("The scroll view's coordinate space")
struct ScrollCoordinateSpaceTests {
    @Test func aReaderMeasuresAgainstTheVisibleRegion() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 100)
                        GeometryReader { proxy in
                            Text("at \(Int(proxy.frame(in: .scrollView).minY))")
                        }
                        .frame(height: 20)
                        Color.red.frame(height: 300)
                    }
                }
            }, size: CGSize(width: 100, height: 250))
        #expect(shows("at 100", in: host))
        host.scroll(to: CGPoint(x: 0, y: 60))
        #expect(shows("at 40", in: host))
    }
}
