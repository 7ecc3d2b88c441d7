import AnimationCore
import Foundation

/// Many animatable values of one type that share one frame loop: the
/// embedding API for many values (the points of a chart, the particles of a
/// field, the cells of a grid).
///
/// Each value behaves exactly as an ``AnimatedValue`` would: a model and a
/// presentation, animations that merge or combine, completion handlers that
/// run once, velocity tracking, time that never runs backwards. The
/// difference is the cost of a frame:
///
/// - Values whose only animation is the same ``/AnimationCore/Animation`` form a *run*,
///   kept as columns (struct of arrays). A frame hands each run to its
///   animation once, as an ``/AnimationCore/AnimationBatch``, through the same
///   ``/AnimationCore/CustomAnimation`` protocol every animation implements
///   (``/AnimationCore/CustomAnimation/animate(_:)``); the built-ins answer with one loop
///   specialized for the value type, and the group applies the results in
///   place. No object, dictionary look-up or allocation per value.
/// - A value with combining animations, a value whose velocity is tracked,
///   and a value set without animation while it animated run on the general
///   path of ``AnimatedValue`` until they come to rest.
///
/// ```swift
/// let points = AnimatedValueGroup(Array(repeating: 0.0, count: 1_000))
/// withAnimation(.smooth) {
///     for index in 0..<points.count { points.set(Double(index), index: index, at: now) }
/// }
/// points.advance(to: now + 0.1)
/// points.withPresentationData { values in draw(values) }
/// ```
///
/// A class used from one thread, as ``AnimatedValue``. Indices are fixed:
/// values are appended, never removed.
public final class AnimatedValueGroup<Value: Animatable> {
    @usableFromInline @exclusivity(unchecked) var models: [Value]
    @usableFromInline @exclusivity(unchecked) var modelData: [Value.AnimatableData]
    @usableFromInline @exclusivity(unchecked) var presentationData: [Value.AnimatableData]
    @usableFromInline @exclusivity(unchecked) var previousPresentationData: [Value.AnimatableData]
    @usableFromInline @exclusivity(unchecked) var places: [Place]
    @usableFromInline @exclusivity(unchecked) var runs: [Run] = []
    /// The run of each animation that has one.
    var runIndex: [Animation: Int] = [:]
    @usableFromInline @exclusivity(unchecked) var slow: [AnimatedValueStorage<Value>] = []
    /// The value each slow storage belongs to.
    @usableFromInline var slowValue: [Int] = []
    /// Handlers waiting for run members, by value.
    @usableFromInline var waiters: [Int: Waiters] = [:]
    /// Handlers of sets that animated nothing, released at the next advance.
    @usableFromInline var touched: [AnimationCompletion] = []
    @usableFromInline var clock = ValueClock()
    @usableFromInline var environmentChanged = false
    // Scratch columns for one run's batch, as long as the longest run.
    @usableFromInline @exclusivity(unchecked) var times: [TimeInterval] = []
    @usableFromInline @exclusivity(unchecked) var scales: [Double] = []
    @usableFromInline @exclusivity(unchecked) var outcomes: [AnimationBatch<Value.AnimatableData>.Outcome] = []

    /// The environment animations see through their contexts.
    public var environment = EnvironmentValues() {
        didSet { environmentChanged = true }
    }

    /// Creates a group of values at rest.
    ///
    /// - Parameter values: The initial model and presentation values; may
    ///   be empty (append values later).
    public init(_ values: [Value]) {
        models = values
        modelData = values.map(\.animatableData)
        presentationData = modelData
        previousPresentationData = modelData
        places = Array(repeating: .rest, count: values.count)
    }

    /// The number of values.
    public var count: Int { models.count }

    /// Adds a value at rest.
    ///
    /// - Parameter value: Its model and presentation value.
    /// - Returns: Its index.
    @discardableResult
    public func append(_ value: Value) -> Int {
        models.append(value)
        modelData.append(value.animatableData)
        presentationData.append(value.animatableData)
        previousPresentationData.append(value.animatableData)
        places.append(.rest)
        return models.count - 1
    }

    /// The model value at `index`: the last value set.
    ///
    /// - Parameter index: The value's index, in `0..<count`.
    /// - Returns: The model value.
    public func model(at index: Int) -> Value {
        check(index, in: "model(at:)")
        return models[index]
    }

