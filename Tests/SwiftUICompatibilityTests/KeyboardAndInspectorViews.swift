import SwiftUI

// Keyboard shortcuts and key handlers as iPad-minded code adds them, an
// inspector, rows that cannot be deleted, an equatable row.

struct ComposeView: View {
    @State private var sent = 0
    @State private var showsInfo = false
    @State private var drafts = ["Pinned", "Draft A", "Draft B"]

    var body: some View {
        VStack {
            Button("Send") { sent += 1 }
                .keyboardShortcut(.defaultAction)
                .keyboardShortcut("s", modifiers: [.command, .shift])
            Text("Sent \(sent)")
                .focusable()
                .onKeyPress(.return) { sent += 1; return .handled }
                .onKeyPress(characters: .alphanumerics) { _ in .ignored }
            Button("Info") { showsInfo = true }
            List {
                ForEach(drafts, id: \.self) { draft in
                    DraftRow(title: draft).equatable()
                        .deleteDisabled(draft == "Pinned")
                }
                .onDelete { drafts.remove(atOffsets: $0) }
            }
        }
        .scenePadding()
        .inspector(isPresented: $showsInfo) {
            Text("Inspector")
        }
    }
}

struct DraftRow: View, Equatable {
    let title: String
    var body: some View { Text(title) }
}
