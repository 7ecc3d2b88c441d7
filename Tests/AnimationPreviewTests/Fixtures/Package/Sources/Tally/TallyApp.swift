import SwiftUI

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        print("Tally: launched")
        return true
    }
}

@main
struct TallyApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @StateObject private var model = TallyModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TallyView()
                .environmentObject(model)
                .onOpenURL { url in model.open(url) }
                .onChange(of: scenePhase) { phase in
                    if phase == .background { model.save() }
                }
        }
        .commands {
            CommandMenu("Tally") {
                Button("Reset") { model.reset() }
            }
        }
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
    }
}
