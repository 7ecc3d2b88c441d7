import AnimationCore
import Foundation

/// A view that makes views from a collection (``ForEach``), as in
/// SwiftUI: what `onDelete(perform:)` and `onMove(perform:)` attach to.
public protocol DynamicViewContent: View {
    /// The collection the views come from.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// What a list's rows can do, from `onDelete` and `onMove` on the
/// `ForEach` that makes them.
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

private struct RowEditActionsKey: EnvironmentKey {
    static var defaultValue: RowEditActions? { nil }
}

extension EnvironmentValues {
    /// The edit actions the next `ForEach` in a list gives its rows (each
    /// row clears them for its own content).
    var rowEditActions: RowEditActions? {
        get { self[RowEditActionsKey.self] }
        set { self[RowEditActionsKey.self] = newValue }
    }
}

/// A `ForEach` with edit actions: in a list, each of its rows swipes to
/// delete and shows edit controls (``_EditableRow``).
public struct _EditableContent<Content: DynamicViewContent> {
    let content: Content
    let actions: RowEditActions

    /// The collection of the content.
    @MainActor public var data: Content.Data { content.data }
    /// Draws the content.
    public var body: Never { neverBody }
}

extension _EditableContent: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        var inner = context
        var actions = context.environment.rowEditActions ?? RowEditActions()
        if let delete = self.actions.delete { actions.delete = delete }
        if let move = self.actions.move { actions.move = move }
        inner.environment.rowEditActions = actions
        node.updateChild(content, in: inner)
    }
}

extension _EditableContent: DynamicViewContent {}

extension DynamicViewContent {
    /// Deletes rows: in a list, a row swiped left reveals a Delete button
    /// (a full swipe deletes at once), and in edit mode each row shows a
    /// delete control. The action gets the rows' offsets in ``data`` and
    /// runs in a transaction with the default animation. `nil` deletes
    /// nothing. Outside a list, nothing deletes, as in SwiftUI.
    ///
    /// - Parameter action: Removes the elements at the offsets.
    /// - Returns: The content.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(content: self, actions: RowEditActions(delete: action))
    }

    /// Moves rows: in a list in edit mode, each row shows a handle that
    /// drags it up or down. The action gets the moved row's offset and
    /// the destination, as `move(fromOffsets:toOffset:)` takes them.
    /// `nil` moves nothing.
    ///
    /// - Parameter action: Moves the elements.
    /// - Returns: The content.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(content: self, actions: RowEditActions(move: action))
    }
}
