import AnimationCore
import AnimationRuntime
import Foundation

/// A row of a `ForEach` with `onDelete` or `onMove` in a list, as iOS
/// draws one:
/// - Swiped left (a horizontal drag: a vertical one is left to the list's
///   scrolling), the row slides over a red Delete button at its trailing
///   edge. Let go past 40 points, it rests open 74 points wide (this
///   package's figure; Apple publishes none), and a tap on the button or a
///   swipe past half the row's width deletes; otherwise it closes. A tap on
///   an open row closes it.
/// - In edit mode, a red minus before the row opens it (deleting rows), and
///   a handle after it (moving rows) drags the row by whole rows: the
///   action gets the row's offset and the offset it lands before.
struct _EditableRow<Content: View>: View {
    let content: Content
    let index: Int
    let actions: RowEditActions
    @State private var openWidth: CGFloat = 0
    @State private var swipe: CGFloat?
    @State private var lift: CGFloat = 0
    @State private var height: CGFloat = 44
    @State private var width: CGFloat = 0
    @Environment(\.editMode) private var editMode
    @State private var rowLocks = RowEditLocks()

    static var restingWidth: CGFloat { 74 }

    private var editing: Bool { editMode?.wrappedValue == .active }
    /// The row's delete action, unless its content says `deleteDisabled`.
    private var deleteAction: ((IndexSet) -> Void)? { rowLocks.deleteDisabled ? nil : actions.delete }
    /// Whether the row moves, unless its content says `moveDisabled`.
    private var moves: Bool { actions.move != nil && !rowLocks.moveDisabled }
    private var shown: CGFloat { max(0, swipe ?? openWidth) }

    var body: some View {
        HStack(spacing: 12) {
            if editing, deleteAction != nil {
                Image(systemName: "minus.circle.fill")
                    .foregroundStyle(Color.red)
                    .onTapGesture { withAnimation { openWidth = Self.restingWidth } }
                    .accessibilityLabel("Delete")
            }
            content
                .environment(\.rowEditActions, nil)
                .onPreferenceChange(RowEditLocks.self) { rowLocks = $0 }
                .frame(maxWidth: .infinity, alignment: .leading)
            if editing, moves {
                Image(systemName: "line.3.horizontal")
                    .foregroundStyle(.secondary)
            }
        }
        .onGeometryChange(for: CGSize.self) {
            $0.size
        } action: { size in
            height = max(44, size.height + 12)
            width = size.width + 32
        }
        .overlay {
            if shown > 0 { Color.clear.contentShape(Rectangle()).onTapGesture { close() } }
        }
        .offset(x: -shown, y: lift)
        // The handle's drag is taken outside the offset it moves (its
        // points stay in the row's unmoved coordinates).
        .overlay(alignment: .trailing) {
            if editing, moves, shown == 0 {
                Color.clear.frame(width: 44).contentShape(Rectangle())
                    .gesture(moveGesture)
                    .accessibilityLabel("Reorder")
            }
        }
        .background(alignment: .trailing) {
            if shown > 0, deleteAction != nil { deleteButton }
        }
        .gesture(swipeGesture, including: deleteAction == nil || editing ? .subviews : .all)
        .onChange(of: editing) { if !editing { close() } }
    }

    /// The red button the row slides over: to the card's edge (16 points
    /// past the row) and the row's full height (the row's content with
    /// the list's 6-point padding above and below, at least 44 points).
    private var deleteButton: some View {
        Button(action: delete) {
            Text("Delete")
                .foregroundStyle(Color.white)
                .frame(width: shown + 16, height: height)
                .background(Color.red)
        }
        .buttonStyle(.plain)
        .offset(x: 16)
    }

    private var swipeGesture: some Gesture {
        _RowSwipe()
            .onChanged { value in swipe = openWidth - value.translation.width }
            .onEnded { value in
                let reached = openWidth - value.translation.width
                swipe = nil
                // Let go at the current position: the open width animates
                // from there.
                openWidth = max(0, reached)
                if reached > 0.5 * max(width, 1) {
                    delete()
                } else {
                    withAnimation(.spring(duration: 0.3)) { openWidth = reached > 40 ? Self.restingWidth : 0 }
                }
            }
    }

    private var moveGesture: some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in lift = value.translation.height }
            .onEnded { value in
                let rows = Int((value.translation.height / height).rounded())
                lift = 0
                guard rows != 0, let move = actions.move else { return }
                let destination = rows > 0 ? index + rows + 1 : max(0, index + rows)
                withAnimation { move(IndexSet(integer: index), destination) }
            }
    }

    private func close() {
        withAnimation(.spring(duration: 0.3)) { openWidth = 0 }
    }

    private func delete() {
        guard let delete = deleteAction else { return }
        openWidth = 0
        withAnimation { delete(IndexSet(integer: index)) }
    }
}

/// A drag that is a row's swipe only when it starts out more horizontal
/// than vertical; otherwise it fails at once, and the list scrolls.
struct _RowSwipe: Gesture {
    typealias Value = DragGesture.Value
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<DragGesture.Value> {
        RowSwipeRecognizer()
    }
}

/// Recognizes a row's swipe: a drag (in host coordinates, as the row moves
/// under the pointer) whose first recognized movement is horizontal.
final class RowSwipeRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let drag = DragRecognizer(minimumDistance: 10, global: true)
    private var decided = false

    override func handle(_ event: GestureEvent) -> GestureOutcome<DragGesture.Value> {
        let outcome = drag.handle(event)
        guard !decided else { return outcome }
        switch outcome {
        case .changed(let value), .ended(let value):
            guard abs(value.translation.width) > abs(value.translation.height) else { return .failed }
            decided = true
            return outcome
        default:
            return outcome
        }
    }
}
