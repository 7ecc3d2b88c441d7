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
package struct SensoryFeedbackAction: Sendable {
    /// Plays (records) a feedback.
    package let play: @MainActor @Sendable (SensoryFeedback) -> Void
}

private struct SensoryFeedbackActionKey: EnvironmentKey {
    static var defaultValue: SensoryFeedbackAction { SensoryFeedbackAction { _ in } }
}

extension EnvironmentValues {
    /// How views in the environment play feedback: the host records it.
    package var sensoryFeedbackAction: SensoryFeedbackAction {
        get { self[SensoryFeedbackActionKey.self] }
        set { self[SensoryFeedbackActionKey.self] = newValue }
    }
}
