import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Progress view styles")
struct ProgressViewStyleTests {
    private struct Card: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.yellow).frame(height: 20)
                ProgressView(configuration).padding(.horizontal)
            }
        }
    }

    @Test func aStyleDrawsTheDefaultInsideIt() throws {
        let host = ViewHost(ProgressView(value: 0.55).progressViewStyle(Card()).frame(width: 200), size: CGSize(width: 300, height: 100))
        // The card's rounded rectangle, and the default bar inside it (its
        // fill scaled to the fraction).
        #expect(shapeBounds(host).contains { $0.height == 20 && $0.width == 200 })
        let fill = try #require(host.displayList.flattened.first { $0.item.transform.a != 1 })
        #expect(abs(fill.item.transform.a - 0.55) < 1e-9)
    }

    @Test func circularDrawsASpinnerAndLinearABar() {
        let spinner = ViewHost(ProgressView(value: 0.5).progressViewStyle(.circular), size: CGSize(width: 300, height: 100))
        #expect(spinner.isAnimating)
        let bar = ViewHost(ProgressView().progressViewStyle(.linear), size: CGSize(width: 300, height: 100))
        #expect(!bar.isAnimating)
        // An empty track: its 4-point capsule, no fill drawn past zero width.
        #expect(shapeBounds(bar).contains { $0.height == 4 && $0.width == 300 })
    }

    @Test func labelsAndProgressObjects() {
        let host = ViewHost(
            ProgressView(value: 3, total: 4) {
                Text("Copying")
            } currentValueLabel: {
                Text("3 of 4")
            }, size: CGSize(width: 300, height: 200))
        let copying = frame(of: "Copying", in: host)!, count = frame(of: "3 of 4", in: host)!
        #expect(copying.maxY < count.minY)
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 4
        let made = ViewHost(ProgressView(progress).frame(width: 100), size: CGSize(width: 300, height: 100))
        #expect(made.displayList.flattened.contains { abs($0.item.transform.a - 0.4) < 1e-9 })
        #expect(ViewHost(ProgressView(Progress(totalUnitCount: -1)), size: CGSize(width: 300, height: 100)).isAnimating)
    }
}
