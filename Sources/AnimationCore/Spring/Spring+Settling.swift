import Foundation

extension Spring {
    /// The time after which the spring stays within `epsilon` of its target.
    ///
    /// The displacement `u(t)` from the target is bounded by a decaying
    /// envelope `E(t)`, and the settling duration is the last time
    /// `E(t) ≥ epsilon`; after it, `|u(t)| < epsilon` forever. Two envelopes
    /// bound every spring, and the earlier of their last crossings is used:
    /// - the classic one: `√(A² + B²)·e^{−αt}` when underdamped
    ///   (`A = u₀`, `B = (v₀ + αu₀)/ω_d`), `|A|·e^{r₁t} + |B|·e^{r₂t}` when
    ///   overdamped (the two exponential modes);
    /// - the critical one, `(|u₀| + |w|·t)·e^{−λt}` with the slowest decay
    ///   rate `λ` and `w = v₀ − r₁u₀` (`w = v₀ + αu₀` when not overdamped),
    ///   which is exact at critical damping and stays tight near it, where
    ///   the classic envelopes blow up (`ω_d → 0`, `r₁ − r₂ → 0`).
    /// For vectors, `|·|` is the Euclidean norm (`√magnitudeSquared`), which
    /// keeps both envelopes valid bounds.
    ///
    /// - Parameters:
    ///   - target: The amount of change.
    ///   - initialVelocity: The velocity at time zero.
    ///   - epsilon: The distance from the target that counts as settled; must
    ///     be positive.
    /// - Returns: The settling time in seconds; `0` when the spring starts
    ///   settled (or is infinitely stiff), `.infinity` when it never settles
    ///   (a damping ratio of 0).
    @inlinable
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        precondition(epsilon > 0 && !epsilon.isNaN, "Spring.settlingDuration: epsilon must be positive, not \(epsilon)")
        guard angularFrequency.isFinite else { return 0 }
        let displacement = V.zero - target
        let omega = angularFrequency
        let zeta = dampingRatio
        if zeta <= 1 {
            let alpha = zeta * omega
            var w = initialVelocity
            w += displacement.scaled(by: alpha)
            return Spring.settlingTime(
                displacementNorm: target.magnitudeSquared.squareRoot(), wNorm: w.magnitudeSquared.squareRoot(),
                modeNorm: nil, omega: omega, zeta: zeta, epsilon: epsilon)
        }
        let spread = dampedFrequency
        let slowRoot = omega * omega / -(zeta * omega + spread)
        var w = initialVelocity
        w -= displacement.scaled(by: slowRoot)
        var slowMode = displacement
        slowMode += w.scaled(by: 1 / (2 * spread))
        return Spring.settlingTime(
            displacementNorm: target.magnitudeSquared.squareRoot(), wNorm: w.magnitudeSquared.squareRoot(),
            modeNorm: slowMode.magnitudeSquared.squareRoot(), omega: omega, zeta: zeta, epsilon: epsilon)
    }

    /// The scalar core of ``settlingDuration(target:initialVelocity:epsilon:)``.
    ///
    /// - Parameters:
    ///   - displacementNorm: `|u₀|`.
    ///   - wNorm: `|w|` as defined there.
    ///   - modeNorm: For an overdamped spring, the norm of the slow mode's
    ///     amplitude `|A| = |u₀ + w/(2s)|`; `nil` otherwise.
    @usableFromInline
    static func settlingTime(
        displacementNorm: Double, wNorm: Double, modeNorm: Double?,
        omega: Double, zeta: Double, epsilon: Double
    ) -> Double {
        if displacementNorm == 0 && wNorm == 0 { return 0 }
        if zeta < 1 {
            let alpha = zeta * omega
            let critical = lastCrossing(decay: alpha, constant: displacementNorm, slope: wNorm, epsilon: epsilon)
            let damped = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            let amplitude = (displacementNorm * displacementNorm + (wNorm / damped) * (wNorm / damped)).squareRoot()
            let classic = alpha > 0 ? max(0, log(amplitude / epsilon) / alpha) : .infinity
            return min(classic, critical)
        }
        if zeta == 1 {
            return lastCrossing(decay: omega, constant: displacementNorm, slope: wNorm, epsilon: epsilon)
        }
        let spread = omega * ((zeta - 1) * (zeta + 1)).squareRoot()
        let fastRoot = -(zeta * omega + spread)
        let slowRoot = omega * omega / fastRoot
        let critical = lastCrossing(decay: -slowRoot, constant: displacementNorm, slope: wNorm, epsilon: epsilon)
        let slowAmplitude = modeNorm ?? 0
        let fastAmplitude = wNorm / (2 * spread)
        let classic = lastCrossing(after: 0, scale: -1 / slowRoot, epsilon: epsilon) {
            slowAmplitude * exp(slowRoot * $0) + fastAmplitude * exp(fastRoot * $0)
        }
        return min(classic, critical)
    }

    /// The last `t ≥ 0` with `(constant + slope·t)·e^{−decay·t} ≥ epsilon`.
    /// The function rises to one peak, then falls.
    @usableFromInline
    static func lastCrossing(decay: Double, constant: Double, slope: Double, epsilon: Double) -> Double {
        guard decay > 0 else { return constant == 0 && slope == 0 ? 0 : .infinity }
        let peak = slope > 0 ? max(0, 1 / decay - constant / slope) : 0
        return lastCrossing(after: peak, scale: 1 / decay, epsilon: epsilon) {
            (constant + slope * $0) * exp(-decay * $0)
        }
    }

    /// The last time a function is at least `epsilon`, for a function that
    /// is largest at `start` and decreases after it: 0 if it is below
    /// `epsilon` at `start` (so everywhere), otherwise the root of
    /// `f(t) = epsilon` after `start`, bracketed by doubling steps of `scale`
    /// and bisected to adjacent doubles.
    @usableFromInline
    static func lastCrossing(
        after start: Double, scale: Double, epsilon: Double, _ f: (Double) -> Double
    ) -> Double {
        guard f(start) >= epsilon else { return 0 }
        var low = start
        var high = start + scale
        while f(high) >= epsilon {
            low = high
            high += 2 * (high - start)
            if !high.isFinite { return .infinity }
        }
        while high - low > low.ulp {
            let middle = 0.5 * (low + high)
            if middle <= low || middle >= high { break }
            if f(middle) >= epsilon { low = middle } else { high = middle }
        }
        return low
    }
}
