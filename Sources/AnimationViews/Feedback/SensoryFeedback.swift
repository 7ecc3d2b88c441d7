import AnimationCore
import Foundation

/// Plays feedback when a value changes.
private struct SensoryFeedbackModifier<T: Equatable>: ViewModifier {
    // Made where views are made (off the main actor too), read in `body`.
    nonisolated(unsafe) let trigger: T
    nonisolated(unsafe) let feedback: (T, T) -> SensoryFeedback?
    @Environment(\.sensoryFeedbackAction) private var action

    nonisolated init(trigger: T, feedback: @escaping (T, T) -> SensoryFeedback?) {
        self.trigger = trigger
        self.feedback = feedback
    }

    func body(content: Content) -> some View {
        content.onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { action.play(played) }
        }
    }
}

extension View {
    /// Plays feedback when a value changes. The headless host has no motor:
    /// it records the feedback in `sensoryFeedback`.
    ///
    /// - Parameters:
    ///   - feedback: The feedback.
    ///   - trigger: The value whose changes play it.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: { _, _ in feedback }))
    }

    /// Plays feedback when a value changes and a condition of the old and
    /// new values holds.
    ///
    /// - Parameters:
    ///   - feedback: The feedback.
    ///   - trigger: The value whose changes play it.
    ///   - condition: Whether a change plays it.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: { condition($0, $1) ? feedback : nil }))
    }

    /// Plays the feedback a closure gives for a change (none for `nil`).
    ///
    /// - Parameters:
    ///   - trigger: The value whose changes play it.
    ///   - feedback: The feedback of a change, or `nil`.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}
