import AnimationCore
import AnimationViews
import Foundation

/// The haptics a feedback generator played, as the headless host records
/// them (it has no motor): for tests to read (not UIKit API).
public struct PlayedHaptic: Hashable, Sendable {
    /// What was played.
    public enum Kind: Hashable, Sendable {
        /// An impact of a style, at an intensity from 0 to 1.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// A notification of a type.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// A selection change.
        case selection
    }

    /// What was played.
    public let kind: Kind
    /// The host's time when it was played (0 with no host).
    public let time: TimeInterval
}

/// A generator of haptic feedback, as in UIKit: the headless host records
/// what is played in ``played`` and does nothing else.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// Every haptic played since the process started (or since
    /// ``removeAllPlayed()``), in order.
    public private(set) static var played: [PlayedHaptic] = []

    /// Forgets the haptics played.
    public static func removeAllPlayed() { played.removeAll() }

    /// A generator.
    public override init() {
        super.init()
    }

    /// Readies the motor (nothing to do headlessly).
    open func prepare() {}

    func record(_ kind: PlayedHaptic.Kind) {
        Self.played.append(PlayedHaptic(kind: kind, time: CurrentHost.host?.time ?? 0))
    }
}

/// Haptics of a physical impact, as in UIKit.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impacts' weights.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of a style.
    ///
    /// - Parameter style: The style (medium by default, as in UIKit).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        record(.impact(style, intensity: 1))
    }

    /// Plays an impact at an intensity (clamped to 0...1; not finite: 1).
    ///
    /// - Parameter intensity: The intensity.
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: intensity.isFinite ? min(max(intensity, 0), 1) : 1))
    }
}

/// Haptics of a task's outcome, as in UIKit.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// Success.
        case success
        /// A warning.
        case warning
        /// An error.
        case error
    }

    /// Plays an outcome.
    ///
    /// - Parameter notificationType: The outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }
}

/// Haptics of a changed selection, as in UIKit.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change.
    open func selectionChanged() {
        record(.selection)
    }
}
