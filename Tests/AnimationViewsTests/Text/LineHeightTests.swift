import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// The baselines of a text's lines, top to bottom.
@MainActor
private func baselines<V: View>(_ view: V) -> [CGFloat] {
    let host = ViewHost(view, size: CGSize(width: 300, height: 600))
    for entry in host.drawnViews {
        guard case .text(let text)? = entry.item.content else { continue }
        var byLine: [Int: CGFloat] = [:]
        for run in text.runs { byLine[run.line] = run.baseline }
        return byLine.keys.sorted().map { byLine[$0]! }
    }
    return []
}

/// Lines as iOS 26 spaces them: a text style's lines are its published
/// line height apart (Apple's Human Interface Guidelines, "Typography",
/// the iOS Dynamic Type sizes at Large: the Leading column), while one
/// line keeps its face's height (`TextFidelityTests`). Wrapped body text
/// in iOS 26 renders has its lines 22.00 points apart.
@MainActor
@Suite("Line height")
struct LineHeightTests {
    @Test func eachStylesLinesAreItsPublishedLineHeightApart() {
        let published: [(Font, CGFloat)] = [
            (.largeTitle, 41), (.title, 34), (.title2, 28), (.title3, 25), (.headline, 22), (.body, 22), (.callout, 21),
            (.subheadline, 20), (.footnote, 18), (.caption, 16), (.caption2, 13)
        ]
        for (font, pitch) in published {
            let lines = baselines(Text("one\ntwo\nthree").font(font))
            #expect(lines.count == 3, "\(font)")
            guard lines.count == 3 else { continue }
            #expect(abs(lines[1] - lines[0] - pitch) < 1e-9 && abs(lines[2] - lines[1] - pitch) < 1e-9, "\(font): \(lines)")
        }
        // Wrapped lines too: "hello hello hello" in 80 points is two lines.
        let wrapped = baselines(Text("hello hello hello").frame(width: 80))
        #expect(wrapped.count == 2 && abs(wrapped[1] - wrapped[0] - 22) < 1e-9, "\(wrapped)")
    }

    /// One line keeps its face's height; n lines add the pitch n − 1 times
    /// (rounded up to pixels as text sizes are).
    @Test func theHeightIsOneLineAndThePitches() {
        let host = ViewHost(Text("a\nb\nc"), size: CGSize(width: 300, height: 300))
        let one = ViewHost(Text("a"), size: CGSize(width: 300, height: 300))
        let single = one.sizeThatFits(.unspecified).height
        let triple = host.sizeThatFits(.unspecified).height
        #expect(abs(single - 61.0 / 3) < 1e-9)
        // 20.284 + 2 × 22 = 64.284, rounded up to 193 pixels.
        #expect(abs(triple - 193.0 / 3) < 1e-9, "\(triple)")
        // lineSpacing adds to the pitch.
        let spaced = baselines(Text("a\nb").lineSpacing(6))
        #expect(spaced.count == 2 && abs(spaced[1] - spaced[0] - 28) < 1e-9)
    }

    /// A fixed size is not a text style: its lines are its face's height
    /// apart, as before iOS 26. Dynamic Type scales the style's gap with
    /// its size.
    @Test func fixedSizesKeepTheFacesHeightAndDynamicTypeScalesTheGap() {
        let fixed = baselines(Text("a\nb").font(.system(size: 17)))
        let faceAt17: Double = (1950 + 494) * 17.0 / 2048
        #expect(fixed.count == 2 && abs(fixed[1] - fixed[0] - faceAt17) < 1e-9, "\(fixed)")
        // Body at AX1 is 28 points: the face's 33.41 plus 1.716 × 28/17.
        let large = baselines(Text("a\nb").dynamicTypeSize(.accessibility1))
        let em: Double = (1950 + 494) / 2048
        let face: Double = em * 28
        let gap: Double = (22 - em * 17) * 28 / 17
        #expect(large.count == 2 && abs(large[1] - large[0] - (face + gap)) < 1e-9, "\(large)")
        // Shrunk to fit (minimumScaleFactor), the gap shrinks with the text.
        let shrunk = baselines(Text("hello hello\nhello").lineLimit(2).minimumScaleFactor(0.5).frame(width: 40))
        #expect(shrunk.count == 2 && shrunk[1] - shrunk[0] < 22, "\(shrunk)")
    }
}
