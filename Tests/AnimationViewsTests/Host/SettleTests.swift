import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// Grows over a linear second once it appears.
private struct Grower: View {
    @State private var big = false

    var body: some View {
        Color.red.frame(width: 10, height: 10).scaleEffect(big ? 2 : 1)
            .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
    }
}

/// Turns forever.
private struct Spinner: View {
    @State private var turned = false

    var body: some View {
        Color.blue.frame(width: 10, height: 10).rotationEffect(.degrees(turned ? 360 : 0))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turned = true } }
    }
}

/// Redraws every frame.
private struct Clock: View {
    var body: some View {
        TimelineView(.animation) { context in
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

@MainActor
@Suite("Settling a host in virtual time")
struct SettleTests {
    @Test func aFiniteAnimationSettlesWhenItEnds() throws {
        let host = ViewHost(Grower(), size: CGSize(width: 100, height: 100))
        let took = try host.settle()
        // The linear second, to the frame that ends it (60 Hz).
        #expect(took >= 1 - 1e-9 && took <= 1 + 1.0 / 60 + 1e-9, "\(took)")
        #expect(!host.isAnimating)
        #expect(try host.settle() == 0)
    }

    @Test func anEndlessAnimationThrowsNamingIt() {
        let host = ViewHost(Spinner(), size: CGSize(width: 100, height: 100))
        let start = host.time
        do {
            try host.settle(timeout: 2)
            Issue.record("a repeating animation settled")
        } catch let error as SettleError {
            #expect(error.timeout == 2 && abs(host.time - start - 2) < 1e-9)
            #expect(error.endless.map(\.name) == ["Spinner › rotationEffect"])
            #expect(error.endless.first?.kind.contains("repeatForever") == true, "\(error)")
            #expect(error.description.contains("Spinner › rotationEffect"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aTimelineRunsEveryFrame() {
        let host = ViewHost(Clock(), size: CGSize(width: 300, height: 100))
        #expect(throws: SettleError.self) { try host.settle(timeout: 0.5) }
        do {
            try host.settle(timeout: 0.1)
        } catch let error as SettleError {
            #expect(error.endless.contains { $0.name.hasSuffix("frames") && $0.kind.hasPrefix("every frame") })
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func badTimeoutsAreBounded() throws {
        // NaN or negative: no wait (a busy host throws at once, an idle one
        // took 0); infinite: the default 10 s.
        let busy = ViewHost(Spinner(), size: CGSize(width: 100, height: 100))
        let start = busy.time
        #expect(throws: SettleError.self) { try busy.settle(timeout: .nan) }
        #expect(throws: SettleError.self) { try busy.settle(timeout: -1) }
        #expect(busy.time == start)
        #expect(throws: SettleError.self) { try busy.settle(timeout: .infinity) }
        #expect(abs(busy.time - start - 10) < 1e-9)
        let idle = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
        #expect(try idle.settle(timeout: .nan) == 0)
    }
}