    /// The presentation value at `index`: the model while nothing animates
    /// it, otherwise the animations' output at the last ``advance(to:)``.
    ///
    /// - Parameter index: The value's index, in `0..<count`.
    /// - Returns: The presentation value.
    public func presentation(at index: Int) -> Value {
        check(index, in: "presentation(at:)")
        var value = models[index]
        value.animatableData = presentationData[index]
        return value
    }

    /// Calls `body` with every value's presentation data, in index order,
    /// without copying: what a renderer reads each frame.
    ///
    /// - Parameter body: Reads the data; the buffer is valid only during
    ///   the call.
    /// - Returns: What `body` returns.
    public func withPresentationData<R>(_ body: (UnsafeBufferPointer<Value.AnimatableData>) throws -> R) rethrows -> R {
        try presentationData.withUnsafeBufferPointer(body)
    }

    /// Whether any value is animating.
    public var isAnimating: Bool {
        runs.contains { $0.count > 0 } || slow.contains { !$0.entries.isEmpty }
    }

    /// Whether the value at `index` is animating.
    ///
    /// - Parameter index: The value's index, in `0..<count`.
    /// - Returns: Whether an animation runs on it.
    public func isAnimating(at index: Int) -> Bool {
        check(index, in: "isAnimating(at:)")
        switch places[index] {
        case .rest: return false
        case .member: return true
        case .slow(let slot): return !slow[slot].entries.isEmpty
        }
    }

    /// The velocity of the presentation value at `index` at the last
    /// advance, as ``AnimatedValue/velocity``: the animation's velocity, or
    /// the finite difference over the last two advances when it cannot say;
    /// zero at rest.
    ///
    /// - Parameter index: The value's index, in `0..<count`.
    /// - Returns: The velocity in animatable-data units per second.
    public func velocity(at index: Int) -> Value.AnimatableData {
        check(index, in: "velocity(at:)")
        switch places[index] {
        case .rest:
            return .zero
        case .slow(let slot):
            return slow[slot].velocity
        case .member(let run, let member):
            if let velocity = runs[run].animation.velocity(
                value: runs[run].delta[member], time: clock.time - runs[run].startTime[member],
                context: runs[run].context[member])
            {
                return velocity
            }
            return clock.velocity(from: previousPresentationData[index], to: presentationData[index])
        }
    }

    // MARK: - Setting

    /// Sets the value at `index` in the current transaction (the one
    /// `withAnimation` or `withTransaction` opened; none animates outside
    /// them).
    ///
    /// - Parameters:
    ///   - value: The new model value.
    ///   - index: The value's index, in `0..<count`.
    ///   - time: The host's time of the change, in seconds.
    public func set(_ value: Value, index: Int, at time: TimeInterval) {
        set(value, index: index, transaction: Transaction.current ?? Transaction(), at: time)
    }

    /// Sets the values at indices `0..<values.count` in one transaction:
    /// an animated change puts them all in one run.
    ///
    /// - Parameters:
    ///   - values: The new model values; at most ``count`` of them.
    ///   - transaction: The transaction; its handlers wait for every value
    ///     it animates.
    ///   - time: The host's time of the change, in seconds.
    public func set(_ values: some Sequence<Value>, transaction: Transaction, at time: TimeInterval) {
        for (index, value) in values.enumerated() {
            set(value, index: index, transaction: transaction, at: time)
        }
    }

    /// Sets the value at `index` in a transaction, as
    /// ``AnimatedValue/set(_:transaction:at:)`` does for one value.
    ///
    /// - Parameters:
    ///   - value: The new model value.
    ///   - index: The value's index, in `0..<count`.
    ///   - transaction: The transaction: its animation (if any) animates the
    ///     change; its completion handlers wait for that animation.
    ///   - time: The host's time of the change, in seconds.
    /// - Returns: Whether the model's animatable data changed.
    @discardableResult
    public func set(_ value: Value, index: Int, transaction: Transaction, at time: TimeInterval) -> Bool {
        check(index, in: "set(_:index:transaction:at:)")
        let now = clock.clamped(time, owner: "AnimatedValueGroup", in: "set")
        if case .member = places[index] {
            makeSlow(index)
        } else if case .rest = places[index], transaction.tracksVelocity, transaction.animation == nil {
            makeSlow(index)
        }
        if case .slow(let slot) = places[index] {
            let changed = slow[slot].set(value, transaction: transaction, at: now)
            models[index] = value
            modelData[index] = slow[slot].modelData
            presentationData[index] = slow[slot].presentationData
            return changed
        }
        // At rest, on the fast path.
        let newData = value.animatableData
        let delta = newData - modelData[index]
        let changed = delta != .zero
        models[index] = value
        modelData[index] = newData
        guard let animation = transaction.animation, changed else {
            presentationData[index] = newData
            for completion in transaction.completions where !completion.hasFired {
                completion.hold()
                touched.append(completion)
            }
            return changed
        }
        start(animation, index: index, delta: delta, at: now, completions: transaction.completions)
        return true
    }

