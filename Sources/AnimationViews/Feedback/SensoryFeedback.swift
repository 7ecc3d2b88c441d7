import AnimationCore
import Foundation

/// Feedback a view plays to the user's senses (haptics, on a phone), as
/// SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
    /// A weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// A flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }

    /// The feedback's name, as the host records it (`"success"`,
    /// `"impact(heavy, 0.5)"`).
    public let description: String

    /// A task finished.
    public static let success = SensoryFeedback(description: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(description: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(description: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(description: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(description: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(description: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// A level changed (a pressure).
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// A path was crossed.
    public static let pathComplete = SensoryFeedback(description: "pathComplete")
    /// An impact.
    public static let impact = SensoryFeedback(description: "impact")

    /// An impact of a weight and an intensity (0 to 1; clamped, 1 when
    /// not finite).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(\(weight.name), \(clamped(intensity)))")
    }

    /// An impact of a flexibility and an intensity (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(\(flexibility.name), \(clamped(intensity)))")
    }

    private static func clamped(_ intensity: Double) -> Double {
        intensity.isFinite ? min(max(intensity, 0), 1) : 1
    }
}

/// A feedback played, as ``ViewHost/sensoryFeedback`` records it.
public struct PlayedSensoryFeedback: Equatable, Sendable {
    /// The feedback.
    public let feedback: SensoryFeedback
    /// The host's time when it was played.
    public let time: TimeInterval
}

/// How views play feedback: the host records it (it has no motor).
struct SensoryFeedbackAction: Sendable {
    let play: @MainActor @Sendable (SensoryFeedback) -> Void
}

private struct SensoryFeedbackActionKey: EnvironmentKey {
    static var defaultValue: SensoryFeedbackAction { SensoryFeedbackAction { _ in } }
}

extension EnvironmentValues {
    var sensoryFeedbackAction: SensoryFeedbackAction {
        get { self[SensoryFeedbackActionKey.self] }
        set { self[SensoryFeedbackActionKey.self] = newValue }
    }
}

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
    /// it records the feedback in ``ViewHost/sensoryFeedback``.
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
