@testable import AnimationPreview
import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("An app's scenes, models and preview modifiers as packages write them")
struct PackageBehaviourTests {
    @Test func aSceneSharesItsObjectAndEnvironmentWithItsWindow() throws {
        let scenes = LibraryApp().scenes
        let content = try #require(scenes.windowContent)
        let host = ViewHost(AnyView(content), size: CGSize(width: 200, height: 200))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(host.find(text: "dark") != nil && host.find(text: "Persuasion") != nil)
    }

    @Test func aPreviewModifierWrapsThePreviewInItsSharedContext() async throws {
        let registry = try #require(
            PreviewDiscovery.registries().first { $0.fileID == "SwiftUICompatibilityTests/PackageViews.swift" })
        let preview = try registry.makePreview()
        await preview.prepare()
        let host = ViewHost(preview.makeView(), size: CGSize(width: 200, height: 200))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(host.find(text: "Sample Three") != nil)
        // The context is made once, and shared: a second preview is wrapped
        // in it at once.
        let again = ViewHost(try registry.makePreview().makeView(), size: CGSize(width: 200, height: 200))
        #expect(again.find(text: "Sample One") != nil)
    }

    @Test func aModelDebouncesItsQueryOnItsScheduler() async {
        let queue = DispatchQueue(label: "library")
        let store = LibraryStore(scheduler: queue)
        store.query = "em"
        // Waits for the debounced results, not for a time.
        let results: [String] = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = store.$results.first { $0 == ["Emma"] }.sink { results in
                continuation.resume(returning: results)
                _ = cancellable
            }
        }
        #expect(results == ["Emma"])
    }
}
