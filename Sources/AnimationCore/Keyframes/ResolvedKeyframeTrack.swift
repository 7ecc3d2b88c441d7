import Foundation

/// A track's keyframes resolved from a start value: pieces that evaluate to
/// a value and a velocity at a time. Pure: the timeline is seekable.
struct ResolvedKeyframeTrack<Value: Animatable> {
    typealias Data = Value.AnimatableData

    struct Piece {
        var start: TimeInterval
        var duration: TimeInterval
        var evaluate: (TimeInterval) -> (value: Data, velocity: Data)
    }

    private(set) var pieces: [Piece] = []
    private(set) var duration: TimeInterval = 0
    private var finalValue: Data = .zero
    private let initialValue: Data

    init(start: Data, velocity: Data, segments: [KeyframeSegment<Value>]) {
        initialValue = start
        var value = start
        var velocity = velocity
        var time = 0.0
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            let target = segment.target.animatableData
            switch segment.kind {
            case .move:
                pieces.append(Piece(start: time, duration: 0) { _ in (target, .zero) })
                value = target
                velocity = .zero
                index += 1
            case .linear(let curve):
                let length = segment.duration ?? 0
                let from = value, change = target - value
                pieces.append(
                    Piece(start: time, duration: length) { t in
                        guard length > 0 else { return (target, .zero) }
                        let sample = curve.sample(at: min(max(t / length, 0), 1))
                        return (from + change.scaled(by: sample.value), change.scaled(by: sample.velocity / length))
                    })
                velocity = length > 0 ? change.scaled(by: curve.velocity(at: 1) / length) : .zero
                value = target
                time += length
                index += 1
            case .spring(let spring, let startVelocity):
                let length = segment.duration ?? spring.settlingDuration
                let from = value, change = target - value, initial = startVelocity ?? velocity
                let evaluate: (TimeInterval) -> (value: Data, velocity: Data) = { t in
                    (
                        from + spring.value(target: change, initialVelocity: initial, time: t),
                        spring.velocity(target: change, initialVelocity: initial, time: t)
                    )
                }
                pieces.append(Piece(start: time, duration: length, evaluate: evaluate))
                (value, velocity) = length > 0 ? evaluate(length) : (target, .zero)
                time += length
                index += 1
            case .cubic:
                // A run of cubic keyframes: one Catmull-Rom spline.
                var run: [KeyframeSegment<Value>] = []
                while index < segments.count, case .cubic = segments[index].kind {
                    run.append(segments[index])
                    index += 1
                }
                let endsTrack = index == segments.count
                (value, velocity, time) = appendSpline(run, from: value, velocity: velocity, at: time, endsTrack: endsTrack)
            }
        }
        duration = time
        finalValue = value
    }

    /// Appends a Catmull-Rom spline through the run's targets.
    private mutating func appendSpline(
        _ run: [KeyframeSegment<Value>], from start: Data, velocity: Data, at startTime: TimeInterval, endsTrack: Bool
    ) -> (Data, Data, TimeInterval) {
        var points = [start], times = [startTime]
        for segment in run {
            points.append(segment.target.animatableData)
            times.append(times.last! + (segment.duration ?? 0))
        }
        func velocities(of segment: KeyframeSegment<Value>) -> (start: Data?, end: Data?) {
            if case let .cubic(start, end) = segment.kind { return (start, end) }
            return (nil, nil)
        }
        // The tangent at each key.
        var tangents: [Data] = []
        for key in points.indices {
            if key == 0 {
                tangents.append(velocities(of: run[0]).start ?? velocity)
            } else if key == points.count - 1 {
                let last = run[key - 1]
                let span = times[key] - times[key - 1]
                tangents.append(
                    velocities(of: last).end
                        ?? (endsTrack || span <= 0 ? .zero : (points[key] - points[key - 1]).scaled(by: 1 / span)))
            } else {
                let span = times[key + 1] - times[key - 1]
                tangents.append(
                    velocities(of: run[key - 1]).end ?? velocities(of: run[key]).start
                        ?? (span > 0 ? (points[key + 1] - points[key - 1]).scaled(by: 1 / span) : .zero))
            }
        }
        for key in 1..<points.count {
            let p0 = points[key - 1], p1 = points[key], m0 = tangents[key - 1], m1 = tangents[key]
            let length = times[key] - times[key - 1]
            pieces.append(
                Piece(start: times[key - 1], duration: length) { t in
                    guard length > 0 else { return (p1, .zero) }
                    let s = min(max(t / length, 0), 1), s2 = s * s, s3 = s2 * s
                    var value = p0.scaled(by: 2 * s3 - 3 * s2 + 1)
                    value += m0.scaled(by: (s3 - 2 * s2 + s) * length)
                    value += p1.scaled(by: -2 * s3 + 3 * s2)
                    value += m1.scaled(by: (s3 - s2) * length)
                    var speed = p0.scaled(by: (6 * s2 - 6 * s) / length)
                    speed += m0.scaled(by: 3 * s2 - 4 * s + 1)
                    speed += p1.scaled(by: (-6 * s2 + 6 * s) / length)
                    speed += m1.scaled(by: 3 * s2 - 2 * s)
                    return (value, speed)
                })
        }
        let endVelocity = times.last! > times[times.count - 2] ? tangents.last! : .zero
        return (points.last!, endVelocity, times.last!)
    }

    /// The value and velocity at a time (clamped to the track; after its
    /// end the track holds its last value, at rest).
    func sample(at time: TimeInterval) -> (value: Data, velocity: Data) {
        guard let last = pieces.last else { return (initialValue, .zero) }
        if time >= duration { return time > last.start + last.duration || last.duration == 0 ? (finalValue, .zero) : last.evaluate(last.duration) }
        // The last piece that has started: zero-length pieces (jumps) take effect at their start.
        var chosen = pieces[0]
        for piece in pieces where piece.start <= time { chosen = piece }
        if time < chosen.start { return (initialValue, .zero) }
        return chosen.evaluate(time - chosen.start)
    }
}
