import AnimationCore
import Foundation

/// Where search suggestions show, as SwiftUI's
/// `SearchSuggestionsPlacement`: read inside suggestions
/// (`@Environment(\.searchSuggestionsPlacement)`) to draw them for their
/// place.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    private enum Place: Hashable, Sendable { case automatic, content, menu }
    private let place: Place

    /// The platform's choice.
    public static let automatic = SearchSuggestionsPlacement(place: .automatic)
    /// Inline with the content, as an iPhone shows them: the headless
    /// host's placement.
    public static let content = SearchSuggestionsPlacement(place: .content)
    /// In a menu attached to the search field.
    public static let menu = SearchSuggestionsPlacement(place: .menu)

    /// A set of placements, for `searchSuggestions(_:for:)`.
    public struct Set: OptionSet, Sendable {
        /// The placements' bits.
        public let rawValue: Int

        /// A set from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Suggestions inline with the content.
        public static let content = Set(rawValue: 1 << 0)
        /// Suggestions in a menu.
        public static let menu = Set(rawValue: 1 << 1)
    }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestions? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: SearchCompletion? { nil }
}

/// The suggestions of a `searchSuggestions` outside the searchable view,
/// and whether they show.
struct SearchSuggestions {
    var content: AnyView?
    var contentHidden = false
}

/// What `searchCompletion(_:)` does: replaces the search text.
struct SearchCompletion {
    let complete: @MainActor (String) -> Void
}

extension EnvironmentValues {
    /// Where the search suggestions that read it show: `.content` inside
    /// suggestions on the headless host (an iPhone shows them inline),
    /// `.automatic` elsewhere.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// The suggestions set above a searchable view, for its field.
    var searchSuggestions: SearchSuggestions? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// What a suggestion's completion does, in a search's suggestions.
    var searchCompletion: SearchCompletion? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// A search's suggestions as an iPhone shows them while the field is
/// focused: rows of a plain list over the searchable view's content, on
/// the system background. Suggestions that resolve to no view (an `if`
/// that is false, an empty `ForEach`) show nothing, and the content shows.
struct _SearchSuggestionsList: View {
    let suggestions: AnyView

    /// Whether the suggestions resolve to at least one view.
    static func hasRows(_ suggestions: AnyView) -> Bool {
        PickerOption.options(of: suggestions).contains { !($0.label.view is EmptyView) }
    }

    var body: some View {
        List {
            suggestions
        }
        .listStyle(.plain)
        .environment(\.searchSuggestionsPlacement, .content)
        .background(BackgroundStyle(), ignoresSafeAreaEdges: .all)
    }
}

/// `searchSuggestions` on a view: inside a searchable view (its field is
/// focused, `isSearching`), the suggestions cover the view; above one,
/// they reach its field through the environment.
struct _SearchSuggestionsModifier {
    let suggestions: AnyView
    @Environment(\.isSearching) private var isSearching
    @Environment(\.searchSuggestions) private var outer
}

extension _SearchSuggestionsModifier: ViewModifier {
    func body(content: Content) -> some View {
        let hidden = outer?.contentHidden ?? false
        let shows = isSearching && !hidden && _SearchSuggestionsList.hasRows(suggestions)
        content
            .overlay {
                if shows { _SearchSuggestionsList(suggestions: suggestions) }
            }
            .transformEnvironment(\.searchSuggestions) { value in
                var updated = value ?? SearchSuggestions()
                updated.content = suggestions
                value = updated
            }
    }
}

/// `searchCompletion(_:)` on a suggestion: a tap puts the completion in
/// the search field.
struct _SearchCompletionModifier {
    let completion: String
    @Environment(\.searchCompletion) private var action
}

extension _SearchCompletionModifier: ViewModifier {
    func body(content: Content) -> some View {
        if let action {
            let completion = self.completion
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .onTapGesture { action.complete(completion) }
        } else {
            content
        }
    }
}

extension View {
    /// Sets the suggestions of a search, as in SwiftUI: while the search
    /// field is focused, they show as the rows of a plain list over the
    /// searchable view's content (as an iPhone shows them), whether the
    /// modifier is applied to the searchable view or inside it. Make a
    /// suggestion complete the search text with `searchCompletion(_:)`.
    ///
    /// - Parameter suggestions: The suggestions.
    /// - Returns: The view.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_SearchSuggestionsModifier(suggestions: AnyView(suggestions())))
    }

    /// Adds a search field with its suggestions (the iOS 15 spelling of
    /// `searchable(text:placement:prompt:)` followed by
    /// `searchSuggestions(_:)`).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    ///   - suggestions: The suggestions.
    /// - Returns: The view.
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Adds a search field with a prompt key and its suggestions.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    ///   - suggestions: The suggestions.
    /// - Returns: The view.
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Adds a search field with a string prompt and its suggestions.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: What the empty field shows.
    ///   - suggestions: The suggestions.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Shows or hides the search suggestions for some placements: hidden
    /// for `.content`, none show (the headless host shows suggestions
    /// inline, never in a menu).
    ///
    /// - Parameters:
    ///   - visibility: Whether they show.
    ///   - placements: Where.
    /// - Returns: The view.
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformEnvironment(\.searchSuggestions) { value in
            guard placements.contains(.content) else { return }
            var updated = value ?? SearchSuggestions()
            updated.contentHidden = visibility == .hidden
            value = updated
        }
    }

    /// Makes a suggestion complete the search: a tap on it replaces the
    /// search field's text with `completion`. Outside a search's
    /// suggestions it changes nothing.
    ///
    /// - Parameter completion: The text.
    /// - Returns: The view.
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }
}
