import AnimationCore
import AnimationRuntime
@_spi(Testing) import AnimationViews
import Foundation
import Testing

/// Grows linearly from 1 to 2 over a second once it appears: its scale at
/// t is 1 + t.
private struct LinearGrower: View {
    @State private var big = false

    var body: some View {
        Color.red.frame(width: 10, height: 10).scaleEffect(big ? 2 : 1)
            .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
    }
}

@Suite("A host at an exact time")
@MainActor
struct ExactTimeTests {
    func scale(_ host: ViewHost) -> Double? {
        host.animations.first?.presentation.first ?? host.attributeValues.first?.values.first
    }

    /// 0.31 s falls between the 60 Hz frames at 0.3 and 0.3167: the host
    /// shows 1.31, the closed form, not 1.3.
    @Test func aTimeBetweenFramesShowsTheValueAtThatTime() throws {
        let host = ViewHost(LinearGrower(), size: CGSize(width: 100, height: 100))
        host.advance(to: 0.31)
        #expect(host.time == 0.31)
        let transform = try #require(host.displayList.flattened.first { $0.item.transform != .identity }?.item.transform)
        #expect(abs(transform.a - 1.31) < 1e-9)
        // Frames after it keep to the grid: the next is at 19 / 60 s.
        let frames = host.frameCount
        host.advance(by: 1 / 60)
        #expect(host.frameCount == frames + 1)
        #expect(abs((scale(host) ?? 0) - (1 + 19.0 / 60)) < 1e-9)
    }

    /// On the grid, or with nothing animating, no extra frame runs.
    @Test func aTimeOnTheGridOrAtRestRunsNoExtraFrame() {
        let host = ViewHost(LinearGrower(), size: CGSize(width: 100, height: 100))
        host.advance(to: 0.5)
        #expect(host.frameCount == 30)
        let still = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
        still.advance(to: 0.123)
        #expect(still.frameCount == 0 && still.time == 0.123)
    }

    /// A time before now, or one that is not finite, is a precondition
    /// failure (the clock does not go back).
    @Test func aTimeBeforeNowIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
                host.advance(by: 1)
                host.advance(to: 0.5)
            }
        }
    }
}
