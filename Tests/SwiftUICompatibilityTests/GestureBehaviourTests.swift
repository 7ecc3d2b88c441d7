import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of GestureViews.swift do, run headlessly.

@MainActor
@Suite("Drags as tutorials write them")
struct GestureBehaviourTests {
    @Test func theCardFollowsAndSpringsBack() {
        let host = ViewHost(DraggableCard(), size: CGSize(width: 300, height: 400))
        #expect(host.press(at: CGPoint(x: 150, y: 200)))
        host.move(to: CGPoint(x: 200, y: 250))
        let moved = host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }!
        #expect(moved.item.frame.applying(moved.transform).midX == 200)
        host.release(at: CGPoint(x: 200, y: 250))
        host.advance(by: 2)
        let back = host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }!
        #expect(abs(back.item.frame.applying(back.transform).midX - 150) < 0.5)
    }

    @Test func aLongSwipeDismisses() {
        let host = ViewHost(SwipeToDismiss(), size: CGSize(width: 400, height: 200))
        let label = frame(of: "Swipe me", in: host)!
        #expect(host.drag(from: CGPoint(x: label.midX, y: label.midY), to: CGPoint(x: label.midX + 150, y: label.midY)))
        host.advance(by: 1.0 / 60)
        #expect(frame(of: "Dismissed", in: host) != nil)
    }
}

@MainActor
@Suite("Timelines as tutorials write them")
struct TimelineBehaviourTests {
    @Test func theDotPulses() {
        let host = ViewHost(PulsingDot(), size: CGSize(width: 100, height: 100))
        func scale() -> CGFloat {
            host.drawnViews.first { entry in
                if case .shape? = entry.item.content { return true } else { return false }
            }!.transform.a
        }
        host.advance(by: 0.1)
        let first = scale()
        host.advance(by: 0.2)
        #expect(scale() != first)
        #expect(host.isAnimating)
    }

    @Test func theClockShowsATime() {
        let host = ViewHost(SecondsClock(), size: CGSize(width: 200, height: 50))
        host.advance(by: 1.5)
        let strings = host.drawnViews.compactMap(\.text)
        #expect(strings.count == 1)
    }
}

@MainActor
@Suite("Timers as tutorials write them")
struct TimerPublisherBehaviourTests {
    @Test func theCountdownReachesGo() {
        let host = ViewHost(CountdownView(), size: CGSize(width: 200, height: 100))
        #expect(frame(of: "3", in: host) != nil)
        host.advance(by: 1.05)
        #expect(frame(of: "2", in: host) != nil)
        host.advance(by: 2)
        #expect(frame(of: "Go!", in: host) != nil)
    }
}

@MainActor
@Suite("Long presses as tutorials write them")
struct LongPressBehaviourTests {
    @Test func aLongPressLikes() {
        let host = ViewHost(HeartButton(), size: CGSize(width: 100, height: 100))
        #expect(host.press(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        host.release(at: CGPoint(x: 50, y: 50))
        host.advance(by: 1)
        #expect(host.find(image: "system:heart.fill") != nil)
    }
}
