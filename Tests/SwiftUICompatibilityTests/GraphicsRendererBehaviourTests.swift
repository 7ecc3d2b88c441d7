import AnimationRender
import AnimationViews
import Foundation
@testable import SwiftUI
import Testing
@testable import UIKit

@MainActor
@Suite("UIKit image renderers and Core Graphics contexts")
struct GraphicsRendererBehaviourTests {
    /// The shapes an image's drawing holds: (frame, fill color) of each
    /// filled shape, in the image's points.
    private func fills(_ image: UIImage) -> [(CGRect, Color.Resolved?)] {
        (image.drawing?.drawnItems ?? []).compactMap { drawn in
            guard case .shape(_, .color, nil, _)? = drawn.item.content else { return nil }
            return (drawn.frame, drawn.color)
        }
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    /// A renderer's image has the renderer's size in points and its
    /// format's scale; its drawing holds the red square, then the blue
    /// circle, each where the code put it.
    @Test func aRendererRecordsWhatIsDrawn() throws {
        let image = BadgeArt.badge()
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.scale == UIScreen.main.scale)
        let shapes = fills(image)
        try #require(shapes.count == 2)
        #expect(close(shapes[0].0, CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(shapes[0].1 == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(close(shapes[1].0, CGRect(x: 20, y: 0, width: 20, height: 20)))
        #expect(shapes[1].1 == Color.Resolved(red: 0, green: 0, blue: 1))
        // The image is an SVG document of that drawing.
        guard case .data(let svg) = image.source else { Issue.record("not drawn"); return }
        let document = String(decoding: svg, as: UTF8.self)
        #expect(document.hasPrefix("<svg") && document.contains("width=\"40\""))
    }

