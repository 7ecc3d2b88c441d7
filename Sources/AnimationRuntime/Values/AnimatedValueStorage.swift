import AnimationCore
import Foundation

/// The state of an ``AnimatedValue`` and the logic that runs it.
///
/// A struct inside the class so that one frame is one exclusive access, and
/// inlinable so that clients specialize it for their value type: the
/// per-frame path then runs without generic dispatch or allocation (for
/// values whose data does not live on the heap). Completion handlers are
/// collected in `released` and run by the class after the access ends, so a
/// handler may use the same value again.
@usableFromInline
struct AnimatedValueStorage<Value: Animatable> {
    @usableFromInline var model: Value
    @usableFromInline var modelData: Value.AnimatableData
    @usableFromInline var presentationData: Value.AnimatableData
    @usableFromInline var previousPresentationData: Value.AnimatableData
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var clock = ValueClock()
    @usableFromInline var touched: [AnimationCompletion] = []
    @usableFromInline var sampler = VelocitySampler<Value.AnimatableData>()
    @usableFromInline var environment = EnvironmentValues()
    @usableFromInline var environmentChanged = false

    init(_ value: Value) {
        model = value
        modelData = value.animatableData
        presentationData = modelData
        previousPresentationData = modelData
    }

    @inlinable
    var presentation: Value {
        var value = model
        value.animatableData = presentationData
        return value
    }

    var velocity: Value.AnimatableData {
        guard !entries.isEmpty else { return .zero }
        var sum = Value.AnimatableData.zero
        for entry in entries where !entry.isFinished {
            guard
                let velocity = entry.animation.velocity(
                    value: entry.lastValue, time: clock.time - entry.startTime, context: entry.context)
            else {
                return clock.velocity(from: previousPresentationData, to: presentationData)
            }
            sum += velocity
        }
        return sum
    }

    // MARK: - Setting

    /// Returns whether the model's data changed.
    mutating func set(_ value: Value, transaction: Transaction, at time: TimeInterval) -> Bool {
        let now = clock.clamped(time, owner: "AnimatedValue", in: "set")
        let newData = value.animatableData
        let delta = newData - modelData
        let changed = delta != .zero
        model = value
        modelData = newData
        guard let animation = transaction.animation, changed else {
            // The model jumps; running animations carry on relative to it.
            if entries.isEmpty {
                presentationData = modelData
            } else {
                presentationData += delta
            }
            if transaction.tracksVelocity && transaction.animation == nil {
                sampler.add(newData, at: now)
            } else if transaction.animation == nil {
                sampler.reset()
            }
            touch(transaction.completions)
            return changed
        }
        start(animation, delta: delta, at: now, completions: transaction.completions)
        return true
    }

    private mutating func start(
        _ animation: Animation, delta: Value.AnimatableData, at now: TimeInterval, completions: [AnimationCompletion]
    ) {
        defer { sampler.reset() }
        if let newest = entries.indices.last, !entries[newest].isFinished {
            var context = entries[newest].context
            let merged = entries[newest].delta + delta
            if animation.shouldMerge(
                previous: entries[newest].animation, value: merged,
                time: now - entries[newest].startTime, context: &context
            ) {
                context.resetLogicalCompletion()
                context.setEnvironment(environment)
                entries[newest].animation = animation
                entries[newest].context = context
                entries[newest].delta = merged
                for index in entries.indices.dropLast() { entries[index].offset += delta }
                entries[newest].attach(completions)
                return
            }
        }
        let tracksVelocity = entries.isEmpty
        for index in entries.indices { entries[index].offset += delta }
        // Made in the array's storage and changed there: an entry is mostly
        // its context's inline bytes, and each copy of it moves them.
        entries.append(Entry(animation: animation, environment: environment, startTime: now, delta: delta))
        entries.withUnsafeMutableBufferPointer { entries in
            let entry = entries.baseAddress! + (entries.count - 1)
            if tracksVelocity, let velocity = sampler.velocity(at: now) {
                var tracked = VelocityTrackingAnimation.context(velocity: velocity, environment: environment)
                if animation.shouldMerge(
                    previous: Animation(VelocityTrackingAnimation()), value: delta, time: 0, context: &tracked)
                {
                    tracked.resetLogicalCompletion()
                    entry.pointee.context = tracked
                }
            }
            entry.pointee.attach(completions)
        }
    }

