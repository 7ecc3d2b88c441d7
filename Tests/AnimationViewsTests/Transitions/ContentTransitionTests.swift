import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

// Expected values follow the content transitions' definitions (see
// `ContentTransition`): a cross-fade shows the old string at 1 − p and the
// new at p; a rolling character moves by p line heights (17 points). The
// counters use tabular digits, as counters do (`monospacedDigit()`).

/// A text that shows `values[step]`; each tap on the backdrop shows the
/// next, in a transaction with `animation`.
private struct Changing: View {
    var values: [Int]
    var transition: ContentTransition?
    var animation: Animation? = .linear(duration: 1)
    var byValue = false
    @State private var step = 0

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(animation) { step += 1 } }
            if let transition {
                Text("\(values[step])").monospacedDigit().contentTransition(transition)
            } else if byValue {
                Text("\(values[step])").monospacedDigit().contentTransition(.numericText(value: Double(values[step])))
            } else {
                Text("\(values[step])").monospacedDigit()
            }
        }
    }
}

/// The texts drawn, with their frames and their opacities combined with
/// those of the views around them.
@MainActor
private func texts(_ host: ViewHost) -> [(string: String, frame: CGRect, opacity: Double)] {
    host.drawnViews.compactMap { view in view.text.map { ($0, view.frame, view.opacity) } }
}

@MainActor
private func next(_ host: ViewHost) {
    #expect(host.tap(at: CGPoint(x: 2, y: 2)))
}

@MainActor
@Suite("Content transitions")
struct ContentTransitionTests {
    @Test func textCrossFadesByDefault() throws {
        let host = ViewHost(Changing(values: [7, 42], transition: nil), size: CGSize(width: 200, height: 200))
        next(host)
        host.advance(by: 0.5)
        let shown = texts(host)
        #expect(shown.map(\.string) == ["7", "42"])
        #expect(shown.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        // Each string its own size, centered in the text's frame (the
        // host's center).
        let digit = Body.pixels(Body.tabularDigit), two = Body.pixels(2 * Body.tabularDigit)
        let one = CGRect(x: 100 - digit / 2, y: 100 - Body.line / 2, width: digit, height: Body.line)
        #expect(abs(shown[0].frame.minX - one.minX) <= halfPixel && abs(shown[0].frame.minY - one.minY) <= halfPixel)
        #expect(abs(shown[0].frame.width - one.width) < 1e-9 && abs(shown[0].frame.height - one.height) < 1e-9)
        #expect(abs(shown[1].frame.minX - (100 - two / 2)) <= halfPixel && abs(shown[1].frame.width - two) < 1e-9)
        host.advance(by: 0.5)
        #expect(texts(host).map(\.string) == ["42"] && texts(host)[0].opacity == 1)
    }

    @Test func opacityAndInterpolateCrossFade() throws {
        for transition in [ContentTransition.opacity, .interpolate] {
            let host = ViewHost(Changing(values: [1, 2], transition: transition), size: CGSize(width: 200, height: 200))
            next(host)
            host.advance(by: 0.25)
            let shown = texts(host)
            #expect(shown.map(\.string) == ["1", "2"])
            #expect(abs(shown[0].opacity - 0.75) < 1e-9 && abs(shown[1].opacity - 0.25) < 1e-9)
        }
    }

    @Test func identityAndNoAnimationReplaceAtOnce() throws {
        let identity = ViewHost(Changing(values: [1, 2], transition: .identity), size: CGSize(width: 200, height: 200))
        next(identity)
        #expect(texts(identity).map(\.string) == ["2"])
        #expect(!identity.isAnimating)
        let plain = ViewHost(Changing(values: [1, 2], transition: nil, animation: nil), size: CGSize(width: 200, height: 200))
        next(plain)
        #expect(texts(plain).map(\.string) == ["2"])
    }

    @Test func numericTextRollsOnlyTheChangedDigits() throws {
        let host = ViewHost(Changing(values: [10, 11], transition: .numericText()), size: CGSize(width: 200, height: 200))
        let frame = try #require(texts(host).first).frame
        next(host)
        host.advance(by: 0.25)
        let shown = texts(host)
        // The tens stay; the units roll up: the old 0 a quarter line up and
        // fading, the new 1 three quarters of a line below and appearing.
        #expect(shown.map(\.string) == ["1", "0", "1"])
        // Set right-aligned in the frame, each at its advance.
        let digit = Body.tabularDigit
        #expect(abs(shown[0].frame.minX - (frame.maxX - 2 * digit)) < 1e-9 && shown[0].frame.minY == frame.minY && shown[0].opacity == 1)
        #expect(abs(shown[0].frame.width - digit) < 1e-9 && abs(shown[0].frame.height - Body.line) < 1e-9)
        #expect(abs(shown[1].frame.minY - (frame.minY - Body.line * 0.25)) < 1e-9 && abs(shown[1].opacity - 0.75) < 1e-9)
        #expect(abs(shown[2].frame.minY - (frame.minY + Body.line * 0.75)) < 1e-9 && abs(shown[2].opacity - 0.25) < 1e-9)
        #expect(abs(shown[1].frame.minX - (frame.maxX - digit)) < 1e-9 && abs(shown[2].frame.minX - (frame.maxX - digit)) < 1e-9)
        host.advance(by: 0.75)
        #expect(texts(host).map(\.string) == ["11"])
    }

