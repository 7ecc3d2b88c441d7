import Foundation
@testable import SwiftUI
import Testing

/// `searchSuggestions` and `searchCompletion`, as an iPhone shows them:
/// rows over the content while the field is focused; a tap on a row with a
/// completion puts it in the field.
@MainActor
@Suite("Search suggestions, scopes and presentation")
struct SearchSuggestionsBehaviourTests {
    private let size = CGSize(width: 390, height: 700)

    @Test func suggestionsShowWhileSearchingAndCompleteTheText() throws {
        let host = ViewHost(RecipeSearch(), size: size)
        #expect(host.find(text: "Recent Banana") == nil && host.find(text: "Cherry Tart") != nil)
        #expect(try #require(host.find(text: "Search recipes")).tap())
        #expect(host.find(text: "Recent Banana") != nil && host.find(text: "Recent Cherry") != nil)
        // Each row takes a tap across the full width.
        let row = try #require(host.find(text: "Recent Banana"))
        #expect(host.tap(at: CGPoint(x: 370, y: row.center.y)))
        // The field has the completion; the empty-text suggestions are gone
        // and the content shows the results.
        #expect(host.find(text: "Recent Banana") == nil)
        #expect(host.find(text: "Banana Bread") != nil && host.find(text: "Cherry Tart") == nil)
        #expect(host.find(text: "Banana") != nil)
    }

    @Test func suggestionsInsideTheSearchableViewShowToo() throws {
        let host = ViewHost(InnerSuggestionsSearch(), size: size)
        #expect(host.find(text: "outside: automatic") != nil)
        #expect(host.find(text: "Swift (inline)") == nil)
        #expect(try #require(host.find(text: "Search")).tap())
        let suggestion = try #require(host.find(text: "Swift (inline)"))
        #expect(suggestion.tap())
        #expect(host.find(text: "Query: tag:swift") != nil)
    }

    @Test func hiddenSuggestionsNeverShow() throws {
        let host = ViewHost(HiddenSuggestionsSearch(), size: size)
        #expect(try #require(host.find(text: "Search")).tap())
        #expect(host.find(text: "Hidden Suggestion") == nil && host.find(text: "All Notes") != nil)
        // Outside a search, a completion changes nothing.
        let plain = ViewHost(Text("Plain").searchCompletion("x"), size: size)
        #expect(plain.find(text: "Plain") != nil)
    }

    /// The binding presents the search (the field takes the focus) and the
    /// focus sets it; the scope bar shows while the search is presented,
    /// and a tap on a scope sets the binding.
    @Test func presentationAndScopesFollowTheField() throws {
        let host = ViewHost(ScopedSearch(), size: size)
        #expect(host.find(text: "Not presented") != nil && host.find(text: "Fresh") == nil)
        #expect(try #require(host.find(text: "Start Search")).tap())
        #expect(host.find(text: "Presented") != nil)
        #expect(host.type("ap"), "the field has the focus")
        #expect(try #require(host.find(text: "Fresh")).tap())
        #expect(host.find(text: "Scope fresh") != nil)
        #expect(try #require(host.find(text: "End Search")).tap())
        #expect(host.find(text: "Not presented") != nil && host.find(text: "Fresh") == nil)
        #expect(!host.type("x"), "the field lost the focus")
        // Focusing the field presents the search.
        #expect(try #require(host.find(text: "ap")).tap())
        #expect(host.find(text: "Presented") != nil && host.find(text: "Fresh") != nil)
    }

    /// With `.onTextEntry`, the bar shows once the field has text, also
    /// when the scopes are set inside the searchable view.
    @Test func scopesOnTextEntryWaitForText() throws {
        let host = ViewHost(TypedScopeSearch(), size: size)
        #expect(try #require(host.find(text: "Search")).tap())
        #expect(host.find(text: "Albums") == nil)
        #expect(host.type("a"))
        #expect(try #require(host.find(text: "Albums")).tap())
        #expect(host.find(text: "Scope 1") != nil)
    }

    /// The iOS 15 spelling, suggestions in `searchable`'s trailing closure.
    @Test func suggestionsInTheSearchableClosure() throws {
        let host = ViewHost(ContactSearch(), size: size)
        #expect(host.find(text: "Try Holly") == nil)
        #expect(try #require(host.find(text: "Search")).tap())
        #expect(try #require(host.find(text: "Try Holly")).tap())
        #expect(host.find(text: "Holly") != nil && host.find(text: "Rhonda") == nil)
    }
}
