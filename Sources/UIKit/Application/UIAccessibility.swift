import AnimationCore
import AnimationViews
import Foundation

/// The device's accessibility settings and notifications, as UIKit's
/// `UIAccessibility`.
///
/// The settings are the current host's environment (off on a default
/// device: see `EnvironmentValues.accessibilityReduceMotion`); with no
/// host, all are off. No assistive technology runs, so a posted
/// notification is dropped, as iOS drops it while VoiceOver is off. As
/// UIKit's, it is main-actor API imported as `@preconcurrency`: Swift 5
/// code reads the settings from nonisolated helpers unchanged.
@MainActor @preconcurrency
public enum UIAccessibility {
    private static var environment: EnvironmentValues { CurrentHost.host?.environment ?? EnvironmentValues() }

    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { environment.accessibilityVoiceOverEnabled }
    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { environment.accessibilitySwitchControlEnabled }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
    /// Whether Smart Invert is on.
    public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { environment.accessibilityDifferentiateWithoutColor }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
    /// Whether Increase Contrast is on (`colorSchemeContrast` is
    /// `.increased`).
    public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
    /// Whether Button Shapes is on.
    public static var buttonShapesEnabled: Bool { environment.accessibilityShowButtonShapes }
    /// Whether Play Animated Images is on.
    public static var isVideoAutoplayEnabled: Bool { environment.accessibilityPlayAnimatedImages }
    /// Whether Mono Audio is on: the host has no audio.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captioning is on.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Grayscale is on.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Shake to Undo is on (it is, on a default device).
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether AssistiveTouch is running.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether On/Off Labels is on.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    /// A notification to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// Its number.
        public let rawValue: UInt32
        /// A notification of its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a string).
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts a notification to assistive technologies: none runs, so it is
    /// dropped (as iOS drops it while VoiceOver is off).
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - argument: Its argument (the announcement's string).
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Increase Contrast changes.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
