import SwiftUI

struct JournalView: View {
    @Environment(JournalStore.self) private var store
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(store.entries) { entry in
                Text(entry.title)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            Button("Add") {
                withAnimation(.easeInOut(duration: 0.3)) { store.add("Entry \(store.entries.count + 1)") }
            }
            Button("Open") { openWindow(id: "entry") }
        }
        .padding()
    }
}

#Preview("Journal", traits: .fixedLayout(width: 300, height: 200)) {
    JournalView()
        .environment(JournalStore())
}
