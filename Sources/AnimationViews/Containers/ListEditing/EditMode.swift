import AnimationCore
import AnimationRuntime
import Foundation

/// Whether the user can edit a view's content, as in SwiftUI: a list's
/// rows show their delete and move controls while it is active.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe); rows show no controls.
    case transient
    /// Editing: rows show their controls.
    case active

    /// Whether the mode is ``active`` or ``transient``.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here: a binding that `EditButton`
    /// toggles. Each screen of a navigation stack and each list that has
    /// none from outside keeps one; set your own with
    /// `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Keeps an edit mode for its content when the environment has none (a
/// navigation screen, a list).
struct _EditModeScope<Content: View>: View {
    let content: Content
    @State private var mode = EditMode.inactive
    @Environment(\.editMode) private var outer

    var body: some View {
        content.environment(\.editMode, outer ?? $mode)
    }
}

/// A button that toggles the environment's edit mode, as in SwiftUI: it
/// reads "Edit", and "Done" while editing; the change animates with
/// `.default`.
public struct EditButton {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    nonisolated public init() {}

    /// The button.
    @MainActor @ViewBuilder public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = editing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}

extension EditButton: View {}
