import AnimationCore
import AnimationRuntime
import Foundation
import Observation
import TestSupport
import Testing

@testable import AnimationViews

private final class DragLog: @unchecked Sendable {
    var changes: [DragGesture.Value] = []
    var ends: [DragGesture.Value] = []
}

/// A 100 × 100 card at the host's center that follows the drag while it
/// lasts (a gesture state) and logs what the gesture reports.
private struct Card: View {
    let log: DragLog
    var minimumDistance: CGFloat = 10
    var space: CoordinateSpace = .local
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) var offset = CGSize.zero

    var body: some View {
        Color.blue.frame(width: 100, height: 100)
            .offset(offset)
            .gesture(
                DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                    .updating($offset) { value, state, _ in state = value.translation }
                    .onChanged { log.changes.append($0) }
                    .onEnded { log.ends.append($0) })
    }
}

/// Whether a card is shown, written from outside the views.
@Observable
@MainActor
private final class Shown {
    var shown = true
}

@MainActor
@Suite("Drag gestures")
struct DragGestureTests {
    @Test func aDragReportsTranslationVelocityAndItsEnd() {
        let log = DragLog()
        let host = ViewHost(Card(log: log), size: CGSize(width: 300, height: 300))
        host.startDate = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(host.startDate == Date(timeIntervalSinceReferenceDate: 1000))
        // 60 points right in 0.25 s (15 frames of 4 points).
        #expect(host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 210, y: 150), duration: 0.25))
        #expect(log.ends.count == 1)
        let end = log.ends[0]
        // Local coordinates: the card is at (100, 100).
        #expect(end.startLocation == CGPoint(x: 50, y: 50))
        #expect(end.location == CGPoint(x: 110, y: 50))
        #expect(end.translation == CGSize(width: 60, height: 0))
        // The last frame moved 4 points in 1/60 s: 240 points per second.
        #expect(abs(end.velocity.width - 240) < 1e-6)
        #expect(end.velocity.height == 0)
        // Predicted: 240 × 0.499 s further.
        #expect(abs(end.predictedEndTranslation.width - (60 + 240 * 0.499)) < 1e-6)
        #expect(abs(end.time.timeIntervalSinceReferenceDate - (1000 + host.time)) < 1e-9)
        // Below 10 points nothing changed: the first change is at 12.
        #expect(log.changes.first?.translation.width == 12)
    }

    @Test func theGestureStateFollowsAndResetsInItsTransaction() {
        let log = DragLog()
        let host = ViewHost(Card(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.press(at: CGPoint(x: 150, y: 150)))
        host.move(to: CGPoint(x: 150, y: 190))
        #expect(colorFrames(host) == [CGRect(x: 100, y: 140, width: 100, height: 100)])
        host.release(at: CGPoint(x: 150, y: 190))
        // The reset animates linearly over a second.
        host.advance(by: 0.5)
        #expect(abs(colorFrames(host)[0].minY - 120) < 1)
        host.advance(by: 1)
        #expect(colorFrames(host) == [CGRect(x: 100, y: 100, width: 100, height: 100)])
    }

    @Test func aShortPressIsNoDrag() {
        let log = DragLog()
        let host = ViewHost(Card(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 155, y: 150), duration: 0.1))
        #expect(log.changes.isEmpty && log.ends.isEmpty)
        // With no minimum, the press itself starts the drag; a drag of no
        // duration has no velocity.
        let eager = DragLog()
        let zero = ViewHost(Card(log: eager, minimumDistance: 0), size: CGSize(width: 300, height: 300))
        #expect(zero.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 0))
        #expect(eager.changes.first?.translation == .zero)
        #expect(eager.ends.first?.translation == CGSize(width: 20, height: 0))
        #expect(eager.ends.first?.velocity == .zero)
    }

    @Test func globalCoordinatesAndPointsOffTheHost() {
        let log = DragLog()
        let host = ViewHost(Card(log: log, space: .global), size: CGSize(width: 300, height: 300))
        #expect(host.press(at: CGPoint(x: 150, y: 150)))
        host.move(to: CGPoint(x: 180, y: 150))
        host.move(to: CGPoint(x: CGFloat.nan, y: 150))
        host.release(at: CGPoint(x: 190, y: 160))
        #expect(log.ends.first?.location == CGPoint(x: 190, y: 160))
        #expect(log.ends.first?.startLocation == CGPoint(x: 150, y: 150))
        // A non-finite change was skipped, not reported.
        #expect(log.changes.allSatisfy { $0.location.x.isFinite })
    }