    /// Starts an animation on a value at rest: a new member of the
    /// animation's run.
    private func start(
        _ animation: Animation, index: Int, delta: Value.AnimatableData, at now: TimeInterval,
        completions: [AnimationCompletion]
    ) {
        let run = self.run(for: animation)
        var waiting = Waiters()
        for completion in completions where !completion.hasFired {
            completion.hold()
            if completion.criteria.isRemoved {
                waiting.removal.append(completion)
            } else {
                waiting.logical.append(completion)
            }
        }
        let flags =
            (waiting.logical.isEmpty ? 0 : Run.waitingLogically)
            | (waiting.removal.isEmpty ? 0 : Run.waitingForRemoval)
        if flags != 0 {
            waiters[index] = waiting
        }
        let member = runs[run].append(
            value: index, startTime: now, delta: delta, context: AnimationContext(environment: environment),
            result: .zero, waiting: flags)
        places[index] = .member(run: run, member: member)
    }

    /// The run of an animation, made if there is none.
    private func run(for animation: Animation) -> Int {
        if let existing = runIndex[animation] {
            return existing
        }
        runs.append(Run(animation: animation))
        runIndex[animation] = runs.count - 1
        return runs.count - 1
    }

    /// Moves a value on the general path whose state is one animation and
    /// nothing else back into that animation's run.
    private func demote(slot: Int) {
        let index = slowValue[slot]
        let entry = slow[slot].entries[0]
        let run = run(for: entry.animation)
        var flags: UInt8 = 0
        if !entry.logicalWaiters.isEmpty || !entry.removalWaiters.isEmpty {
            waiters[index] = Waiters(logical: entry.logicalWaiters, removal: entry.removalWaiters)
            flags =
                (entry.logicalWaiters.isEmpty ? 0 : Run.waitingLogically)
                | (entry.removalWaiters.isEmpty ? 0 : Run.waitingForRemoval)
        }
        let member = runs[run].append(
            value: index, startTime: entry.startTime, delta: entry.delta, context: entry.context,
            result: entry.output, waiting: flags)
        places[index] = .member(run: run, member: member)
        removeSlow(slot: slot)
    }

    /// Removes a slow storage, keeping the moved one's place right.
    private func removeSlow(slot: Int) {
        let last = slow.count - 1
        if slot != last {
            slow.swapAt(slot, last)
            slowValue.swapAt(slot, last)
            places[slowValue[slot]] = .slow(slot)
        }
        slow.removeLast()
        slowValue.removeLast()
    }

    /// Moves a value to the general path: a full ``AnimatedValueStorage``
    /// holding its state (and its run member's animation, if it has one).
    @usableFromInline
    func makeSlow(_ index: Int) {
        var storage = AnimatedValueStorage(models[index])
        storage.presentationData = presentationData[index]
        storage.previousPresentationData = previousPresentationData[index]
        storage.clock = clock
        storage.environment = environment
        if case .member(let run, let member) = places[index] {
            var entry = AnimatedValueStorage<Value>.Entry(
                animation: runs[run].animation, context: runs[run].context[member],
                startTime: runs[run].startTime[member], delta: runs[run].delta[member])
            entry.output = runs[run].result[member]
            if let waiting = waiters.removeValue(forKey: index) {
                entry.logicalWaiters = waiting.logical
                entry.removalWaiters = waiting.removal
            }
            storage.entries = [entry]
            removeMember(run: run, member: member)
        }
        slow.append(storage)
        slowValue.append(index)
        places[index] = .slow(slow.count - 1)
    }

