import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// The paint of the first shape in a host's display list.
@MainActor
private func shapePaint(_ host: ViewHost) -> DisplayList.Paint? {
    for entry in host.drawnViews {
        if case .shape(_, let paint, _, _)? = entry.item.content { return paint }
    }
    return nil
}

private func close(_ a: Color.Resolved, _ b: Color.Resolved, _ tolerance: Float = 1e-4) -> Bool {
    abs(a.linearRed - b.linearRed) < tolerance && abs(a.linearGreen - b.linearGreen) < tolerance
        && abs(a.linearBlue - b.linearBlue) < tolerance && abs(a.opacity - b.opacity) < tolerance
}

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ opacity: Float = 1) -> Color.Resolved {
    Color.Resolved(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: opacity)
}

private struct Filled<S: ShapeStyle>: View {
    let style: S
    var body: some View {
        Rectangle().fill(style).frame(width: 100, height: 50)
    }
}

private struct Toggled: View {
    let from: AnyShapeStyle
    let to: AnyShapeStyle
    @State private var on = false
    var body: some View {
        Rectangle().fill(on ? to : from).frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
}

@MainActor
@Suite("Colors and shape styles")
struct ColorAndStyleTests {
    @Test func hueSaturationBrightnessIsHSV() {
        // HSV's closed form: hue 0 red, 1/3 green, 2/3 blue; s 0.5, v 1 at
        // hue 1/2 is (0.5, 1, 1).
        #expect(close(Color(hue: 0, saturation: 1, brightness: 1).resolved, rgb(255, 0, 0)))
        #expect(close(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolved, rgb(0, 255, 0)))
        #expect(close(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).resolved, rgb(0, 0, 255)))
        #expect(close(Color(hue: 0.5, saturation: 0.5, brightness: 1).resolved, Color.Resolved(red: 0.5, green: 1, blue: 1)))
        #expect(
            close(
                Color(hue: 1.25, saturation: 1, brightness: 0.5, opacity: 0.5).resolved, Color.Resolved(red: 0.25, green: 0.5, blue: 0, opacity: 0.5))
        )
        // Bad input: a hue that is not finite is red's.
        #expect(close(Color(hue: .nan, saturation: 1, brightness: 1).resolved, rgb(255, 0, 0)))
    }

