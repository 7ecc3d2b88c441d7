import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// An app as SwiftUI code declares one: two window groups, settings,
/// commands and a default size.
private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            Text("All notes")
        }
        .defaultSize(width: 600, height: 400)
        .commands {
            CommandMenu("Notes") {
                Button("New note") {}
            }
            CommandGroup(replacing: .newItem) {}
            SidebarCommands()
        }
        WindowGroup(id: "note") {
            Text("One note")
        }
        Settings {
            Text("Preferences")
        }
    }
}

/// A view that reads the scene's phase and handles URLs.
private struct PhaseAndLinks: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openWindow) private var openWindow
    @State private var opened: [String] = []
    @State private var saved = 0

    var body: some View {
        VStack {
            Text("phase \(String(describing: scenePhase))")
            Text("opened \(opened.joined(separator: ","))")
            Text("saved \(saved)")
            Button("More") { openWindow(id: "more") }
        }
        .onOpenURL { url in opened.append(url.host ?? "?") }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { saved += 1 }
        }
    }
}

@MainActor
@Suite("An app's scenes and life cycle")
struct AppLifecycleTests {
    @Test func anAppListsItsWindowItsCommandsAndWhatItDoesNotShow() {
        let scenes = NotesApp().scenes
        #expect(scenes.windowTitle == "Notes")
        #expect(scenes.defaultSize == CGSize(width: 600, height: 400))
        #expect(scenes.commands == ["CommandMenu(\"Notes\")", "CommandGroup(replacing: .newItem)", "SidebarCommands"])
        #expect(scenes.unshownScenes == ["WindowGroup(id: \"note\")", "Settings"])
        #expect(NotesApp().firstWindowContent != nil)
    }

    @Test func aDefaultSizeThatCannotBeAWindowIsLeftOut() {
        struct Odd: App {
            var body: some Scene {
                WindowGroup { Text("x") }.defaultSize(width: 0, height: .nan)
            }
        }
        #expect(Odd().scenes.defaultSize == nil)
    }

    @Test func theSceneIsActiveUntilTheHostSaysOtherwise() {
        let host = ViewHost(PhaseAndLinks(), size: CGSize(width: 300, height: 300))
        #expect(host.displayList.first { $0.content?.string == "phase active" } != nil)
        host.updateEnvironment { $0.scenePhase = .background }
        #expect(host.displayList.first { $0.content?.string == "phase background" } != nil)
        #expect(host.displayList.first { $0.content?.string == "saved 1" } != nil)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }

    @Test func aURLOpenedInTheHostReachesEveryHandler() {
        let host = ViewHost(
            VStack {
                PhaseAndLinks(); PhaseAndLinks()
            }, size: CGSize(width: 300, height: 600))
        #expect(host.open(URL(string: "notes://inbox")!) == 2)
        let opened = host.drawnViews.filter { $0.item.content?.string == "opened inbox" }
        #expect(opened.count == 2)
        #expect(host.warnings.isEmpty)
    }

    @Test func aURLNobodyHandlesWarnsOnce() {
        let host = ViewHost(Text("no links"), size: CGSize(width: 100, height: 100))
        #expect(host.open(URL(string: "notes://a")!) == 0)
        #expect(host.warnings == ["open(notes://a): no view handles URLs (onOpenURL); nothing happened"])
    }

    @Test func openingAWindowWarnsAndOpensNone() {
        let host = ViewHost(PhaseAndLinks(), size: CGSize(width: 300, height: 300))
        let button = host.drawnViews.first { $0.item.content?.string == "More" }!
        let frame = button.item.frame.applying(button.transform)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.warnings == ["openWindow(id: \"more\"): the headless host shows one window; no window was opened"])
    }
}
