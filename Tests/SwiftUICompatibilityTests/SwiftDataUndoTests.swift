import Foundation
import SwiftData
@testable import SwiftUI
import Testing

/// SwiftData's undo: with `isUndoEnabled: true` the main context registers
/// its changes with the environment's undo manager, one group per event.
@MainActor
@Suite("SwiftData undo")
struct SwiftDataUndoTests {
    @Test func insertsAndEditsUndoAndRedoTapByTap() throws {
        let host = ViewHost(UndoableTodoApp(), size: CGSize(width: 390, height: 600))
        func tap(_ title: String) throws { #expect(try #require(host.find(text: title)).tap()) }
        try tap("Add")
        try tap("Add")
        try tap("Finish")
        #expect(host.find(text: "Todos 2") != nil && host.find(text: "Task 2 done") != nil)
        try tap("Undo")
        #expect(host.find(text: "Task 2") != nil && host.find(text: "Task 2 done") == nil)
        try tap("Undo")
        #expect(host.find(text: "Todos 1") != nil)
        try tap("Redo")
        #expect(host.find(text: "Todos 2") != nil && host.find(text: "Task 2") != nil)
        try tap("Redo")
        #expect(host.find(text: "Task 2 done") != nil)
        #expect(!host.undoManager.canRedo)
    }

    /// A change in place (appending to a relationship) undoes too; a
    /// context without an undo manager registers nothing.
    @Test func changesInPlaceAndContextsWithoutAManager() throws {
        let container = try ModelContainer(for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let manager = UndoManager()
        context.undoManager = manager
        let item = TodoItem(title: "Walk")
        context.insert(item)
        manager.undo()
        #expect(try context.fetchCount(FetchDescriptor<TodoItem>()) == 0)
        manager.redo()
        #expect(try context.fetchCount(FetchDescriptor<TodoItem>()) == 1)
        item.notes.append(TodoNote(text: "shoes"))
        item.title = "Run"
        manager.undo()
        #expect(item.notes.isEmpty && item.title == "Walk")
        context.delete(item)
        manager.undo()
        #expect(try context.fetch(FetchDescriptor<TodoItem>()).first === item)
        let plain = ModelContext(container)
        plain.insert(TodoItem(title: "Swim"))
        #expect(plain.undoManager == nil)
    }
}
