import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// How gradients blend between stops: perceptually (Oklab) unless they ask
/// for `.device`.
@MainActor
@Suite("Fidelity: gradient blending")
struct GradientFidelityTests {
    /// Oklab of a linear sRGB color, by Björn Ottosson's published matrices.
    private func oklab(_ color: Color.Resolved) -> (l: Double, a: Double, b: Double) {
        let r = Double(color.linearRed), g = Double(color.linearGreen), b = Double(color.linearBlue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s, 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// CSS Color 4 gives sRGB red as oklch(62.8 % 0.2577 29.23°) and blue
    /// as oklch(45.2 % 0.3132 264.05°): in Oklab (0.628, 0.2249, 0.1258)
    /// and (0.452, -0.0325, -0.3115). Halfway between them, perceptually, is
    /// their average.
    @Test func theMiddleOfAPerceptualGradientIsTheOklabAverage() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let stops = Gradient(colors: [red, blue]).resolvedStops(in: EnvironmentValues())
        #expect(stops.count == 9)
        let middle = try #require(stops.first { abs($0.location - 0.5) < 1e-9 })
        let lab = oklab(middle.color)
        #expect(abs(lab.l - (0.628 + 0.452) / 2) < 0.002)
        #expect(abs(lab.a - (0.2249 - 0.0325) / 2) < 0.002)
        #expect(abs(lab.b - (0.1258 - 0.3115) / 2) < 0.002)
        // In gamma-encoded sRGB the middle is (0.5, 0, 0.5): darker and
        // duller than the perceptual middle.
        #expect(middle.color.red > 0.5 && middle.color.blue > 0.5)
    }

    @Test func aDeviceGradientBlendsAsTheRenderersDo() {
        let device = Gradient(colors: [.red, .blue]).colorSpace(.device)
        #expect(device.gradient.resolvedStops(in: EnvironmentValues()).count == 2)
        #expect(Gradient(colors: [.red, .blue]).colorSpace(.perceptual).gradient.resolvedStops(in: EnvironmentValues()).count == 9)
        // Equal colors need no stops between them; a fade keeps its hue.
        #expect(Gradient(colors: [.red, .red]).resolvedStops(in: EnvironmentValues()).count == 2)
        let fade = Gradient(colors: [.blue, .blue.opacity(0)]).resolvedStops(in: EnvironmentValues())
        #expect(fade.dropLast().allSatisfy { abs($0.color.linearBlue - Color.blue.resolved.linearBlue) < 1e-3 })
    }
}
