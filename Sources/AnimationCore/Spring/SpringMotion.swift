import Foundation

/// The closed-form motion of a spring at one time, as four coefficients.
///
/// For a start at zero moving towards `target` with initial velocity `v₀`:
///
///     position = target · positionFromTarget + v₀ · positionFromVelocity
///     velocity = target · velocityFromTarget + v₀ · velocityFromVelocity
///
/// With `α = ζω₀` (decay rate):
/// - ζ ≤ 1, with `ω_d = ω₀√((1 − ζ)(1 + ζ))`, `C = cos ω_d t` and
///   `S = sin(ω_d t) / ω_d` (which is `t` when `ω_d = 0`, the critical case):
///   displacement from the target `u = e^{−αt}·(u₀·(C + αS) + v₀·S)`.
/// - ζ > 1, with `s = ω₀√((ζ − 1)(ζ + 1))`, roots `r₂ = −(α + s)` and
///   `r₁ = ω₀² / r₂` (the product form, free of cancellation), and
///   `g = −expm1(−2st) / (2s)` (which tends to `t` as `s → 0`):
///   `u = e^{r₁t}·(u₀·(1 − r₁g) + v₀·g)`.
///
/// Neither form divides by a vanishing difference of roots, so precision
/// holds as ζ crosses 1, and both reduce to the critical solution there.
@usableFromInline
struct SpringMotion: Sendable {
    @usableFromInline var positionFromTarget: Double
    @usableFromInline var positionFromVelocity: Double
    @usableFromInline var velocityFromTarget: Double
    @usableFromInline var velocityFromVelocity: Double

    @usableFromInline
    init(spring: Spring, time: Double) {
        precondition(!time.isNaN, "Spring: time is NaN")
        let t = max(time, 0)
        let omega = spring.angularFrequency
        let zeta = spring.dampingRatio
        guard omega.isFinite else {
            // Infinitely stiff: at the target at every time.
            (positionFromTarget, positionFromVelocity, velocityFromTarget, velocityFromVelocity) = (1, 0, 0, 0)
            return
        }
        let alpha = zeta * omega
        let decayed: Double  // coefficient of u₀ in the displacement
        if zeta <= 1 {
            // Made with the spring: a square root here would cost as much as the rest.
            let dampedFrequency = spring.dampedFrequency
            let envelope = exp(-alpha * t)
            // Critically damped: cos(0) = 1 and the sinc's limit is t, without
            // calling either function.
            let cosine = dampedFrequency > 0 ? cos(dampedFrequency * t) : 1
            let sinc = dampedFrequency > 0 ? sin(dampedFrequency * t) / dampedFrequency : t
            decayed = envelope * (cosine + alpha * sinc)
            positionFromVelocity = envelope * sinc
            velocityFromTarget = omega * omega * envelope * sinc
            velocityFromVelocity = envelope * (cosine - alpha * sinc)
        } else {
            let spread = spring.dampedFrequency
            let fastRoot = -(alpha + spread)
            let slowRoot = omega * omega / fastRoot
            let g = -expm1(-2 * spread * t) / (2 * spread)
            let envelope = exp(slowRoot * t)
            decayed = envelope * (1 - slowRoot * g)
            positionFromVelocity = envelope * g
            velocityFromTarget = omega * omega * envelope * g
            velocityFromVelocity = envelope * (1 + fastRoot * g)
        }
        positionFromTarget = 1 - decayed
    }
}
