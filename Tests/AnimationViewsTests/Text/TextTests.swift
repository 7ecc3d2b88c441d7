import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// The text items of a host: their laid-out text and frames.
@MainActor
private func texts(_ host: ViewHost) -> [(text: DisplayList.Text, frame: CGRect)] {
    host.drawnViews.compactMap { entry in
        if case .text(let text)? = entry.item.content { return (text, entry.item.frame) }
        return nil
    }
}

@MainActor
private func text<V: View>(_ view: V, width: CGFloat = 300) -> (text: DisplayList.Text, frame: CGRect) {
    texts(ViewHost(view, size: CGSize(width: width, height: 300)))[0]
}

/// The advances of a string in 17-point body text (see `Body`).
private func width(_ string: String) -> Double { Body.width(string) }

/// The ellipsis that ends a cut line: SF Pro Text's 1648 units, tracked.
private let ellipsis = Body.advance("…")

@MainActor
@Suite("Text and fonts")
struct TextTests {
    @Test func textStylesHaveSwiftUISizesAndWeights() {
        let expected: [(Font, CGFloat, Int)] = [
            (.largeTitle, 34, 400), (.title, 28, 400), (.title2, 22, 400), (.title3, 20, 400), (.headline, 17, 600),
            (.subheadline, 15, 400), (.body, 17, 400), (.callout, 16, 400), (.footnote, 13, 400), (.caption, 12, 400),
            (.caption2, 11, 400)
        ]
        for (font, size, weight) in expected {
            let face = text(Text("x").font(font)).text.runs[0].face
            #expect(face.size == size && face.weight == weight && face.family == "Inter", "\(font)")
        }
        let serif = text(Text("x").font(.system(size: 40, weight: .heavy, design: .serif))).text.runs[0].face
        #expect(serif == DisplayList.FontFace(family: "Liberation Serif", size: 40, weight: 800, italic: false))
        let mono = text(Text("x").font(.custom("Menlo-Bold", size: 12))).text.runs[0].face
        #expect(mono.family == "Liberation Mono" && mono.weight == 700 && mono.size == 12)
        let styled = text(Text("x").font(.system(.title, design: .monospaced).italic())).text.runs[0].face
        #expect(styled.family == "Liberation Mono" && styled.italic && styled.size == 28)
        // View modifiers reach the text below them; the text's own win.
        let outer = text(VStack { Text("x").fontWeight(.light) }.bold().font(.caption).fontDesign(.serif)).text.runs[0].face
        #expect(outer == DisplayList.FontFace(family: "Liberation Serif", size: 12, weight: 300, italic: false))
        // The default: body.
        #expect(text(Text("x")).text.runs[0].face == DisplayList.FontFace(family: "Inter", size: 17, weight: 400, italic: false))
    }

    @Test func measuredWithTheFaceMetrics() {
        let shown = text(Text("hello"))
        #expect(abs(shown.frame.width - Body.pixels(width("hello"))) < 1e-9)
        #expect(abs(shown.frame.height - Body.line) < 1e-9)
        // Each character at its advance; the baseline one ascent down.
        let run = shown.text.runs[0]
        #expect(abs(run.positions[1] - run.positions[0] - width("h")) < 1e-9)
        // SF Pro Text's "h" (1205 of 2048 units) and San Francisco's
        // tracking at 17 points, -0.43 after each (the HIG's table).
        #expect(abs(width("h") - (1205 * Body.unit - 0.43)) < 1e-9)
        #expect(abs(run.baseline - (shown.frame.minY + Body.ascent)) < 1e-9)
        // Kerning adds after each character.
        let kerned = text(Text("hello").kerning(2))
        #expect(abs(kerned.frame.width - Body.pixels(width("hello") + 10)) < 1e-9)
        // Bold is wider: SF Pro Text Bold's "o" is 1269 units.
        let bold = text(Text("o").bold())
        #expect(abs(bold.frame.width - Body.pixels(1269 * Body.unit + Body.tracking)) < 1e-9)
        // A custom font is not tracked; tabular digits are as wide as the
        // widest (SF Pro Text's 4, 1318 units).
        let custom = text(Text("o").font(.custom("Helvetica", size: 17)))
        #expect(abs(custom.frame.width - Body.pixels(1210 * Body.unit)) < 1e-9)
        let tabular = text(Text("11").monospacedDigit())
        #expect(abs(tabular.frame.width - Body.pixels(2 * (1318 * Body.unit + Body.tracking))) < 1e-9)
        let proportional = text(Text("11"))
        #expect(abs(proportional.frame.width - Body.pixels(2 * Body.advance("1"))) < 1e-9)
    }

