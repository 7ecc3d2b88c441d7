import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// Marks the words that appear letter by letter.
private struct Emphasis: TextAttribute {}

/// Letters of emphasized runs fade in one after another (a second each)
/// and rise 10 points as they do; other runs draw as they are.
private struct AppearingRenderer: TextRenderer {
    var elapsed: Double

    var animatableData: Double {
        get { elapsed }
        set { elapsed = newValue }
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                guard run[Emphasis.self] != nil else {
                    ctx.draw(run)
                    continue
                }
                for (index, slice) in run.enumerated() {
                    var copy = ctx
                    let shown = Swift.min(Swift.max(elapsed - Double(index), 0), 1)
                    copy.opacity = shown
                    copy.translateBy(x: 0, y: 10 * (1 - shown))
                    copy.draw(slice)
                }
            }
        }
    }
}

private struct Greeting: View {
    @State private var shown = false
    var body: some View {
        (Text("Hi ") + Text("there").customAttribute(Emphasis()))
            .textRenderer(AppearingRenderer(elapsed: shown ? 5 : 0))
            .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

@MainActor
@Suite("Text renderers")
struct TextRendererTests {
    private func glyphs(_ host: ViewHost) -> [DrawnView] { host.drawnViews.filter { $0.text != nil } }

    /// Half-way through a linear second, `elapsed` is 2.5: "t" and "h" are
    /// shown, the first "e" half (opacity 0.5, 5 points low), the rest not
    /// yet; "Hi " is one run drawn whole, and each letter sits where the
    /// text lays it out (the "t" where "Hi " ends).
    @Test func aRendererDrawsGlyphsAtTheirAnimatedValues() throws {
        let host = ViewHost(Greeting(), size: CGSize(width: 200, height: 100))
        #expect(glyphs(host).map(\.text) == ["Hi ", "t", "h", "e", "r", "e"])
        #expect(glyphs(host).dropFirst().allSatisfy { $0.opacity == 0 })
        let plain = try #require(glyphs(host).first)
        #expect(host.tap(at: CGPoint(x: plain.frame.midX, y: plain.frame.midY)))
        host.advance(by: 0.5)
        let drawn = glyphs(host)
        #expect(drawn.map(\.opacity) == [1, 1, 1, 0.5, 0, 0])
        #expect(abs(drawn[3].transform.ty - 5) < 1e-9 && drawn[1].transform.ty == 0)
        guard case .text(let hi)? = drawn[0].item.content, case .text(let t)? = drawn[1].item.content else {
            Issue.record("not text")
            return
        }
        #expect(abs((t.runs.first?.positions.first ?? -1) - (hi.runs.first?.endX ?? -2)) < 1e-9)
        #expect(t.runs.first?.baseline == hi.runs.first?.baseline)
        host.advance(by: 1)
        #expect(glyphs(host).allSatisfy { $0.opacity == 1 && $0.transform.ty == 0 })
    }

    /// The layout's lines, runs and slices: one line, two runs, five
    /// glyphs in the second; the attribute is on the second run only.
    @Test func theLayoutHasLinesRunsAndSlices() {
        struct Probe: TextRenderer {
            let seen: Box
            var animatableData: EmptyAnimatableData {
                get { EmptyAnimatableData() }
                set {}
            }
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                seen.counts = layout.map { line in line.map(\.count) }
                seen.emphasized = layout.flatMap { line in line.map { $0[Emphasis.self] != nil } }
                seen.width = layout.first?.typographicBounds.width ?? 0
                seen.sliceWidths = layout.first.map { line in line.flatMap { run in run.map(\.typographicBounds.width) } } ?? []
            }
        }
        final class Box {
            var counts: [[Int]] = []
            var emphasized: [Bool] = []
            var width: CGFloat = 0
            var sliceWidths: [CGFloat] = []
        }
        let box = Box()
        let host = ViewHost(
            (Text("Hi ") + Text("there").customAttribute(Emphasis())).textRenderer(Probe(seen: box)), size: CGSize(width: 200, height: 100))
        _ = host.drawnViews
        #expect(box.counts == [[3, 5]])
        #expect(box.emphasized == [false, true])
        // The slices' widths add up to the line's.
        #expect(abs(box.sliceWidths.reduce(0, +) - box.width) < 1e-9 && box.width > 0)
    }
}
