import Foundation
import Testing

@testable import AnimationRender

/// The numbers every text output writes (SVG, the display list's text,
/// traces), written with integer arithmetic: the same text the C
/// formatter gave for three decimals, and six for traces.
@Suite("Numbers as text")
struct NumberFormatTests {
    @Test func threeDecimalsWithoutTrailingZeros() {
        #expect(SVGFormat.number(0.0) == "0")
        #expect(SVGFormat.number(1.0) == "1")
        #expect(SVGFormat.number(-2.5) == "-2.5")
        #expect(SVGFormat.number(0.1 + 0.2) == "0.3")
        #expect(SVGFormat.number(1.0005) == "1.001")
        #expect(SVGFormat.number(-0.0004) == "0")
        #expect(SVGFormat.number(0.05) == "0.05")
        #expect(SVGFormat.number(123_456.789) == "123456.789")
        #expect(SVGFormat.number(Double.nan) == "0")
        #expect(SVGFormat.number(-Double.infinity) == "0")
    }

    /// Against `String(format: "%.3f")`, trimmed, for many values.
    @Test func theSameTextAsTheFormatter() {
        var generator = SystemRandomNumberGenerator()
        let large = [9e12, -9.1e12, 1e15 + 0.5, 1e20, -3.3e18]
        for value in large
            + (0..<2_000).map({ _ in
                Double.random(in: -10_000...10_000, using: &generator) * (Bool.random(using: &generator) ? 1 : 0.001)
            })
        {
            let rounded = (value * 1_000).rounded() / 1_000
            var expected = String(format: "%.3f", rounded)
            while expected.hasSuffix("0") { expected.removeLast() }
            if expected.hasSuffix(".") { expected.removeLast() }
            if expected == "-0" { expected = "0" }
            #expect(SVGFormat.number(value) == expected, "\(value)")
        }
    }

    @Test func tracesWriteSixDecimalsAndSayWhatIsNotANumber() {
        #expect(TraceTextRenderer.number(1.0 / 60) == "0.016667")
        #expect(TraceTextRenderer.number(2) == "2")
        #expect(TraceTextRenderer.number(.nan) == "nan")
        #expect(TraceTextRenderer.number(.infinity) == "inf")
        #expect(TraceTextRenderer.number(-.infinity) == "-inf")
    }
}
