import AnimationCore
import AnimationViews
import Foundation

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
        /// Completion handlers by identifier: the start of the row that
        /// first listed each (its transaction), and the handler.
        private var completions: [Int: (start: TimeInterval, completion: Completion)] = [:]
        /// Their identifiers in the order first seen.
        private var completionOrder: [Int] = []

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
            observeCompletions(attributes, at: time)
            for attribute in attributes { models[attribute.name] = attribute.model }
            for (key, index) in open where !seen.contains(key) {
                animations[index].removed = time - origin
                open[key] = nil
                models[key.attribute] = nil
            }
        }

        /// Notes the completion handlers the animations wait for: a new one
        /// belongs to the transaction of the row it is first seen on (the
        /// newest row of its animation, so a handler of a merge belongs to
        /// the merge); one seen before that no animation waits for now has
        /// run.
        private mutating func observeCompletions(_ attributes: [AttributeAnimation], at time: TimeInterval) {
            var waiting: Set<Int> = []
            for attribute in attributes {
                for animation in attribute.animations {
                    for completion in animation.completions {
                        waiting.insert(completion.id)
                        guard completions[completion.id] == nil else { continue }
                        let row = open[Key(attribute: attribute.name, start: animation.startTime)].map { animations[$0].start }
                        let criteria = completion.criteria == .removed ? "removed" : "logicallyComplete"
                        completions[completion.id] = (row ?? time - origin, Completion(criteria: criteria, ran: nil))
                        completionOrder.append(completion.id)
                    }
                }
            }
            for id in completionOrder where !waiting.contains(id) && completions[id]?.completion.ran == nil {
                completions[id]?.completion.ran = time - origin
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
            for id in completionOrder {
                guard let (start, completion) = completions[id],
                    let index = transactions.firstIndex(where: { abs($0.time - start) < 1e-9 })
                else { continue }
                transactions[index].completions.append(completion)
            }
            return AnimationTimeline(transactions: transactions)
        }
    }
}
