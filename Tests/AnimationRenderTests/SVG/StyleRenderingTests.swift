import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A 100 × 100 square filled with a style.
struct StyledSquare<S: ShapeStyle>: View {
    let style: S
    var body: some View {
        Rectangle().fill(style).frame(width: 100, height: 100)
    }
}

/// A ring stroked with a conic gradient from red (right) around to blue,
/// blended in sRGB (`.device`), as the renderers blend between stops.
struct ConicRing: View {
    var body: some View {
        Circle()
            .stroke(.conicGradient(Gradient(colors: [.red, .blue]).colorSpace(.device), center: .center), lineWidth: 20)
            .frame(width: 80, height: 80)
    }
}

@MainActor
@Suite("Styles in SVG")
struct SVGStyleTests {
    @Test func linearGradientIsAnSVGGradient() throws {
        let host = ViewHost(
            StyledSquare(style: .linearGradient(Gradient(colors: [.red, .blue]).colorSpace(.device), startPoint: .leading, endPoint: .trailing)),
            size: CGSize(width: 100, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let gradient = try #require(try svgElements("linearGradient", in: svg).first)
        #expect(gradient["x1"] == "0" && gradient["y1"] == "50" && gradient["x2"] == "100" && gradient["y2"] == "50")
        #expect(gradient["gradientUnits"] == "userSpaceOnUse")
        let stops = try svgElements("stop", in: svg)
        #expect(stops.map { $0["offset"] } == ["0", "1"])
        #expect(stops.map { $0["stop-color"] } == ["rgb(255,56,60)", "rgb(0,136,255)"])
        let path = try #require(try svgElements("path", in: svg).first)
        #expect(path["fill"] == "url(#\(gradient["id"]!))")
    }

    @Test func radialStopsMapBetweenTheCircles() throws {
        let host = ViewHost(
            StyledSquare(
                style: .radialGradient(Gradient(colors: [.red, .blue]).colorSpace(.device), center: .center, startRadius: 10, endRadius: 40)),
            size: CGSize(width: 100, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let gradient = try #require(try svgElements("radialGradient", in: svg).first)
        #expect(gradient["r"] == "40" && gradient["gradientTransform"] == "translate(50 50)")
        // Location 0 at radius 10 of 40, location 1 at 40.
        #expect(try svgElements("stop", in: svg).map { $0["offset"] } == ["0.25", "1"])
    }

    @Test func angularGradientIsMaskedWedges() throws {
        let host = ViewHost(ConicRing(), size: CGSize(width: 100, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let mask = try #require(try svgElements("mask", in: svg).first)
        #expect(mask["maskUnits"] == "userSpaceOnUse")
        // The ring itself, stroked in white, is the mask.
        let paths = try svgElements("path", in: svg)
        #expect(paths.contains { $0["stroke"] == "rgb(255,255,255)" && $0["stroke-width"] == "20" })
        // 180 wedges of 2°; the first (0° to 2°, its middle at 1°) is almost
        // red, the one at 180° halfway to blue in sRGB.
        let wedges = paths.filter { $0["d"]?.hasPrefix("M50 50") == true }
        #expect(wedges.count == 180)
        // sRGB interpolation from red (255, 56, 60) to blue (0, 136, 255).
        func expected(_ t: Double) -> String {
            "rgb(\(Int((255 * (1 - t)).rounded())),\(Int((56 + 80 * t).rounded())),\(Int((60 + 195 * t).rounded())))"
        }
        #expect(wedges[0]["fill"] == expected(1.0 / 360))
        #expect(wedges[90]["fill"] == expected(181.0 / 360))
    }
}

#if Cairo
@MainActor
@Suite("Styles in PNG")
struct PNGStyleTests {
    @Test func linearGradientPixels() {
        let host = ViewHost(
            StyledSquare(style: .linearGradient(Gradient(colors: [.red, .blue]).colorSpace(.device), startPoint: .leading, endPoint: .trailing)),
            size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // sRGB interpolation: at x = 50.5 of 100, 50.5 % from red (255, 56,
        // 60) to blue (0, 136, 255).
        let middle = image.pixel(x: 50, y: 50)
        let t = 0.505
        let red = 255 * (1 - t), green = 56 + 80 * t, blue = 60 + 195 * t
        #expect(abs(Double(middle.red) - red) <= 2, "\(middle)")
        #expect(abs(Double(middle.green) - green) <= 2, "\(middle)")
        #expect(abs(Double(middle.blue) - blue) <= 2, "\(middle)")
        let left = image.pixel(x: 0, y: 50)
        #expect(left.red > 250 && left.blue < 67)
    }

    @Test func angularGradientPixels() {
        let host = ViewHost(ConicRing(), size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // The ring's middle is the circle's path, 40 from the center (50,
        // 50). Below the center (90°, location 0.25), left of it (180°,
        // 0.5) and above it (270°, location 0.75).
        func expected(_ location: Double) -> (Double, Double, Double) {
            (255 * (1 - location), 56 + 80 * location, 60 + 195 * location)
        }
        for (x, y, location) in [(50, 90, 0.25), (50, 10, 0.75), (10, 50, 0.5)] {
            let pixel = image.pixel(x: x, y: y), want = expected(location)
            let error = max(abs(Double(pixel.red) - want.0), abs(Double(pixel.green) - want.1), abs(Double(pixel.blue) - want.2))
            #expect(error <= 8, "\(x),\(y): \(pixel) vs \(want)")
        }
        // Inside the ring (20 from the center): the background.
        let center = image.pixel(x: 50, y: 70)
        #expect(center.red == 255 && center.green == 255 && center.blue == 255)
    }

    @Test func radialGradientPixels() {
        let host = ViewHost(
            StyledSquare(
                style: .radialGradient(Gradient(colors: [.red, .blue]).colorSpace(.device), center: .center, startRadius: 10, endRadius: 40)),
            size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Inside 10: red; at 25.5 from the center, about halfway; beyond 40, blue.
        let inner = image.pixel(x: 55, y: 50), outer = image.pixel(x: 97, y: 50), mid = image.pixel(x: 75, y: 50)
        #expect(inner.red > 250 && inner.blue < 67, "\(inner)")
        #expect(outer.red < 5 && outer.blue > 250, "\(outer)")
        let midRed = 255 * (1 - 15.5 / 30)
        #expect(abs(Double(mid.red) - midRed) <= 4, "\(mid)")
    }
}
#endif

@MainActor
@Suite("Text in SVG")
struct SVGTextTests {
    @Test func textIsPlacedCharacterByCharacterInItsFace() throws {
        let host = ViewHost(Text("Hi").font(.largeTitle).bold().underline(), size: CGSize(width: 200, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let text = try #require(try svgElements("text", in: svg).first)
        #expect(text["text"] == "Hi")
        #expect(text["font-size"] == "34" && text["font-weight"] == "700")
        #expect(text["font-family"]?.hasPrefix("Inter") == true)
        // Two x positions, the second one "H" further: 1494 units of SF Pro
        // Display Bold (34 points is over 20) with no kerning before "i",
        // plus San Francisco's tracking at 34 points (+0.40, the HIG's table).
        let xs = try #require(text["x"]).split(separator: " ").compactMap { Double($0) }
        #expect(xs.count == 2 && abs(xs[1] - xs[0] - (1494 * 34.0 / 2048 + 0.40)) < 0.002)
        #expect(try svgElements("path", in: svg).contains { $0["data-decoration"] == "underline" })
    }
}

#if Cairo
@MainActor
@Suite("Text in PNG")
struct PNGTextTests {
    @Test func textIsDrawnInItsFace() {
        let host = ViewHost(Text("I").font(.system(size: 80, weight: .bold)), size: CGSize(width: 100, height: 100))
        let frame = host.drawnViews.first { $0.item.content?.string == "I" }!.item.frame
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Inter Bold's I: a stem in the middle of its advance.
        let stem = image.pixel(x: Int(frame.midX), y: Int(frame.midY))
        #expect(stem.red < 40 && stem.green < 40 && stem.blue < 40, "\(stem)")
        let beside = image.pixel(x: Int(frame.minX) + 1, y: Int(frame.midY))
        #expect(beside.red > 230, "\(beside)")
    }
}
#endif

/// A red square clipped to a circle, masked on its left half, turned in
/// 3D, with a hue rotation: one of each compositing effect.
@MainActor
private func compositing<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 100, height: 100))
}

@MainActor
@Suite("Compositing in SVG")
struct SVGCompositingTests {
    @Test func clipsMasksBlendsAndFilters() throws {
        let host = compositing(
            Color.red.frame(width: 100, height: 100).clipShape(Circle())
                .mask {
                    HStack(spacing: 0) {
                        Color.black; Color.clear
                    }
                }
                .hueRotation(.degrees(120)).blendMode(.multiply))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let clip = try #require(try svgElements("clipPath", in: svg).first)
        #expect(try svgElements("g", in: svg).contains { $0["clip-path"] == "url(#\(clip["id"]!))" })
        let mask = try #require(try svgElements("mask", in: svg).first)
        #expect(mask["mask-type"] == "alpha")
        #expect(try svgElements("rect", in: svg).contains { $0["fill"] == "rgb(0,0,0)" })
        #expect(try svgElements("feColorMatrix", in: svg).contains { $0["type"] == "hueRotate" && $0["values"] == "120" })
        #expect(try svgElements("g", in: svg).contains { $0["style"] == "mix-blend-mode:multiply" })
    }

    /// The Porter-Duff modes CSS lacks compose with the siblings drawn
    /// before them: `destinationOver` draws behind them, `destinationOut`
    /// masks them with a luminance mask (white, the item's alpha in black).
    @Test func porterDuffModesComposeWithWhatCameBefore() throws {
        let behind = compositing(
            ZStack {
                Color.red; Color.blue.blendMode(.destinationOver)
            }.frame(width: 40, height: 40).compositingGroup())
        let fills = try svgElements("rect", in: SVGRenderer(size: behind.size).render(behind.displayList)).compactMap { $0["fill"] }
        #expect(fills.firstIndex(of: "rgb(0,136,255)")! < fills.firstIndex(of: "rgb(255,56,60)")!)
        let cut = compositing(
            ZStack {
                Color.red; Circle().blendMode(.destinationOut)
            }.frame(width: 40, height: 40).compositingGroup())
        let svg = SVGRenderer(size: cut.size).render(cut.displayList)
        let mask = try #require(try svgElements("mask", in: svg).first)
        #expect(mask["mask-type"] == nil)
        #expect(try svgElements("g", in: svg).contains { $0["mask"] == "url(#\(mask["id"]!))" })
        #expect(try svgElements("feColorMatrix", in: svg).contains { $0["values"] == "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0" })
    }

    @Test func projectionsProjectTheGeometry() throws {
        let host = compositing(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        // The square becomes a path through its projected corners: the
        // right edge at 50 + 25 / (1 + 0.5·sin 60°).
        let path = try #require(try svgElements("path", in: svg).first)
        let numbers = try #require(path["d"]).split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let right = 50 + 25 / (1 + 0.5 * sin(Double.pi / 3))
        #expect(numbers.contains { abs($0 - right) < 0.002 })
    }
}

#if Cairo
@MainActor
@Suite("Compositing in PNG")
struct PNGCompositingTests {
    @Test func clipAndMaskPixels() {
        let host = compositing(
            Color.red.frame(width: 100, height: 100).clipShape(Circle())
                .mask {
                    HStack(spacing: 0) {
                        Color.black; Color.clear
                    }
                })
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Inside the circle and the mask's opaque half: red; the corner is
        // outside the circle, the right half outside the mask: white.
        let inside = image.pixel(x: 30, y: 50), corner = image.pixel(x: 3, y: 3), right = image.pixel(x: 75, y: 50)
        #expect(inside.red > 250 && inside.green < 70, "\(inside)")
        #expect(corner.green > 250 && right.green > 250, "\(corner) \(right)")
    }

    @Test func colorFilterPixels() {
        // Red (255, 56, 60) through CSS's hue-rotate(120°).
        let host = compositing(Color.red.hueRotation(.degrees(120)))
        let pixel = PNGRenderer(size: host.size).image(host.displayList).pixel(x: 50, y: 50)
        let expected = DisplayList.ColorFilter.hueRotation(2 * .pi / 3).apply(to: (1, 56.0 / 255, 60.0 / 255, 1))
        #expect(
            abs(Double(pixel.red) - expected.0 * 255) <= 2 && abs(Double(pixel.green) - expected.1 * 255) <= 2
                && abs(Double(pixel.blue) - expected.2 * 255) <= 2, "\(pixel) vs \(expected)")
        // The CSS matrix itself: a gray stays gray, grayscale(1) of pure
        // red is its luminance weight 0.213.
        let gray = DisplayList.ColorFilter.hueRotation(1).apply(to: (0.5, 0.5, 0.5, 1))
        #expect(abs(gray.0 - 0.5) < 1e-9 && abs(gray.1 - 0.5) < 1e-9)
        let luminance = DisplayList.ColorFilter.grayscale(1).apply(to: (1, 0, 0, 1))
        #expect(abs(luminance.0 - 0.213) < 1e-9 && abs(luminance.2 - 0.213) < 1e-9)
    }

    @Test func blurAndShadowPixels() {
        // A 40-point red square blurred by 10 (σ = 5): at its edge, half of
        // red over white; 10 points inside, almost red; 15 outside, almost
        // white.
        let blurred = compositing(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).blur(radius: 10))
        let image = PNGRenderer(size: blurred.size).image(blurred.displayList)
        let edge = image.pixel(x: 70, y: 50), inside = image.pixel(x: 55, y: 50), outside = image.pixel(x: 85, y: 50)
        #expect(abs(Int(edge.green) - 128) <= 20, "\(edge)")
        #expect(inside.green < 40 && outside.green > 230, "\(inside) \(outside)")
        // A black shadow 20 points to the right, blurred: gray right of the
        // square, where nothing else is drawn.
        let shadowed = compositing(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 20, y: 0))
        let shadow = PNGRenderer(size: shadowed.size).image(shadowed.displayList).pixel(x: 80, y: 50)
        #expect(shadow.red < 200 && shadow.red == shadow.green, "\(shadow)")
    }

    @Test func projectionPixels() {
        let host = compositing(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Left edge at 50 − 25 / (1 − 0.5·sin 60°) ≈ 5.9, right edge at ≈ 67.4.
        let left = image.pixel(x: 10, y: 50), right = image.pixel(x: 75, y: 50), middle = image.pixel(x: 60, y: 50)
        #expect(left.red > 250 && left.green < 70 && middle.green < 70, "\(left) \(middle)")
        #expect(right.green > 250, "\(right)")
    }
}
#endif
