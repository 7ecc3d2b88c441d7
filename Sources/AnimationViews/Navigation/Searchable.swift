import AnimationCore
import Foundation

/// Where a search field goes, as in SwiftUI.
public struct SearchFieldPlacement: Hashable, Sendable {
    let kind: Int
    /// The platform's choice: under the navigation bar's title on iOS.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    /// In the navigation bar's drawer, shown always or not.
    ///
    /// - Parameter displayMode: Whether it shows always.
    /// - Returns: The placement.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: 2)
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(kind: 3)

    /// Whether the drawer's field shows always.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown until the content scrolls (always, headlessly).
        case automatic
        /// Always shown.
        case always
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the search field of the view's `searchable` is focused.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}

/// The search field `searchable` adds above the view: a magnifying glass
/// and the field, on the system fill, 36 points high, inset 16 points at
/// the sides and 8 above and below (iOS's search bar); the content under
/// it reads `isSearching` while the field is focused, and the search's
/// suggestions (`searchSuggestions`) cover it then.
struct _SearchableContainer<Content: View> {
    let content: Content
    let text: Binding<String>
    let prompt: Text?
    /// The search's presentation (`searchable(text:isPresented:)`): the
    /// field's focus, both ways.
    var isPresented: Binding<Bool>? = nil
    @FocusState private var focused: Bool
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.searchScopes) private var scopes

    @MainActor @ViewBuilder var body: some View {
        let completion = SearchCompletion(complete: { [text] completed in text.wrappedValue = completed })
        let shown = suggestions.flatMap { $0.contentHidden ? nil : $0.content }.flatMap {
            focused && _SearchSuggestionsList.hasRows($0) ? $0 : nil
        }
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(text: text, prompt: prompt ?? Text("Search")) { Text("Search") }
                    .focused($focused)
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            if let scopes, scopes.shows(focused: focused, text: text.wrappedValue) {
                scopes.picker
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
            }
            content
                .environment(\.isSearching, focused)
                .environment(\.searchFieldText, text.wrappedValue)
                .environment(\.dismissSearch, dismissSearch)
                .frame(maxHeight: .infinity, alignment: .top)
                .overlay {
                    if let shown { _SearchSuggestionsList(suggestions: shown) }
                }
                .environment(\.searchCompletion, completion)
        }
        .environment(\.searchScopes, nil)
        .onChange(of: focused) { _, now in
            if let isPresented, isPresented.wrappedValue != now { isPresented.wrappedValue = now }
        }
        .onChange(of: isPresented?.wrappedValue ?? false, initial: true) { _, now in
            if isPresented != nil, focused != now { focused = now }
        }
    }
}

extension View {
    /// Adds a search field above the view, bound to a text.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes (above the view, headlessly).
    ///   - prompt: What the empty field shows ("Search" by default).
    /// - Returns: The view.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _SearchableContainer(content: self, text: text, prompt: prompt)
    }

    /// Adds a search field with a string prompt.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View
    {
        _SearchableContainer(content: self, text: text, prompt: Text(prompt))
    }

    /// Adds a search field with a prompt key.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    /// - Returns: The view.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> some View
    {
        _SearchableContainer(content: self, text: text, prompt: Text(prompt))
    }
}

extension View {
    /// Adds a search field whose presentation a binding controls, as in
    /// SwiftUI: setting it to `true` focuses the field (the search is
    /// presented), `false` removes the focus; focusing or leaving the
    /// field sets it.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    /// - Returns: The view.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        _SearchableContainer(content: self, text: text, prompt: prompt, isPresented: isPresented)
    }

    /// Adds a search field whose presentation a binding controls, with a
    /// prompt key.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    /// - Returns: The view.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        _SearchableContainer(content: self, text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    /// Adds a search field whose presentation a binding controls, with a
    /// string prompt.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search is presented.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        _SearchableContainer(content: self, text: text, prompt: Text(prompt), isPresented: isPresented)
    }
}

extension _SearchableContainer: View {}

extension _SearchableContainer {
    /// Ends the search while the field is focused: clears the text and the
    /// focus.
    @MainActor var dismissSearch: DismissSearchAction {
        let field = Unchecked((focus: $focused, text: text))
        return DismissSearchAction {
            guard field.value.focus.wrappedValue else { return }
            field.value.text.wrappedValue = ""
            field.value.focus.wrappedValue = false
        }
    }
}
