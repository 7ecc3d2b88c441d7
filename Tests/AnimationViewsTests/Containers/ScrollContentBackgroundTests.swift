import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Hiding a list's background")
struct ScrollContentBackgroundTests {
    /// The colors of the rectangles that fill the whole host.
    private func fullScreenColors(_ host: ViewHost) -> [Color.Resolved] {
        host.drawnViews.compactMap { view in
            guard view.frame.width >= 390, view.frame.height >= 844 else { return nil }
            if case .color(let color)? = view.item.content { return color }
            if case .shape(_, .color(let color), nil, _)? = view.item.content { return color }
            return nil
        }
    }

    @Test func aHiddenBackgroundShowsWhatIsBehindTheList() {
        let grouped = Color.Resolved(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1)
        let shown = phone(List { Text("Row") }.listStyle(.insetGrouped))
        #expect(fullScreenColors(shown).contains(grouped))
        let hidden = phone(
            ZStack {
                Color.mint.ignoresSafeArea()
                List { Text("Row") }.listStyle(.insetGrouped).scrollContentBackground(.hidden)
            })
        #expect(!fullScreenColors(hidden).contains(grouped))
        #expect(fullScreenColors(hidden).contains(Color.mint.resolve(in: EnvironmentValues())))
        // The row keeps its card.
        #expect(shows("Row", in: hidden))
    }
}
