import AnimationCore
import Foundation

extension AnimatedValueGroup {
    /// The values one animation runs alone on: each member is one value's
    /// only animation. Stored as columns, so that a frame hands the whole
    /// run to the animation as one ``AnimationBatch``.
    @usableFromInline
    struct Run {
        @usableFromInline let animation: Animation
        /// The value each member animates.
        @usableFromInline var value: [Int] = []
        @usableFromInline var startTime: [TimeInterval] = []
        /// The change each member animates: it runs from `model − delta` to
        /// the model.
        @usableFromInline var delta: [Value.AnimatableData] = []
        @usableFromInline var context: [AnimationContext<Value.AnimatableData>] = []
        /// Each member's result storage, kept from frame to frame.
        @usableFromInline var result: [Value.AnimatableData] = []
        /// Which handlers wait for the member, in the group's `waiters`:
        /// ``waitingLogically`` and ``waitingForRemoval`` bits.
        @usableFromInline var waiting: [UInt8] = []

        /// Handlers wait for the member's logical completion.
        @usableFromInline static var waitingLogically: UInt8 { 1 }
        /// Handlers wait for the member's removal.
        @usableFromInline static var waitingForRemoval: UInt8 { 2 }

        init(animation: Animation) {
            self.animation = animation
        }

        @inlinable
        var count: Int { value.count }

        /// Adds a member; returns its position.
        mutating func append(
            value index: Int, startTime: TimeInterval, delta: Value.AnimatableData,
            context: AnimationContext<Value.AnimatableData>, result: Value.AnimatableData, waiting: UInt8
        ) -> Int {
            value.append(index)
            self.startTime.append(startTime)
            self.delta.append(delta)
            self.context.append(context)
            self.result.append(result)
            self.waiting.append(waiting)
            return value.count - 1
        }

        /// Removes the member at `member` by moving the last one into its
        /// place; returns the value of the member moved, if any.
        @usableFromInline
        mutating func remove(at member: Int) -> Int? {
            let last = value.count - 1
            if member != last {
                value.swapAt(member, last)
                startTime.swapAt(member, last)
                delta.swapAt(member, last)
                context.swapAt(member, last)
                result.swapAt(member, last)
                waiting.swapAt(member, last)
            }
            value.removeLast()
            startTime.removeLast()
            delta.removeLast()
            context.removeLast()
            result.removeLast()
            waiting.removeLast()
            return member != last ? value[member] : nil
        }
    }

    /// Where a value's animation state lives.
    @usableFromInline
    enum Place: Equatable {
        /// No animation runs: the presentation is the model.
        case rest
        /// Member `member` of run `run`.
        case member(run: Int, member: Int)
        /// A full ``AnimatedValueStorage`` in `slow[index]`: combining
        /// animations, velocity tracking, handlers of sets that animated
        /// nothing.
        case slow(Int)
    }

    /// The handlers waiting for a run member.
    @usableFromInline
    struct Waiters {
        @usableFromInline var logical: [AnimationCompletion] = []
        @usableFromInline var removal: [AnimationCompletion] = []
    }
}