    private mutating func touch(_ completions: [AnimationCompletion]) {
        for completion in completions where !completion.hasFired {
            completion.hold()
            touched.append(completion)
        }
    }

    // MARK: - Running

    @inlinable
    mutating func advance(to time: TimeInterval, released: inout [AnimationCompletion]) {
        let now = clock.clamped(time, owner: "AnimatedValue", in: "advance(to:)")
        if entries.isEmpty {
            previousPresentationData = presentationData
        } else {
            // The frame rewrites the whole presentation: reuse the older buffer
            // so that values on the heap are updated in place.
            swap(&previousPresentationData, &presentationData)
        }
        clock.advance(to: now)
        if !touched.isEmpty {
            released.append(contentsOf: touched)
            touched.removeAll()
        }
        if !entries.isEmpty {
            runAnimations(at: now, released: &released)
        }
    }

    @inlinable
    mutating func runAnimations(at now: TimeInterval, released: inout [AnimationCompletion]) {
        if environmentChanged {
            applyEnvironment()
        }
        if entries.count == 1 {
            // The common case: one animation from `model − delta` to the model,
            // run as a batch of one so that its result lands in place.
            let finished = entries.withUnsafeMutableBufferPointer { entries in
                Self.runSingle(
                    entries.baseAddress!, presentation: &presentationData, model: modelData, at: now, released: &released)
            }
            if finished {
                entries.withUnsafeMutableBufferPointer { $0[0].takeAllWaiters(into: &released) }
                entries.removeAll(keepingCapacity: true)
                presentationData = modelData
            }
            return
        }
        runChain(at: now, released: &released)
    }

    /// Runs two or more entries for one frame, each from the output of the
    /// ones before it. Out of line, so that the single entry's path inlines
    /// into the frame.
    @inlinable
    @inline(never)
    mutating func runChain(at now: TimeInterval, released: inout [AnimationCompletion]) {
        // Through a buffer pointer, so that reading an entry's fields does not copy the entry.
        let (output, lastFinished) = entries.withUnsafeMutableBufferPointer { entries in
            var output = Value.AnimatableData.zero - (entries[0].offset + entries[0].delta)
            var lastFinished = -1
            for index in entries.indices {
                let target = Value.AnimatableData.zero - entries[index].offset
                if !entries[index].isFinished,
                    let result = entries[index].step(value: target - output, at: now, released: &released)
                {
                    output += result
                } else {
                    output = target
                    lastFinished = index
                }
            }
            return (output, lastFinished)
        }
        if lastFinished >= 0 {
            // Entries up to a finished one no longer affect the result.
            for index in 0...lastFinished {
                entries[index].takeAllWaiters(into: &released)
            }
            entries.removeFirst(lastFinished + 1)
        }
        presentationData = entries.isEmpty ? modelData : modelData + output
    }

    /// Runs the only entry for one frame and writes the presentation in
    /// place; returns whether the entry has finished.
    @inlinable
    static func runSingle(
        _ entry: UnsafeMutablePointer<Entry>, presentation presentationData: inout Value.AnimatableData,
        model modelData: Value.AnimatableData, at now: TimeInterval, released: inout [AnimationCompletion]
    ) -> Bool {
        var scale = 0.0
        let outcome = entry.pointee.runAlone(at: now, scale: &scale)
        switch outcome {
        case .finished:
            return true
        case .scaled:
            presentationData.formSum(modelData, entry.pointee.delta, scaledBy: scale - 1)
        case .stored:
            presentationData.formSum(modelData, entry.pointee.delta, scaledBy: -1)
            presentationData += entry.pointee.output
        }
        if entry.pointee.context.isLogicallyComplete && !entry.pointee.logicalWaiters.isEmpty {
            entry.pointee.takeLogicalWaiters(into: &released)
        }
        return false
    }

    /// Removes every animation, handing over every waiting handler.
    mutating func removeAllAnimations(released: inout [AnimationCompletion]) {
        for index in entries.indices { entries[index].takeAllWaiters(into: &released) }
        entries.removeAll()
        released.append(contentsOf: touched)
        touched.removeAll()
        presentationData = modelData
        previousPresentationData = modelData
        sampler.reset()
    }

    /// Hands a changed environment to the running animations.
    @usableFromInline
    mutating func applyEnvironment() {
        for index in entries.indices { entries[index].context.setEnvironment(environment) }
        environmentChanged = false
    }
}
