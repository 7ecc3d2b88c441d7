import AnimationCore
import Foundation

/// Estimates the velocity of a value from the values an interaction set
/// (transactions with `tracksVelocity`).
///
/// It keeps the last three samples. The velocity is the slope between the
/// last two, averaged with the slope before it (weights 2:1) when there is
/// one, so that one uneven frame does not dominate. Samples at the same
/// instant replace each other. A velocity is only reported while the last
/// sample is recent (``staleAfter`` seconds): a drag that stopped before it
/// was released throws nothing; and a sample that comes more than
/// ``staleAfter`` after the last starts the samples over (a drag that
/// paused and moved again is measured from where it moved again).
@usableFromInline
struct VelocitySampler<V: VectorArithmetic> {
    /// How long after the last sample its velocity still counts.
    static var staleAfter: TimeInterval { 0.1 }

    private var samples: [(time: TimeInterval, value: V)] = []

    mutating func add(_ value: V, at time: TimeInterval) {
        // After a pause longer than `staleAfter`, the earlier samples say
        // nothing about the new movement: start over.
        if let last = samples.last, time - last.time > Self.staleAfter {
            samples.removeAll(keepingCapacity: true)
        }
        if let last = samples.last, last.time >= time {
            samples[samples.count - 1] = (max(last.time, time), value)
            return
        }
        if samples.count == 3 { samples.removeFirst() }
        samples.append((time, value))
    }

    mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Whether no sample still counts at `time` (none, or the last is
    /// stale): a later sample could not make a velocity with them.
    func isIdle(at time: TimeInterval) -> Bool {
        guard let last = samples.last else { return true }
        return time - last.time > Self.staleAfter
    }

    /// The estimated velocity at `time`, or `nil` without two recent samples.
    func velocity(at time: TimeInterval) -> V? {
        guard samples.count >= 2, let last = samples.last, time - last.time <= Self.staleAfter else { return nil }
        func slope(_ a: (time: TimeInterval, value: V), _ b: (time: TimeInterval, value: V)) -> V {
            (b.value - a.value).scaled(by: 1 / (b.time - a.time))
        }
        let recent = slope(samples[samples.count - 2], last)
        guard samples.count == 3 else { return recent }
        return (recent.scaled(by: 2) + slope(samples[0], samples[1])).scaled(by: 1.0 / 3.0)
    }
}
