import AnimationCore
import AnimationViews
import Foundation

/// What animated during a recording, transaction by transaction: each
/// animation that began, on which attribute (named by view structure), how
/// it joined what was running, and when it was logically complete and
/// removed. ``FrameRecorder`` fills it from ``/AnimationViews/ViewHost/animations``
/// at every frame; the player page lists it and `previews.json` carries it.
///
/// This package's addition: SwiftUI shows none of this. Times are read at
/// the recording's frames, so a completion or a removal is the time of the
/// first frame that saw it (at most one frame late); starts are exact.
public struct AnimationTimeline: Sendable, Equatable, Codable {
    /// How an animation joined the attribute's running animations.
    public enum Joining: String, Sendable, Equatable, Codable {
        /// Nothing was running: it started from rest.
        case started
        /// A running animation ended as this one began: it took over, as a
        /// spring retargeted in flight merges (SwiftUI's `shouldMerge`).
        case merged
        /// The running animations went on: this one adds to them, each
        /// driving its own part of the change.
        case combined
    }

    /// One animation of one attribute. A merge ends the animation it
    /// merged into (at its own start) and begins a new one.
    public struct Animation: Sendable, Equatable, Codable {
        /// The attribute, as ``/AnimationViews/ViewHost/attributeValues`` names it.
        public var attribute: String
        /// The animation as SwiftUI code (``/AnimationCore/Animation/expression``),
        /// or for a view that runs its own frames, what runs them
        /// (`keyframeAnimator`, `phaseAnimator`, `TimelineView`).
        public var animation: String
        /// When it began, in seconds from the start of the recording.
        public var start: TimeInterval
        /// How long it runs on its own (a spring's settling time), when the
        /// animation can say; `nil` for a custom animation that cannot, or
        /// for one that repeats forever.
        public var duration: TimeInterval?
        /// How it joined what was running.
        public var joining: Joining
        /// When it was first seen logically complete; `nil` if it never was
        /// within the recording.
        public var logicallyComplete: TimeInterval?
        /// When it was first seen gone; `nil` if it still ran at the end.
        public var removed: TimeInterval?
        /// Where its view was laid out when it began, in the host's
        /// coordinates (``/AnimationViews/ViewHost/placedFrame(ofAttribute:)``),
        /// for an inspector to highlight; `nil` when not known.
        public var frame: Frame? = nil
    }

    /// A rectangle in the host's points.
    public struct Frame: Sendable, Equatable, Codable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a frame from a rectangle (non-finite values become 0).
        public init(_ rect: CGRect) {
            func finite(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
            x = finite(rect.minX)
            y = finite(rect.minY)
            width = finite(rect.width)
            height = finite(rect.height)
        }
    }

    /// The animations that began at one time, and what made them begin.
    public struct Transaction: Sendable, Equatable, Codable {
        /// When, in seconds from the start of the recording.
        public var time: TimeInterval
        /// What opened it: the scripted event that ran then (`tap at 195,
        /// 420`), `appear` at the start, or `change` for anything else (a
        /// timer, a task, a state change in code).
        public var cause: String
        /// Its animations, in the order the host lists their attributes.
        public var animations: [Animation]
    }

    /// The transactions, in time order.
    public var transactions: [Transaction]

    /// Creates a timeline.
    ///
    /// - Parameter transactions: The transactions, in time order.
    public init(transactions: [Transaction] = []) {
        self.transactions = transactions
    }
}

extension AnimationTimeline {
    /// Builds a timeline frame by frame.
    struct Builder {
        private struct Key: Hashable {
            var attribute: String
            var start: TimeInterval
        }

        private var animations: [AnimationTimeline.Animation] = []
        private var open: [Key: Int] = [:]
        /// Each attribute's model value when last seen: a new one under the
        /// same running animations is a merge into them.
        private var models: [String: [Double]] = [:]
        private let origin: TimeInterval

        /// - Parameter origin: The host's time when the recording starts.
        init(origin: TimeInterval) {
            self.origin = origin
        }

