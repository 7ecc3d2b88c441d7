import Foundation
import SwiftAnimation
import Testing

// What the views of AppKitBranchViews.swift do, run headlessly.

@MainActor
@Suite("AppKit branches of shared SwiftUI code")
struct AppKitBranchBehaviourTests {
    @Test func theHostIsTheScreenAndAppKitColorsHaveMacOSValues() throws {
        let host = ViewHost(SharedPlatformCard(), size: CGSize(width: 390, height: 844))
        let card = try #require(host.drawnViews.first { view in
            if case .shape? = view.item.content { return true }
            return false
        })
        // Half the host's width; macOS's window background, (236, 236, 236).
        #expect(card.frame.width == 195)
        guard case .shape(_, .color(let fill), _, _)? = card.item.content else { return }
        let expected = Color.Resolved(red: 236 / 255, green: 236 / 255, blue: 236 / 255, opacity: 1)
        #expect(abs(fill.red - expected.red) < 0.002 && abs(fill.blue - expected.blue) < 0.002)
        // The label: black at 85 %.
        let label = try #require(host.find(text: "Shared"))
        guard case .text(let text)? = label.item.content, let color = text.runs.first?.paint.color else {
            Issue.record("no text color")
            return
        }
        #expect(color.red == 0 && abs(color.opacity - 0.85) < 0.002)
    }
}
