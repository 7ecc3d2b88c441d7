import SwiftUI

// Focused values as a notes app and Apple's Landmarks tutorial use them:
// the note being edited published for the focused view, read (and
// written) by a toolbar elsewhere in the window; a count published for the
// whole scene.

struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
    var isPinned = false
}

struct SelectedNoteKey: FocusedValueKey {
    typealias Value = Binding<Note>
}

struct NoteCountKey: FocusedValueKey {
    typealias Value = Int
}

extension FocusedValues {
    var selectedNote: Binding<Note>? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }

    var noteCount: NoteCountKey.Value? {
        get { self[NoteCountKey.self] }
        set { self[NoteCountKey.self] = newValue }
    }

    // iOS 18's shorthand.
    @Entry var editingTitle: String?
}

struct NoteEditor: View {
    @Binding var note: Note

    var body: some View {
        TextField("Title", text: $note.title)
            .focusedValue(\.selectedNote, $note)
            .focusedValue(\.editingTitle, note.title)
    }
}

struct NoteToolbar: View {
    @FocusedBinding(\.selectedNote) var note
    @FocusedValue(\.noteCount) var count
    @FocusedValue(\.editingTitle) var title

    var body: some View {
        VStack {
            Text(note.map { "Editing \($0.title)" } ?? "Nothing selected")
            Text("\(count ?? 0) notes")
            Text("Title: \(title ?? "none")")
            Button("Pin") { note?.isPinned = true }
        }
    }
}

struct NotesWindow: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

    var body: some View {
        VStack {
            NoteToolbar()
            ForEach($notes) { $note in
                NoteEditor(note: $note)
            }
            Text(notes.filter(\.isPinned).map(\.title).joined(separator: ", "))
        }
        .focusedSceneValue(\.noteCount, notes.count)
    }
}
