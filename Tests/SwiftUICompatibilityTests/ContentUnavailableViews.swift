import SwiftUI

// Empty states as iOS 17 apps write them.

struct EmptyInboxView: View {
    @State private var items: [String] = []

    var body: some View {
        if items.isEmpty {
            ContentUnavailableView {
                Label("No Items", systemImage: "tray")
            } description: {
                Text("Add an item to get started.")
            } actions: {
                Button("Add Item") { items.append("First") }
            }
        } else {
            List(items, id: \.self) { Text($0) }
        }
    }
}

struct NoSearchResultsView: View {
    let query: String

    var body: some View {
        ContentUnavailableView.search(text: query)
    }
}