        /// Reads what animates at a frame, or just after an event (so that
        /// what the event started or merged is timed exactly).
        mutating func observe(
            _ attributes: [AttributeAnimation], drivers: [FrameDrivenView] = [], at time: TimeInterval,
            frames: (Set<String>) -> [String: CGRect] = { _ in [:] }
        ) {
            var seen: Set<Key> = []
            // Views running their own frames: a run each, a new run (a new
            // trigger) taking over from the last.
            for driver in drivers {
                let key = Key(attribute: driver.name, start: driver.since)
                seen.insert(key)
                guard open[key] == nil else { continue }
                let earlier = open.keys.filter { $0.attribute == driver.name }
                for old in earlier {
                    if let index = open[old] { animations[index].removed = time - origin }
                    open[old] = nil
                }
                open[key] = animations.count
                animations.append(
                    AnimationTimeline.Animation(
                        attribute: driver.name, animation: driver.kind, start: driver.since - origin, duration: driver.duration,
                        joining: earlier.isEmpty ? .started : .merged, logicallyComplete: nil, removed: nil))
            }
            // The attributes' animations begun now, after the runs.
            let firstNew = animations.count
            for attribute in attributes {
                let running = attribute.animations.map { Key(attribute: attribute.name, start: $0.startTime) }
                let wasRunning = open.keys.filter { $0.attribute == attribute.name }
                // A new target with no new animation: merged into the newest.
                let merges = running.allSatisfy { open[$0] != nil } && models[attribute.name].map { $0 != attribute.model } == true
                for (key, animation) in zip(running, attribute.animations) {
                    seen.insert(key)
                    if let index = open[key] {
                        // A new target under the same animation: the runtime
                        // merged the new animation into the running one,
                        // which keeps its start.
                        if merges, key == running.last {
                            animations[index].removed = time - origin
                            open[key] = animations.count
                            var merged = animations[index]
                            merged.animation = animation.animation.expression
                            merged.start = time - origin
                            merged.joining = .merged
                            merged.logicallyComplete = animation.isLogicallyComplete ? time - origin : nil
                            merged.removed = nil
                            merged.duration = animation.animation.duration.flatMap { $0.isFinite ? $0 : nil }
                            animations.append(merged)
                        } else if animation.isLogicallyComplete, animations[index].logicallyComplete == nil {
                            animations[index].logicallyComplete = time - origin
                        }
                        continue
                    }
                    let before = wasRunning.filter { $0.start < key.start }
                    let joining: Joining =
                        before.isEmpty ? .started : before.allSatisfy { running.contains($0) } ? .combined : .merged
                    open[key] = animations.count
                    animations.append(
                        AnimationTimeline.Animation(
                            attribute: attribute.name, animation: animation.animation.expression, start: key.start - origin,
                            duration: animation.animation.duration.flatMap { $0.isFinite ? $0 : nil }, joining: joining,
                            logicallyComplete: animation.isLogicallyComplete ? time - origin : nil, removed: nil))
                }
            }
            // Where the views of the animations begun now are: one walk.
            let begun = animations.indices.suffix(from: firstNew).filter { animations[$0].frame == nil }
            if !begun.isEmpty {
                let placed = frames(Set(begun.map { animations[$0].attribute }))
                for index in begun { animations[index].frame = placed[animations[index].attribute].map(Frame.init) }
            }
            for attribute in attributes { models[attribute.name] = attribute.model }
            for (key, index) in open where !seen.contains(key) {
                animations[index].removed = time - origin
                open[key] = nil
                models[key.attribute] = nil
            }
        }

        /// The transactions: animations grouped by their start, each named
        /// by the event that ran at that time.
        ///
        /// - Parameter events: The recording's events (times from its start).
        func timeline(events: [ScriptedEvent]) -> AnimationTimeline {
            var transactions: [Transaction] = []
            // By start; at one start, in the order they were seen.
            let ordered = animations.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            for animation in ordered {
                if let last = transactions.last, abs(last.time - animation.start) < 1e-9 {
                    transactions[transactions.count - 1].animations.append(animation)
                    continue
                }
                let event = events.last { abs($0.time - animation.start) < 1e-9 }
                let cause = event.map { $0.name ?? "event" } ?? (abs(animation.start) < 1e-9 ? "appear" : "change")
                transactions.append(Transaction(time: animation.start, cause: cause, animations: [animation]))
            }
            return AnimationTimeline(transactions: transactions)
        }
    }
}
