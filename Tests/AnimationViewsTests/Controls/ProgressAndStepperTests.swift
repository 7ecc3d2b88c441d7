import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private struct Counter: View {
    @State var count = 1
    var body: some View {
        Stepper("Count: \(count)", value: $count, in: 0...2).frame(width: 300)
    }
}

@MainActor
private func shown(_ host: ViewHost) -> [String] {
    host.drawnViews.compactMap(\.text)
}

@MainActor
@Suite("Progress views and steppers")
struct ProgressAndStepperTests {
    let size = CGSize(width: 300, height: 100)

    @Test func barsFillToTheirFraction() throws {
        let host = ViewHost(ProgressView(value: 3.0, total: 4).frame(width: 200), size: size)
        // The fill: the track's capsule scaled to 0.75 from its leading edge.
        let fill = try #require(host.displayList.flattened.first { $0.item.transform.a != 1 })
        #expect(abs(fill.item.transform.a - 0.75) < 1e-9)
        // Bad input: a total of 0, a NaN value: empty.
        #expect(ProgressView<EmptyView, EmptyView>.fraction(.nan, of: 1) == 0 && ProgressView<EmptyView, EmptyView>.fraction(3, of: 0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(5, of: 4) == 1)
        let labelled = ViewHost(ProgressView("Downloading", value: 0.5), size: size)
        #expect(shown(labelled) == ["Downloading"])
    }

    @Test func spinnersTurnForever() {
        let host = ViewHost(ProgressView(), size: size)
        host.advance(by: 0.25)
        // A quarter of a turn after it appears (linear, one turn a second).
        let turned = host.displayList.flattened.first { entry in
            abs(atan2(entry.item.transform.b, entry.item.transform.a) - .pi / 2) < 1e-6
        }
        #expect(turned != nil)
        #expect(host.isAnimating)
    }

    @Test func steppersStepWithinTheRange() throws {
        let host = ViewHost(Counter(), size: size)
        func center(_ symbol: String) -> CGPoint {
            let frame = host.drawnViews.first { $0.item.content?.string == symbol }!.item.frame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        #expect(shown(host).contains("Count: 1"))
        #expect(host.tap(at: center("+")))
        #expect(shown(host).contains("Count: 2"))
        // At the top: + is disabled.
        #expect(!host.tap(at: center("+")))
        #expect(shown(host).contains("Count: 2"))
        #expect(host.tap(at: center("−")))
        #expect(host.tap(at: center("−")))
        #expect(shown(host).contains("Count: 0"))
        #expect(!host.tap(at: center("−")))
    }
}
