import AnimationCore
import AnimationViews
import Foundation

/// What animated during a recording, transaction by transaction: each
/// animation that began, on which attribute (named by view structure), how
/// it joined what was running, and when it was logically complete and
/// removed. ``FrameRecorder`` fills it from ``/AnimationEngine/ViewHost/animations``
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
        /// The attribute, as ``/AnimationEngine/ViewHost/attributeValues`` names it.
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
        /// coordinates (``/AnimationEngine/ViewHost/placedFrame(ofAttribute:)``),
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
        /// Its completion handlers (`withAnimation(_:completionCriteria:_:completion:)`)
        /// that waited for its animations, in the order first seen.
        public var completions: [Completion] = []
    }

    /// A completion handler of a transaction, and when it ran.
    public struct Completion: Sendable, Equatable, Codable {
        /// What it waited for: `logicallyComplete` or `removed`
        /// (`AnimationCompletionCriteria`).
        public var criteria: String
        /// When it ran, in seconds from the start of the recording: the
        /// first frame (or event) after which no animation waited for it,
        /// which is when the host runs it; `nil` if it had not run when the
        /// recording ended (an animation still running, or frozen).
        public var ran: TimeInterval?
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
