import AnimationCore
import AnimationRuntime
import Foundation

/// The look of a swipe action: its label in white on a button-wide fill,
/// red for a destructive button and the tint otherwise; a `Label` shows
/// its icon only, as iOS draws swipe actions.
private struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(.iconOnly)
            .foregroundStyle(Color.white)
            .frame(width: SwipeActionsModifier<EmptyView>.buttonWidth)
            .frame(maxHeight: .infinity)
            .background(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

/// A row's swipe actions, as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`:
/// dragged toward the other edge (a horizontal drag: a vertical one is
/// left to the list's scrolling), the row slides over its buttons. Let go
/// past 40 points, it rests open with each button 74 points wide (this
/// package's figure: Apple publishes none), the last at the list card's
/// edge; otherwise it closes. A tap on
/// a button runs it and closes the row, a tap on an open row closes it.
/// A full swipe opens the row as a swipe past 40 points does: it does not
/// run the first button (the buttons' actions are the buttons' own).
private struct SwipeActionsModifier<Actions: View>: ViewModifier {
    static var buttonWidth: CGFloat { 74 }

    // Made where views are made (off the main actor too), read in `body`.
    let edge: HorizontalEdge
    nonisolated(unsafe) let actions: Actions
    @State private var isOpen = false
    @State private var swipe: CGFloat?

    nonisolated init(edge: HorizontalEdge, actions: Actions) {
        self.edge = edge
        self.actions = actions
    }

    func body(content: Content) -> some View {
        let buttons = Actions.self == EmptyView.self ? [] : PickerOption.options(of: actions).map(\.label)
        let openWidth = CGFloat(buttons.count) * Self.buttonWidth
        let shown = max(0, swipe ?? (isOpen ? openWidth : 0))
        let sign: CGFloat = edge == .trailing ? -1 : 1
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay {
                if shown > 0 { Color.clear.contentShape(Rectangle()).onTapGesture { close() } }
            }
            .offset(x: sign * shown)
            .background(alignment: edge == .trailing ? .trailing : .leading) {
                if shown > 0 {
                    HStack(spacing: 0) {
                        ForEach(buttons.indices, id: \.self) { index in
                            buttons[index]
                                .buttonStyle(SwipeActionButtonStyle())
                                .simultaneousGesture(TapGesture().onEnded { close() })
                        }
                    }
                    // To the list card's edge, past the row's 16-point
                    // padding, as iOS draws them.
                    .offset(x: -sign * 16)
                }
            }
            .gesture(
                // A drag whose first movement is vertical fails, and the
                // list scrolls (as `onDelete`'s rows do).
                _RowSwipe()
                    .onChanged { value in
                        let start = isOpen ? openWidth : 0
                        swipe = max(0, start + sign * value.translation.width)
                    }
                    .onEnded { _ in
                        guard let distance = swipe else { return }
                        withAnimation(.smooth) {
                            isOpen = distance > 40 && !buttons.isEmpty
                            swipe = nil
                        }
                    }
            )
    }

    private func close() {
        withAnimation(.smooth) {
            isOpen = false
            swipe = nil
        }
    }
}

extension View {
    /// Adds buttons a swipe of the row reveals: dragged toward the other
    /// edge, the row slides over its buttons (74 points wide each, red for a
    /// destructive one, the tint otherwise); let go past 40 points it rests
    /// open, and a tap on a button runs it and closes the row.
    ///
    /// - Parameters:
    ///   - edge: The edge the buttons are at (trailing by default: a swipe
    ///     to the left reveals them).
    ///   - allowsFullSwipe: Whether a full swipe runs the first button
    ///     (here it opens the row).
    ///   - content: The buttons.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, actions: content()))
    }
}