    /// An image in a counting text rolls with the characters as an image:
    /// no text run draws its U+FFFC.
    @Test func anImageInNumericTextIsDrawnAsTheImage() throws {
        struct Score: View {
            @State private var score = 1
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 200, height: 200)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { score += 1 } }
                    Text("\(Image(systemName: "star.fill")) \(score)").monospacedDigit().contentTransition(.numericText())
                }
            }
        }
        let host = ViewHost(Score(), size: CGSize(width: 200, height: 200))
        let star = try #require(host.find(image: "star.fill")).frame
        next(host)
        host.advance(by: 0.5)
        // The digit rolls; the star and the space, unchanged, are drawn
        // once, where they were; the star's U+FFFC is drawn by no text.
        #expect(host.findAll(text: "\u{FFFC}").isEmpty)
        #expect(host.findAll(text: "1").count == 1 && host.findAll(text: "2").count == 1)
        // Where it was within the pixel the text's frame is rounded to (the
        // rolling characters are set from the frame's right edge).
        let stars = host.findAll(image: "star.fill")
        #expect(stars.count == 1 && abs((stars.first?.frame.minX ?? 0) - star.minX) <= 2 * halfPixel, "\(stars.map(\.frame)) \(star)")
        #expect(stars.first?.frame.minY == star.minY && stars.first?.frame.size == star.size)
        #expect(stars.first?.opacity == 1)
        host.advance(by: 0.5)
        #expect(host.findAll(text: "\u{FFFC}").isEmpty && host.findAll(image: "star.fill").count == 1)
    }

    @Test func numericTextMatchesDigitsByPlaceValue() throws {
        // 9 → 10: the units (9 → 0) roll, and the tens digit comes in alone.
        let host = ViewHost(Changing(values: [9, 10], transition: .numericText()), size: CGSize(width: 200, height: 200))
        next(host)
        host.advance(by: 0.5)
        let shown = texts(host)
        #expect(shown.map(\.string) == ["1", "9", "0"])
        #expect(shown[1].frame.maxX == shown[2].frame.maxX)  // both in the units place
        #expect(shown[0].frame.maxX == shown[1].frame.minX)
        #expect(shown.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
    }

    @Test func countingDownRollsTheOtherWay() throws {
        let host = ViewHost(
            Changing(values: [2, 1], transition: .numericText(countsDown: true)),
            size: CGSize(width: 200, height: 200))
        let top = try #require(texts(host).first).frame.minY
        next(host)
        host.advance(by: 0.25)
        let shown = texts(host)
        #expect(abs(shown[0].frame.minY - (top + Body.line * 0.25)) < 1e-9)  // the old 2 goes down
        #expect(abs(shown[1].frame.minY - (top - Body.line * 0.75)) < 1e-9)  // the new 1 comes from above
    }

    @Test func numericValueSetsTheDirection() throws {
        let host = ViewHost(Changing(values: [5, 3, 8], transition: nil, byValue: true), size: CGSize(width: 200, height: 200))
        let top = try #require(texts(host).first).frame.minY
        next(host)  // 5 → 3: down
        host.advance(by: 0.5)
        #expect(texts(host)[0].frame.minY > top)
        host.advance(by: 0.5)
        next(host)  // 3 → 8: up
        host.advance(by: 0.5)
        #expect(texts(host)[0].frame.minY < top)
    }

    @Test func aChangeDuringAChangeStartsFromTheShownString() throws {
        let host = ViewHost(Changing(values: [1, 2, 3], transition: .opacity), size: CGSize(width: 200, height: 200))
        next(host)
        host.advance(by: 0.5)
        next(host)
        // The new change starts from "2", fully shown (this package's
        // simplification: not from the mix of "1" and "2" on screen).
        #expect(texts(host).map(\.string) == ["2", "3"] && texts(host).map(\.opacity) == [1, 0])
        host.advance(by: 0.5)
        #expect(texts(host).map(\.opacity) == [0.5, 0.5])
        host.advance(by: 0.5)
        #expect(texts(host).map(\.string) == ["3"])
        #expect(!host.isAnimating)
    }
}