    @Test func wrapsAtSpacesToTheOfferedWidth() {
        // "hello hello" is 76.2 points: two words fit in 80, not three.
        let shown = text(Text("hello hello hello").frame(width: 80))
        #expect(shown.text.string == "hello hello\nhello")
        #expect(abs(shown.frame.height - Body.pixels(Body.rawLine + Body.linePitch)) < 1e-9)
        #expect(abs(shown.frame.width - Body.pixels(width("hello hello"))) < 1e-9)
        // A word wider than the line breaks between characters.
        let long = text(Text("hellohello").frame(width: 40))
        #expect(long.text.string == "hello\nhello")
        // Newlines break.
        #expect(text(Text("a\nb")).text.string == "a\nb")
        // Line spacing goes between lines.
        let spaced = text(Text("a\nb").lineSpacing(10))
        #expect(abs(spaced.frame.height - Body.pixels(Body.rawLine + Body.linePitch + 10)) < 1e-9)
    }

    @Test func lineLimitsTruncate() {
        // One line in 60 points: "hello" and the ellipsis (13.5) fit in 60,
        // "hello h…" does not.
        let tail = text(Text("hello hello hello").lineLimit(1).frame(width: 60))
        #expect(tail.text.string == "hello…")
        #expect(abs(tail.frame.width - Body.pixels(width("hello") + ellipsis)) < 1e-9)
        let head = text(Text("hello hello hello").lineLimit(1).truncationMode(.head).frame(width: 60))
        #expect(head.text.string == "…hello")
        let middle = text(Text("hello hello").lineLimit(1).truncationMode(.middle).frame(width: 60))
        #expect(middle.text.string.contains("…") && middle.frame.width <= 60)
        // Two lines of three: the second is the rest, cut by characters
        // ("hello hel" is 62.9 points, and the ellipsis 13.5 more: 76.4;
        // one more "l" would make 80.04).
        let two = text(Text("hello hello hello hello hello").lineLimit(2).frame(width: 80))
        #expect(two.text.string == "hello hello\nhello hel…")
        // The height offered limits the lines too (at least one).
        let short = text(Text("hello hello hello").frame(width: 80, height: 25))
        #expect(short.text.string.split(separator: "\n").count == 1)
        // Reserved space: the height of the limit.
        let reserved = text(Text("a").lineLimit(3, reservesSpace: true))
        #expect(abs(reserved.frame.height - Body.pixels(Body.rawLine + 2 * Body.linePitch)) < 1e-9)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // 76.2 points of text in 50: a scale of about 0.656 fits.
        let shrunk = text(Text("hello hello").lineLimit(1).minimumScaleFactor(0.5).frame(width: 50))
        #expect(shrunk.text.string == "hello hello")
        let scale = shrunk.text.runs[0].face.size / 17
        #expect(scale <= 50 / width("hello hello") + 1e-6 && scale > 50 / width("hello hello") - 0.01)
        // Not enough: the smallest size, truncated.
        let cut = text(Text("hello hello").lineLimit(1).minimumScaleFactor(0.9).frame(width: 50))
        #expect(cut.text.string.hasSuffix("…") && abs(cut.text.runs[0].face.size - 17 * 0.9) < 1e-9)
    }

