import AnimationCore

/// Notifications to assistive technologies, as SwiftUI's
/// `AccessibilityNotification`. No assistive technology runs on the host,
/// so a posted notification is dropped, as iOS drops it while VoiceOver is
/// off.
public enum AccessibilityNotification {
    /// Speaks a message.
    public struct Announcement: Sendable {
        /// The message.
        public let message: String

        /// An announcement of a message.
        ///
        /// - Parameter message: The message.
        public init(_ message: String) { self.message = message }

        /// An announcement of a text's characters.
        ///
        /// - Parameter message: The message.
        public init(_ message: Text) { self.message = message.string }

        /// Posts it (dropped: no assistive technology runs).
        public func post() {}
    }

    /// The layout of the screen changed.
    public struct LayoutChanged: Sendable {
        /// The notification.
        public init() {}
        /// Posts it (dropped: no assistive technology runs).
        public func post() {}
    }

    /// The screen changed.
    public struct ScreenChanged: Sendable {
        /// The notification.
        public init() {}
        /// Posts it (dropped: no assistive technology runs).
        public func post() {}
    }
}
