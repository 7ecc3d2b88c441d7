import AnimationCore
import Foundation

/// What sharing does in a host: records the item (see
/// ``ViewHost/sharedItems``).
package struct ShareAction: Sendable {
    /// Records a shared item's text.
    package let record: @MainActor @Sendable (String) -> Void
}

private struct ShareActionKey: EnvironmentKey {
    static var defaultValue: ShareAction { ShareAction { _ in } }
}

extension EnvironmentValues {
    /// How views in the environment share items: the host records them.
    package var shareAction: ShareAction {
        get { self[ShareActionKey.self] }
        set { self[ShareActionKey.self] = newValue }
    }
}
