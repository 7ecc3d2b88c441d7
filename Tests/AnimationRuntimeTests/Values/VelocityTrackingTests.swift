import AnimationCore
import AnimationRuntime
import Testing

@Suite("Velocity tracking")
struct VelocityTrackingTests {
    @Test func dragThenSpringStartsWithTheDragVelocity() {
        let value = AnimatedValue(0.0)
        var drag = Transaction()
        drag.tracksVelocity = true
        // A drag at 300 points per second, sampled at 60 Hz.
        for frame in 0...10 {
            let time = Double(frame) / 60
            value.set(300 * time, transaction: drag, at: time)
        }
        #expect(!value.isAnimating)
        let release = 10.0 / 60
        value.set(100, transaction: Transaction(animation: .smooth), at: release)
        value.advance(to: release)
        #expect(abs(value.velocity - 300) < 1e-9)
        let position = value.presentation
        let later = value.advance(to: release + 0.1)
        let expected = position + Spring.smooth.value(target: 100 - position, initialVelocity: 300.0, time: 0.1)
        #expect(abs(later - expected) < 1e-9)
    }

    @Test func withoutTrackingTheSpringStartsAtRest() {
        let value = AnimatedValue(0.0)
        for frame in 0...10 {
            let time = Double(frame) / 60
            value.set(300 * time, at: time)
        }
        value.set(100, transaction: Transaction(animation: .smooth), at: 10.0 / 60)
        value.advance(to: 10.0 / 60)
        #expect(value.velocity == 0)
    }

    @Test func aStaleDragThrowsNothing() {
        let value = AnimatedValue(0.0)
        var drag = Transaction()
        drag.tracksVelocity = true
        value.set(0, transaction: drag, at: 0)
        value.set(10, transaction: drag, at: 1.0 / 60)
        // Released half a second after the finger stopped.
        value.set(100, transaction: Transaction(animation: .smooth), at: 0.5)
        value.advance(to: 0.5)
        #expect(value.velocity == 0)
    }

    @Test func timingCurvesIgnoreTheVelocity() {
        let value = AnimatedValue(0.0)
        var drag = Transaction()
        drag.tracksVelocity = true
        value.set(0, transaction: drag, at: 0)
        value.set(5, transaction: drag, at: 1.0 / 60)
        value.set(15, transaction: Transaction(animation: .linear(duration: 1)), at: 1.0 / 60)
        #expect(value.advance(to: 1.0 / 60 + 0.5) == 10)
    }
}

@Suite("Velocity estimates")
struct VelocityEstimateTests {
    @Test func lastSlopeWeighsTwiceThePreviousOne() {
        let value = AnimatedValue(0.0)
        var drag = Transaction()
        drag.tracksVelocity = true
        value.set(0, transaction: drag, at: 0)
        value.set(5, transaction: drag, at: 1.0 / 60)  // 300 per second
        value.set(15, transaction: drag, at: 2.0 / 60)  // 600 per second
        value.set(100, transaction: Transaction(animation: .smooth), at: 2.0 / 60)
        value.advance(to: 2.0 / 60)
        #expect(abs(value.velocity - (2 * 600 + 300) / 3) < 1e-9)
    }

    @Test func animationWithoutVelocityFallsBackToFiniteDifferences() {
        struct Silent: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
                time < 1 ? value.scaled(by: time * time) : nil
            }
        }
        let value = AnimatedValue(0.0)
        value.set(10, transaction: Transaction(animation: Animation(Silent())), at: 0)
        value.advance(to: 0.5)
        value.advance(to: 0.6)
        #expect(abs(value.velocity - (3.6 - 2.5) / 0.1) < 1e-9)
    }

    @Test func combiningAnimationsReportTheSumOfTheirVelocities() {
        let value = AnimatedValue(0.0)
        value.set(10, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        value.advance(to: 0.5)
        value.set(20, transaction: Transaction(animation: .linear(duration: 1)), at: 0.5)
        value.advance(to: 0.75)
        // Older: 10 per second; newer: (20 - 7.5) per second over its second.
        #expect(abs(value.velocity - (10 + 12.5)) < 1e-9)
    }
}
