import AnimationViews
import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Text of an AttributedString, and of formatted values")
struct AttributedTextBehaviourTests {
    /// Each run keeps its attributes: "Hello " in bold 20-point red,
    /// "world" underlined in the body font (17 points); the background
    /// color is not drawn and warns.
    @Test func runsKeepTheirAttributes() throws {
        let host = ViewHost(AttributedGreeting(), size: CGSize(width: 300, height: 100))
        let drawn = try #require(host.find(text: "Hello world!"))
        guard case .text(let text)? = drawn.item.content else {
            Issue.record("the message is not drawn as text")
            return
        }
        let hello = try #require(text.runs.first { $0.string.hasPrefix("Hello") })
        #expect(hello.face.size == 20 && hello.face.weight == 700)
        guard case .color(let red) = hello.paint else {
            Issue.record("Hello is not drawn in a color")
            return
        }
        #expect(red == Color.red.resolved)
        let world = try #require(text.runs.first { $0.string.contains("world") })
        #expect(world.face.size == 17 && world.underline != nil && hello.underline == nil)
        // Kerning of 2 points: each character of "world" sits 2 points
        // further from the one before than in the same word unkerned.
        let plainHost = ViewHost(Text("world").font(.body), size: CGSize(width: 300, height: 100))
        guard case .text(let plainText)? = plainHost.find(text: "world")?.item.content, let plain = plainText.runs.first else {
            Issue.record("the plain word is not drawn as text")
            return
        }
        func gaps(_ positions: [CGFloat]) -> [CGFloat] { zip(positions, positions.dropFirst()).map { $1 - $0 } }
        #expect(gaps(world.positions).count == 4)
        for (kerned, unkerned) in zip(gaps(world.positions), gaps(plain.positions)) { #expect(abs(kerned - unkerned - 2) < 1e-6) }
        #expect(host.warnings.contains { $0.contains("backgroundColor") })
    }

    /// An interpolated attributed string keeps its styles: "today" in bold
    /// between body-weight words.
    @Test func anInterpolatedAttributedStringKeepsItsStyles() throws {
        let host = ViewHost(HighlightedNote(), size: CGSize(width: 300, height: 100))
        let drawn = try #require(host.find(text: "Due today, then done"))
        guard case .text(let text)? = drawn.item.content else {
            Issue.record("the note is not drawn as text")
            return
        }
        #expect(text.runs.map(\.string) == ["Due ", "today", ", then done"])
        #expect(text.runs.map(\.face.weight) == [400, 700, 400])
    }

    /// A value interpolated with a formatter is written by it.
    @Test func interpolationWithAFormatter() {
        let host = ViewHost(ItemRow(timestamp: Date(timeIntervalSince1970: 0)), size: CGSize(width: 300, height: 100))
        #expect(host.find(text: "Item at 1970") != nil)
        #expect(host.find(text: "Due +2 hours") != nil)
        #expect(host.drawnViews.contains { $0.text?.hasPrefix("Reviewed on ") == true && $0.text?.contains("1970") == true })
        #expect(host.drawnViews.contains { $0.text?.hasPrefix("Trip: ") == true })
    }
}

extension AttributedTextBehaviourTests {
    /// A symbol joined to a text, and one interpolated in a literal, are
    /// drawn inline: before the characters, and between them.
    @Test func symbolsAreSetInTheirText() throws {
        let host = ViewHost(RatingRow(rating: 4), size: CGSize(width: 300, height: 100))
        let star = try #require(host.find(image: "system:star.fill"))
        let stars = try #require(host.find(text: " 4 stars"))
        guard case .text(let count)? = stars.item.content, case .image(let starImage)? = star.item.content else {
            Issue.record("the row is not drawn as text and an image")
            return
        }
        #expect(abs((count.runs.first?.positions.first ?? 0) - star.frame.maxX) < 1e-9)
        #expect(starImage.tint == .color(Color.yellow.resolve(in: EnvironmentValues())))
        let arrow = try #require(host.find(image: "system:arrow.left")).frame
        let hint = try #require(host.find(text: "Swipe  to delete"))
        guard case .text(let text)? = hint.item.content else { return }
        #expect(text.runs.map(\.string) == ["Swipe ", " to delete"])
        #expect(abs(text.runs[0].endX - arrow.minX) < 1e-9 && abs(text.runs[1].positions[0] - arrow.maxX) < 1e-9)
        // The footnote's 13-point line: SF Pro Text's ascent and descent,
        // 1950 and 494 of 2048 units.
        #expect(abs(arrow.height - 2444.0 * 13 / 2048) < 0.01, "\(arrow)")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
