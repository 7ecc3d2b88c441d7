import AnimationCore
import Foundation
import PropertyBased
import Testing

// An ADSR (attack, decay, sustain, release) envelope of a synthesizer, the
// user of seed 000. The attack time is animated on a log scale over
// 2 ms ... 60 s, because hearing judges times by ratio: the data holds
// log(attack / 2 ms) / log(30 000), which is 0 at 2 ms and 1 at 60 s.
// It is written the three ways of the seed: nested pairs, a custom vector
// type, and AnimatableVector.

private let attackRange = (min: 2.0, ratio: 30_000.0)

private func normalizedAttack(_ milliseconds: Double) -> Double {
    log(milliseconds / attackRange.min) / log(attackRange.ratio)
}

private func attackMilliseconds(_ normalized: Double) -> Double {
    attackRange.min * exp(normalized * log(attackRange.ratio))
}

/// What the tests need of each of the three spellings.
private protocol ADSREnvelope: Animatable {
    init(attackMs: Double, decay: Double, sustain: Double, release: Double)
    var attackMs: Double { get }
    var decay: Double { get }
    var sustain: Double { get }
    var release: Double { get }
}

/// 1. Nested `AnimatablePair`s: `(attack, (decay, (sustain, release)))`.
private struct PairEnvelope: ADSREnvelope {
    var attackMs, decay, sustain, release: Double

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get {
            AnimatablePair(normalizedAttack(attackMs), AnimatablePair(decay, AnimatablePair(sustain, release)))
        }
        set {
            attackMs = attackMilliseconds(newValue.first)
            decay = newValue.second.first
            sustain = newValue.second.second.first
            release = newValue.second.second.second
        }
    }
}

/// 2. A custom `VectorArithmetic` type with named components.
struct ADSRAnimatable: VectorArithmetic {
    var attack, decay, sustain, release: Double

    static var zero: ADSRAnimatable { ADSRAnimatable(attack: 0, decay: 0, sustain: 0, release: 0) }

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            attack: lhs.attack + rhs.attack, decay: lhs.decay + rhs.decay,
            sustain: lhs.sustain + rhs.sustain, release: lhs.release + rhs.release)
    }

    static func - (lhs: Self, rhs: Self) -> Self {
        Self(
            attack: lhs.attack - rhs.attack, decay: lhs.decay - rhs.decay,
            sustain: lhs.sustain - rhs.sustain, release: lhs.release - rhs.release)
    }

    mutating func scale(by amount: Double) {
        attack *= amount
        decay *= amount
        sustain *= amount
        release *= amount
    }

    var magnitudeSquared: Double {
        attack * attack + decay * decay + sustain * sustain + release * release
    }
}

private struct CustomEnvelope: ADSREnvelope {
    var attackMs, decay, sustain, release: Double

    var animatableData: ADSRAnimatable {
        get { ADSRAnimatable(attack: normalizedAttack(attackMs), decay: decay, sustain: sustain, release: release) }
        set {
            attackMs = attackMilliseconds(newValue.attack)
            decay = newValue.decay
            sustain = newValue.sustain
            release = newValue.release
        }
    }
}

/// 3. `AnimatableVector`: `[attack, decay, sustain, release]`.
private struct VectorEnvelope: ADSREnvelope {
    var attackMs, decay, sustain, release: Double

    var animatableData: AnimatableVector {
        get { [normalizedAttack(attackMs), decay, sustain, release] }
        set {
            attackMs = attackMilliseconds(newValue[0])
            decay = newValue[1]
            sustain = newValue[2]
            release = newValue[3]
        }
    }
}

private func relativeError(_ value: Double, _ expected: Double) -> Double {
    abs(value - expected) / abs(expected)
}

private let attackTimes: [Double] = [2, 2.5, 10, 63.245553203367585, 250, 1_000, 2_000, 17_321, 60_000]

private func checkRoundTrip<E: ADSREnvelope>(_: E.Type) {
    for attack in attackTimes {
        var envelope = E(attackMs: attack, decay: 0.125, sustain: 0.6, release: 1.75)
        envelope.animatableData = envelope.animatableData
        #expect(relativeError(envelope.attackMs, attack) <= 1e-12, "attack \(attack) ms came back \(envelope.attackMs)")
        #expect(envelope.decay == 0.125 && envelope.sustain == 0.6 && envelope.release == 1.75)
    }
    #expect(E(attackMs: 2, decay: 0, sustain: 0, release: 0).animatableData == E(attackMs: 2, decay: 0, sustain: 0, release: 0).animatableData)
}

