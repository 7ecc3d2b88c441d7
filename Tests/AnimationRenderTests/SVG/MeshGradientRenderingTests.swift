import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

@testable import AnimationRender

/// Black on the left to white on the right, bilinear, in 100 × 100.
private struct BlackToWhite: View {
    var body: some View {
        MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.black, .white, .black, .white], smoothsColors: false
        )
        .frame(width: 100, height: 100)
    }
}

@MainActor
@Suite("Mesh gradients in SVG")
struct MeshGradientSVGTests {
    /// 64 cells under the rectangle as a mask; the first is flat in the
    /// average of its corners, u from 0 to 1/8: 1/16 of white, 16/255.
    @Test func aMeshIsMaskedCells() throws {
        let host = ViewHost(BlackToWhite(), size: CGSize(width: 100, height: 100))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        #expect(svg.contains("data-gradient=\"mesh\""))
        let cells = try svgElements("path", in: svg).filter { $0["d"]?.hasSuffix("Z") == true && $0["stroke-width"] == "0.25" }
        #expect(cells.count == 64)
        #expect(cells[0]["fill"] == "rgb(16,16,16)")
        // The eighth cell of the first row: u from 7/8 to 1, 15/16 of white.
        #expect(cells[7]["fill"] == "rgb(239,239,239)")
    }
}

#if Cairo
@MainActor
@Suite("Mesh gradients in PNG")
struct MeshGradientPNGTests {
    /// Pixel 50's middle is u = 0.505: 0.505 × 255 = 128.8.
    @Test func aMeshShadesAcross() {
        let host = ViewHost(BlackToWhite(), size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        for (x, want) in [(50, 128.8), (10, 26.8), (90, 230.8)] {
            let pixel = image.pixel(x: x, y: 50)
            #expect(abs(Double(pixel.red) - want) <= 2 && pixel.red == pixel.green && pixel.green == pixel.blue, "\(x): \(pixel)")
        }
    }
}
#endif
