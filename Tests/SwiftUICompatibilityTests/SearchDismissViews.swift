import SwiftUI

// Search as Apple's "Managing search interface activation" writes it: a
// list that reads whether it is being searched, and a button that ends
// the search.

struct SearchedFruits: View {
    var searchText: String
    let fruits = ["Apple", "Banana", "Cherry"]
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        VStack {
            Text(isSearching ? "Searching" : "Browsing")
            ForEach(fruits.filter { searchText.isEmpty || $0.contains(searchText) }, id: \.self) { fruit in
                Text(fruit)
            }
            if isSearching {
                Button("Done") { dismissSearch() }
            }
        }
    }
}

struct FruitSearch: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            SearchedFruits(searchText: searchText)
                .searchable(text: $searchText)
        }
    }
}
