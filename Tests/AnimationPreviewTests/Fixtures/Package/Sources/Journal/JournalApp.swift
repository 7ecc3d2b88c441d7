import SwiftUI

@main
struct JournalApp: App {
    @State private var store = JournalStore()

    var body: some Scene {
        WindowGroup("Journal", id: "main") {
            JournalView()
                .environment(store)
        }
        .defaultSize(width: 320, height: 480)
        WindowGroup(id: "entry") {
            Text("One entry")
        }
    }
}
