import AnimationCore
import Foundation

/// How a view's press handler competes for a press with the views around
/// it.
package enum PressRole {
    /// After the views inside it (`gesture`, controls).
    case normal
    /// Before the views inside it (`highPriorityGesture`).
    case highPriority
    /// Beside the others: it neither takes the press from them nor loses
    /// it to them (`simultaneousGesture`).
    case simultaneous
}

/// One press of the pointer and the views that compete for it.
///
/// The views under the pointer that take presses are its participants, in
/// order of precedence: innermost first, a high-priority gesture before
/// the views inside it. Each event goes to every participant still in, in
/// that order. A participant that fails drops out; the first that
/// recognizes its gesture takes the press, and every other participant
/// that is not simultaneous hears `.cancelled` and drops out.
@MainActor
package final class PressSession {
    struct Participant {
        let target: ObjectIdentifier
        let handler: @MainActor (PressPhase) -> PressResponse
        let role: PressRole
        var active = true
    }

    private(set) var participants: [Participant]
    /// The participant that took the press.
    private(set) var owner: ObjectIdentifier?

    /// A session for the targets under the pointer (innermost first) that
    /// have press handlers; `nil` when none has.
    init?(chain: [ObjectIdentifier], events: EventRegistry) {
        var ordered: [Participant] = []
        for target in chain {
            guard let node = events.target(target) else { continue }
            // A gesture whose mask leaves out subviews silences the views inside.
            if node.pressExcludesSubviews { ordered.removeAll() }
            guard let handler = node.pressHandler else { continue }
            let participant = Participant(target: target, handler: handler, role: node.pressRole)
            if participant.role == .highPriority { ordered.insert(participant, at: 0) } else { ordered.append(participant) }
        }
        guard !ordered.isEmpty else { return nil }
        participants = ordered
    }

    /// The first participant: the view the press is on.
    var primary: ObjectIdentifier { participants[0].target }

    /// Whether a target still takes part.
    func isActive(_ target: ObjectIdentifier) -> Bool {
        participants.contains { $0.target == target && $0.active }
    }

    /// Sends an event (made for each participant's target) and settles who
    /// takes the press.
    func deliver(_ phase: (ObjectIdentifier) -> PressPhase) {
        for index in participants.indices where participants[index].active {
            let participant = participants[index]
            switch participant.handler(phase(participant.target)) {
            case .failed:
                participants[index].active = false
            case .recognized:
                claim(participant.target)
            case .possible:
                break
            }
        }
    }

    /// A participant recognized its gesture (on an event, or on a frame
    /// while the pointer is held: a long press): unless it is simultaneous
    /// or another took the press first, it takes the press, and the others
    /// that are not simultaneous hear `.cancelled`.
    package func claim(_ target: ObjectIdentifier) {
        guard owner == nil, let index = participants.firstIndex(where: { $0.target == target && $0.active }),
            participants[index].role != .simultaneous
        else { return }
        owner = target
        for other in participants.indices
        where other != index && participants[other].active
            && participants[other].role != .simultaneous
        {
            participants[other].active = false
            _ = participants[other].handler(.cancelled)
        }
    }

    /// A participant's view left the tree: it drops out, hearing
    /// `.cancelled` (after the update).
    func remove(_ target: ObjectIdentifier, updates: UpdateQueue) {
        guard let index = participants.firstIndex(where: { $0.target == target && $0.active }) else { return }
        participants[index].active = false
        let handler = participants[index].handler
        updates.afterUpdate { _ = handler(.cancelled) }
    }

    /// Ends the press without a release: every participant still in hears
    /// `.cancelled`.
    func cancelAll() {
        for index in participants.indices where participants[index].active {
            participants[index].active = false
            _ = participants[index].handler(.cancelled)
        }
    }
}
