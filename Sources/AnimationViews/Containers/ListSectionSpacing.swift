import AnimationCore
import Foundation

/// The space between adjacent sections of a list, as SwiftUI's
/// `ListSectionSpacing` (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable, Hashable {
    /// The space in points; `nil` for the list style's own gaps.
    let points: CGFloat?

    /// The list style's spacing: each section's own gap above it (a
    /// header's top padding, or 20 points above a grouped section without
    /// one), as when no spacing is set.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Compact spacing: 8 points between sections (this package's choice;
    /// Apple publishes no figure).
    public static let compact = ListSectionSpacing(points: 8)

    /// A spacing of your own.
    ///
    /// - Parameter spacing: The space in points; a negative or non-finite
    ///   value is 0.
    /// - Returns: The spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing.isFinite ? max(0, spacing) : 0)
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing { .default }
}

extension EnvironmentValues {
    /// The spacing the sections of a list in this environment take
    /// (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between adjacent sections of a list, on the list or
    /// on one section (which then overrides the list's), as in SwiftUI.
    ///
    /// As Apple documents, a section with a spacing puts half of it above
    /// itself (above its header) and half below (under its footer), so
    /// that two sections with the same spacing are that far apart. A
    /// section without one keeps the list style's gap above it (SwiftUI
    /// gives it its neighbours' spacing; see the differences article).
    ///
    /// - Parameter spacing: `.default`, `.compact` or `.custom(_:)`.
    /// - Returns: The view.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the space between adjacent sections of a list to a number of
    /// points (see the `ListSectionSpacing` overload).
    ///
    /// - Parameter spacing: The space in points; a negative or non-finite
    ///   value is 0.
    /// - Returns: The view.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}