    @Test func colorSpaces() {
        let linear = Color(.sRGBLinear, red: 0.5, green: 0.25, blue: 0).resolved
        #expect(linear.linearRed == 0.5 && linear.linearGreen == 0.25)
        // Display P3 red in linear sRGB: the first column of the P3 → sRGB
        // matrix (1.2249, −0.0421, −0.0196); outside sRGB's gamut.
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolved
        #expect(abs(p3.linearRed - 1.2249) < 1e-3 && abs(p3.linearGreen + 0.0421) < 1e-3 && abs(p3.linearBlue + 0.0196) < 1e-3)
        #expect(close(Color(white: 0.5).resolved, Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test func systemColorsFollowTheColorScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        // Apple's published values for iOS 26 (the Human Interface
        // Guidelines' "Color", June 2025); iOS 18's in `SystemColorPaletteTests`.
        #expect(close(Color.blue.resolve(in: EnvironmentValues()), rgb(0, 136, 255)))
        #expect(close(Color.blue.resolve(in: dark), rgb(0, 145, 255)))
        #expect(close(Color.indigo.resolve(in: dark), rgb(109, 124, 255)))
        #expect(close(Color.primary.resolve(in: dark), rgb(255, 255, 255)))
        #expect(close(Color.secondary.resolve(in: EnvironmentValues()), rgb(60, 60, 67, 0.6)))
        // A color from components is the same in both.
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).resolve(in: dark) == Color(red: 0.1, green: 0.2, blue: 0.3).resolved)
        #expect(Color.blue.opacity(0.5).resolve(in: dark).opacity == 0.5)

        let host = ViewHost(Filled(style: Color.orange).preferredColorScheme(.dark), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host) == .color(rgb(255, 146, 48)))
    }

    @Test func hierarchicalLevels() {
        // No foreground style: the label colors.
        var host = ViewHost(Filled(style: HierarchicalShapeStyle.secondary), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host).flatMap(\.color).map { close($0, rgb(60, 60, 67, 0.6)) } == true)
        host = ViewHost(Filled(style: .tertiary), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host).flatMap(\.color).map { close($0, rgb(60, 60, 67, 0.3)) } == true)
        // One style: the levels derive from it.
        host = ViewHost(Filled(style: .secondary).foregroundStyle(.red), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host).flatMap(\.color).map { close($0, rgb(255, 56, 60, 0.6)) } == true)
        // Two styles: the secondary as given, the tertiary derived from it.
        host = ViewHost(Filled(style: .secondary).foregroundStyle(.red, .blue), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host) == .color(Color.blue.resolved))
        host = ViewHost(Filled(style: .tertiary).foregroundStyle(.red, .blue), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host).flatMap(\.color).map { close($0, rgb(0, 136, 255, 0.5)) } == true)
        // A style set from a level refers to the levels outside it.
        host = ViewHost(Filled(style: .foreground).foregroundStyle(.secondary).foregroundStyle(.green), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host).flatMap(\.color).map { close($0, rgb(52, 199, 89, 0.6)) } == true)
        // foregroundColor sets the primary level; the tint is the accent
        // color unless set.
        host = ViewHost(Filled(style: .foreground).foregroundColor(.pink), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host) == .color(Color.pink.resolved))
        host = ViewHost(Filled(style: .tint), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host) == .color(Color.accentColor.resolved))
        host = ViewHost(Filled(style: .tint).tint(.mint), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host) == .color(Color.mint.resolved))
    }

    @Test func gradientStops() {
        let stops = Gradient(colors: [.red, .green, .blue]).resolvedStops(in: EnvironmentValues(), blending: .device)
        #expect(stops.map(\.location) == [0, 0.5, 1])
        // Bad input: stops out of order are sorted (equal locations keep
        // their order), locations are clamped, stops that are not finite
        // are left out; no stops at all is clear.
        let messy = Gradient(stops: [
            .init(color: .blue, location: 0.8), .init(color: .red, location: .nan), .init(color: .green, location: 0.2),
            .init(color: .yellow, location: 0.8), .init(color: .pink, location: 7)
        ]).resolvedStops(in: EnvironmentValues(), blending: .device)
        #expect(messy.map(\.location) == [0.2, 0.8, 0.8, 1])
        #expect(messy.map(\.color) == [Color.green, .blue, .yellow, .pink].map(\.resolved))
        #expect(Gradient(stops: []).resolvedStops(in: EnvironmentValues()).map(\.color) == [Color.clear.resolved])
        #expect(Gradient(colors: [.red]).resolvedStops(in: EnvironmentValues()).map(\.location) == [0])
    }

    @Test func gradientsResolveInTheFrame() {
        // The frame is (0, 25, 100, 50) in a 100 × 100 host.
        let host = ViewHost(
            Filled(style: LinearGradient(gradient: Gradient(colors: [.red, .blue]).device, startPoint: .leading, endPoint: .trailing)),
            size: CGSize(width: 100, height: 100))
        guard case .linearGradient(let stops, let start, let end)? = shapePaint(host) else {
            Issue.record("no linear gradient")
            return
        }
        #expect(start == CGPoint(x: 0, y: 50) && end == CGPoint(x: 100, y: 50))
        #expect(stops.map(\.color) == [Color.red.resolved, Color.blue.resolved])

        let radial = ViewHost(
            Filled(style: RadialGradient(gradient: Gradient(colors: [.red, .blue]).device, center: .topLeading, startRadius: 5, endRadius: -3)),
            size: CGSize(width: 100, height: 100))
        #expect(
            shapePaint(radial)
                == .radialGradient(
                    [.init(color: Color.red.resolved, location: 0), .init(color: Color.blue.resolved, location: 1)],
                    center: CGPoint(x: 0, y: 25), startRadius: 5, endRadius: 0))
        let elliptical = ViewHost(Filled(style: EllipticalGradient(colors: [.red, .blue])), size: CGSize(width: 100, height: 100))
        guard case .ellipticalGradient(_, let center, let radii, let r0, let r1)? = shapePaint(elliptical) else {
            Issue.record("no elliptical gradient")
            return
        }
        #expect(center == CGPoint(x: 50, y: 50) && radii == CGSize(width: 100, height: 50) && r0 == 0 && r1 == 0.5)
        // Equal angles: one full turn.
        let angular = ViewHost(
            Filled(style: AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)), size: CGSize(width: 100, height: 100))
        guard case .angularGradient(_, _, let startAngle, let endAngle)? = shapePaint(angular) else {
            Issue.record("no angular gradient")
            return
        }
        #expect(startAngle == 0 && abs(endAngle - 2 * .pi) < 1e-12)
        // One color in every stop paints that color.
        let flat = ViewHost(
            Filled(style: LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)), size: CGSize(width: 100, height: 100))
        #expect(shapePaint(flat) == .color(Color.red.resolved))
    }

    @Test func angularLocationsAsDocumented() {
        typealias P = DisplayList.Paint
        // Half a turn from 0: the missing half shows location 1 for its
        // first half and location 0 for its second.
        #expect(abs(P.angularLocation(at: .pi / 2, startAngle: 0, endAngle: .pi) - 0.5) < 1e-12)
        #expect(P.angularLocation(at: 1.2 * .pi, startAngle: 0, endAngle: .pi) == 1)
        #expect(P.angularLocation(at: 1.8 * .pi, startAngle: 0, endAngle: .pi) == 0)
        #expect(abs(P.angularLocation(at: -.pi / 2, startAngle: -.pi / 2, endAngle: 1.5 * .pi)) < 1e-12)
        #expect(abs(P.angularLocation(at: .pi / 2, startAngle: -.pi / 2, endAngle: 1.5 * .pi) - 0.5) < 1e-12)
        // More than a turn: only the last complete turn, [π, 3π).
        #expect(abs(P.angularLocation(at: 0, startAngle: 0, endAngle: 3 * .pi) - 2.0 / 3) < 1e-12)
        #expect(abs(P.angularLocation(at: 1.5 * .pi, startAngle: 0, endAngle: 3 * .pi) - 0.5) < 1e-12)
        // Colors between stops interpolate in gamma-encoded sRGB.
        let mid = P.color(of: [.init(color: rgb(255, 0, 0), location: 0), .init(color: rgb(0, 0, 255), location: 1)], at: 0.5)
        #expect(abs(mid.red - 0.5) < 1e-6 && abs(mid.blue - 0.5) < 1e-6)
    }

    @Test func gradientsAnimateStopByStop() {
        let host = ViewHost(
            Toggled(
                from: AnyShapeStyle(LinearGradient(gradient: Gradient(colors: [.red, .blue]).device, startPoint: .top, endPoint: .bottom)),
                to: AnyShapeStyle(LinearGradient(gradient: Gradient(colors: [.green, .yellow]).device, startPoint: .leading, endPoint: .trailing))),
            size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        guard case .linearGradient(let stops, let start, let end)? = shapePaint(host) else {
            Issue.record("no gradient")
            return
        }
        // Halfway along linear(1 s): each stop's linear components halfway,
        // the points halfway from top → bottom to leading → trailing.
        func mid(_ a: Color, _ b: Color) -> Color.Resolved {
            Color.Resolved(
                linearRed: (a.resolved.linearRed + b.resolved.linearRed) / 2, linearGreen: (a.resolved.linearGreen + b.resolved.linearGreen) / 2,
                linearBlue: (a.resolved.linearBlue + b.resolved.linearBlue) / 2, opacity: 1)
        }
        #expect(close(stops[0].color, mid(.red, .green)) && close(stops[1].color, mid(.blue, .yellow)))
        #expect(abs(start.x - 25) < 1e-9 && abs(start.y - 25) < 1e-9 && abs(end.x - 75) < 1e-9 && abs(end.y - 75) < 1e-9)
        host.advance(by: 1)
        #expect(shapePaint(host)?.stops.map(\.color) == [Color.green.resolved, Color.yellow.resolved])
    }

    @Test func aColorAnimatesIntoAGradient() {
        let host = ViewHost(
            Toggled(
                from: AnyShapeStyle(Color.red),
                to: AnyShapeStyle(LinearGradient(gradient: Gradient(colors: [.blue, .green, .yellow]).device, startPoint: .top, endPoint: .bottom))),
            size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let stops = shapePaint(host)?.stops ?? []
        #expect(stops.count == 3)
        let red = Color.red.resolved, blue = Color.blue.resolved
        #expect(stops.first.map { abs($0.color.linearRed - (red.linearRed + blue.linearRed) / 2) < 1e-4 } == true)
        #expect(stops.map(\.location) == [0, 0.5, 1])
        // And back to the color: it ends as the color.
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 1.1)
        #expect(shapePaint(host) == .color(Color.red.resolved))
        // Gradients of different kinds change without animating.
        let jump = ViewHost(
            Toggled(
                from: AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
                to: AnyShapeStyle(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50))),
            size: CGSize(width: 100, height: 100))
        jump.tap(at: CGPoint(x: 50, y: 50))
        jump.advance(by: 0.1)
        guard case .radialGradient? = shapePaint(jump) else {
            Issue.record("not radial at once")
            return
        }
    }

    @Test func materialsAreTranslucentFills() {
        // No backdrop blur here: a translucent white (dark: (28, 28, 30)).
        let light = ViewHost(Filled(style: .ultraThinMaterial), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(light).flatMap(\.color).map { close($0, Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.35)) } == true)
        let dark = ViewHost(Filled(style: .thickMaterial).preferredColorScheme(.dark), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(dark).flatMap(\.color).map { close($0, rgb(28, 28, 30, 0.8)) } == true)
    }

    @Test func effectColorsFollowTheColorScheme() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).shadow(color: .primary, radius: 2).colorMultiply(.blue).preferredColorScheme(.dark),
            size: CGSize(width: 20, height: 20))
        let items = host.displayList.flattened.map(\.item)
        #expect(items.contains { $0.shadow?.color == Color.primary.resolve(in: dark) })
        #expect(items.contains { $0.colorFilters == [.colorMultiply(Color.blue.resolve(in: dark))] })
    }

    private var dark: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return environment
    }

    @Test func assetColorsResolveFromTheCatalog() {
        // Not registered: clear, as SwiftUI draws a color missing from the
        // catalog.
        #expect(Color("missing-\(UUID().uuidString)").resolve(in: EnvironmentValues()).opacity == 0)
        let name = "brand-\(UUID().uuidString)"
        ColorAssets.register(name, light: rgb(10, 20, 30), dark: rgb(200, 210, 220))
        #expect(close(Color(name).resolve(in: EnvironmentValues()), rgb(10, 20, 30)))
        #expect(close(Color(name).resolve(in: dark), rgb(200, 210, 220)))
        #expect(close(Color(name).opacity(0.5).resolve(in: dark), rgb(200, 210, 220, 0.5)))
        #expect(Color(name).description == name)
        let host = ViewHost(Filled(style: Color(name)), size: CGSize(width: 100, height: 50))
        #expect(shapePaint(host).flatMap(\.color).map { close($0, rgb(10, 20, 30)) } == true)
    }

    @Test func colorGradientsRunFromLighterToTheColor() {
        // Top: the color mixed 20 % toward white (gamma-encoded); bottom: it.
        let host = ViewHost(Filled(style: Color.blue.gradient), size: CGSize(width: 100, height: 50))
        guard case .linearGradient(let stops, let start, let end)? = shapePaint(host) else {
            Issue.record("no gradient")
            return
        }
        #expect(start == CGPoint(x: 50, y: 0) && end == CGPoint(x: 50, y: 50))
        #expect(close(stops[0].color, Color.Resolved(red: 0.2, green: (136 + 0.2 * 119) / 255, blue: 1)))
        #expect(stops.last?.color == Color.blue.resolved)
        // Blended perceptually: the span written out as 8 steps.
        #expect(stops.count == 9)
    }
}
