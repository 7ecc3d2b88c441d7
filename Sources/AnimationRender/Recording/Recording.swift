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
        /// ``/AnimationEngine/ViewHost/attributeValues``); attributes of views not in the tree
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
    /// The host's diagnostics at the end of the recording (see
    /// ``/AnimationEngine/ViewHost/warnings``).
    public var warnings: [String] = []
    /// Whether an animation was still running at the last frame: the
    /// recording stopped before the view settled.
    public var stillAnimating = false
    /// Every animation that began during the recording, by transaction.
    public var timeline = AnimationTimeline()

    /// The values of one component of an attribute over the frames.
    ///
    /// - Parameters:
    ///   - name: The attribute's name (see ``/AnimationEngine/ViewHost/attributeValues``).
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
    /// not count as a change; a value that is not a number does, so that it
    /// shows). A keyframe animator's own value (`… › frames`) comes after
    /// the attributes of the views it draws, which show it already, so a
    /// list cut short keeps those.
    public var changingTraces: [(name: String, component: Int)] {
        var result: [(String, Int)] = []
        let runs = Set(timeline.transactions.flatMap(\.animations).filter { $0.animation == "keyframeAnimator" }.map(\.attribute))
        let ordered = attributeNames.filter { !runs.contains($0) } + attributeNames.filter { runs.contains($0) }
        for name in ordered {
            let count = frames.map { $0.values[name]?.count ?? 0 }.max() ?? 0
            for component in 0..<count {
                let values = trace(name, component: component).compactMap { $0 }
                if let first = values.first, values.contains(where: { !(abs($0 - first) <= 1e-9) }) {
                    result.append((name, component))
                }
            }
        }
        return result.map { (name: $0.0, component: $0.1) }
    }
}
