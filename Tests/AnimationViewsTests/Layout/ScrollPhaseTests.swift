import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// The phases a scroll view reports, recorded.
@MainActor
private final class PhaseLog {
    var changes: [(old: ScrollPhase, new: ScrollPhase)] = []
    var offsets: [CGFloat] = []
    var phases: [ScrollPhase] { changes.map(\.new) }
}

/// Three pages as wide as the viewport.
private struct PhasePages: View {
    let log: PhaseLog
    @State private var position = ScrollPosition(edge: .leading)

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { _ in Color.green.frame(width: 100, height: 100) }
                }
            }
            .scrollPosition($position)
            .scrollTargetBehavior(.paging)
            .frame(width: 100, height: 100)
            .onScrollPhaseChange { old, new, context in
                log.changes.append((old, new))
                log.offsets.append(context.geometry.contentOffset.x)
            }
            Button("End") { withAnimation(.linear(duration: 1)) { position.scrollTo(edge: .trailing) } }
        }
    }
}

@MainActor
@Suite("Scroll phases")
struct ScrollPhaseTests {
    /// A drag is interacting; let go between pages, the content glides to
    /// the nearer page (decelerating), then rests (idle).
    @Test func aDragInteractsThenGlidesThenRests() {
        let log = PhaseLog()
        let host = ViewHost(PhasePages(log: log), size: CGSize(width: 100, height: 200))
        #expect(host.drag(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 30, y: 50)))
        host.advance(by: 2)
        #expect(log.phases == [.interacting, .decelerating, .idle])
        #expect(log.changes.first?.old == .idle)
        #expect(log.offsets.last == 100)
        #expect(ScrollPhase.decelerating.isScrolling && !ScrollPhase.idle.isScrolling)
    }

    /// An animated scroll the app asks for is animating until it ends.
    @Test func anAnimatedScrollIsAnimating() throws {
        let log = PhaseLog()
        let host = ViewHost(PhasePages(log: log), size: CGSize(width: 100, height: 200))
        #expect(try #require(host.find(text: "End")).tap())
        host.advance(by: 0.5)
        #expect(log.phases == [.animating])
        host.advance(by: 1)
        #expect(log.phases == [.animating, .idle])
        #expect(log.offsets.last == 200)
    }
}
