import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// A square whose offset eases to the other side on each tap: a curve
/// does not merge, so a second tap combines with the first. (Taps land
/// where the square is both laid out and drawn: this host hit-tests a
/// target by its layout frame, not by its offset content.)
private struct Shuttle: View {
    @State private var right = false
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .offset(x: right ? 10 : -10)
            .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { right.toggle() } }
    }
}

@MainActor
@Suite("The animation timeline of a recording")
struct AnimationTimelineTests {
    @Test func aTapOpensATransactionWhoseSpringIsNamedTimedAndRemoved() throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 2).record(host, events: [.tap(at: 0.2, CGPoint(x: 100, y: 100))])
        let transactions = recording.timeline.transactions
        try #require(transactions.count == 1)
        #expect(abs(transactions[0].time - 0.2) < 1e-9)
        #expect(transactions[0].cause == "tap at 100, 100")
        let scale = try #require(transactions[0].animations.first)
        #expect(transactions[0].animations.count == 1)
        #expect(scale.attribute == "Avatar › scaleEffect")
        // Seed 004 springs the scale with `.bouncy`.
        #expect(scale.animation == ".bouncy")
        #expect(scale.joining == .started)
        // Its view, the 64-point placeholder image, laid out at the center.
        #expect(scale.frame == AnimationTimeline.Frame(CGRect(x: 68, y: 68, width: 64, height: 64)))
        // Removed at the first frame after its settling time (a 30 Hz grid).
        let duration = try #require(scale.duration)
        let removed = try #require(scale.removed)
        #expect(removed >= scale.start + duration - 1e-9 && removed <= scale.start + duration + 1 / 30 + 1e-9)
        #expect((scale.logicallyComplete ?? .infinity) <= removed)
    }

    @Test func aSpringRetargetedInFlightMergesAndACurveCombines() throws {
        let avatar = FrameRecorder(frameRate: 30, duration: 2).record(
            ViewHost(Avatar(), size: CGSize(width: 200, height: 200)),
            events: [.tap(at: 0.1, CGPoint(x: 100, y: 100)), .tap(at: 0.3, CGPoint(x: 100, y: 100))])
        #expect(avatar.timeline.transactions.map(\.cause) == ["tap at 100, 100", "tap at 100, 100"])
        let springs = avatar.timeline.transactions.flatMap(\.animations)
        #expect(springs.map(\.joining) == [.started, .merged])
        // The first ended when the second took over, exactly at the tap.
        #expect(zip(springs.map(\.start), [0.1, 0.3]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(abs((springs[0].removed ?? -1) - 0.3) < 1e-9)
        #expect(springs.map(\.animation) == [".bouncy", ".bouncy"])

        let shuttle = FrameRecorder(frameRate: 30, duration: 1.5).record(
            ViewHost(Shuttle(), size: CGSize(width: 200, height: 100)),
            events: [.tap(at: 0.1, CGPoint(x: 95, y: 50)), .tap(at: 0.3, CGPoint(x: 95, y: 50))])
        let curves = shuttle.timeline.transactions.flatMap(\.animations)
        #expect(curves.map(\.animation) == [".easeInOut(duration: 0.5)", ".easeInOut(duration: 0.5)"])
        #expect(curves.map(\.joining) == [.started, .combined])
        // The first runs its whole half second beside the second.
        #expect(abs((curves[0].removed ?? -1) - 0.6) < 1 / 30 + 1e-9)
    }

    @Test func anAnimationFromTheStartIsAnAppearanceAndOneThatRepeatsForeverIsNeverRemoved() throws {
        let recording = FrameRecorder(frameRate: 20, duration: 1).record(ViewHost(Breathing(), size: CGSize(width: 100, height: 100)))
        let transaction = try #require(recording.timeline.transactions.first)
        #expect(recording.timeline.transactions.count == 1)
        #expect(transaction.cause == "appear" && transaction.time == 0)
        let breath = try #require(transaction.animations.first)
        #expect(breath.animation == ".easeInOut(duration: 0.5).repeatForever()")
        #expect(breath.duration == nil && breath.removed == nil && breath.logicallyComplete == nil)
        // A view that does not animate has an empty timeline.
        let still = FrameRecorder(frameRate: 20, duration: 0.5).record(ViewHost(Color.red, size: CGSize(width: 10, height: 10)))
        #expect(still.timeline.transactions.isEmpty)
    }

    @Test func thePlayerPageListsEachTransactionAndItsAnimations() throws {
        let recording = FrameRecorder(frameRate: 30, duration: 1.5).record(
            ViewHost(Avatar(), size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.2, CGPoint(x: 100, y: 100))])
        let page = try HTMLPlayer(title: "Avatar").render(recording)
        #expect(page.contains("<caption>0.2 s: tap at 100, 100</caption>"))
        #expect(page.contains("<td>Avatar › scaleEffect</td><td><code>.bouncy</code></td><td>started</td>"))
        // Removed within the recording: the row has an end for the script.
        #expect(recording.timeline.transactions.first?.animations.first?.removed != nil)
        #expect(page.contains("<tr class=\"animation\" data-start=\"0.2\" data-end=\"1."))
        // Nothing animated, no list.
        let still = FrameRecorder(frameRate: 10, duration: 0.2).record(ViewHost(Color.red, size: CGSize(width: 10, height: 10)))
        #expect(!(try HTMLPlayer(title: "Still").render(still)).contains("id=\"transactions\""))
    }

    @Test func theCodeFormReadsBackAsTheSameAnimation() throws {
        for text in [
            ".easeInOut", ".easeIn(duration: 0.2)", ".spring", ".snappy", ".bouncy(duration: 0.4)", ".spring(duration: 0.6, bounce: 0.2)",
            ".interpolatingSpring(stiffness: 170, damping: 15)", ".linear(duration: 1).repeatForever(autoreverses: false)",
            ".easeIn.delay(0.1)", ".default", ".spring.speed(2)"
        ] {
            let animation = try AnimationExpression.parse(text)
            #expect(animation.expression == text)
            #expect(try AnimationExpression.parse(animation.expression) == animation)
        }
    }
}
