import AnimationCore

/// An action that ends a search interaction, as SwiftUI's
/// `DismissSearchAction`: read it as `@Environment(\.dismissSearch)` and
/// call it.
///
/// Inside a `searchable` view that is being searched (its field focused),
/// calling it sets `isSearching` to `false`, clears the search text and
/// removes the focus from the field. Anywhere else it does nothing, as in
/// SwiftUI.
@MainActor @preconcurrency
public struct DismissSearchAction: Sendable {
    let dismiss: (@MainActor @Sendable () -> Void)?

    /// Ends the search, if there is one.
    public func callAsFunction() {
        dismiss?()
    }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(dismiss: nil) }
}

extension EnvironmentValues {
    /// The action that ends the search of the enclosing `searchable`
    /// (nothing outside one).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
