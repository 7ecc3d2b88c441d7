import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// Counts the completion handlers that ran, by transaction.
@MainActor
private final class Ran {
    var handlers: [String] = []
}

/// A dot that eases across on a tap, with a completion handler waiting for
/// logical completion; a second tap while it runs springs it back with a
/// handler waiting for removal.
private struct Courier: View {
    let ran: Ran
    @State private var across = false
    @State private var taps = 0
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .opacity(across ? 0.2 : 1)
            .onTapGesture {
                taps += 1
                if taps == 1 {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        across.toggle()
                    } completion: {
                        ran.handlers.append("first")
                    }
                } else {
                    withAnimation(.spring(duration: 0.5, bounce: 0), completionCriteria: .removed) {
                        across.toggle()
                    } completion: {
                        ran.handlers.append("second")
                    }
                }
            }
    }
}

@MainActor
@Suite("Completion handlers in the animation timeline")
struct AnimationTimelineCompletionTests {
    @Test func eachTransactionListsItsHandlersAndWhenTheyRan() throws {
        let ran = Ran()
        let recording = FrameRecorder(frameRate: 30, duration: 2).record(
            ViewHost(Courier(ran: ran), size: CGSize(width: 100, height: 100)),
            events: [.tap(at: 0.2, CGPoint(x: 50, y: 50)), .tap(at: 0.3, CGPoint(x: 50, y: 50))])
        // The handlers ran, each once, the curve's first.
        #expect(ran.handlers == ["first", "second"])
        let transactions = recording.timeline.transactions
        try #require(transactions.count == 2)
        try #require(transactions.map(\.completions.count) == [1, 1])
        let first = transactions[0].completions[0], second = transactions[1].completions[0]
        #expect(first.criteria == "logicallyComplete" && second.criteria == "removed")
        // The curve is logically complete at its end, 0.4 s after the tap
        // at 0.2 s: the handler runs at the first frame from 0.6 s on (a
        // 30 Hz grid). The spring combined with it, not merged: a curve
        // does not merge.
        let firstRan = try #require(first.ran)
        #expect(firstRan >= 0.6 - 1e-9 && firstRan <= 0.6 + 1 / 30 + 1e-9)
        // The second waits for its spring's removal: the frame its row is
        // removed, after the spring's settling time.
        let spring = try #require(transactions[1].animations.first)
        #expect(spring.animation == ".spring(duration: 0.5, bounce: 0)" || spring.animation == ".spring")
        let secondRan = try #require(second.ran)
        #expect(secondRan == spring.removed)
        #expect(secondRan >= 0.3 + (spring.duration ?? 0) - 1e-9)
    }

    @Test func aHandlerOfAMergeBelongsToTheMergeAndAFrozenOneNeverRuns() throws {
        let ran = Ran()
        // Springs merge: the first handler (logically complete) counts the
        // merged spring's logical completion as its own.
        struct Springs: View {
            let ran: Ran
            @State private var big = false
            var body: some View {
                Color.red.frame(width: 40, height: 40).scaleEffect(big ? 2 : 1)
                    .onTapGesture {
                        let name = big ? "back" : "out"
                        withAnimation(.bouncy) {
                            big.toggle()
                        } completion: {
                            ran.handlers.append(name)
                        }
                    }
            }
        }
        let recording = FrameRecorder(frameRate: 30, duration: 2).record(
            ViewHost(Springs(ran: ran), size: CGSize(width: 100, height: 100)),
            events: [.tap(at: 0.1, CGPoint(x: 50, y: 50)), .tap(at: 0.3, CGPoint(x: 50, y: 50))])
        let transactions = recording.timeline.transactions
        try #require(transactions.count == 2)
        #expect(transactions[1].animations.first?.joining == .merged)
        #expect(transactions.map(\.completions.count) == [1, 1])
        let merged = try #require(transactions[1].animations.first?.logicallyComplete)
        // Both run when the merged spring is logically complete.
        #expect(transactions[0].completions[0].ran == merged && transactions[1].completions[0].ran == merged)
        #expect(Set(ran.handlers) == ["out", "back"])

        // Frozen from the start of its animation: its handler never runs,
        // and the timeline says so.
        let held = Ran()
        var recorder = FrameRecorder(frameRate: 30, duration: 1)
        recorder.freezes = [AnimationFreeze(attribute: "Springs › scaleEffect", time: 0.2)]
        let frozen = recorder.record(
            ViewHost(Springs(ran: held), size: CGSize(width: 100, height: 100)), events: [.tap(at: 0.1, CGPoint(x: 50, y: 50))])
        #expect(frozen.timeline.transactions.first?.completions.map(\.ran) == [nil])
        #expect(held.handlers.isEmpty)
    }

    @Test func thePageShowsTheHandlersInTheTransactionsCaption() throws {
        let recording = FrameRecorder(frameRate: 30, duration: 1.2).record(
            ViewHost(Courier(ran: Ran()), size: CGSize(width: 100, height: 100)), events: [.tap(at: 0.2, CGPoint(x: 50, y: 50))])
        let page = try HTMLPlayer(title: "Courier").render(recording)
        let ran = try #require(recording.timeline.transactions.first?.completions.first?.ran)
        // The time it ran, to the millisecond.
        let shown = try #require(page.firstMatch(of: /completion when logically complete: ran at ([0-9.]+) s<\/span>/))
        #expect(abs((Double(shown.1) ?? -1) - ran) <= 0.0005)
        #expect(page.contains("<caption>0.2 s: tap at 50, 50<span class=\"completion\""))
    }
}
