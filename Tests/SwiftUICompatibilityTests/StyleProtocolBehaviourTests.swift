import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Custom group box, labeled content, disclosure group and form styles")
struct StyleProtocolBehaviourTests {
    /// Each container draws as the style set above it says: the labeled
    /// content stacks its label over its value, the group box is the
    /// default box with the style's blue outline, the disclosure group
    /// opens with the style's button, the form is a plain column.
    @Test func containersDrawAsTheirStylesSay() throws {
        let host = ViewHost(StyledSettings(), size: CGSize(width: 390, height: 700))
        let label = try #require(host.find(text: "Email"))
        let value = try #require(host.find(text: "a@b.c"))
        #expect(label.frame.maxY <= value.frame.minY + 0.5 && abs(label.frame.minX - value.frame.minX) < 0.5)
        #expect(host.find(text: "Account") != nil)
        #expect(host.drawnViews.contains { view in
            guard case .shape(_, let paint, let stroke, _)? = view.item.content, stroke != nil, let color = paint.color else { return false }
            return color.blue > 0.9 && color.red < 0.1
        })
        #expect(host.find(text: "Secret switch") == nil)
        #expect(try #require(host.find(text: "Show")).tap())
        host.advance(by: 1)
        #expect(host.find(text: "Secret switch") != nil && host.find(text: "Hide") != nil)
        let one = try #require(host.find(text: "Row one")), two = try #require(host.find(text: "Row two"))
        #expect(abs(two.frame.minY - one.frame.maxY - 12) < 0.5)
    }

    /// The built-in styles are the defaults: `.automatic` and `.grouped`
    /// draw the form as an inset grouped list, as without a style.
    @Test func builtInStylesAreTheDefaults() throws {
        let plain = ViewHost(Form { Text("Row") }, size: CGSize(width: 390, height: 300))
        let grouped = ViewHost(Form { Text("Row") }.formStyle(.grouped), size: CGSize(width: 390, height: 300))
        #expect(try #require(plain.find(text: "Row")).frame == (try #require(grouped.find(text: "Row")).frame))
        let box = ViewHost(GroupBox("A") { Text("B") }.groupBoxStyle(.automatic), size: CGSize(width: 300, height: 200))
        let defaultBox = ViewHost(GroupBox("A") { Text("B") }, size: CGSize(width: 300, height: 200))
        #expect(try #require(box.find(text: "B")).frame == (try #require(defaultBox.find(text: "B")).frame))
    }
}
