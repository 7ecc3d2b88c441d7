import AnimationCore
import Foundation
import Testing

@Suite("Spring")
struct SpringTests {
    @Test func documentedConversions() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-12)
        let spring2 = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring2.duration - 0.63) < 0.005)
        #expect(abs(spring2.duration - 2 * .pi / 10) < 1e-15)
        #expect(abs(spring2.bounce - 0.5) < 1e-15)
    }

    @Test func parametrizationsAgree() {
        for (duration, bounce) in [(0.5, 0.0), (0.35, 0.3), (1.2, -0.4), (0.8, 0.9)] {
            let spring = Spring(duration: duration, bounce: bounce)
            #expect(abs(spring.duration - duration) < 1e-14)
            #expect(abs(spring.bounce - bounce) < 1e-14)
            #expect(spring.response == spring.duration)
            let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            #expect(abs(spring.dampingRatio - ratio) < 1e-15)
            let physical = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
            let fromResponse = Spring(response: duration, dampingRatio: ratio)
            for time in stride(from: 0.0, through: 2.0, by: 0.1) {
                #expect(abs(physical.value(target: 1.0, time: time) - spring.value(target: 1.0, time: time)) < 1e-12)
                #expect(abs(fromResponse.value(target: 1.0, time: time) - spring.value(target: 1.0, time: time)) < 1e-12)
            }
        }
        // More mass, same stiffness and damping: slower and bouncier.
        let light = Spring(mass: 1, stiffness: 100, damping: 10), heavy = Spring(mass: 4, stiffness: 100, damping: 10)
        #expect(heavy.duration == 2 * light.duration)
        #expect(heavy.bounce > light.bounce)
        #expect(heavy.settlingDuration > light.settlingDuration)
    }

    @Test func overDampingIsCappedUnlessAllowed() {
        let capped = Spring(mass: 1, stiffness: 100, damping: 50)
        #expect(capped.dampingRatio == 1)
        #expect(capped.damping == 20)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
        #expect(allowed.dampingRatio == 2.5)
        #expect(abs(allowed.bounce - (1 / 2.5 - 1)) < 1e-15)
    }

    @Test func presets() {
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.smooth(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.1))
        #expect(Spring.snappy(duration: 0.3, extraBounce: 0.1) == Spring(duration: 0.3, bounce: 0.25))
        #expect(Spring.bouncy(duration: 0.7, extraBounce: -0.1) == Spring(duration: 0.7, bounce: 0.3 - 0.1))
        #expect(Spring.snappy.dampingRatio == 0.85)
        #expect(Spring.bouncy.dampingRatio == 0.7)
    }

    @Test func settlingDurationInitializerRoundTrips() {
        for ratio in [0.05, 0.3, 0.7, 0.999999, 1, 1.000001, 1.5, 4] {
            for duration in [0.05, 0.4, 1, 3.7] {
                let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
                #expect(abs(spring.settlingDuration - duration) <= 1e-12 * duration, "ratio \(ratio) duration \(duration)")
                #expect(spring.dampingRatio == ratio)
            }
        }
        let loose = Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.01)
        #expect(abs(loose.settlingDuration(target: 1.0, epsilon: 0.01) - 1) < 1e-12)
    }

    /// After the settling duration the value stays within epsilon, checked
    /// densely for a while.
    @Test func settledMeansStaysWithinEpsilon() {
        for spring in [Spring.bouncy, .smooth, .snappy, Spring(duration: 0.6, bounce: -0.5), Spring(duration: 0.3, bounce: 0.9)] {
            for v0 in [-8.0, 0, 5] {
                let settle = spring.settlingDuration(target: 1.0, initialVelocity: v0, epsilon: 0.001)
                #expect(settle.isFinite && settle > 0)
                for step in 1...2_000 {
                    let time = settle + Double(step) * 0.002
                    #expect(abs(spring.value(target: 1.0, initialVelocity: v0, time: time) - 1) < 0.001)
                }
            }
        }
    }

    /// Damping ratios a hair either side of 1 give the critical motion:
    /// no precision lost to cancellation.
    @Test func stableAcrossTheCriticalPoint() {
        let omega: Double = 2 * Double.pi / 0.5
        let offsets: [Double] = [-1e-9, -1e-12, -1e-15, 0, 1e-15, 1e-12, 1e-9]
        for ratio in offsets.map({ 1 + $0 }) {
            let spring = Spring(response: 0.5, dampingRatio: ratio)
            for v0 in [-5.0, 0, 3] {
                for time in stride(from: 0.0, through: 3.0, by: 0.01) {
                    // x = 1 + (u0 + (v0 + ω u0) t) e^{-ωt} with u0 = -1.
                    let slope: Double = v0 - omega
                    let expected: Double = 1 + (slope * time - 1) * exp(-omega * time)
                    #expect(
                        abs(spring.value(target: 1.0, initialVelocity: v0, time: time) - expected) < 1e-8,
                        "ratio \(ratio) v0 \(v0) t \(time)")
                }
            }
        }
    }

    @Test func vectorsMoveComponentwise() {
        let spring = Spring.bouncy
        let target = AnimatablePair(2.0, -3.0), v0 = AnimatablePair(1.0, 4.0)
        for time in [0.0, 0.1, 0.37, 1.2] {
            let pair = spring.value(target: target, initialVelocity: v0, time: time)
            #expect(abs(pair.first - spring.value(target: 2.0, initialVelocity: 1.0, time: time)) < 1e-15)
            #expect(abs(pair.second - spring.value(target: -3.0, initialVelocity: 4.0, time: time)) < 1e-15)
            let vector = spring.velocity(target: AnimatableVector([2, -3]), initialVelocity: [1, 4], time: time)
            #expect(abs(vector[1] - spring.velocity(target: -3.0, initialVelocity: 4.0, time: time)) < 1e-15)
        }
    }

    @Test func updateIsExactForAnyStep() {
        let spring = Spring.bouncy
        var value = 0.0, velocity = 2.0
        for _ in 0..<37 {
            spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60)
        }
        #expect(abs(value - spring.value(target: 1.0, initialVelocity: 2.0, time: 37.0 / 60)) < 1e-12)
        #expect(abs(velocity - spring.velocity(target: 1.0, initialVelocity: 2.0, time: 37.0 / 60)) < 1e-11)
    }

    @Test func forceIsTheAcceleration() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 3, allowOverDamping: true)
        let expectedForce: Double = (50 * 0.75 - 3 * 2) / 2
        #expect(abs(spring.force(target: 1.0, position: 0.25, velocity: 2.0) - expectedForce) < 1e-12)
        // The closed form satisfies the equation of motion: v' = force.
        let time = 0.3, h = 1e-6
        let numerical = (spring.velocity(target: 1.0, time: time + h) - spring.velocity(target: 1.0, time: time - h)) / (2 * h)
        let force = spring.force(target: 1.0, position: spring.value(target: 1.0, time: time), velocity: spring.velocity(target: 1.0, time: time))
        #expect(abs(numerical - force) < 1e-5)
    }

    @Test func animatableOverloads() {
        let spring = Spring.snappy
        let from = CGPoint(x: 10, y: 20), to = CGPoint(x: 30, y: -20)
        let point = spring.value(fromValue: from, toValue: to, initialVelocity: CGPoint.zero, time: 0.2)
        let fraction = spring.value(target: 1.0, time: 0.2)
        #expect(abs(point.x - (10 + 20 * fraction)) < 1e-12)
        #expect(abs(point.y - (20 - 40 * fraction)) < 1e-12)
        let velocity = spring.velocity(fromValue: from, toValue: to, initialVelocity: .zero, time: 0.2)
        #expect(abs(velocity.x - 20 * spring.velocity(target: 1.0, time: 0.2)) < 1e-9)
        #expect(spring.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, epsilon: 0.001) == spring.settlingDuration)
        let force = spring.force(fromValue: 0.0, toValue: 1.0, position: 0.0, velocity: 0.0)
        #expect(abs(force - spring.stiffness) < 1e-9)
    }

    @Test func infinitelyStiffSpringIsAtTheTarget() {
        for spring in [
            Spring(duration: 0), Spring(duration: -1, bounce: 0.3), Spring(response: 0, dampingRatio: 1),
            Spring(settlingDuration: 0, dampingRatio: 1)
        ] {
            #expect(spring.duration == 0)
            #expect(spring.value(target: 5.0, time: 0) == 5)
            #expect(spring.velocity(target: 5.0, initialVelocity: 3, time: 0.1) == 0)
            #expect(spring.settlingDuration == 0)
        }
    }

    @Test func bounceIsClamped() {
        #expect(Spring(duration: 0.5, bounce: 3) == Spring(duration: 0.5, bounce: 1))
        #expect(Spring(duration: 0.5, bounce: 1).dampingRatio == 0)
        #expect(Spring(duration: 0.5, bounce: -5).dampingRatio == Spring.maximumDampingRatioFromBounce)
        #expect(Spring(duration: 0.5, bounce: -1).dampingRatio == Spring.maximumDampingRatioFromBounce)
        #expect(Spring(duration: 0.5, bounce: -0.99).dampingRatio <= Spring.maximumDampingRatioFromBounce)
        // Undamped: never settles, but its values are finite.
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
        #expect(abs(Spring(duration: 0.5, bounce: 1).value(target: 1.0, time: 0.25) - 2) < 1e-12)
        // Negative times count as zero.
        #expect(Spring.bouncy.value(target: 1.0, time: -1) == 0)
    }

    @Test func nonFiniteParametersFailClearly() async {
        await #expect(processExitsWith: .failure) { _ = Spring(duration: .nan) }
        await #expect(processExitsWith: .failure) { _ = Spring(duration: .infinity, bounce: 0) }
        await #expect(processExitsWith: .failure) { _ = Spring(duration: 0.5, bounce: .nan) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 0, stiffness: 1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: -1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: 1, damping: -1) }
        await #expect(processExitsWith: .failure) { _ = Spring(response: 0.5, dampingRatio: .infinity) }
        await #expect(processExitsWith: .failure) { _ = Spring(settlingDuration: 1, dampingRatio: 0) }
        await #expect(processExitsWith: .failure) { _ = Spring.bouncy.value(target: 1.0, time: .nan) }
    }
}
