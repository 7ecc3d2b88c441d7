import AnimationCore
import AnimationViews
import Foundation
import Testing

/// The items a 100 × 100 canvas draws (the children of its clipped item).
@MainActor
private func canvasChildren(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
    let host = ViewHost(Canvas(renderer: renderer), size: CGSize(width: 100, height: 100))
    let canvas = host.displayList.flattened.first { $0.item.clip?.path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100) }
    return canvas?.item.children ?? []
}

@MainActor
@Suite("GraphicsContext's color matrix, alpha threshold and luminance filters")
struct CanvasFilterTests {
    @Test func thresholdAddedBeforeBlurThresholdsTheBlur() throws {
        // The metaball canvas as public SwiftUI code writes it (for
        // example robb's "GooeyView" gist): threshold first, then blur,
        // then a layer. SwiftUI blurs the layer and thresholds the blur.
        let children = canvasChildren { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            context.addFilter(.blur(radius: 10))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 8, y: 30, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 52, y: 30, width: 40, height: 40)), with: .color(.black))
            }
        }
        let outer = try #require(children.first)
        #expect(outer.colorFilters == [.alphaThreshold(min: 0.5, max: 1, color: Color.blue.resolve(in: EnvironmentValues()))])
        #expect(outer.blurRadius == 0)
        let blurred = try #require(outer.children.first)
        #expect(blurred.blurRadius == 10 && blurred.colorFilters.isEmpty)
        #expect(blurred.children.count == 2)
    }

    @Test func colorFiltersInARowShareAnItemLastAddedFirst() throws {
        var swap = ColorMatrix()
        (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)
        let children = canvasChildren { context, _ in
            context.addFilter(.luminanceToAlpha)
            context.addFilter(.colorMatrix(swap))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        let item = try #require(children.first)
        #expect(item.colorFilters == [.colorMatrix(swap), .luminanceToAlpha])
        #expect(item.content != nil)
    }

    @Test func theIdentityMatrixAndItsEntries() {
        let identity = ColorMatrix()
        #expect(identity.rows == [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
        var matrix = ColorMatrix()
        matrix.g5 = 0.25
        matrix.a2 = -1
        #expect(matrix.rows[9] == 0.25 && matrix.rows[16] == -1)
    }

    @Test func badInputIsReadAsDocumented() throws {
        var broken = ColorMatrix()
        broken.r2 = .nan
        let children = canvasChildren { context, _ in
            context.addFilter(.colorMatrix(broken))
            context.addFilter(.alphaThreshold(min: .nan, max: .infinity))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        let item = try #require(children.first)
        // A matrix with a NaN entry is the identity; a NaN minimum is 0, an
        // infinite maximum 1; the default color is black.
        #expect(
            item.colorFilters == [
                .alphaThreshold(min: 0, max: 1, color: Color.black.resolve(in: EnvironmentValues())), .colorMatrix(ColorMatrix())
            ])
    }
}
