import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// Ten 100-high rows, touching, in a 200 × 200 vertical scroll view; each
/// logs its visibility changes (`"3 true"`).
private struct Rows: View {
    let log: Log
    var threshold = 0.5

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Color.red.frame(width: 200, height: 100)
                        .onScrollVisibilityChange(threshold: threshold) { visible in
                            log.entries.append("\(index) \(visible)")
                        }
                }
            }
        }
    }
}

/// `onScrollVisibilityChange`: the rows' places follow from their heights
/// and the offset (row i spans 100 i to 100 (i + 1) in the content), so the
/// expected changes are worked out by hand.
@MainActor
@Suite("Scroll visibility")
struct ScrollVisibilityChangeTests {
    @Test func rowsHearWhenTheyCrossHalfOfTheViewport() {
        let log = Log()
        let host = ViewHost(Rows(log: log), size: CGSize(width: 200, height: 200))
        _ = host.displayList
        // The viewport shows rows 0 and 1 whole.
        #expect(log.entries == ["0 true", "1 true"])
        log.entries = []
        // At 150: row 0 is gone, row 1 half shows (still visible at 0.5),
        // row 2 shows whole and row 3 half.
        #expect(host.scroll(to: CGPoint(x: 0, y: 150)))
        _ = host.displayList
        #expect(log.entries == ["0 false", "2 true", "3 true"])
        log.entries = []
        // Nothing moved: nothing heard.
        host.advance(by: 0.1)
        _ = host.displayList
        #expect(log.entries.isEmpty)
    }

    @Test func thresholdsAreClampedAndNaNCountsAsHalf() {
        #expect(
            ScrollVisibilityObserver.isVisible(
                CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 5, width: 10, height: 10), threshold: .nan))
        #expect(
            !ScrollVisibilityObserver.isVisible(
                CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 6, width: 10, height: 10), threshold: .nan))
        // Above 1 counts as 1: the whole view must show.
        #expect(
            ScrollVisibilityObserver.isVisible(CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 20, height: 20), threshold: 2)
        )
        #expect(
            !ScrollVisibilityObserver.isVisible(
                CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 1, width: 20, height: 20), threshold: 2))
        // Below 0 counts as 0: any sliver, but not none.
        #expect(
            ScrollVisibilityObserver.isVisible(
                CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 9, width: 10, height: 10), threshold: -1))
        #expect(
            !ScrollVisibilityObserver.isVisible(
                CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 10, width: 10, height: 10), threshold: -1))
        // A view with no area counts by its middle.
        #expect(
            ScrollVisibilityObserver.isVisible(CGRect(x: 5, y: 5, width: 0, height: 0), in: CGRect(x: 0, y: 0, width: 10, height: 10), threshold: 0.5)
        )
    }

    @Test func outsideAScrollViewTheHostsBoundsAreTheViewport() {
        let log = Log()
        struct Square: View {
            let log: Log
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .onScrollVisibilityChange { log.entries.append("\($0)") }
            }
        }
        let host = ViewHost(Square(log: log), size: CGSize(width: 100, height: 100))
        _ = host.displayList
        #expect(log.entries == ["true"])
        // The host narrowed to 40: 40 % of the square shows.
        host.size = CGSize(width: 40, height: 100)
        _ = host.displayList
        #expect(log.entries == ["true", "false"])
    }

    @Test func aRemovedViewLeavesNoObserverBehind() {
        struct Toggled: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Color.red.frame(width: 10, height: 10).onScrollVisibilityChange { _ in } }
                    Button("Hide") { shown = false }
                }
            }
        }
        let host = ViewHost(Toggled(), size: CGSize(width: 100, height: 100))
        _ = host.displayList
        #expect(host.graph.census.layoutObservers == 1)
        #expect(host.find(text: "Hide")?.tap() == true)
        _ = host.displayList
        #expect(host.graph.census.layoutObservers == 0)
    }
}
