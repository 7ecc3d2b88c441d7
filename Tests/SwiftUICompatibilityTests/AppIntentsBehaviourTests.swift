@testable import AnimationPreview
import AppIntents
import Foundation
@testable import SwiftUI
import Testing
import WidgetKit

@MainActor
@Suite("App Intents run by the app", .serialized)
struct AppIntentsBehaviourTests {
    /// Parameters have their defaults, take values, and an optional one
    /// without a value is `nil`; `perform()` returns its value and dialog.
    @Test func anIntentPerformsWithItsParameters() async throws {
        TallyStore.shared.count = 0
        let intent = AddToTallyIntent()
        #expect(intent.amount == 1 && intent.note == nil)
        intent.amount = 5
        let result = try await intent.perform() as? IntentResultContainer<Int>
        #expect(result?.value == 5 && result?.dialog?.description == "Tally is 5")
        #expect(AddToTallyIntent.title.description == "Add to Tally" && !AddToTallyIntent.openAppWhenRun)
        #expect(intent.$amount.title.defaultValue == "Amount")
    }

    /// A button of an intent runs it when tapped; the view shows the change.
    @Test func anIntentButtonRunsItsIntent() async throws {
        TallyStore.shared.count = 0
        let host = ViewHost(TallyView(), size: CGSize(width: 200, height: 200))
        #expect(try #require(host.find(text: "Add two")).tap())
        for _ in 0..<100 where TallyStore.shared.count == 0 { await Task.yield() }
        #expect(TallyStore.shared.count == 2)
        host.advance(by: 1.0 / 60)
        #expect(host.find(text: "Tally 2") != nil)
        // Two taps before either run finishes: two runs.
        #expect(try #require(host.find(text: "Add two")).tap())
        #expect(try #require(host.find(text: "Add two")).tap())
        for _ in 0..<100 where TallyStore.shared.count < 6 { await Task.yield() }
        #expect(TallyStore.shared.count == 6)
    }

    /// Xcode's configurable widget template draws its entry's
    /// configuration.
    @Test func aConfigurableWidgetDrawsItsConfiguration() throws {
        let preview = WidgetPreview(family: .systemSmall, widget: { EmojiWidget() }, timeline: {
            EmojiEntry(date: .now, configuration: ConfigurationAppIntent())
        })
        let host = ViewHost(preview, size: CGSize(width: 158, height: 158))
        #expect(host.find(text: "😃") != nil && host.find(text: "Favorite Emoji:") != nil)
    }

    /// Entities are found by their query; enums and shortcuts keep their
    /// representations and phrases.
    @Test func entitiesEnumsAndShortcuts() async throws {
        let found = try await TallyEntity.defaultQuery.entities(for: ["home"])
        #expect(found.map(\.name) == ["Home"] && found[0].displayRepresentation.title.description == "Home")
        #expect(TallyColor.caseDisplayRepresentations[.green]?.image?.systemName == "leaf")
        #expect(TallyColor.allCases.count == 2)
        let shortcut = try #require(TallyShortcuts.appShortcuts.first)
        #expect(shortcut.phrases.map(\.text) == ["Add to ${applicationName}"] && shortcut.intent is AddToTallyIntent)
        #expect(String(localized: LocalizedStringResource("Key", defaultValue: "Shown")) == "Shown")
    }

    /// A style's levels (`.white.tertiary`: white at 30 %) and the system
    /// fills (`.fill.tertiary`: (118, 118, 128) at 12 %, UIKit's
    /// `tertiarySystemFill`).
    @Test func styleLevelsAndSystemFills() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Rectangle().fill(.white.tertiary).frame(width: 10, height: 10)
                Rectangle().fill(.fill.tertiary).frame(width: 10, height: 10)
            }, size: CGSize(width: 10, height: 20))
        let colors = host.drawnViews.compactMap { view -> Color.Resolved? in
            if case .shape(_, .color(let color), _, _)? = view.item.content { return color } else { return nil }
        }
        #expect(colors == [Color.white.opacity(0.3).resolved, Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12).resolved])
    }
}
