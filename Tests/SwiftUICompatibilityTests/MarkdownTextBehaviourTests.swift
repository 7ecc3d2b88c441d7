import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Markdown in text literals")
struct MarkdownTextBehaviourTests {
    /// The runs of the drawn text that shows a string.
    private func runs(_ string: String, in host: ViewHost) -> [DisplayList.TextRun] {
        guard case .text(let text)? = host.find(text: string)?.item.content else { return [] }
        return text.runs
    }

    /// Bold, strikethrough, italic, code and links are styled and their
    /// markers gone, as SwiftUI draws a literal's Markdown: 700 for bold,
    /// the monospaced face for code, the tint (system blue) for the link.
    @Test func inlineStylesAreDrawn() throws {
        let host = ViewHost(MarkdownLabels(), size: CGSize(width: 600, height: 300))
        let styled = runs("125 Events old new let x Docs", in: host)
        try #require(!styled.isEmpty)
        func run(_ s: String) -> DisplayList.TextRun? { styled.first { $0.string.contains(s) } }
        #expect(run("125")?.face.weight == 700 && run(" Events")?.face.weight == 400)
        #expect(run("old")?.strikethrough != nil && run("new")?.face.italic == true)
        #expect(run("let x")?.face.family != run("new")?.face.family)
        #expect(run("Docs")?.paint.color == Color.blue.resolve(in: EnvironmentValues()))
    }

    /// Automatic grammar agreement makes the noun after a number other
    /// than 1 plural (irregular plurals included), and follows the count.
    @Test func inflectionAgreesWithTheCount() {
        let host = ViewHost(MarkdownLabels(), size: CGSize(width: 600, height: 300))
        #expect(host.find(text: "2 People, 1 Child, 2 big Boxes") != nil)
        #expect(tap("Add", in: host))
        #expect(host.find(text: "3 People, 1 Child, 3 big Boxes") != nil)
    }

    /// Underscores inside words, a lone asterisk and escaped ones are text;
    /// an interpolated value is never Markdown.
    @Test func whatIsNotMarkdownStaysText() {
        let host = ViewHost(MarkdownLabels(), size: CGSize(width: 600, height: 300))
        #expect(host.find(text: "snake_case_name costs 2 * 3 *stars*") != nil)
        #expect(host.find(text: "Saved: a *starred* note") != nil)
        #expect(host.find(text: "[not a link] and a \\q letter") != nil)
        #expect(host.find(text: "3 Cities 2 Matches 2 Days 2 MICE") != nil)
    }
}
