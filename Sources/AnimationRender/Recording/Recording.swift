import AnimationCore
import AnimationViews
import Foundation

/// Frames of a view recorded at a fixed rate: what each frame showed and
/// the presentation values of every animated attribute.
public struct Recording: Sendable {
    /// One recorded frame.
    public struct Frame: Sendable {
        /// The time of the frame, in seconds from the start.
        public var time: TimeInterval
        /// What the frame showed.
        public var displayList: DisplayList
        /// The animated attributes' presentation values, by name (see
        /// ``ViewHost/attributeValues``); attributes of views not in the tree
        /// at that frame are absent.
        public var values: [String: [Double]]
    }

    /// The size of the host.
    public var size: CGSize
    /// Frames per second.
    public var frameRate: Double
    /// The frames, in order.
    public var frames: [Frame]
    /// The attribute names, in the order the host lists them.
    public var attributeNames: [String]

    /// The values of one component of an attribute over the frames.
    ///
    /// - Parameters:
    ///   - name: The attribute's name (see ``ViewHost/attributeValues``).
    ///   - component: The index of the number in its animatable data.
    /// - Returns: One value per frame; `nil` where the attribute is absent
    ///   (its view was not in the tree), so a trace has gaps rather than
    ///   made-up values.
    public func trace(_ name: String, component: Int = 0) -> [Double?] {
        frames.map { frame in
            frame.values[name].flatMap { component < $0.count ? $0[component] : nil }
        }
    }

    /// The attributes whose values change during the recording, each with
    /// the components that change (frames where an attribute is absent do
    /// not count as a change).
    public var changingTraces: [(name: String, component: Int)] {
        var result: [(String, Int)] = []
        for name in attributeNames {
            let count = frames.map { $0.values[name]?.count ?? 0 }.max() ?? 0
            for component in 0..<count {
                let values = trace(name, component: component).compactMap { $0 }
                if let first = values.first, values.contains(where: { abs($0 - first) > 1e-9 }) {
                    result.append((name, component))
                }
            }
        }
        return result.map { (name: $0.0, component: $0.1) }
    }
}

/// Something to do to the host at a time during a recording, such as a tap.
public struct ScriptedEvent: Sendable {
    /// When, in seconds from the start.
    public var time: TimeInterval
    /// What to do.
    public var action: @MainActor @Sendable (ViewHost) -> Void

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: When, in seconds from the start.
    ///   - action: What to do.
    public init(time: TimeInterval, action: @escaping @MainActor @Sendable (ViewHost) -> Void) {
        self.time = time
        self.action = action
    }

    /// A tap at a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func tap(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.tap(at: point) }
    }
}

/// Runs a ``ViewHost`` at a fixed frame rate for a given time and records
/// every frame.
@MainActor
public struct FrameRecorder {
    /// Frames per second.
    public var frameRate: Double
    /// How long to record, in seconds.
    public var duration: TimeInterval

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - frameRate: Frames per second; must be positive and finite.
    ///   - duration: How long to record; must be finite and not negative.
    public init(frameRate: Double = 60, duration: TimeInterval) {
        precondition(frameRate.isFinite && frameRate > 0, "FrameRecorder: frameRate must be positive and finite")
        precondition(duration.isFinite && duration >= 0, "FrameRecorder: duration must be finite and not negative")
        self.frameRate = frameRate
        self.duration = duration
    }

    /// Records the host: a frame at time 0, then one every 1/`frameRate`
    /// seconds up to `duration`, running each event at its time.
    ///
    /// - Parameters:
    ///   - host: The host, at time 0.
    ///   - events: Events to run, such as taps.
    /// - Returns: The recording.
    public func record(_ host: ViewHost, events: [ScriptedEvent] = []) -> Recording {
        var pending = events.sorted { $0.time < $1.time }
        var frames: [Recording.Frame] = []
        var names: [String] = []
        func capture() {
            let attributes = host.attributeValues
            for (name, _) in attributes where !names.contains(name) { names.append(name) }
            frames.append(Recording.Frame(
                time: host.time, displayList: host.displayList,
                // Names are unique: the host numbers repeats.
                values: Dictionary(uniqueKeysWithValues: attributes.map { ($0.name, $0.values) })))
        }
        let count = Int((duration * frameRate).rounded(.down))
        capture()
        for index in 1...max(count, 1) where index <= count {
            let time = Double(index) / frameRate
            while let event = pending.first, event.time <= time {
                pending.removeFirst()
                host.advance(by: max(0, event.time - host.time))
                event.action(host)
            }
            host.advance(by: max(0, time - host.time))
            capture()
        }
        return Recording(size: host.size, frameRate: frameRate, frames: frames, attributeNames: names)
    }
}
