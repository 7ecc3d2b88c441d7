import SwiftUI

// A split view as the Xcode templates and apps write one: a sidebar list
// with a selection, links by value, a detail that reads the selection.

struct SplitFruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FruitSplitView: View {
    let fruits = [SplitFruit(id: 1, name: "Apple"), SplitFruit(id: 2, name: "Pear")]
    @State private var selected: SplitFruit?

    var body: some View {
        NavigationSplitView {
            List(fruits, selection: $selected) { fruit in
                NavigationLink(fruit.name, value: fruit)
            }
            .navigationTitle("Fruits")
        } detail: {
            if let selected {
                Text("Detail of \(selected.name)")
            } else {
                Text("Pick a fruit")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct ThreeColumnView: View {
    @State private var folder: String?
    @State private var note: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $folder) {
                NavigationLink("Work", value: "Work")
            }
        } content: {
            List(selection: $note) {
                NavigationLink("Note in \(folder ?? "none")", value: "n1")
            }
        } detail: {
            Text("Note \(note ?? "none")")
        }
    }
}