    /// Removes a run member, keeping the moved member's place right.
    @usableFromInline
    func removeMember(run: Int, member: Int) {
        if let moved = runs[run].remove(at: member) {
            places[moved] = .member(run: run, member: member)
        }
    }

    // MARK: - Running

    /// Runs the animations up to `time` and fires the completions that are
    /// due.
    ///
    /// - Parameter time: The host's time in seconds; earlier than the last
    ///   advance counts as the last advance.
    @inlinable
    public func advance(to time: TimeInterval) {
        let now = clock.clamped(time, owner: "AnimatedValueGroup", in: "advance(to:)")
        clock.advance(to: now)
        var released: [AnimationCompletion] = []
        if !touched.isEmpty {
            swap(&released, &touched)
        }
        if environmentChanged {
            applyEnvironment()
        }
        var hasEmptyRun = false
        for run in runs.indices {
            if runs[run].count > 0 {
                step(run: run, at: now, released: &released)
            }
            hasEmptyRun = hasEmptyRun || runs[run].count == 0
        }
        if !slow.isEmpty {
            stepSlowValues(at: now, released: &released)
        }
        if hasEmptyRun {
            removeEmptyRuns()
        }
        // Handlers run after the frame's state is stored: they may set values.
        for completion in released {
            completion.release()
        }
    }

    /// One frame of one run: the animation runs the whole batch, then each
    /// member's presentation is written in place.
    @inlinable
    func step(run: Int, at now: TimeInterval, released: inout [AnimationCompletion]) {
        let count = runs[run].count
        if times.count < count {
            times = Array(repeating: 0, count: count)
            scales = Array(repeating: 0, count: count)
            outcomes = Array(repeating: .finished, count: count)
        }
        var finished = 0
        runs.withUnsafeMutableBufferPointer { runs in
            let run = runs.baseAddress! + run
            times.withUnsafeMutableBufferPointer { times in
                scales.withUnsafeMutableBufferPointer { scales in
                    outcomes.withUnsafeMutableBufferPointer { outcomes in
                        run.pointee.startTime.withUnsafeBufferPointer { start in
                            for member in 0..<count { times[member] = now - start[member] }
                        }
                        run.pointee.delta.withUnsafeBufferPointer { delta in
                            run.pointee.context.withUnsafeMutableBufferPointer { context in
                                run.pointee.result.withUnsafeMutableBufferPointer { result in
                                    var batch = AnimationBatch(
                                        count: count, values: delta.baseAddress!, times: times.baseAddress!,
                                        contexts: context.baseAddress!, results: result.baseAddress!,
                                        scales: scales.baseAddress!, outcomes: outcomes.baseAddress!)
                                    run.pointee.animation.animate(&batch)
                                    finished = apply(
                                        count: count, values: run.pointee.value, delta: delta, result: result,
                                        scales: scales, outcomes: outcomes)
                                }
                                for member in 0..<count
                                where run.pointee.waiting[member] & Run.waitingLogically != 0
                                    && context[member].isLogicallyComplete
                                {
                                    takeLogicalWaiters(of: run.pointee.value[member], released: &released)
                                    run.pointee.waiting[member] &= ~Run.waitingLogically
                                }
                            }
                        }
                    }
                }
            }
        }
        if finished > 0 {
            removeFinished(run: run, released: &released)
        }
    }

    /// Writes each member's presentation from its outcome; returns how many
    /// finished.
    @inlinable
    func apply(
        count: Int, values: [Int], delta: UnsafeBufferPointer<Value.AnimatableData>,
        result: UnsafeMutableBufferPointer<Value.AnimatableData>, scales: UnsafeMutableBufferPointer<Double>,
        outcomes: UnsafeMutableBufferPointer<AnimationBatch<Value.AnimatableData>.Outcome>
    ) -> Int {
        var finished = 0
        values.withUnsafeBufferPointer { values in
            modelData.withUnsafeBufferPointer { model in
                presentationData.withUnsafeMutableBufferPointer { presentation in
                    previousPresentationData.withUnsafeMutableBufferPointer { previous in
                        for member in 0..<count {
                            let index = values[member]
                            // The frame rewrites the presentation: reuse the older buffer.
                            swap(&previous[index], &presentation[index])
                            switch outcomes[member] {
                            case .scaled:
                                presentation[index].formSum(model[index], delta[member], scaledBy: scales[member] - 1)
                            case .stored:
                                presentation[index].formSum(model[index], delta[member], scaledBy: -1)
                                presentation[index] += result[member]
                            case .finished:
                                presentation[index] = model[index]
                                finished += 1
                            }
                        }
                    }
                }
            }
        }
        return finished
    }

