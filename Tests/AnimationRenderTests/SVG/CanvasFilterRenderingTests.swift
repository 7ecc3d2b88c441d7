import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// Two black circles 4 points apart, blurred and thresholded as public
/// metaball code writes it (threshold added first, then blur).
private struct Metaballs: View {
    var body: some View {
        Canvas { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            context.addFilter(.blur(radius: 10))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 8, y: 30, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 52, y: 30, width: 40, height: 40)), with: .color(.black))
            }
        }
        .frame(width: 100, height: 100)
    }
}

/// A canvas drawing one 40-point square with a filter, in a 100-point host.
@MainActor
private func filtered(_ filter: GraphicsContext.Filter, color: Color = .red) -> ViewHost {
    ViewHost(
        Canvas { context, _ in
            context.addFilter(filter)
            context.fill(Path(CGRect(x: 30, y: 30, width: 40, height: 40)), with: .color(color))
        }, size: CGSize(width: 100, height: 100))
}

/// Red and blue swapped.
private var swapRedAndBlue: ColorMatrix {
    var matrix = ColorMatrix()
    (matrix.r1, matrix.r3, matrix.b1, matrix.b3) = (0, 1, 1, 0)
    return matrix
}

@MainActor
@Suite("Canvas filters in SVG")
struct SVGCanvasFilterTests {
    @Test func theThresholdIsAStepOnTheBlurredLayer() throws {
        let host = ViewHost(Metaballs(), size: CGSize(width: 100, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let filters = try svgElements("filter", in: svg)
        #expect(filters.count == 2)
        let table = try #require(try svgElements("feFuncA", in: svg).first { $0["type"] == "discrete" }?["tableValues"])
        let steps = table.split(separator: " ")
        // Alpha byte k is entry k: 127/255 < 0.5 is dropped, 128/255 kept.
        #expect(steps.count == 256 && steps[0] == "0" && steps[127] == "0" && steps[128] == "1" && steps[255] == "1")
        #expect(try svgElements("feGaussianBlur", in: svg).map { $0["stdDeviation"] } == ["5"])
    }

    @Test func matrixAndLuminancePrimitives() throws {
        let swapped = filtered(.colorMatrix(swapRedAndBlue))
        let matrix = try #require(try svgElements("feColorMatrix", in: SVGRenderer(size: swapped.size).render(swapped.displayList)).first)
        #expect(matrix["values"] == "0 0 1 0 0 0 1 0 0 0 1 0 0 0 0 0 0 0 1 0")
        let luminance = filtered(.luminanceToAlpha)
        let svg = SVGRenderer(size: luminance.size).render(luminance.displayList)
        #expect(try svgElements("feColorMatrix", in: svg).map { $0["type"] } == ["luminanceToAlpha"])
    }

    @Test func aConstantAlphaLeavesTransparentPixelsTransparent() throws {
        var opaque = ColorMatrix()
        opaque.a5 = 1
        let host = filtered(.colorMatrix(opaque))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        // The matrix result is kept only where the input was visible.
        let composite = try #require(try svgElements("feComposite", in: svg).first)
        #expect(composite["operator"] == "in" && composite["in2"] == "cm0visible")
        #expect(try svgElements("feComponentTransfer", in: svg).contains { $0["result"] == "cm0visible" })
    }
}

#if Cairo
@MainActor
@Suite("Canvas filters in PNG")
struct PNGCanvasFilterTests {
    @Test func metaballsJoinAcrossTheGap() {
        let host = ViewHost(Metaballs(), size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        let blue = Color.blue.resolve(in: EnvironmentValues())
        func isBlue(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
            abs(Int(p.red) - Int((blue.red * 255).rounded())) <= 1 && abs(Int(p.green) - Int((blue.green * 255).rounded())) <= 1
                && abs(Int(p.blue) - Int((blue.blue * 255).rounded())) <= 1
        }
        // Each circle's center, and the 4-point gap between them, which
        // two blurred edges 2 points away fill past half alpha (a blur of
        // radius 10 is σ = 5; one edge alone gives Φ(-0.4) ≈ 0.34):
        // solid threshold blue, not a blur.
        let left = image.pixel(x: 28, y: 50), gap = image.pixel(x: 50, y: 50), right = image.pixel(x: 72, y: 50)
        #expect(isBlue(left) && isBlue(gap) && isBlue(right), "\(left) \(gap) \(right)")
        // 6 points outside a lone edge the blur is Φ(-1.2) ≈ 0.12: below
        // the threshold, so the white background.
        let outside = image.pixel(x: 2, y: 50)
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255, "\(outside)")
    }

    @Test func aColorMatrixSwapsChannels() {
        let host = filtered(.colorMatrix(swapRedAndBlue), color: Color(red: 1, green: 0.5, blue: 0))
        let pixel = PNGRenderer(size: host.size).image(host.displayList).pixel(x: 50, y: 50)
        // (1, 0.5, 0) becomes (0, 0.5, 1).
        #expect(pixel.red <= 1 && abs(Int(pixel.green) - 128) <= 1 && pixel.blue >= 254, "\(pixel)")
    }

    @Test func luminanceBecomesBlackAlpha() {
        // Gray 0.5 has luma 0.5: black at half opacity over white is 127.5.
        let host = filtered(.luminanceToAlpha, color: Color(red: 0.5, green: 0.5, blue: 0.5))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        let pixel = image.pixel(x: 50, y: 50)
        #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
        let outside = image.pixel(x: 10, y: 10)
        #expect(outside.red == 255, "\(outside)")
    }

    @Test func aConstantAlphaLeavesTransparentPixelsTransparent() {
        var opaque = ColorMatrix()
        opaque.a5 = 1
        let host = filtered(.colorMatrix(opaque))
        let outside = PNGRenderer(size: host.size).image(host.displayList).pixel(x: 10, y: 10)
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255, "\(outside)")
    }
}
#endif
