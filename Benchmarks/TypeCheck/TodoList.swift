import SwiftUI

struct TodoItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoList: View {
    @State private var items: [TodoItem] = [TodoItem(title: "Buy milk"), TodoItem(title: "Call mom")]
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section("To do") {
                    ForEach($items) { $item in
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                .foregroundColor(item.isDone ? .green : .gray)
                                .onTapGesture { item.isDone.toggle() }
                            Text(item.title)
                                .strikethrough(item.isDone)
                        }
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    TextField("New item", text: $newTitle)  // error: TextField("New item", text: newTitle)
                        .onSubmit(add)
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
            }
        }
    }

    private func add() {
        guard !newTitle.isEmpty else { return }
        items.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}

#Preview {
    TodoList()
}
