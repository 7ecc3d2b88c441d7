import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// A fade over one second, linear, in a 100 × 50 host (also the contact
/// sheets of recordings').
struct Fade: View {
    @State private var on = false
    var body: some View {
        Color.red.opacity(on ? 1 : 0)
            .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// The sheet's layout follows from its constants (8-point spacing, a
/// 20-point caption band): frames of w × h, c to a row, r rows, make
/// (8 + c (w + 8)) × (8 + r (h + 20 + 8)).
@MainActor
@Suite("Contact sheets")
struct ContactSheetTests {
    private func frames(_ count: Int) -> [ContactSheet.Frame] {
        (0..<count).map { ContactSheet.Frame(time: Double($0) / 10, displayList: DisplayList()) }
    }

    @Test func framesFillRowsOfFourThenWrap() {
        let sheet = ContactSheet(frameSize: CGSize(width: 100, height: 50), frames: frames(5))
        #expect(sheet.columns == 4)
        // 8 + 4 × 108 = 440 wide; 2 rows: 8 + 2 × 78 = 164 high.
        #expect(sheet.size == CGSize(width: 440, height: 164))
        #expect(sheet.origin(ofFrame: 0) == CGPoint(x: 8, y: 8))
        #expect(sheet.origin(ofFrame: 3) == CGPoint(x: 8 + 3 * 108, y: 8))
        #expect(sheet.origin(ofFrame: 4) == CGPoint(x: 8, y: 86))
    }

    @Test func columnsAreAtLeastOneAndAtMostTheFrames() {
        #expect(ContactSheet(frameSize: CGSize(width: 10, height: 10), frames: frames(2)).columns == 2)
        #expect(ContactSheet(frameSize: CGSize(width: 10, height: 10), frames: frames(3), columns: 0).columns == 1)
        #expect(ContactSheet(frameSize: CGSize(width: 10, height: 10), frames: frames(3), columns: 9).columns == 3)
        // An empty sheet is the spacing alone.
        #expect(ContactSheet(frameSize: CGSize(width: 10, height: 10), frames: []).size == CGSize(width: 8, height: 8))
    }

    @Test func timesAreCaptionsAndFramesKeepTheirValues() {
        let host = ViewHost(Fade(), size: CGSize(width: 100, height: 50))
        let sheet = ContactSheet.record(host, at: [0.5, 0, 0.25])
        // Taken in increasing order, each exactly at its time.
        #expect(sheet.frames.map(\.time) == [0, 0.25, 0.5])
        #expect(host.time == 0.5)
        let text = DisplayListTextRenderer().render(sheet.displayList)
        for caption in ["0 s", "0.25 s", "0.5 s"] {
            #expect(text.contains("text \"\(caption)\""), "\(text)")
        }
        // The fade is at t / 1 s in each frame: opacity 0.25 (`@0.25`) in the second.
        let second = DisplayListTextRenderer().render(sheet.frames[1].displayList)
        #expect(second.contains("color rgb(255,56,60) @0.25"), "\(second)")
        let svg = SVGRenderer(size: sheet.size).render(sheet.displayList)
        // Three frames of 100 × 50: 8 + 3 × 108 = 332 by 8 + 78 = 86.
        #expect(svg.contains("width=\"332\" height=\"86\""), "\(svg.prefix(300))")
        #expect(svg.contains(">0.25 s</text>"))
    }

    @Test func badTimesAreSkippedAndEventsRunBetweenFrames() {
        final class Log: @unchecked Sendable { var times: [TimeInterval] = [] }
        let log = Log()
        let host = ViewHost(Fade(), size: CGSize(width: 100, height: 50))
        let event = ScriptedEvent(time: 0.3) { host in log.times.append(host.time) }
        let sheet = ContactSheet.record(host, at: [.nan, -1, 0.2, .infinity, 0.4], events: [event])
        #expect(sheet.frames.map(\.time) == [0.2, 0.4])
        // The event ran at its own time, between the two frames.
        #expect(log.times == [0.3])
    }
}
