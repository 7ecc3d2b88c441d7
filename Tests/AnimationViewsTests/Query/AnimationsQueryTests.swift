import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// Springs bigger when tapped.
private struct Avatar: View {
    @State private var big = false
    var animation = Animation.bouncy

    var body: some View {
        Circle().fill(Color.blue).frame(width: 40, height: 40)
            .scaleEffect(big ? 2 : 1)
            .animation(animation, value: big)
            .onTapGesture { big.toggle() }
    }
}

@MainActor
@Suite("Which animations drive what")
struct AnimationsQueryTests {
    @Test func aTapSpringsTheScaleWithBouncy() throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        #expect(host.animations.isEmpty)
        let started = host.perform { host.tap(at: CGPoint(x: 100, y: 100)) }
        #expect(started.map(\.name) == ["Avatar › scaleEffect"])
        let scale = try #require(started.first)
        #expect(scale.animations.map(\.animation) == [.bouncy])
        #expect(scale.animations.first?.startTime == host.time)
        #expect(scale.model == [2, 2] && scale.presentation == [1, 1])
        host.advance(by: 0.1)
        let moving = try #require(host.animations.first)
        #expect(moving.presentation[0] > 1 && moving.presentation[0] < 2 && moving.velocity[0] > 0)
        #expect(moving.animations.first?.isLogicallyComplete == false)
        try host.settle()
        #expect(host.animations.isEmpty)
    }

    @Test func aNewerTimingCurveCombinesWithTheOlder() throws {
        let host = ViewHost(Avatar(animation: .linear(duration: 1)), size: CGSize(width: 200, height: 200))
        host.perform { host.tap(at: CGPoint(x: 100, y: 100)) }
        host.advance(by: 0.5)
        let second = host.perform { host.tap(at: CGPoint(x: 100, y: 100)) }
        // The change reports only the animation it began; the attribute
        // runs both (timing curves combine, as in SwiftUI).
        #expect(second.first?.animations.count == 1 && second.first?.animations.first?.startTime == 0.5)
        let both = try #require(host.animations.first)
        #expect(both.animations.map(\.startTime) == [0, 0.5])
        #expect(both.animations.map(\.endTime) == [1, 1.5])
        #expect(both.model == [1, 1])
    }

    @Test func aChangeWithoutAnimationStartsNothing() {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        #expect(host.perform {}.isEmpty)
        #expect(host.perform { host.tap(at: CGPoint(x: 5, y: 5)) }.isEmpty)
    }
}
