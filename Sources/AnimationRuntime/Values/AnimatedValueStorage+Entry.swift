import AnimationCore
import Foundation

extension AnimatedValueStorage {
    /// One animation running on the value: a link of the combining chain.
    ///
    /// Positions are relative to the model value. The entry animates from the
    /// output of the entries before it towards its own target,
    /// `model − offset`, where `offset` is the sum of the changes set after
    /// it; `delta` is the change it was started (or merged) with, so the
    /// chain starts at `model − (offset + delta)` of its first entry.
    @usableFromInline
    struct Entry {
        // The fields every frame reads come first (a struct is laid out in
        // declaration order); the context, mostly its state's inline bytes,
        // comes last.
        @usableFromInline var animation: Animation
        @usableFromInline var startTime: TimeInterval
        @usableFromInline var delta: Value.AnimatableData
        @usableFromInline var offset: Value.AnimatableData = .zero
        /// The `value` passed at the last frame, for velocity.
        @usableFromInline var lastValue: Value.AnimatableData = .zero
        @usableFromInline var isFinished = false
        /// Storage for the animation's result, kept from frame to frame so
        /// that results written in place do not allocate.
        @usableFromInline var output: Value.AnimatableData = .zero
        /// Completion handlers waiting for this entry's logical completion.
        @usableFromInline var logicalWaiters: [AnimationCompletion] = []
        /// Completion handlers waiting for this entry's removal.
        @usableFromInline var removalWaiters: [AnimationCompletion] = []
        @usableFromInline var context: AnimationContext<Value.AnimatableData>

        init(
            animation: Animation, context: AnimationContext<Value.AnimatableData>,
            startTime: TimeInterval, delta: Value.AnimatableData
        ) {
            self.animation = animation
            self.context = context
            self.startTime = startTime
            self.delta = delta
            self.lastValue = delta
        }

        /// An entry whose animation starts with an empty state.
        init(animation: Animation, environment: EnvironmentValues, startTime: TimeInterval, delta: Value.AnimatableData) {
            self.animation = animation
            self.context = AnimationContext(environment: environment)
            self.startTime = startTime
            self.delta = delta
            self.lastValue = delta
        }

        /// Runs the animation for one frame: its output, or `nil` once it has
        /// finished. Hands over the handlers that are due.
        @inlinable
        mutating func step(
            value: Value.AnimatableData, at now: TimeInterval, released: inout [AnimationCompletion]
        ) -> Value.AnimatableData? {
            lastValue = value
            guard let result = animation.animate(value: value, time: now - startTime, context: &context) else {
                isFinished = true
                return nil
            }
            if context.isLogicallyComplete && !logicalWaiters.isEmpty {
                takeLogicalWaiters(into: &released)
            }
            return result
        }

        /// Runs the animation for one frame as a batch of one member, the
        /// entry alone on its value: returns the outcome (with the scale of
        /// a scaled result); a stored result is in ``output``.
        @inlinable
        mutating func runAlone(
            at now: TimeInterval, scale: inout Double
        ) -> AnimationBatch<Value.AnimatableData>.Outcome {
            var time = now - startTime
            var outcome = AnimationBatch<Value.AnimatableData>.Outcome.finished
            lastValue = delta
            withUnsafeMutablePointer(to: &context) { context in
                withUnsafeMutablePointer(to: &output) { output in
                    withUnsafePointer(to: &delta) { delta in
                        var batch = AnimationBatch(
                            count: 1, values: delta, times: &time, contexts: context, results: output,
                            scales: &scale, outcomes: &outcome)
                        // `animation` is borrowed from the exclusively accessed entry: no copy.
                        animation.animate(&batch)
                    }
                }
            }
            if outcome == .finished {
                isFinished = true
            }
            return outcome
        }

        /// Attaches a transaction's completion handlers.
        mutating func attach(_ completions: [AnimationCompletion]) {
            for completion in completions where !completion.hasFired {
                completion.hold()
                if completion.criteria.isRemoved {
                    removalWaiters.append(completion)
                } else {
                    logicalWaiters.append(completion)
                }
            }
        }

        /// Hands over the handlers waiting for logical completion.
        @inlinable
        mutating func takeLogicalWaiters(into released: inout [AnimationCompletion]) {
            released.append(contentsOf: logicalWaiters)
            logicalWaiters.removeAll()
        }

        /// Hands over every waiting handler (the entry is removed).
        @inlinable
        mutating func takeAllWaiters(into released: inout [AnimationCompletion]) {
            takeLogicalWaiters(into: &released)
            released.append(contentsOf: removalWaiters)
            removalWaiters.removeAll()
        }
    }
}
