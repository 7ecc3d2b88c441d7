import AnimationCore
import AnimationRuntime
import Testing

@Suite("Runtime bad input")
struct RuntimeBadInputTests {
    @Test func timeGoingBackwardsIsClamped() {
        let value = AnimatedValue(0.0)
        value.set(10, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(value.advance(to: 0.5) == 5)
        #expect(value.advance(to: 0.2) == 5)  // clamped to 0.5: unchanged
        value.set(20, transaction: Transaction(animation: .linear(duration: 1)), at: 0.1)  // starts at 0.5
        #expect(value.advance(to: 0.5) == 5)
        #expect(value.advance(to: 1.5) == 20)
    }

    @Test func nanTimesAreAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let value = AnimatedValue(0.0)
            value.advance(to: .nan)
        }
        await #expect(processExitsWith: .failure) {
            let value = AnimatedValue(0.0)
            value.set(1, at: .nan)
        }
    }

    @Test func valueSetTwiceAtTheSameInstant() {
        let value = AnimatedValue(0.0)
        let linear = Transaction(animation: .linear(duration: 1))
        value.set(10, transaction: linear, at: 0)
        value.set(20, transaction: linear, at: 0)
        #expect(value.advance(to: 0) == 0)
        #expect(value.advance(to: 0.5) == 12.5)  // the newer one from the older one's output (5) halfway to 20
        #expect(value.advance(to: 1) == 20)
        let spring = AnimatedValue(0.0)
        spring.set(10, transaction: Transaction(animation: .smooth), at: 0)
        spring.set(20, transaction: Transaction(animation: .smooth), at: 0)
        #expect(spring.runningAnimationCount == 1)
        #expect(abs(spring.advance(to: 0.2) - Spring.smooth.value(target: 20.0, time: 0.2)) < 1e-12)
    }

    @Test func tenThousandOverlappingAnimationsStayBounded() {
        let value = AnimatedValue(0.0)
        let linear = Transaction(animation: .linear(duration: 0.1))
        var most = 0
        for index in 0..<10_000 {
            let time = Double(index) / 1_000
            value.set(Double(index % 7), transaction: linear, at: time)
            value.advance(to: time)
            most = max(most, value.runningAnimationCount)
        }
        // Only the animations of the last 0.1 s can still run.
        #expect(most <= 101)
        value.advance(to: 20)
        #expect(!value.isAnimating)
        #expect(value.presentation == value.model)
    }
}
