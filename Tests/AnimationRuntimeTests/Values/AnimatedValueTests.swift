import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@Suite("AnimatedValue")
struct AnimatedValueTests {
    @Test func presentationFollowsTheAnimationAndEndsAtTheModelExactly() {
        let value = AnimatedValue(0.1)
        value.set(0.7, transaction: Transaction(animation: .easeInOut(duration: 1)), at: 0)
        #expect(value.model == 0.7)
        #expect(value.presentation == 0.1)
        for step in 1..<10 {
            let time = Double(step) / 10
            let expected = 0.1 + (0.7 - 0.1) * UnitCurve.easeInOut.value(at: time)
            #expect(abs(value.advance(to: time) - expected) < 1e-15)
            #expect(value.isAnimating)
        }
        #expect(value.advance(to: 1) == 0.7)
        #expect(!value.isAnimating)
        #expect(value.velocity == 0)
    }

    /// SwiftUI's combining: linear 1 s from 0 to 10 at t = 0, then to 20 at
    /// t = 0.5.
    @Test func combiningChain() {
        let value = AnimatedValue(0.0)
        let linear = Transaction(animation: .linear(duration: 1))
        value.set(10, transaction: linear, at: 0)
        #expect(value.advance(to: 0.5) == 5)
        value.set(20, transaction: linear, at: 0.5)
        #expect(value.advance(to: 0.5) == 5)  // continuous
        #expect(value.runningAnimationCount == 2)
        // The second runs from the first's output (7.5 at 0.75) to 20, a
        // quarter of the way: 7.5 + 0.25 × 12.5 = 10.625.
        #expect(value.advance(to: 0.75) == 10.625)
        // The first has finished (10), the second is halfway: 10 + 0.5 × 10.
        #expect(value.advance(to: 1.0) == 15)
        #expect(value.runningAnimationCount == 1)  // the first one finished and was dropped
        #expect(value.advance(to: 1.25) == 17.5)  // 10 + 0.75 × 10
        #expect(value.advance(to: 1.5) == 20)
        #expect(!value.isAnimating)
        #expect(value.advance(to: 3) == 20)
    }

    @Test func springRetargetKeepsPositionAndVelocity() {
        let value = AnimatedValue(0.0)
        value.set(100, transaction: Transaction(animation: .smooth), at: 0)
        value.advance(to: 0.15)
        let position = value.presentation, velocity = value.velocity
        #expect(velocity > 0)
        value.set(-50, transaction: Transaction(animation: .bouncy), at: 0.15)
        #expect(value.runningAnimationCount == 1)  // merged
        #expect(abs(value.advance(to: 0.15) - position) < 1e-12)
        #expect(abs(value.velocity - velocity) < 1e-9)
        let later = value.advance(to: 0.3)
        let expected = position + Spring.bouncy.value(target: -50 - position, initialVelocity: velocity, time: 0.15)
        #expect(abs(later - expected) < 1e-9)
        var time = 0.3
        while value.isAnimating { time += 1.0 / 60; value.advance(to: time) }
        #expect(value.presentation == -50)
    }

    @Test func unanimatedChangeJumpsAndAnimationsCarryOn() {
        let value = AnimatedValue(0.0)
        value.set(10, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(value.advance(to: 0.5) == 5)
        value.set(110, at: 0.5)
        #expect(value.presentation == 105)  // 5 along the animation, plus the jump of 100
        #expect(value.advance(to: 0.75) == 107.5)  // 7.5 + 100
        #expect(value.advance(to: 1) == 110)
    }

    @Test func pointsAndVectors() {
        let point = AnimatedValue(CGPoint(x: 0, y: 0))
        point.set(CGPoint(x: 10, y: -20), transaction: Transaction(animation: .linear(duration: 2)), at: 0)
        #expect(point.advance(to: 1) == CGPoint(x: 5, y: -10))
        #expect(point.velocity == AnimatablePair(5, -10))

        let chart = AnimatedValue(AnimatableVector.zero)
        chart.set([50, 100, 75, 100], transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(chart.advance(to: 0.5) == [25, 50, 37.5, 50])
        chart.set([10, 10], transaction: Transaction(animation: .linear(duration: 1)), at: 0.5)
        #expect(chart.advance(to: 0.5) == [25, 50, 37.5, 50])
        _ = chart.advance(to: 1.5)
        #expect(chart.presentation == [10, 10])
        #expect(!chart.isAnimating)
    }

    @Test func higherOrderAnimationsSampledSparsely() {
        // Delay and speed.
        let delayed = AnimatedValue(0.0)
        delayed.set(8, transaction: Transaction(animation: .linear(duration: 1).delay(1).speed(2)), at: 0)
        #expect(delayed.advance(to: 0.4) == 0)
        // At speed 2, 0.75 s is 1.5 s of the animation: 0.5 s after the
        // 1 s delay, halfway to 8.
        #expect(delayed.advance(to: 0.75) == 4)
        #expect(delayed.advance(to: 1) == 8)
        #expect(!delayed.isAnimating)
        // Repeat: frames that skip whole passes still land on exact pass boundaries.
        let repeated = AnimatedValue(0.0)
        repeated.set(1, transaction: Transaction(animation: .easeIn(duration: 0.3).repeatForever()), at: 0)
        for time in [0.1, 7.35, 100.05, 1_000.2] {
            let pass = (time / 0.3).rounded(.down)
            let local = time - pass * 0.3
            let forward = UnitCurve.easeIn.value(at: local / 0.3)
            let expected = Int(pass) % 2 == 0 ? forward : 1 - forward
            #expect(abs(repeated.advance(to: time) - expected) < 1e-9)
        }
        #expect(repeated.isAnimating)
    }

    @Test func environmentReachesRunningAnimations() {
        struct Paused: EnvironmentKey { static let defaultValue = false }
        struct Freezable: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                if context.environment[Paused.self] { return .zero }
                return time < 1 ? value.scaled(by: time) : nil
            }
        }
        let value = AnimatedValue(0.0)
        value.set(10, transaction: Transaction(animation: Animation(Freezable())), at: 0)
        #expect(value.advance(to: 0.5) == 5)
        value.environment[Paused.self] = true
        #expect(value.advance(to: 0.6) == 0)
        value.environment[Paused.self] = false
        #expect(value.advance(to: 0.7) == 7)
    }
}