private func checkGeometricInterpolation<E: ADSREnvelope>(_: E.Type) {
    for (a, b) in [(2.0, 60_000.0), (2.0, 2_000.0), (10.0, 1_000.0), (500.0, 5.0)] {
        let from = E(attackMs: a, decay: 0.1, sustain: 0.2, release: 0.3)
        let to = E(attackMs: b, decay: 0.5, sustain: 0.6, release: 0.9)
        var mid = from
        mid.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        // Halfway on the log scale is the geometric mean of the two times.
        #expect(relativeError(mid.attackMs, (a * b).squareRoot()) <= 1e-12)
        #expect(abs(mid.decay - 0.3) <= 1e-15 && abs(mid.sustain - 0.4) <= 1e-15 && abs(mid.release - 0.6) <= 1e-15)
        // And a quarter of the way is a^(3/4) b^(1/4).
        var quarter = from
        quarter.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.25)
        #expect(relativeError(quarter.attackMs, pow(a, 0.75) * pow(b, 0.25)) <= 1e-12)
        // The endpoints are the presets themselves.
        var end = from
        end.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 1)
        #expect(relativeError(end.attackMs, b) <= 1e-12)
    }
}

@Suite("ADSR envelope, the three ways of seed 000")
struct ADSREnvelopeTests {
    @Test func nestedPairsRoundTrip() { checkRoundTrip(PairEnvelope.self) }
    @Test func customVectorRoundTrips() { checkRoundTrip(CustomEnvelope.self) }
    @Test func animatableVectorRoundTrips() { checkRoundTrip(VectorEnvelope.self) }

    @Test func nestedPairsInterpolateGeometrically() { checkGeometricInterpolation(PairEnvelope.self) }
    @Test func customVectorInterpolatesGeometrically() { checkGeometricInterpolation(CustomEnvelope.self) }
    @Test func animatableVectorInterpolatesGeometrically() { checkGeometricInterpolation(VectorEnvelope.self) }

    @Test func attackScaleEndpoints() {
        #expect(normalizedAttack(2) == 0)
        #expect(abs(normalizedAttack(60_000) - 1) <= 1e-15)
    }

    @Test func theThreeWaysAgree() {
        let a = (attack: 7.0, decay: 0.2, sustain: 0.5, release: 1.0)
        let b = (attack: 45_000.0, decay: 0.9, sustain: 0.1, release: 3.0)
        for amount in stride(from: 0.0, through: 1.0, by: 0.125) {
            func mid<E: ADSREnvelope>(_: E.Type) -> E {
                var from = E(attackMs: a.attack, decay: a.decay, sustain: a.sustain, release: a.release)
                let to = E(attackMs: b.attack, decay: b.decay, sustain: b.sustain, release: b.release)
                from.animatableData.interpolate(towards: to.animatableData, amount: amount)
                return from
            }
            let pair = mid(PairEnvelope.self), custom = mid(CustomEnvelope.self), vector = mid(VectorEnvelope.self)
            #expect(pair.attackMs == custom.attackMs && custom.attackMs == vector.attackMs)
            #expect(pair.release == custom.release && custom.release == vector.release)
        }
    }

    @Test func customVectorTypeObeysTheLaws() async {
        let gen = zip(Exact.component, Exact.component, Exact.component, Exact.component).map {
            ADSRAnimatable(attack: $0, decay: $1, sustain: $2, release: $3)
        }
        await checkVectorSpaceLaws(gen) { [$0.attack, $0.decay, $0.sustain, $0.release] }
    }

    /// The README's example.
    @Test func readmeExample() {
        let from = VectorEnvelope(attackMs: 2, decay: 0.1, sustain: 0.5, release: 0.3)
        let to = VectorEnvelope(attackMs: 2_000, decay: 0.4, sustain: 0.8, release: 1.0)
        var mid = from
        mid.animatableData.interpolate(towards: to.animatableData, amount: 0.5)
        #expect(relativeError(mid.attackMs, 63.245553203367585) <= 1e-12)
    }
}
