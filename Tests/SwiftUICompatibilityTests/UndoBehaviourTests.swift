import Foundation
@testable import SwiftUI
import Testing

/// Apple's documented undo semantics (Foundation's "UndoManager" and the
/// Undo Architecture guide): groups undo newest first, what an undo
/// registers is the redo, a new change clears the redo stack, `undo()`
/// closes the one open group first.
@MainActor
@Suite("UndoManager and the environment's undo manager")
struct UndoBehaviourTests {
    final class Counter {
        var value = 0
        var log: [String] = []
    }

    /// Sets the counter, registering the change back.
    private static func set(_ counter: Counter, to value: Int, with manager: UndoManager) {
        let old = counter.value
        counter.value = value
        counter.log.append("set \(value)")
        manager.registerUndo(withTarget: counter) { counter in set(counter, to: old, with: manager) }
    }

    private func set(_ counter: Counter, to value: Int, with manager: UndoManager) {
        Self.set(counter, to: value, with: manager)
    }

    @Test func groupsUndoNewestFirstAndRecordTheirRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter()
        manager.beginUndoGrouping()
        set(counter, to: 1, with: manager)
        set(counter, to: 2, with: manager)
        manager.setActionName("Count")
        manager.endUndoGrouping()
        #expect(manager.canUndo && !manager.canRedo && manager.undoActionName == "Count")
        #expect(manager.undoMenuItemTitle == "Undo Count")
        counter.log.removeAll()
        manager.undo()
        // Newest first: back to 1, then to 0; one group to redo.
        #expect(counter.log == ["set 1", "set 0"] && counter.value == 0)
        #expect(!manager.canUndo && manager.canRedo && manager.redoMenuItemTitle == "Redo Count")
        manager.redo()
        #expect(counter.value == 2 && manager.canUndo && !manager.canRedo)
        // A new change clears the redo stack.
        manager.undo()
        manager.beginUndoGrouping()
        set(counter, to: 7, with: manager)
        manager.endUndoGrouping()
        #expect(!manager.canRedo && manager.canUndo)
    }

    @Test func anEventsRegistrationsFormOneGroup() {
        let manager = UndoManager()
        let counter = Counter()
        set(counter, to: 1, with: manager)
        set(counter, to: 2, with: manager)
        // The group the event opened is still open until the event ends;
        // undo() closes it first.
        #expect(manager.groupingLevel == 1 && manager.canUndo)
        manager.undo()
        #expect(counter.value == 0 && manager.groupingLevel == 0)
    }

    @Test func nestedGroupsLevelsRegistrationAndRemoval() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(), other = Counter()
        manager.beginUndoGrouping()
        set(counter, to: 1, with: manager)
        manager.beginUndoGrouping()
        set(other, to: 5, with: manager)
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 0 && other.value == 0)
        // Registration can be turned off, nested.
        manager.removeAllActions()
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        manager.beginUndoGrouping()
        set(counter, to: 3, with: manager)
        manager.endUndoGrouping()
        #expect(!manager.canUndo && !manager.isUndoRegistrationEnabled)
        manager.enableUndoRegistration()
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled)
        // levelsOfUndo keeps the newest groups.
        manager.levelsOfUndo = 2
        for value in 10...13 {
            manager.beginUndoGrouping()
            set(counter, to: value, with: manager)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 11 && !manager.canUndo)
        // Removing a target's actions drops the groups left empty.
        manager.beginUndoGrouping()
        set(other, to: 9, with: manager)
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: other)
        #expect(!manager.canUndo)
    }

    @Test func notificationsArePosted() {
        let manager = UndoManager()
        let counter = Counter()
        final class Names: @unchecked Sendable { var list: [String] = [] }
        let names = Names()
        let center = NotificationCenter.default
        let observers = [
            Notification.Name.NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange, .NSUndoManagerDidCloseUndoGroup
        ].map { name in
            center.addObserver(forName: name, object: manager, queue: nil) { note in names.list.append(note.name.rawValue) }
        }
        defer { observers.forEach(center.removeObserver) }
        set(counter, to: 1, with: manager)
        manager.undo()
        #expect(
            names.list == [
                "NSUndoManagerDidCloseUndoGroupNotification", "NSUndoManagerWillUndoChangeNotification",
                "NSUndoManagerDidUndoChangeNotification"
            ])
    }

    /// A view's undo manager is its host's: each tap's registrations undo
    /// as one group, as each tap is an event of its own on iOS.
    @Test func theEnvironmentsUndoManagerUndoesTapByTap() throws {
        let host = ViewHost(UndoableListView(), size: CGSize(width: 390, height: 400))
        // Nothing to undo yet: the button is disabled, so a tap does nothing.
        #expect(host.find(text: "Undo")?.tap() == false)
        #expect(try #require(host.find(text: "Add")).tap())
        #expect(try #require(host.find(text: "Add")).tap())
        #expect(host.find(text: "Items 2") != nil && host.undoManager.undoActionName == "Add Item 2")
        #expect(try #require(host.find(text: "Undo Add Item 2")).tap())
        #expect(host.find(text: "Items 1") != nil && host.find(text: "Item 1") != nil)
        #expect(try #require(host.find(text: "Redo")).tap())
        #expect(host.find(text: "Items 2") != nil)
        #expect(try #require(host.find(label: "Undo Add Item 2")).tap())
        #expect(try #require(host.find(label: "Undo Add Item 1")).tap())
        #expect(host.find(text: "Items 0") != nil && !host.undoManager.canUndo)
        // Another host has its own.
        #expect(ViewHost(UndoableListView(), size: CGSize(width: 100, height: 100)).undoManager !== host.undoManager)
    }
}
