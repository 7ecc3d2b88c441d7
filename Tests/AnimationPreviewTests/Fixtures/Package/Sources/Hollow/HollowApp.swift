import SwiftUI

/// An app with no window group: nothing to show on this host.
@main
struct HollowApp: App {
    var body: some Scene {
        Settings {
            Text("Only settings")
        }
    }
}