    /// Hands over the handlers waiting for a member's logical completion.
    @usableFromInline
    func takeLogicalWaiters(of index: Int, released: inout [AnimationCompletion]) {
        guard let waiting = waiters[index] else { return }
        released.append(contentsOf: waiting.logical)
        if waiting.removal.isEmpty {
            waiters[index] = nil
        } else {
            waiters[index]?.logical.removeAll()
        }
    }

    /// Removes the finished members of a run (the outcomes of its last
    /// batch), handing over their handlers.
    @usableFromInline
    func removeFinished(run: Int, released: inout [AnimationCompletion]) {
        for member in (0..<runs[run].count).reversed() where outcomes[member] == .finished {
            let index = runs[run].value[member]
            if runs[run].waiting[member] != 0, let waiting = waiters.removeValue(forKey: index) {
                released.append(contentsOf: waiting.logical)
                released.append(contentsOf: waiting.removal)
            }
            places[index] = .rest
            removeMember(run: run, member: member)
        }
    }

    /// One frame of the values on the general path; those that came to rest
    /// leave it, and those left with one animation go back to its run.
    @usableFromInline
    func stepSlowValues(at now: TimeInterval, released: inout [AnimationCompletion]) {
        for slot in slow.indices.reversed() {
            slow[slot].advance(to: now, released: &released)
            let index = slowValue[slot]
            presentationData[index] = slow[slot].presentationData
            previousPresentationData[index] = slow[slot].previousPresentationData
            // A value whose velocity is being tracked stays while its
            // samples count: one sample now and one at the next set make
            // the velocity the next animation starts with.
            guard slow[slot].touched.isEmpty, slow[slot].entries.count <= 1,
                slow[slot].sampler.isIdle(at: now)
            else { continue }
            if slow[slot].entries.isEmpty {
                places[index] = .rest
                removeSlow(slot: slot)
            } else {
                demote(slot: slot)
            }
        }
    }

    /// Drops the runs no value uses any more.
    @usableFromInline
    func removeEmptyRuns() {
        var run = runs.count - 1
        while run >= 0 {
            if runs[run].count == 0 {
                runIndex[runs[run].animation] = nil
                let last = runs.count - 1
                if run != last {
                    runs.swapAt(run, last)
                    runIndex[runs[run].animation] = run
                    for (member, index) in runs[run].value.enumerated() {
                        places[index] = .member(run: run, member: member)
                    }
                }
                runs.removeLast()
            }
            run -= 1
        }
    }

    /// Hands a changed environment to the running animations.
    @usableFromInline
    func applyEnvironment() {
        for run in runs.indices {
            for member in runs[run].context.indices {
                runs[run].context[member].setEnvironment(environment)
            }
        }
        for slot in slow.indices {
            slow[slot].environment = environment
            slow[slot].environmentChanged = true
        }
        environmentChanged = false
    }

    /// Ends every running animation now: every presentation jumps to its
    /// model and every waiting handler runs, as
    /// ``AnimatedValue/removeAllAnimations()``.
    public func removeAllAnimations() {
        var released: [AnimationCompletion] = []
        swap(&released, &touched)
        for waiting in waiters.values {
            released.append(contentsOf: waiting.logical)
            released.append(contentsOf: waiting.removal)
        }
        waiters.removeAll()
        for slot in slow.indices {
            slow[slot].removeAllAnimations(released: &released)
        }
        slow.removeAll()
        slowValue.removeAll()
        runs.removeAll()
        runIndex.removeAll()
        places = Array(repeating: .rest, count: models.count)
        presentationData = modelData
        previousPresentationData = modelData
        for completion in released {
            completion.release()
        }
    }

    // MARK: - Checks

    private func check(_ index: Int, in function: StaticString) {
        precondition(
            index >= 0 && index < models.count,
            "AnimatedValueGroup.\(function): index \(index) is out of range 0..<\(models.count)")
    }
}
