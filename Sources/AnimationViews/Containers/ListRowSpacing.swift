import AnimationCore
import Foundation

private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    /// The space between a list's rows (`listRowSpacing(_:)`); 0 by
    /// default.
    var listRowSpacing: CGFloat {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts space between the rows of the list: each row is then drawn as
    /// a card of its own, without separators, as iOS draws them.
    ///
    /// - Parameter spacing: The space in points; `nil`, a negative or a
    ///   non-finite value is none.
    /// - Returns: The view.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        let points = spacing.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
        return transformEnvironment(\.listRowSpacing) { $0 = points }
    }

    /// Shows or hides the separators of the sections in the view (the
    /// lines at a section's top and bottom): the headless list draws none
    /// there, so hiding them changes nothing and showing them draws none.
    ///
    /// - Parameters:
    ///   - visibility: Whether they show.
    ///   - edges: Which of them.
    /// - Returns: The view.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}
