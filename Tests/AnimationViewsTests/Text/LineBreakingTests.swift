import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// The lines a text is broken into in a width, joined by newlines.
@MainActor
private func lines<V: View>(_ view: V) -> String? {
    let host = ViewHost(view, size: CGSize(width: 300, height: 300))
    for entry in host.drawnViews {
        if case .text(let text)? = entry.item.content { return text.string }
    }
    return nil
}

/// Where lines break, as iOS breaks them (Unicode's line-breaking
/// algorithm, UAX #14): at spaces, never before closing punctuation, even
/// after a space (rule LB13), so a `.word` or a `)` stays on the line
/// before it.
@MainActor
@Suite("Line breaking")
struct LineBreakingTests {
    @Test func noLineBeginsWithClosingPunctuationAfterASpace() {
        // "hello hello" fits 80 points (76.2) and "hello .hi" does too: the
        // break before ".hi" is not allowed, so the line breaks earlier.
        #expect(lines(Text("hello hello .hi").frame(width: 80)) == "hello\nhello .hi")
        for punctuation in [")", "]", "}", "!", "?", ",", ":", ";", "/", "\u{3002}"] {
            #expect(lines(Text("hello hello \(punctuation)h").frame(width: 80)) == "hello\nhello \(punctuation)h", "\(punctuation)")
        }
        // Other characters after a space may begin a line.
        #expect(lines(Text("hello hello (hi").frame(width: 80)) == "hello hello\n(hi")
        #expect(lines(Text("hello hello hi").frame(width: 80)) == "hello hello\nhi")
        // A newline still breaks, whatever follows it.
        #expect(lines(Text("hello\n.hi")) == "hello\n.hi")
        // A segment wider than the line (no break allowed in it) breaks
        // between characters, as before.
        #expect(lines(Text("hellohello .hi").frame(width: 40))?.contains("\n") == true)
    }
}
