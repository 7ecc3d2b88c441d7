import AnimationCore
import AnimationViews
import Foundation

/// Runs a ``/AnimationEngine/ViewHost`` at a fixed frame rate for a given time and records
/// every frame.
@MainActor
public struct FrameRecorder {
    /// Frames per second.
    public var frameRate: Double
    /// How long to record, in seconds: the most, when ``idleHold`` is set.
    public var duration: TimeInterval
    /// When set, the recording ends once the host has been idle for this
    /// long (no animation running and every event run), so that a view
    /// is recorded until it settles; `nil` records the whole ``duration``.
    public var idleHold: TimeInterval?
    /// Whether frames follow the wall clock: before each frame the main
    /// run loop runs until the frame's time has passed in real time, so
    /// that code waiting on real time (`DispatchQueue.main.asyncAfter`,
    /// `Timer.scheduledTimer`, `Task.sleep`) plays as written (see
    /// ``/AnimationEngine/ViewHost/runInRealTime(for:frame:)`` for where this works).
    /// Frames keep their times on the frame grid.
    public var realTime = false
    /// Whether a recording of fixed length (no ``idleHold``) whose
    /// duration falls between frames of the grid ends with one more frame
    /// at exactly the duration (a picture "at 0.31 s"); off by default.
    public var endsExactly = false
    /// Attributes whose animations hold where they are from a time on, while
    /// the rest play (an inspector's freeze); a freeze between frames holds
    /// the attribute exactly at its time.
    public var freezes: [AnimationFreeze] = []
    /// When set, the one attribute whose animations play: every other
    /// attribute's animations hold at their start (frozen as they begin:
    /// at the start, just after an event, or at the first frame after code
    /// started them).
    public var solo: String?

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - frameRate: Frames per second; must be positive and finite.
    ///   - duration: How long to record (the most, with `idleHold`); must
    ///     be finite and not negative.
    ///   - idleHold: When set, end the recording once the host has been
    ///     idle this long; finite and not negative.
    public init(frameRate: Double = 60, duration: TimeInterval, idleHold: TimeInterval? = nil) {
        precondition(frameRate.isFinite && frameRate > 0, "FrameRecorder: frameRate must be positive and finite")
        precondition(duration.isFinite && duration >= 0, "FrameRecorder: duration must be finite and not negative")
        precondition(idleHold.map { $0.isFinite && $0 >= 0 } ?? true, "FrameRecorder: idleHold must be finite and not negative")
        self.frameRate = frameRate
        self.duration = duration
        self.idleHold = idleHold
    }

    /// Records the host: a frame now, then one every 1/`frameRate`
    /// seconds up to `duration` (or until the host has been idle for
    /// ``idleHold``), running each event at its time. Each frame shows the
    /// host exactly at its time, even off the host's own frame grid (see
    /// ``/AnimationEngine/ViewHost/advance(to:)``).
    ///
    /// - Parameters:
    ///   - host: The host, at time 0 or where a test has driven it: times
    ///     (the frames', the events') count from its time when recording
    ///     starts; the frames keep the host's own times.
    ///   - events: Events to run, such as taps.
    ///   - eachFrame: Called with the host as each frame is captured, to
    ///     read more of it than the recording keeps (its drawn views).
    /// - Returns: The recording.
    public func record(_ host: ViewHost, events: [ScriptedEvent] = [], eachFrame: (ViewHost) -> Void = { _ in }) -> Recording {
        // Freezes run as events, after the events of their time.
        let holds = freezes.map { freeze in
            ScriptedEvent(time: freeze.time) { host in host.freezeAnimations(of: freeze.attribute) }
        }
        var pending = (events + holds).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let solo = solo
        func holdAllButSolo() {
            if let solo { host.freezeAnimations { $0 != solo } }
        }
        var frames: [Recording.Frame] = []
        var names: [String] = []
        var timeline = AnimationTimeline.Builder(origin: host.time)
        func capture() {
            holdAllButSolo()
            timeline.observe(host.animations, drivers: host.frameDrivenViews, at: host.time) { host.placedFrames(ofAttributes: $0) }
            let attributes = host.attributeValues
            for (name, _) in attributes where !names.contains(name) { names.append(name) }
            frames.append(
                Recording.Frame(
                    time: host.time, displayList: host.displayList,
                    // Names are unique: the host numbers repeats.
                    values: Dictionary(uniqueKeysWithValues: attributes.map { ($0.name, $0.values) })))
            eachFrame(host)
        }
        let count = Int((duration * frameRate).rounded(.down))
        let origin = host.time
        var busy = host.time
        let wallStart = Date()
        capture()
        for index in 1...max(count, 1) where index <= count {
            let offset = Double(index) / frameRate
            let time = origin + offset
            if realTime { ViewHost.runMainRunLoop(until: wallStart.addingTimeInterval(offset)) }
            while let event = pending.first, event.time <= offset {
                pending.removeFirst()
                host.advance(by: max(0, origin + event.time - host.time))
                event.action(host)
                holdAllButSolo()
                timeline.observe(host.animations, drivers: host.frameDrivenViews, at: host.time) { host.placedFrames(ofAttributes: $0) }
                busy = host.time
            }
            // A frame that ends an animation still changes what is shown:
            // the hold starts after it.
            let wasAnimating = host.isAnimating
            host.advance(to: max(time, host.time))
            capture()
            if wasAnimating || host.isAnimating { busy = host.time }
            if let idleHold, pending.isEmpty, !host.isAnimating, host.time - busy >= idleHold - 1e-9 { break }
        }
        if endsExactly, idleHold == nil, duration.isFinite, origin + duration > host.time + 1e-9 {
            while let event = pending.first, event.time <= duration {
                pending.removeFirst()
                host.advance(by: max(0, origin + event.time - host.time))
                event.action(host)
            }
            host.advance(to: max(origin + duration, host.time))
            capture()
        }
        return Recording(
            size: host.size, frameRate: frameRate, frames: frames, attributeNames: names, warnings: host.warnings,
            stillAnimating: host.isAnimating, timeline: timeline.timeline(events: events))
    }
}
