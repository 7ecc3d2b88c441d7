// Timing curves, springs and animations, sampled without any view.
import SwiftAnimation

// snippet.curve
let curve = UnitCurve(
    startControlPoint: UnitPoint(x: 0.42, y: 0),
    endControlPoint: UnitPoint(x: 0.58, y: 1))
let halfway = curve.value(at: 0.5)  // 0.5: the curve is symmetric
let steepest = curve.velocity(at: 0.5)  // its slope there
// snippet.end

// snippet.spring
let spring = Spring(duration: 0.5, bounce: 0.3)
let stiffness = spring.stiffness  // (2π / 0.5)² ≈ 157.91
let damping = spring.damping  // 2 × (1 − 0.3) × √157.91 ≈ 17.59
let position = spring.value(target: 1.0, time: 0.25)
let settling = spring.settlingDuration  // until it stays within 0.001 of the target
// snippet.end

// snippet.animation
var context = AnimationContext<Double>()
let easeInOut = Animation.easeInOut(duration: 1)
let value = easeInOut.animate(value: 100, time: 0.5, context: &context)  // 50

let delayed = Animation.bouncy.delay(0.2).speed(2)
context = AnimationContext<Double>()
let early = delayed.animate(value: 100, time: 0.05, context: &context)  // 0: still waiting
// snippet.end

// snippet.custom
/// An animation that moves in equal steps, like a flip clock.
struct StepAnimation: CustomAnimation {
    var steps: Int
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let step = (time / duration * Double(steps)).rounded(.down)
        return value.scaled(by: step / Double(steps))
    }
}

let stepped = Animation(StepAnimation(steps: 4, duration: 1))
context = AnimationContext<Double>()
let quarter = stepped.animate(value: 100, time: 0.3, context: &context)  // 25
// snippet.end

// snippet.hide
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
precondition(close(halfway, 0.5), "\(halfway)")
// CSS's ease-in-out (0.42, 0, 0.58, 1) at x = ½, where t = ½: dy/dx = y'(t) / x'(t).
// x'(½) = ¾·0.42 + 1.5·(0.58 − 0.42) + ¾·(1 − 0.58), y'(½) = 1.5·(1 − 0).
let xPrime: Double = 0.75 * 0.42 + 1.5 * 0.16 + 0.75 * 0.42
let yPrime: Double = 1.5
precondition(close(steepest, yPrime / xPrime, 1e-9), "\(steepest) vs \(yPrime / xPrime)")
let omega = 2 * Double.pi / 0.5
precondition(close(stiffness, omega * omega, 1e-9), "\(stiffness)")
precondition(close(damping, 2 * 0.7 * omega, 1e-9), "\(damping)")
// An underdamped spring from 0 to 1: 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
let zeta = 0.7, omegaD = omega * (1 - zeta * zeta).squareRoot(), t = 0.25
let closed = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
precondition(close(position, closed, 1e-9), "\(position) vs \(closed)")
precondition(settling > 0.5 && settling < 1.5, "\(settling)")
precondition(close(value!, 50), "\(String(describing: value))")
precondition(close(early!, 0), "\(String(describing: early))")
precondition(close(quarter!, 25), "\(String(describing: quarter))")
