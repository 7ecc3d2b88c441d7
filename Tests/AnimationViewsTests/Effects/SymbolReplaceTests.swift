import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A heart that fills when tapped, its symbol replaced over a linear second.
private struct Heart: View {
    var transition = ContentTransition.symbolEffect(.replace)
    @State private var filled = false

    var body: some View {
        Image(systemName: filled ? "heart.fill" : "heart")
            .contentTransition(transition)
            .onTapGesture { withAnimation(.linear(duration: 1)) { filled.toggle() } }
    }
}

@MainActor
@Suite("Symbol replace content transitions")
struct SymbolReplaceTests {
    private func host(_ heart: Heart) -> ViewHost {
        let host = ViewHost(heart, size: CGSize(width: 100, height: 100))
        host.find(image: "heart")?.tap()
        return host
    }

    @Test func downUpShrinksTheOldSymbolThenGrowsTheNew() throws {
        let host = host(Heart())
        host.advance(by: 0.25)
        // A quarter in: the old at scale 1 − 0.5 × 0.5 and opacity 0.5, the
        // new not shown yet (scale 0.5, opacity 0).
        let old = try #require(host.find(image: "heart"))
        #expect(abs(old.opacity - 0.5) < 1e-9 && abs(old.transform.a - 0.75) < 1e-9)
        #expect(host.find(image: "heart.fill")?.opacity == 0)
        host.advance(by: 0.5)
        // Three quarters in: the new at scale 0.75 and opacity 0.5.
        let new = try #require(host.find(image: "heart.fill"))
        #expect(abs(new.opacity - 0.5) < 1e-9 && abs(new.transform.a - 0.75) < 1e-9)
        // Scaled about the image's center: its middle stays put.
        #expect(abs(new.frame.midX - 50) <= halfPixel && abs(new.frame.midY - 50) <= halfPixel)
        host.advance(by: 0.5)
        #expect(host.find(image: "heart") == nil && host.find(image: "heart.fill")?.opacity == 1)
    }

    @Test func upUpOffUpAndSpeed() throws {
        let up = host(Heart(transition: .symbolEffect(.replace.upUp)))
        up.advance(by: 0.25)
        #expect(abs((up.find(image: "heart")?.transform.a ?? 0) - 1.25) < 1e-9)
        let off = host(Heart(transition: .symbolEffect(.replace.offUp)))
        off.advance(by: 0.5)
        #expect(off.find(image: "heart")?.opacity == 0 && abs((off.find(image: "heart.fill")?.opacity ?? 0) - 0.5) < 1e-9)
        // Twice the speed: done in half a second.
        let fast = host(Heart(transition: .symbolEffect(.replace, options: .speed(2))))
        fast.advance(by: 0.5)
        #expect(fast.find(image: "heart") == nil)
    }

    @Test func otherTransitionsSwapTheSymbolAtOnce() {
        let host = host(Heart(transition: .opacity))
        host.advance(by: 0.25)
        #expect(host.find(image: "heart") == nil && host.find(image: "heart.fill")?.opacity == 1)
    }
}