    @Test func aViewRemovedDuringADragCancelsIt() {
        let log = DragLog()
        struct Host: View {
            let state: Shown
            let log: DragLog
            var body: some View {
                VStack {
                    if state.shown { Card(log: log) }
                    Color.red.frame(width: 10, height: 10)
                }
            }
        }
        let state = Shown()
        let host = ViewHost(Host(state: state, log: log), size: CGSize(width: 300, height: 300))
        let card = colorFrames(host)[0]
        #expect(host.press(at: CGPoint(x: card.midX, y: card.midY)))
        host.move(to: CGPoint(x: card.midX + 30, y: card.midY))
        #expect(log.changes.count == 1)
        // The card goes while the pointer is down (a change from outside
        // the gesture): the press is cancelled, nothing ends, and the host
        // does not crash on the stale press.
        state.shown = false
        host.advance(by: 1.0 / 60)
        #expect(colorFrames(host).count == 1)
        host.move(to: CGPoint(x: 10, y: 10))
        host.release(at: CGPoint(x: 10, y: 10))
        #expect(log.ends.isEmpty)
    }
}

@MainActor
@Suite("Velocity from drags into springs")
struct DragVelocityTests {
    private struct Slider: View {
        @State var offset: CGFloat = 0
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .offset(x: offset)
                .gesture(
                    DragGesture()
                        .onChanged { offset = $0.translation.width }
                        .onEnded { _ in withAnimation(.spring(response: 0.5, dampingFraction: 1)) { offset = 0 } })
        }
    }

    @Test func aReleasedDragSpringsBackAtItsSpeed() {
        let host = ViewHost(Slider(), size: CGSize(width: 300, height: 300))
        // 60 points in 0.25 s: 240 points per second at the release.
        #expect(host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 210, y: 150), duration: 0.25))
        let atRelease = colorFrames(host)[0].minX - 100
        #expect(abs(atRelease - 60) < 1e-9)
        host.advance(by: 0.1)
        // The spring from 60 toward 0, starting at 240 points per second.
        let spring = Spring(response: 0.5, dampingRatio: 1)
        let expected = 60 + spring.value(target: -60.0, initialVelocity: 240.0, time: 0.1)
        #expect(abs((colorFrames(host)[0].minX - 100) - expected) < 1e-6)
        // Without the drag's speed the spring would be behind.
        let fromRest = 60 + spring.value(target: -60.0, time: 0.1)
        #expect(abs(expected - fromRest) > 5)
    }

    /// Found by the random-use test: a drag lifted off the host (the host
    /// lifts a pointer left down at infinity before a new press) ended
    /// nothing, so its gesture state never reset.
    @Test func aDragLiftedOffTheHostEndsWhereItLastWas() {
        let log = DragLog()
        let host = ViewHost(Card(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.press(at: CGPoint(x: 150, y: 150)))
        host.move(to: CGPoint(x: 190, y: 150))
        #expect(colorFrames(host)[0].minX == 140)
        host.release(at: CGPoint(x: CGFloat.infinity, y: .infinity))
        #expect(log.ends.count == 1)
        #expect(log.ends.first?.translation == CGSize(width: 40, height: 0))
        // The state resets with its transaction (linear, 1 s).
        host.advance(by: 0.5)
        #expect(abs(colorFrames(host)[0].minX - 120) < 1e-9)
        host.advance(by: 0.5)
        #expect(colorFrames(host)[0].minX == 100)
        // A new press while one is held lifts the first the same way.
        #expect(host.press(at: CGPoint(x: 150, y: 150)))
        host.move(to: CGPoint(x: 150, y: 180))
        #expect(host.press(at: CGPoint(x: 150, y: 150)))
        #expect(log.ends.count == 2)
        #expect(log.ends.last?.translation == CGSize(width: 0, height: 30))
    }
}