    /// Points of a path go through the transform current when they are
    /// added (Core Graphics): a rectangle added after translating by
    /// (10, 5), filled after translating again, stays at (10, 5); saving
    /// and restoring the state brings back the fill color.
    @Test func pathsKeepTheTransformOfTheirTime() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.green.cgColor)
            cg.saveGState()
            cg.translateBy(x: 10, y: 5)
            cg.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            cg.translateBy(x: 20, y: 20)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fillPath()
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 40, width: 2, height: 2))
        }
        let shapes = fills(image)
        try #require(shapes.count == 2)
        #expect(close(shapes[0].0, CGRect(x: 10, y: 5, width: 4, height: 4)))
        #expect(shapes[0].1 == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(close(shapes[1].0, CGRect(x: 0, y: 40, width: 2, height: 2)))
        #expect(shapes[1].1 == UIColor.green.swiftUIColor.resolved)
    }

    /// The older API: the image context is current between begin and end;
    /// scale 0 is the screen's; outside drawing there is no context and
    /// UIKit's drawing shortcuts do nothing.
    @Test func imageContextsBeginAndEnd() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let tick = try #require(BadgeArt.tick(color: .green))
        #expect(tick.size == CGSize(width: 10, height: 10) && tick.scale == UIScreen.main.scale)
        let shapes = fills(tick)
        try #require(shapes.count == 1)
        // The oval at (-5, -5) after translating by (5, 5): the whole image.
        #expect(close(shapes[0].0, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        UIGraphicsPopContext()
        UIGraphicsGetCurrentContext()?.restoreGState()
    }

    /// Bad input: a negative or non-finite size makes an empty image; a
    /// transform of zero scale draws nothing; a negative line width
    /// strokes nothing; restoring with nothing saved changes nothing.
    @Test func badInputDrawsNothing() {
        let empty = UIGraphicsImageRenderer(size: CGSize(width: -5, height: CGFloat.nan)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(empty.size == .zero && empty.cgImage == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            let cg = context.cgContext
            cg.restoreGState()
            cg.saveGState()
            cg.scaleBy(x: 0, y: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.restoreGState()
            cg.setLineWidth(-1)
            cg.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.setLineWidth(.nan)
            cg.strokeEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.drawing?.items.isEmpty == true)
    }

    /// `Image(uiImage:)` shows a renderer's image at its size in points;
    /// string drawing records the text in the current context.
    @Test func swiftUIShowsTheImageAndItsText() throws {
        let host = ViewHost(BadgeArtView(), size: CGSize(width: 100, height: 40))
        let art = try #require(host.find(id: "badge-art"))
        #expect(art.frame.size == CGSize(width: 50, height: 20))
        let captioned = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20)).image { _ in
            "Hi".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        let texts = (captioned.drawing?.drawnItems ?? []).compactMap { $0.item.content?.string }
        #expect(texts == ["Hi"])
        let shown = ViewHost(CaptionedBadge(title: "New"), size: CGSize(width: 60, height: 20))
        #expect(shown.drawnViews.contains { $0.item.content?.imageName?.hasPrefix("runtime-image:") == true })
    }

    /// With the raster backend (the Cairo trait), the image's pixels are
    /// the drawing at the format's scale: red on the left, blue in the
    /// circle, the white line across, clear in the circle's corners;
    /// `CGContext.draw(_:in:)` draws a bitmap upside down in UIKit's
    /// flipped context, as on iOS.
    @Test(.enabled(if: PNGRenderer.isAvailable, "needs the Cairo trait"))
    func pixelsAtTheFormatsScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIImage(cgImage: BadgeArt.badge().cgImage!).draw(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 80 && bitmap.height == 40)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.rgba[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4]) }
        #expect(pixel(10, 5) == [255, 0, 0, 255])
        #expect(pixel(60, 8) == [0, 0, 255, 255])
        #expect(pixel(20, 20) == [255, 255, 255, 255])
        #expect(pixel(79, 0)[3] == 0)
        // Upside down: a bitmap red on top and blue below draws blue on top.
        let stripes = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            context.cgContext.draw(stripes.cgImage!, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let drawn = try #require(flipped.cgImage)
        #expect(Array(drawn.rgba[0..<4]) == [0, 0, 255, 255])
        #expect(try #require(flipped.pngData()).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// A view that overrides `draw(_:)` draws into the renderer through
    /// `drawHierarchy(in:afterScreenUpdates:)`: at the format's default
    /// scale of 3, the 40 × 10 gauge is 120 × 30 pixels, red for its
    /// first quarter and light gray (UIKit's 2/3 white: 170) after.
    @Test(.enabled(if: PNGRenderer.isAvailable, "needs the Cairo trait"))
    func aViewDrawsItselfIntoARenderer() throws {
        let bitmap = try #require(GaugeSnapshot.image(progress: 0.25).cgImage)
        #expect(bitmap.width == 120 && bitmap.height == 30)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.rgba[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4]) }
        #expect(pixel(15, 15) == [255, 0, 0, 255])
        #expect(pixel(100, 15) == [170, 170, 170, 255])
    }

    /// `clear(_:)` leaves a hole, as Core Graphics does: in the image's
    /// pixels and in its SVG document, which SwiftUI draws (read back here
    /// through the PNG renderer, which draws SVG images with librsvg).
    @Test(.enabled(if: PNGRenderer.isAvailable, "needs the Cairo trait"))
    func clearingLeavesAHole() throws {
        let card = PunchedCard.card
        let bitmap = try #require(card.cgImage)
        func pixel(_ rgba: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
            Array(rgba[(y * width + x) * 4..<(y * width + x) * 4 + 4])
        }
        // At the main screen's scale (3): the middle is clear, the edge red.
        let middle = bitmap.width / 2
        #expect(pixel(bitmap.rgba, width: bitmap.width, middle, middle)[3] == 0)
        #expect(pixel(bitmap.rgba, width: bitmap.width, 2, middle) == [255, 0, 0, 255])
        let host = ViewHost(PunchedCard(), size: CGSize(width: 20, height: 20))
        let drawn = PNGRenderer(size: host.size).image(host.displayList)
        // Blue (#007AFF) shows through the hole.
        #expect(pixel(drawn.pixels, width: drawn.width, 10, 10) == [0, 136, 255, 255])
        #expect(pixel(drawn.pixels, width: drawn.width, 2, 2) == [255, 0, 0, 255])
        #expect(pixel(drawn.pixels, width: drawn.width, 17, 10) == [255, 0, 0, 255])
    }

    /// Drawing off the main thread, as apps prepare images in the
    /// background.
    @Test func drawingOffTheMainThread() async {
        let size = await Task.detached { BadgeArt.swatch(.orange).size }.value
        #expect(size == CGSize(width: 8, height: 8))
    }
}
