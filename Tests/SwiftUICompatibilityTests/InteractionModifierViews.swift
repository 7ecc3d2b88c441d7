import SwiftUI

// Interaction modifiers as apps write them: a list whose rows have swipe
// actions and a context menu, pulled to refresh; haptics on a counter;
// the device-only modifiers of a full-screen reader.

@MainActor
final class Inbox: ObservableObject {
    @Published var messages = ["Lunch?", "Invoice", "Photos"]
    @Published var archived: [String] = []
    @Published var refreshes = 0

    func refresh() async {
        refreshes += 1
        messages.insert("New \(refreshes)", at: 0)
    }
}

struct InboxView: View {
    @StateObject private var inbox = Inbox()

    var body: some View {
        List {
            ForEach(inbox.messages, id: \.self) { message in
                Text(message)
                    .swipeActions {
                        Button(role: .destructive) {
                            inbox.messages.removeAll { $0 == message }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button("Archive") {
                            inbox.archived.append(message)
                        }
                        .tint(.orange)
                    }
                    .contextMenu {
                        Button("Copy") { inbox.archived.append("copied \(message)") }
                        Button("Pin") {}
                    }
            }
        }
        .refreshable { await inbox.refresh() }
        .toolbarTitleDisplayMode(.inline)
    }
}

struct HapticCounter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .sensoryFeedback(.increase, trigger: count)
            .sensoryFeedback(trigger: count) { _, new in new % 3 == 0 ? .success : nil }
            .sensoryFeedback(.impact(weight: .heavy, intensity: 7), trigger: count) { old, new in new > old + 1 }
            .help("Adds one")
    }
}

struct ReaderView: View {
    var body: some View {
        ScrollView {
            Text("Chapter 1").textSelection(.enabled).allowsTightening(true)
        }
        .scrollDismissesKeyboard(.interactively)
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
        .defersSystemGestures(on: .all)
        .onHover { _ in }
        .hoverEffect(.lift)
        .speechAlwaysIncludesPunctuation()
    }
}

/// A carousel that pauses its timer while the user scrolls, as apps write
/// one with `onScrollPhaseChange` (iOS 18).
struct PausingCarousel: View {
    @State private var isPaused = false
    @State private var changes = 0
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Text("Card \(index)").frame(width: 200, height: 100)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            .frame(width: 200, height: 100)
            .onScrollPhaseChange { oldPhase, newPhase, context in
                isPaused = newPhase != .idle && newPhase != .animating
                changes += 1
                offset = context.geometry.contentOffset.x
            }
            Text("Paused: \(isPaused ? "yes" : "no"), changes: \(changes), at \(Int(offset))")
        }
    }
}
