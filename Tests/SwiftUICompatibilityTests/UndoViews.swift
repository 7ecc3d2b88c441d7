import SwiftUI

// Undo as editing apps write it: a model that registers the inverse of
// each change with the undo manager the view reads from the environment,
// names the action, and buttons that undo and redo.

final class UndoableTally: ObservableObject {
    @Published var items: [String] = []

    func add(_ item: String, undoManager: UndoManager?) {
        items.append(item)
        undoManager?.registerUndo(withTarget: self) { tally in
            tally.remove(item, undoManager: undoManager)
        }
        undoManager?.setActionName("Add \(item)")
    }

    func remove(_ item: String, undoManager: UndoManager?) {
        items.removeAll { $0 == item }
        undoManager?.registerUndo(withTarget: self) { tally in
            tally.add(item, undoManager: undoManager)
        }
    }
}

struct UndoableListView: View {
    @StateObject private var tally = UndoableTally()
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        VStack(spacing: 12) {
            Text("Items \(tally.items.count)")
            Text(tally.items.last ?? "None")
            Button("Add") {
                tally.add("Item \(tally.items.count + 1)", undoManager: undoManager)
            }
            HStack {
                Button(undoManager?.undoMenuItemTitle ?? "Undo") { undoManager?.undo() }
                    .disabled(undoManager?.canUndo != true)
                Button("Redo") { undoManager?.redo() }
            }
        }
    }
}
