import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

private struct Shapes: View {
    var body: some View {
        HStack {
            Circle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 20)
            Text("a<b & c").opacity(0.5).blur(radius: 2)
        }
    }
}

/// The `transform` matrices of the SVG's groups, parsed as XML.
private func matrices(_ svg: String) throws -> [[Double]] {
    let document = try XMLDocument(data: Data(svg.utf8))
    let groups = try document.nodes(forXPath: "//*[local-name()='g'][@transform]")
    return groups.compactMap { node -> [Double]? in
        guard let element = node as? XMLElement,
            let transform = element.attributes?.first(where: { $0.name == "transform" })?.stringValue
        else { return nil }
        let inside = transform.dropFirst("matrix(".count).dropLast()
        return inside.split(separator: " ").compactMap { Double($0) }
    }
}

/// A text that counts taps (cross-fading), above a square that comes and
/// goes (sliding in from the leading edge), under a linear animation of 1 s.
private struct Changes: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            if count == 1 {
                Color.red.frame(width: 40, height: 40).transition(.move(edge: .leading))
            }
        }
        .frame(width: 200, height: 200)
        .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
    }
}

/// The attributes of the SVG's elements with a local name, each with the
/// `opacity` and `transform` of its enclosing groups.
private func elements(_ name: String, in svg: String) throws -> [(attributes: [String: String], opacity: Double, matrix: [Double])] {
    try svgXMLElements(name, in: svg).map { element in
        let attributes = svgAttributes(element)
        var opacity = 1.0, matrix = [1.0, 0, 0, 1, 0, 0]
        var parent = element.parent as? XMLElement
        while let group = parent {
            func attribute(_ name: String) -> String? { group.attributes?.first { $0.name == name }?.stringValue }
            if let value = attribute("opacity") { opacity *= Double(value) ?? 1 }
            if let value = attribute("transform") {
                let m = value.dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
                if m.count == 6 { matrix = [matrix[0] * m[0], 0, 0, matrix[3] * m[3], matrix[4] + m[4], matrix[5] + m[5]] }
            }
            parent = group.parent as? XMLElement
        }
        return (attributes, opacity, matrix)
    }
}

@MainActor
@Suite("SVG renderer")
struct SVGRendererTests {
    @Test func transitionsAndContentTransitionsAppearInTheSVG() throws {
        let host = ViewHost(Changes(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        // The old and the new count, each at half opacity.
        let texts = try elements("text", in: svg)
        #expect(texts.map { $0.attributes["text"] } == ["0", "1"])
        #expect(texts.allSatisfy { abs($0.opacity - 0.5) < 1e-3 })
        // The square, halfway in from the leading edge: moved left by half its width.
        let square = try #require(try elements("rect", in: svg).first { $0.attributes["fill"] == "rgb(255,56,60)" })
        #expect(abs(square.matrix[4] + 20) < 1e-3)
        // Removed, it leaves while the count cross-fades again, then is gone.
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        let leaving = SVGRenderer(size: host.size).render(host.displayList)
        #expect(try elements("rect", in: leaving).contains { $0.attributes["fill"] == "rgb(255,56,60)" })
        host.advance(by: 0.5)
        let after = SVGRenderer(size: host.size).render(host.displayList)
        #expect(try !elements("rect", in: after).contains { $0.attributes["fill"] == "rgb(255,56,60)" })
    }

    @Test func documentIsXMLAndScaleFollowsThePresentationValue() throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        let renderer = SVGRenderer(size: host.size)
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            let svg = renderer.render(host.displayList)
            let scale = try #require(try matrices(svg).first)
            let expected = 1 + 0.5 * Spring.bouncy.value(target: 1.0, time: Double(step) / 60)
            #expect(abs(scale[0] - expected) < 0.001)  // three decimals in the file
            // The anchor (the image's center, 100, 100) stays fixed.
            #expect(abs(scale[0] * 100 + scale[4] - 100) < 0.1)  // a is rounded to 0.001, times 100
        }
    }

    @Test func shapesStrokesTextAndFilters() throws {
        let host = ViewHost(Shapes(), size: CGSize(width: 200, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let document = try XMLDocument(data: Data(svg.utf8))
        #expect(try document.nodes(forXPath: "//*[local-name()='path']").count == 2)
        #expect(svg.contains("fill=\"rgb(255,56,60)\""))
        #expect(svg.contains("stroke-dasharray=\"4 2\""))
        #expect(svg.contains("a&lt;b &amp; c"))
        #expect(svg.contains("feGaussianBlur") && svg.contains("opacity=\"0.5\""))
        let shadowed = ViewHost(Pets(), size: CGSize(width: 200, height: 200))
        #expect(SVGRenderer(size: shadowed.size).render(shadowed.displayList).contains("feDropShadow"))
    }

    @Test func numbersAreCompact() {
        let svg = SVGRenderer(size: CGSize(width: 10.5, height: 1.0 / 3), background: nil).render(DisplayList())
        #expect(svg.contains("width=\"10.5\" height=\"0.333\""))
        #expect(!svg.contains("<rect"))
    }
}
