import AnimationCore
import Foundation

/// An alert, drawn as a simple card: 270 points wide, 14-point corners,
/// the title (headline) and message (footnote) centered, then the buttons
/// under a line: two side by side, others one per row, each 44 points
/// high. Without buttons, an "OK" button dismisses it.
struct _AlertCard<Actions: View, Message: View> {
    let title: Text
    let actions: Actions
    let message: Message
}

extension _AlertCard: View {
    var body: some View {
        let buttons = presentationButtons(of: actions)
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline)
                if Message.self != EmptyView.self {
                    message.font(.footnote)
                }
            }
            .multilineTextAlignment(.center)
            .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
            Divider()
            if buttons.isEmpty {
                Button("OK") {}
            } else if buttons.count == 2 {
                HStack(spacing: 0) {
                    buttons[0].view
                    Divider()
                    buttons[1].view
                }
                .frame(height: 44)
            } else {
                VStack(spacing: 0) {
                    ForEach(buttons.indices, id: \.self) { index in
                        if index > 0 { Divider() }
                        buttons[index].view
                    }
                }
            }
        }
        .buttonStyle(_PresentationButtonStyle(height: 44))
        .frame(width: 270)
        .background(RoundedRectangle(cornerRadius: 14).fill(PresentationColors.card))
    }
}

/// A confirmation dialog, drawn as a simple sheet of buttons at the
/// bottom: a card with the title and message (when shown) and the
/// buttons, 57 points high each, then the cancel button on a card of its
/// own ("Cancel" when the actions have none).
struct _DialogCard<Actions: View, Message: View> {
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message
}

extension _DialogCard: View {
    var body: some View {
        let buttons = presentationButtons(of: actions)
        let others = buttons.filter { $0.role != .cancel }
        let cancel = buttons.first { $0.role == .cancel }
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if showsTitle {
                    VStack(spacing: 4) {
                        title.font(.footnote.weight(.semibold))
                        if Message.self != EmptyView.self {
                            message.font(.footnote)
                        }
                    }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding(14)
                    if !others.isEmpty { Divider() }
                }
                ForEach(others.indices, id: \.self) { index in
                    if index > 0 { Divider() }
                    others[index].view
                }
            }
            .background(RoundedRectangle(cornerRadius: 13).fill(PresentationColors.card))
            Group {
                if let cancel {
                    cancel.view
                } else {
                    Button("Cancel", role: .cancel) {}
                }
            }
            .background(RoundedRectangle(cornerRadius: 13).fill(PresentationColors.cancel))
        }
        .buttonStyle(_PresentationButtonStyle(height: 57))
        .padding(.horizontal, 8)
    }
}
