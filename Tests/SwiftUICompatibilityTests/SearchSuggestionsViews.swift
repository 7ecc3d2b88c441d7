import SwiftUI

// Search suggestions as apps write them: recent searches while the field
// is empty, completed by a tap; suggestions set inside the searchable
// view; suggestions hidden for the content placement.

struct RecipeSearch: View {
    @State private var searchText = ""
    private let recipes = ["Apple Pie", "Banana Bread", "Cherry Tart"]
    private let recent = ["Banana", "Cherry"]

    var results: [String] {
        searchText.isEmpty ? recipes : recipes.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { recipe in
                Text(recipe)
            }
            .navigationTitle("Recipes")
            .searchable(text: $searchText, prompt: "Search recipes")
            .searchSuggestions {
                if searchText.isEmpty {
                    ForEach(recent, id: \.self) { term in
                        Label("Recent \(term)", systemImage: "clock")
                            .searchCompletion(term)
                    }
                }
            }
        }
    }
}

struct InnerSuggestionsSearch: View {
    @State private var query = ""
    @Environment(\.searchSuggestionsPlacement) private var placement

    var body: some View {
        VStack {
            Text("Query: \(query)")
            Text(placement == .automatic ? "outside: automatic" : "outside: other")
            List {
                Text("Everything")
            }
            .searchSuggestions {
                PlacementAwareSuggestion()
                    .searchCompletion("tag:swift")
            }
            .searchable(text: $query)
        }
    }
}

struct PlacementAwareSuggestion: View {
    @Environment(\.searchSuggestionsPlacement) private var placement

    var body: some View {
        Text(placement == .content ? "Swift (inline)" : "Swift (menu)")
    }
}

struct HiddenSuggestionsSearch: View {
    @State private var query = ""

    var body: some View {
        List {
            Text("All Notes")
        }
        .searchable(text: $query)
        .searchSuggestions {
            Text("Hidden Suggestion")
        }
        .searchSuggestions(.hidden, for: .content)
    }
}

struct ScopedSearch: View {
    enum Scope: Hashable {
        case all, fresh
    }

    @State private var query = ""
    @State private var scope: Scope = .all
    @State private var presented = false

    var body: some View {
        NavigationStack {
            VStack {
                Text(presented ? "Presented" : "Not presented")
                Text(scope == .all ? "Scope all" : "Scope fresh")
                Button("Start Search") { presented = true }
                Button("End Search") { presented = false }
            }
            .searchable(text: $query, isPresented: $presented, prompt: "Find fruit")
            .searchScopes($scope, activation: .onSearchPresentation) {
                Text("All").tag(Scope.all)
                Text("Fresh").tag(Scope.fresh)
            }
        }
    }
}

struct TypedScopeSearch: View {
    @State private var query = ""
    @State private var scope = 0

    var body: some View {
        List {
            Text("Scope \(scope)")
        }
        .searchScopes($scope, activation: .onTextEntry) {
            Text("Songs").tag(0)
            Text("Albums").tag(1)
        }
        .searchable(text: $query)
    }
}

struct ContactSearch: View {
    let names = ["Holly", "Rhonda", "Ted"]
    @State private var searchText = ""

    var body: some View {
        NavigationView {
            List {
                ForEach(searchResult, id: \.self) { name in
                    Text(name)
                }
            }
            .searchable(text: $searchText) {
                Text("Try Holly").searchCompletion("Holly")
            }
            .navigationTitle("Contacts")
        }
    }

    var searchResult: [String] {
        searchText.isEmpty ? names : names.filter { $0.contains(searchText) }
    }
}
