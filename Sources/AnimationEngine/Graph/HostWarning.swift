import AnimationCore

/// How a view's action reports a problem to its host's warnings (views in
/// bodies reach the graph through their nodes; actions run later, and find
/// it here).
struct HostWarningKey: EnvironmentKey {
    static var defaultValue: HostWarning { HostWarning(report: { _ in }) }
}

/// Reports a warning to the host (once per message). Package-wide: the
/// UIKit module's views warn through it.
package struct HostWarning: Sendable {
    let report: @MainActor @Sendable (String) -> Void

    /// Reports a message.
    @MainActor package func callAsFunction(_ message: String) {
        report(message)
    }
}

extension EnvironmentValues {
    /// The host's warning reporter.
    package var _warn: HostWarning {
        get { self[HostWarningKey.self] }
        set { self[HostWarningKey.self] = newValue }
    }
}
