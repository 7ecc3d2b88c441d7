import SwiftData
import SwiftUI

// Undo in a SwiftData app: the container's main context takes the
// window's undo manager (`isUndoEnabled: true`), and the app's buttons
// undo and redo inserts and edits.

struct UndoableTodoList: View {
    @Environment(\.modelContext) private var context
    @Environment(\.undoManager) private var undoManager
    @Query(sort: \TodoItem.createdAt) private var items: [TodoItem]

    var body: some View {
        VStack {
            Text("Todos \(items.count)")
            ForEach(items) { item in
                Text(item.title + (item.isDone ? " done" : ""))
            }
            Button("Add") {
                context.insert(TodoItem(title: "Task \(items.count + 1)", createdAt: Date(timeIntervalSince1970: Double(items.count))))
            }
            Button("Finish") { items.last?.isDone = true }
            Button("Note") { items.last?.notes.append(TodoNote(text: "note")) }
            Button("Undo") { undoManager?.undo() }
            Button("Redo") { undoManager?.redo() }
        }
    }
}

struct UndoableTodoApp: View {
    var body: some View {
        UndoableTodoList()
            .modelContainer(for: TodoItem.self, inMemory: true, isUndoEnabled: true)
    }
}
