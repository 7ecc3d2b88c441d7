@testable import AnimationPreview
import Foundation
@testable import SwiftUI
import Testing
import WidgetKit

@MainActor
@Suite("Widgets drawn at their families' sizes")
struct WidgetBehaviourTests {
    /// A small widget is 158 × 158 on a 390 × 844 phone: its content sits
    /// inside 16-point margins, its container background fills it, and it
    /// shows its first entry in its family.
    @Test func aWidgetPreviewDrawsItsFirstEntry() throws {
        let preview = WidgetPreview(family: .systemSmall, widget: { CountdownWidget() }, timeline: {
            CountdownEntry(date: .now, days: 3)
            CountdownEntry(date: .now, days: 2)
        })
        let host = ViewHost(preview, size: CGSize(width: 158, height: 158))
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 158, height: 158))
        let days = try #require(host.find(text: "3 days"))
        #expect(abs(days.frame.minX - 16) < 1e-6 && abs(days.frame.minY - 16) < 1e-6)
        #expect(host.find(text: "small") != nil && host.find(text: "2 days") == nil)
        let background = try #require(
            host.drawnViews.first {
                if case .shape(_, .color(let c), _, _)? = $0.item.content { return c == Color.orange.resolved } else { return false }
            })
        #expect(background.frame.size == CGSize(width: 158, height: 158))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    /// The provider's timeline, a medium family, and a tap on the widget
    /// opens its URL.
    @Test func aProvidersTimelineAtAnotherFamily() throws {
        var opened: URL?
        let preview = WidgetPreview(family: .systemMedium, widget: { CountdownWidget() }, timelineProvider: { CountdownProvider() })
            .environment(\.openURL, OpenURLAction { opened = $0; return .handled })
        let host = ViewHost(preview, size: CGSize(width: 338, height: 158))
        #expect(host.find(text: "3 days") != nil && host.find(text: "other") != nil)
        #expect(host.tap(at: CGPoint(x: 300, y: 120)))
        #expect(opened == URL(string: "countdown://open"))
        let configuration = CountdownWidget().body.resolvedWidget()
        #expect(configuration.displayName == "Countdown" && configuration.families == [.systemSmall, .systemMedium])
    }

    /// A widget without a container background is drawn on white and
    /// warns as iOS 17 does.
    @Test func aWidgetWithoutABackgroundWarns() {
        let host = ViewHost(WidgetPreview(family: .systemSmall, widget: { BareWidget() }, timeline: { CountdownEntry(date: .now, days: 1) }),
            size: CGSize(width: 158, height: 158))
        #expect(host.find(text: "1") != nil)
        #expect(host.warnings.contains { $0.contains("adopt containerBackground") })
    }

    /// `#Preview(as:)` registers a preview the runner finds.
    @Test func theWidgetPreviewMacroRegistersAPreview() throws {
        let registry = try #require(PreviewDiscovery.registries().first { $0.fileID == "SwiftUICompatibilityTests/WidgetViews.swift" })
        let preview = try registry.makePreview()
        let host = ViewHost(preview.makeView(), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "3 days") != nil)
    }

    /// `previewContext(WidgetPreviewContext(family:))` gives the preview
    /// its family's size (338 × 158 for a medium widget) and the family in
    /// its environment.
    @Test func aPreviewContextSetsTheFamilysSize() {
        let (traits, _) = PreviewTraitValues.read(from: CountdownEntryView_Previews.previews)
        #expect(traits.layout == .fixed(width: 338, height: 158))
        let host = ViewHost(CountdownEntryView_Previews.previews, size: CGSize(width: 338, height: 158))
        #expect(host.find(text: "other") != nil && host.find(text: "small") == nil)
        #expect(WidgetPreviewContext(family: .systemSmall)[PreviewContextLayoutKey.self] == .fixed(width: 158, height: 158))
    }
}
