import SwiftData
import SwiftUI
import UIKit

// iOS 18's `@Entry`, scene storage, a user's defaults, the locale, header
// prominence, background styles, mixed colors, a UIKit-styled segmented
// picker and the older ways to present, as apps write them.

extension EnvironmentValues {
    @Entry var cardAccent: Color = .orange
    @Entry var cardCaption: String?
    @Entry var cardCorner = 12.0
}

extension Transaction {
    @Entry var isFromSwipe: Bool = false
}

struct AccentCard: View {
    @Environment(\.cardAccent) private var accent
    @Environment(\.cardCaption) private var caption

    var body: some View {
        VStack {
            Rectangle().fill(accent).frame(width: 40, height: 40)
            Text(caption ?? "No caption")
        }
    }
}

struct TabSelection: View {
    @SceneStorage("selectedTab") private var selectedTab = "home"
    @AppStorage("selectedTab") private var storedTab = "none"

    var body: some View {
        VStack {
            Text("Scene: \(selectedTab)")
            Text("App: \(storedTab)")
            Button("Profile") { selectedTab = "profile" }
        }
    }
}

struct LocaleBadge: View {
    @Environment(\.locale) private var locale
    @AppStorage("visits") private var visits = 0

    var body: some View {
        VStack {
            Text("Locale \(locale.identifier)")
            Button("Visit") { visits += 1 }
        }
    }
}

struct ProminentFruitList: View {
    var prominence: Prominence

    var body: some View {
        List {
            Section("Fruits") {
                Text("Apple")
            }
            .headerProminence(prominence)
        }
    }
}

struct StyledBackgrounds: View {
    var body: some View {
        VStack {
            Text("Card")
                .padding()
                .background()
                .backgroundStyle(Color(red: 0, green: 0.5, blue: 0))
            GroupBox("Box") { Text("Inside") }
                .backgroundStyle(Color(red: 0.5, green: 0, blue: 0))
        }
    }
}

struct ColorMixer: View {
    @State private var mix = 0.5

    var body: some View {
        Rectangle()
            .fill(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: mix, in: .device))
            .frame(width: 50, height: 50)
    }
}

struct SegmentedFilter: View {
    @State private var filter = "All"

    var body: some View {
        Picker("Filter", selection: $filter) {
            Text("All").tag("All")
            Text("Open").tag("Open")
        }
        .pickerStyle(.segmented)
    }
}

struct OlderPresentations: View {
    @State private var isLoggedIn = false
    @State private var confirming = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("", isActive: $isLoggedIn) {
                    Text("Welcome back")
                }
                Button("Log in") { isLoggedIn = true }
                Button("Delete") { confirming = true }
                    .confirmationDialog(Text("Delete the list?"), isPresented: $confirming, titleVisibility: .visible) {
                        Button("Delete list", role: .destructive) {}
                    }
            }
        }
    }
}

struct ComponentLibrary: LibraryContentProvider {
    @LibraryContentBuilder
    var views: [LibraryItem] {
        LibraryItem(AccentCard(), title: "Accent Card", category: .control)
        LibraryItem(ProminentFruitList(prominence: .increased), visible: false)
    }

    @LibraryContentBuilder
    func modifiers(base: Text) -> [LibraryItem] {
        LibraryItem(base.bold(), title: "Bold")
    }
}

@Model final class Shelf {
    var title: String
    init(title: String) { self.title = title }
}

/// The shelves whose title contains a search, as a search field filters.
func shelves(matching search: String) -> Predicate<Shelf> {
    #Predicate<Shelf> { shelf in
        shelf.title.localizedStandardContains(search)
    }
}

/// Whether reduced motion is on, read where the app's helper runs (not
/// on the main actor).
nonisolated func reducesMotion() -> Bool {
    UIAccessibility.isReduceMotionEnabled
}
