import AnimationCore
import AnimationRuntime
import AnimationViews

/// Seed 004's transaction key: set by a tap on the avatar.
public struct AvatarTappedKey: TransactionKey {
    /// Not tapped.
    public static let defaultValue = false
}

extension Transaction {
    /// Whether the change comes from a tap on the avatar (seed 004).
    public var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}