    @Test func alignmentCaseAndConcatenation() {
        let centered = text(Text("hello hello hello").multilineTextAlignment(.center).frame(width: 80))
        let second = centered.text.runs.first { $0.line == 1 }!
        #expect(abs(second.positions[0] - (centered.frame.minX + (Body.pixels(width("hello hello")) - width("hello")) / 2)) < 1e-9)
        let trailing = text(Text("hello hello hello").multilineTextAlignment(.trailing).frame(width: 80))
        #expect(abs(trailing.text.runs.first { $0.line == 1 }!.endX - trailing.frame.maxX) < 1e-9)

        #expect(text(Text("Hello").textCase(.uppercase)).text.string == "HELLO")
        #expect(text(Text(verbatim: "%d")).text.string == "%d")
        #expect(text(Text("\(3.14159, specifier: "%.2f") m")).text.string == "3.14 m")
        // A value a key cannot take (no `_FormatSpecifiable`, `String`,
        // `Text`, date or formatter) makes the literal a `String`, as in
        // SwiftUI: `Text`'s `StringProtocol` initializer shows it verbatim.
        let flag = true
        #expect(text(Text("on: \(flag) *x*")).text.string == "on: true *x*")
        // An attributed string keeps its attributes, as an interpolated
        // `Text` does.
        var bold = AttributedString("world")
        bold.font = .body.bold()
        let greeting = text(Text("Hello \(bold)!"))
        #expect(greeting.text.string == "Hello world!")
        #expect(greeting.text.runs.map { $0.face.weight } == [400, 700, 400])
        // A Foundation value without a formatter: its description, in a key
        // (whose Markdown is read), as SwiftUI's `formatter: nil` default.
        let date = Date(timeIntervalSince1970: 0)
        #expect(text(Text("At \(date) *now*")).text.string == "At \(date) now")

        let joined = text(Text("a").foregroundColor(.red) + Text("b").bold().font(.title) + Text("c"))
        #expect(joined.text.runs.map(\.string) == ["a", "b", "c"])
        #expect(joined.text.runs[0].paint == .color(Color.red.resolved))
        #expect(joined.text.runs[1].face.weight == 700 && joined.text.runs[1].face.size == 28)
        #expect(joined.text.runs[2].paint == .color(Color.primary.resolved))
        // One baseline for the line: the largest ascent.
        #expect(joined.text.runs[0].baseline == joined.text.runs[1].baseline)
        // A gradient style spans the text's frame.
        let gradient = text(Text("ab").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        guard case .linearGradient(_, let start, let end) = gradient.text.runs[0].paint else {
            Issue.record("no gradient")
            return
        }
        #expect(start.x == gradient.frame.minX && end.x == gradient.frame.maxX)
    }

    @Test func baselineOffsetsRaiseRuns() {
        let shown = text(Text("a") + Text("b").baselineOffset(5))
        #expect(abs(shown.text.runs[0].baseline - shown.text.runs[1].baseline - 5) < 1e-9)
    }

    @Test func decorations() {
        let shown = text(Text("ab").underline(color: .red).strikethrough(pattern: .dash))
        let run = shown.text.runs[0]
        #expect(run.underline?.color == Color.red.resolved && run.underline.map { $0.y > run.baseline } == true)
        #expect(run.strikethrough?.color == nil && run.strikethrough.map { $0.y < run.baseline && !$0.dash.isEmpty } == true)
    }

    @Test func badInput() {
        // Empty text: no size, one (empty) line; a zero width: a character
        // per line; a size that is not finite: the default 17.
        let empty = text(Text(""))
        #expect(empty.frame.width == 0)
        let narrow = text(Text("ab").frame(width: 0))
        #expect(narrow.text.string == "a\nb")
        #expect(text(Text("x").font(.system(size: .nan))).text.runs[0].face.size == 17)
        #expect(text(Text("x").font(.system(size: -4))).text.runs[0].face.size == 0)
    }
}
