import AnimationCore
import Foundation

/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
    private enum When: Hashable, Sendable { case automatic, onTextEntry, onSearchPresentation }
    private let when: When

    /// The platform's choice: on iOS, while the search is presented.
    public static let automatic = SearchScopeActivation(when: .automatic)
    /// Once the search field has text.
    public static let onTextEntry = SearchScopeActivation(when: .onTextEntry)
    /// While the search is presented (its field focused).
    public static let onSearchPresentation = SearchScopeActivation(when: .onSearchPresentation)

    /// Whether a scope bar with this activation shows.
    func shows(focused: Bool, text: String) -> Bool {
        when == .onTextEntry ? !text.isEmpty : focused
    }
}

/// A search's scope bar: a segmented picker of the scopes, bound to the
/// scope, and when it shows.
struct SearchScopes {
    let picker: AnyView
    let activation: SearchScopeActivation

    func shows(focused: Bool, text: String) -> Bool {
        activation.shows(focused: focused, text: text)
    }
}

private struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: SearchScopes? { nil }
}

private struct SearchFieldTextKey: EnvironmentKey {
    static var defaultValue: String { "" }
}

extension EnvironmentValues {
    /// The scopes set above a searchable view, for its field; the field
    /// clears them for its content.
    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    /// The text of the search field of the searchable view around, for
    /// the views in its content.
    var searchFieldText: String {
        get { self[SearchFieldTextKey.self] }
        set { self[SearchFieldTextKey.self] = newValue }
    }
}

/// `searchScopes` on a view: above a searchable view, its scopes reach
/// the field through the environment; inside one, the bar shows above
/// the view while the search is presented.
struct _SearchScopesModifier {
    let scopes: SearchScopes
    @Environment(\.isSearching) private var isSearching
    @Environment(\.searchFieldText) private var searchText
}

extension _SearchScopesModifier: ViewModifier {
    func body(content: Content) -> some View {
        // Inside a search's content, `isSearching` is the field's focus.
        let inside = scopes.shows(focused: isSearching, text: searchText)
        VStack(spacing: 0) {
            if inside {
                scopes.picker
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
            }
            content
                .environment(\.searchScopes, scopes)
        }
    }
}

extension View {
    /// Sets the scopes of a search, as in SwiftUI: while the search is
    /// presented, a segmented control of the scopes shows under the search
    /// field, bound to `scope`.
    ///
    /// - Parameters:
    ///   - scope: The chosen scope.
    ///   - scopes: The scopes, each tagged with its value.
    /// - Returns: The view.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Sets the scopes of a search and when their bar shows.
    ///
    /// - Parameters:
    ///   - scope: The chosen scope.
    ///   - activation: When the bar shows: `.onTextEntry` once the field
    ///     has text; otherwise while the search is presented.
    ///   - scopes: The scopes, each tagged with its value.
    /// - Returns: The view.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let picker = AnyView(Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden())
        return modifier(_SearchScopesModifier(scopes: SearchScopes(picker: picker, activation: activation)))
    }
}
