import SwiftUI

// Toolbar content of the app's own: a ToolbarContent type with a binding
// and a condition, and a @ToolbarContentBuilder property.

struct CounterToolbar: ToolbarContent {
    @Binding var count: Int

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button("Add") { count += 1 }
        }
        if count > 0 {
            ToolbarItem(placement: .topBarLeading) {
                Button("Reset") { count = 0 }
            }
        }
    }
}

struct ToolbarContentScreen: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            Text("Count \(count)")
                .navigationTitle("Counter")
                .toolbar { CounterToolbar(count: $count) }
                .toolbar(id: "status") { statusItems }
        }
    }

    @ToolbarContentBuilder
    private var statusItems: some CustomizableToolbarContent {
        ToolbarItem(id: "status", placement: .bottomBar) {
            Text(count == 1 ? "1 item" : "\(count) items")
        }
        ToolbarItem(id: "hint", placement: .bottomBar, showsByDefault: false) {
            Text("Hint")
        }
    }
}
