import AnimationCore

/// How much attention a badge draws, as SwiftUI's `BadgeProminence`: read
/// by the badges of list rows (`badgeProminence(_:)`).
public struct BadgeProminence: Hashable, Sendable {
    private enum Level: Hashable, Sendable { case decreased, standard, increased }
    private let level: Level

    /// For passive information that asks nothing of the user (a count of
    /// items): on iOS, a plain label, as `standard`.
    public static let decreased = BadgeProminence(level: .decreased)
    /// For a value that suggests an action (unread messages): on iOS, a
    /// label in the secondary style with no platter.
    public static let standard = BadgeProminence(level: .standard)
    /// For a value that requires an action (updates, account errors): a
    /// label on a red platter.
    public static let increased = BadgeProminence(level: .increased)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static var defaultValue: BadgeProminence { .standard }
}

extension EnvironmentValues {
    /// The prominence of the badges in this environment: `.standard` by
    /// default.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the badges in this view, as in SwiftUI: in a
    /// list, an `.increased` badge is white on a red capsule, a standard
    /// or decreased one a secondary label at the row's trailing edge.
    ///
    /// - Parameter prominence: The prominence.
    /// - Returns: The view.
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
