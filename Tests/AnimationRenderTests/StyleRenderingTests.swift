import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The elements of an SVG document with a local name, as attribute
/// dictionaries.
func svgElements(_ name: String, in svg: String) throws -> [[String: String]] {
    let document = try XMLDocument(data: Data(svg.utf8))
    return try document.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { node in
        guard let element = node as? XMLElement else { return nil }
        var attributes: [String: String] = [:]
        for attribute in element.attributes ?? [] { attributes[attribute.name ?? ""] = attribute.stringValue }
        attributes["text"] = element.stringValue
        return attributes
    }
}

/// A 100 × 100 square filled with a style.
struct StyledSquare<S: ShapeStyle>: View {
    let style: S
    var body: some View {
        Rectangle().fill(style).frame(width: 100, height: 100)
    }
}

/// A ring stroked with a conic gradient from red (right) around to blue.
struct ConicRing: View {
    var body: some View {
        Circle()
            .stroke(AngularGradient(colors: [.red, .blue], center: .center), lineWidth: 20)
            .frame(width: 80, height: 80)
    }
}

@MainActor
@Suite("Styles in SVG")
struct SVGStyleTests {
    @Test func linearGradientIsAnSVGGradient() throws {
        let host = ViewHost(StyledSquare(style: LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
                            size: CGSize(width: 100, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let gradient = try #require(try svgElements("linearGradient", in: svg).first)
        #expect(gradient["x1"] == "0" && gradient["y1"] == "50" && gradient["x2"] == "100" && gradient["y2"] == "50")
        #expect(gradient["gradientUnits"] == "userSpaceOnUse")
        let stops = try svgElements("stop", in: svg)
        #expect(stops.map { $0["offset"] } == ["0", "1"])
        #expect(stops.map { $0["stop-color"] } == ["rgb(255,59,48)", "rgb(0,122,255)"])
        let path = try #require(try svgElements("path", in: svg).first)
        #expect(path["fill"] == "url(#\(gradient["id"]!))")
    }

    @Test func radialStopsMapBetweenTheCircles() throws {
        let host = ViewHost(StyledSquare(style: RadialGradient(colors: [.red, .blue], center: .center, startRadius: 10, endRadius: 40)),
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
        // sRGB interpolation from red (255, 59, 48) to blue (0, 122, 255).
        func expected(_ t: Double) -> String {
            "rgb(\(Int((255 * (1 - t)).rounded())),\(Int((59 + 63 * t).rounded())),\(Int((48 + 207 * t).rounded())))"
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
        let host = ViewHost(StyledSquare(style: LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
                            size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // sRGB interpolation: at x = 50.5 of 100, 50.5 % from red (255, 59,
        // 48) to blue (0, 122, 255).
        let middle = image.pixel(x: 50, y: 50)
        let t = 0.505
        let red = 255 * (1 - t), green = 59 + 63 * t, blue = 48 + 207 * t
        #expect(abs(Double(middle.red) - red) <= 2, "\(middle)")
        #expect(abs(Double(middle.green) - green) <= 2, "\(middle)")
        #expect(abs(Double(middle.blue) - blue) <= 2, "\(middle)")
        let left = image.pixel(x: 0, y: 50)
        #expect(left.red > 250 && left.blue < 55)
    }

    @Test func angularGradientPixels() {
        let host = ViewHost(ConicRing(), size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // The ring's middle is the circle's path, 40 from the center (50,
        // 50). Below the center (90°, location 0.25), left of it (180°,
        // 0.5) and above it (270°, location 0.75).
        func expected(_ location: Double) -> (Double, Double, Double) {
            (255 * (1 - location), 59 + 63 * location, 48 + 207 * location)
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
        let host = ViewHost(StyledSquare(style: RadialGradient(colors: [.red, .blue], center: .center, startRadius: 10, endRadius: 40)),
                            size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Inside 10: red; at 25.5 from the center, about halfway; beyond 40, blue.
        let inner = image.pixel(x: 55, y: 50), outer = image.pixel(x: 97, y: 50), mid = image.pixel(x: 75, y: 50)
        #expect(inner.red > 250 && inner.blue < 55, "\(inner)")
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
        #expect(text["font-family"]?.hasPrefix("Liberation Sans") == true)
        // Two x positions, the second one "H" further: 1479 units of
        // Liberation Sans Bold at 34 points.
        let xs = try #require(text["x"]).split(separator: " ").compactMap { Double($0) }
        #expect(xs.count == 2 && abs(xs[1] - xs[0] - 1479 * 34.0 / 2048) < 0.002)
        #expect(try svgElements("path", in: svg).contains { $0["data-decoration"] == "underline" })
    }
}

#if Cairo
@MainActor
@Suite("Text in PNG")
struct PNGTextTests {
    @Test func textIsDrawnInItsFace() {
        let host = ViewHost(Text("I").font(.system(size: 80, weight: .bold)), size: CGSize(width: 100, height: 100))
        let frame = host.displayList.flattened.first { $0.item.content?.string == "I" }!.item.frame
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Liberation Sans Bold's I: a stem in the middle of its advance.
        let stem = image.pixel(x: Int(frame.midX), y: Int(frame.midY))
        #expect(stem.red < 40 && stem.green < 40 && stem.blue < 40, "\(stem)")
        let beside = image.pixel(x: Int(frame.minX) + 1, y: Int(frame.midY))
        #expect(beside.red > 230, "\(beside)")
    }
}
#endif
