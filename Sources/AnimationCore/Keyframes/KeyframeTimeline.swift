import Foundation

/// Keyframes for a value as a timeline you can sample at any time, like a
/// clip you scrub.
///
/// Each track starts at the initial value's property and runs its
/// keyframes in order; a track that ends early holds its last value. Tracks
/// write into the value in declaration order, so the last one wins where
/// two animate the same property. The timeline lasts as long as its longest
/// track; times outside `0...duration` are clamped. An empty timeline lasts
/// zero seconds and is the initial value at every time; a keyframe of zero
/// duration is a jump at its start time.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [ResolvedTrackOfRoot<Value>]

    /// The duration of the longest track, in seconds.
    public let duration: TimeInterval

    /// Creates a timeline.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time zero, where every track starts.
    ///   - content: The tracks.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocities: [:], keyframes: content())
    }

    /// Creates a timeline whose tracks start with given velocities (by key
    /// path), for a keyframe animation retriggered mid-run.
    package init<K: Keyframes>(initialValue: Value, initialVelocities: [AnyKeyPath: Any], keyframes: K) where K.Value == Value {
        self.initialValue = initialValue
        tracks = keyframeTracks(of: keyframes).map { $0.resolve(initialValue, initialVelocities[$0.keyPath]) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value at a time.
    ///
    /// - Parameter time: Seconds from the start, clamped to `0...duration`;
    ///   NaN is a precondition failure.
    /// - Returns: The value.
    public func value(time: Double) -> Value {
        precondition(!time.isNaN, "KeyframeTimeline.value(time:): time is NaN")
        let clamped = min(max(time, 0), duration)
        var value = initialValue
        for track in tracks { track.apply(&value, clamped) }
        return value
    }

    /// The value at a fraction of the duration.
    ///
    /// - Parameter progress: 0 at the start, 1 at the end; clamped.
    /// - Returns: The value.
    public func value(progress: Double) -> Value {
        precondition(!progress.isNaN, "KeyframeTimeline.value(progress:): progress is NaN")
        return value(time: min(max(progress, 0), 1) * duration)
    }

    /// The velocity of every track at a time, by key path.
    package func velocities(time: Double) -> [AnyKeyPath: Any] {
        let clamped = min(max(time, 0), duration)
        var result: [AnyKeyPath: Any] = [:]
        for track in tracks { result[track.keyPath] = track.velocity(clamped) }
        return result
    }
}
