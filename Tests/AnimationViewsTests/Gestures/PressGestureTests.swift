import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private final class Events: @unchecked Sendable {
    var log: [String] = []
}

@MainActor
@Suite("Long presses and taps")
struct PressGestureTests {
    @Test func aLongPressEndsAfterItsDurationAndShowsItsState() {
        let events = Events()
        struct Pressable: View {
            @GestureState var pressing = false
            let events: Events
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .opacity(pressing ? 0.5 : 1)
                    .gesture(
                        LongPressGesture(minimumDuration: 1)
                            .updating($pressing) { value, state, _ in state = value }
                            .onEnded { _ in events.log.append("long") })
            }
        }
        let host = ViewHost(Pressable(events: events), size: CGSize(width: 100, height: 100))
        #expect(host.press(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 1.0 / 60)
        #expect(host.displayList.flattened.contains { $0.item.opacity == 0.5 })
        host.advance(by: 0.5)
        #expect(events.log.isEmpty)
        host.advance(by: 0.6)
        // Recognized while still held; the state resets when it ends.
        #expect(events.log == ["long"])
        host.release(at: CGPoint(x: 50, y: 50))
        host.advance(by: 1.0 / 60)
        #expect(!host.displayList.flattened.contains { $0.item.opacity == 0.5 })
        // Released early: nothing.
        #expect(host.press(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 50, y: 50))
        host.advance(by: 2)
        #expect(events.log == ["long"])
    }

    @Test func onLongPressGestureReportsPressing() {
        let events = Events()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .onLongPressGesture(
                    minimumDuration: 0.5, perform: { events.log.append("done") },
                    onPressingChanged: { events.log.append($0 ? "down" : "up") }),
            size: CGSize(width: 100, height: 100))
        #expect(host.press(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.6)
        host.release(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["down", "up", "done"])
        // Moving away fails it.
        #expect(host.press(at: CGPoint(x: 50, y: 50)))
        host.move(to: CGPoint(x: 80, y: 50))
        host.advance(by: 1)
        host.release(at: CGPoint(x: 80, y: 50))
        #expect(events.log == ["down", "up", "done", "down", "up"])
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        let events = Events()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture(count: 2).onEnded { events.log.append("double") }),
            size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.2)
        #expect(host.tap(at: CGPoint(x: 52, y: 50)))
        #expect(events.log == ["double"])
        // Too slow: the second tap starts over.
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(events.log == ["double"])
        host.advance(by: 0.1)
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(events.log == ["double", "double"])
    }

    @Test func aSpatialTapReportsWhere() {
        final class Spot: @unchecked Sendable { var location: CGPoint? }
        let spot = Spot()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .gesture(SpatialTapGesture().onEnded { spot.location = $0.location }),
            size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 60, y: 70)))
        // The view is at (50, 50): the location is in its own coordinates.
        #expect(spot.location == CGPoint(x: 10, y: 20))
    }
}
