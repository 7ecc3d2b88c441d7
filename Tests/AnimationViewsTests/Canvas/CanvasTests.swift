import AnimationCore
import AnimationViews
import Foundation
import Testing

/// A 100 × 100 canvas centered in a 200 × 200 host (its origin at 50, 50).
@MainActor
private func canvasHost(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> ViewHost {
    ViewHost(Canvas(renderer: renderer).frame(width: 100, height: 100), size: CGSize(width: 200, height: 200))
}

/// The drawn items (those with content), with their host transforms.
@MainActor
private func drawn(_ host: ViewHost) -> [DrawnView] {
    host.drawnViews.filter { $0.item.content != nil }
}

/// The canvas's own item: the one clipped to its rectangle.
@MainActor
private func canvasItem(_ host: ViewHost) -> DisplayList.Item? {
    host.displayList.flattened.first { $0.item.clip?.path.boundingRect == CGRect(x: 50, y: 50, width: 100, height: 100) }?.item
}

private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@MainActor
@Suite("Canvas and GraphicsContext")
struct CanvasTests {
    @Test func fillsAPathInTheCanvasCoordinates() throws {
        let host = canvasHost { context, size in
            #expect(size == CGSize(width: 100, height: 100))
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
        }
        let canvas = try #require(canvasItem(host))
        #expect(canvas.children.count == 1)
        let item = try #require(drawn(host).first)
        guard case .shape(let path, let paint, let stroke, _)? = item.item.content else {
            Issue.record("not a shape: \(String(describing: item.item.content))")
            return
        }
        #expect(path.boundingRect == CGRect(x: 60, y: 70, width: 30, height: 40))
        #expect(stroke == nil)
        // SwiftUI's red: (255, 56, 60) (iOS 26).
        let red = try #require(paint.color)
        #expect(abs(red.red - 1) < 1e-3 && abs(red.green - 56.0 / 255) < 1e-3 && abs(red.blue - 60.0 / 255) < 1e-3)
    }

    @Test func transformsMapUserSpaceToTheCanvas() throws {
        let host = canvasHost { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.scaleBy(x: 2, y: 2)
            context.stroke(
                Path {
                    $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 0))
                }, with: .color(.blue), lineWidth: 2)
        }
        let item = try #require(drawn(host).first)
        guard case .shape(let path, _, let stroke, _)? = item.item.content else { Issue.record("not a shape"); return }
        #expect(stroke?.lineWidth == 2)
        // User (10, 0): scaled to (20, 0), turned a quarter clockwise to
        // (0, 20), moved to (50, 70) in the canvas, (100, 120) in the host.
        guard case .line(let end) = path.elements[1] else { Issue.record("not a line"); return }
        #expect(close(end.applying(item.transform), CGPoint(x: 100, y: 120), 1e-9))
        guard case .move(let start) = path.elements[0] else { Issue.record("not a move"); return }
        #expect(close(start.applying(item.transform), CGPoint(x: 100, y: 100), 1e-9))
    }

    @Test func opacityBlendModeAndFiltersApplyToLaterDrawing() throws {
        let host = canvasHost { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            context.opacity = 0.5
            context.blendMode = .multiply
            context.addFilter(.colorInvert(0.25))
            context.addFilter(.blur(radius: 5))
            context.addFilter(.shadow(color: .black, radius: 3, x: 2, y: 4))
            context.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        let items = drawn(host)
        #expect(items.count == 2)
        #expect(items[0].item.opacity == 1 && items[0].item.shadow == nil && items[0].item.blendMode == .normal)
        let canvas = try #require(canvasItem(host))
        // The second, filters last added first (as SwiftUI's metaball
        // canvases rely on, threshold added before blur): the shadow on
        // the drawing, the blur on a group around it, the color filter on
        // a group around that, with the opacity and blending.
        let outer = canvas.children[1]
        #expect(outer.opacity == 0.5 && outer.blendMode == .multiply)
        // colorInvert(0.25): c + (1 - 2c) × 0.25 = 0.25 + 0.5c, a contrast of 0.5.
        #expect(outer.colorFilters == [.contrast(0.5)])
        let blurred = try #require(outer.children.first)
        #expect(blurred.blurRadius == 5 && blurred.colorFilters.isEmpty)
        let inner = try #require(blurred.children.first)
        #expect(inner.shadow?.radius == 3 && inner.shadow?.offset == CGSize(width: 2, height: 4))
        #expect(inner.content != nil)
    }

    @Test func layersCompositeAsOneWithTheContextsOpacity() throws {
        let host = canvasHost { context, _ in
            context.opacity = 0.4
            context.drawLayer { layer in
                #expect(layer.opacity == 1)
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                layer.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.blue))
            }
        }
        let canvas = try #require(canvasItem(host))
        #expect(canvas.children.count == 1)
        let layer = canvas.children[0]
        #expect(layer.opacity == 0.4 && layer.content == nil)
        #expect(layer.children.count == 2 && layer.children.allSatisfy { $0.opacity == 1 })
    }

    @Test func clipsNarrowLaterDrawing() throws {
        var bounds = CGRect.null
        let host = canvasHost { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))
            bounds = context.clipBoundingRect
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        let canvas = try #require(canvasItem(host))
        let group = try #require(canvas.children.first)
        let clip = try #require(group.clip)
        #expect(clip.path.boundingRect == CGRect(x: 50, y: 50, width: 40, height: 40))
        #expect(bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(group.children.first?.content != nil)
        // Outside the ellipse's corner, nothing is drawn; inside, it is.
        #expect(!clip.path.contains(CGPoint(x: 52, y: 52), eoFill: clip.eoFill))
        #expect(clip.path.contains(CGPoint(x: 70, y: 70), eoFill: clip.eoFill))
    }

    @Test func anInverseClipKeepsTheOutside() throws {
        let host = canvasHost { context, _ in
            context.clip(to: Path(CGRect(x: 40, y: 40, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        let clip = try #require(canvasItem(host)?.children.first?.clip)
        #expect(clip.eoFill)
        #expect(!clip.path.contains(CGPoint(x: 100, y: 100), eoFill: true))
        #expect(clip.path.contains(CGPoint(x: 60, y: 60), eoFill: true))
    }

    @Test func textIsDrawnAtItsAnchor() throws {
        var measured = CGSize.zero
        let host = canvasHost { context, _ in
            let text = context.resolve(Text("Hello").font(.system(size: 20)))
            measured = text.measure(in: CGSize(width: 1000, height: 1000))
            context.draw(text, at: CGPoint(x: 50, y: 50))
            context.draw(Text("Corner"), at: .zero, anchor: .topLeading)
        }
        let hello = try #require(drawn(host).first { $0.item.content?.string == "Hello" })
        #expect(hello.item.frame.size == measured)
        #expect(abs(hello.item.frame.midX - 100) < 1e-9 && abs(hello.item.frame.midY - 100) < 1e-9)
        let corner = try #require(drawn(host).first { $0.item.content?.string == "Corner" })
        #expect(corner.item.frame.origin == CGPoint(x: 50, y: 50))
    }

    @Test func textTakesTheShadingOrItsOwnStyle() throws {
        let host = canvasHost { context, _ in
            var text = context.resolve(Text("A"))
            text.shading = .color(.green)
            context.draw(text, at: CGPoint(x: 20, y: 20))
            context.draw(Text("B").foregroundColor(.orange), at: CGPoint(x: 60, y: 60))
        }
        func paint(_ string: String) -> Color.Resolved? {
            guard case .text(let text)? = drawn(host).first(where: { $0.item.content?.string == string })?.item.content else { return nil }
            return text.runs.first?.paint.color
        }
        #expect(paint("A") == Color.green.resolve(in: EnvironmentValues()))
        #expect(paint("B") == Color.orange.resolve(in: EnvironmentValues()))
    }

    @Test func imagesAndSymbolsAreDrawn() throws {
        let view = Canvas { context, _ in
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 30, height: 30))
            if let dot = context.resolveSymbol(id: "dot") {
                #expect(dot.size == CGSize(width: 12, height: 12))
                context.draw(dot, at: CGPoint(x: 50, y: 50))
            }
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Circle().fill(Color.purple).frame(width: 12, height: 12).tag("dot")
        }
        let host = ViewHost(view.frame(width: 100, height: 100), size: CGSize(width: 200, height: 200))
        let items = drawn(host)
        let image = try #require(items.first { $0.item.content?.imageName != nil })
        #expect(image.item.frame == CGRect(x: 50, y: 50, width: 30, height: 30))
        // The symbol: drawn once, where the renderer put it, centered on (100, 100).
        let circles = items.filter { if case .shape? = $0.item.content { return true } else { return false } }
        #expect(circles.count == 1)
        let circle = try #require(circles.first)
        let center = CGPoint(x: circle.item.frame.midX, y: circle.item.frame.midY).applying(circle.transform)
        #expect(close(center, CGPoint(x: 100, y: 100), 1e-9))
    }

    @Test func aPathThatIsNotFiniteIsNotDrawnAndWarns() throws {
        let host = canvasHost { context, _ in
            context.fill(
                Path {
                    $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
                }, with: .color(.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        }
        #expect(drawn(host).count == 1)
        #expect(host.warnings.contains { $0.contains("not finite") })
        #expect(drawn(host).allSatisfy { $0.item.frame.minX.isFinite })
    }

    @Test func repeatedGradientsCoverTheDrawing() throws {
        let host = canvasHost { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
                with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 25, y: 0), options: .repeat))
        }
        guard case .shape(_, let paint, _, _)? = drawn(host).first?.item.content,
            case .linearGradient(let stops, let start, let end) = paint
        else {
            Issue.record("not a linear gradient")
            return
        }
        // Four copies of the 25-point gradient across the 100 points.
        #expect(start == CGPoint(x: 50, y: 50) && end == CGPoint(x: 150, y: 50))
        #expect(stops.count == 8)
        #expect(stops.map(\.location) == [0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
    }

    @Test func aClipToALayerMasksLaterDrawing() throws {
        let host = canvasHost { context, _ in
            context.clipToLayer(opacity: 0.5) { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        let group = try #require(canvasItem(host)?.children.first)
        #expect(group.clip == nil)
        let mask = try #require(group.mask.first)
        #expect(mask.opacity == 0.5)
        guard case .shape(let path, _, _, _)? = mask.children.first?.content else { Issue.record("no mask shape"); return }
        #expect(path.boundingRect == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(group.children.first?.content != nil)
    }

    @Test func mirroredLinearColorAndConicGradients() throws {
        let host = canvasHost { context, _ in
            let gradient = Gradient(colors: [.black, .white])
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
                with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 50, y: 0), options: .mirror))
            context.fill(
                Path(CGRect(x: 0, y: 20, width: 100, height: 10)),
                with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 20), endPoint: CGPoint(x: 100, y: 20), options: .linearColor))
            context.fill(
                Path(CGRect(x: 0, y: 40, width: 40, height: 40)),
                with: .conicGradient(gradient, center: CGPoint(x: 20, y: 60), angle: .degrees(90)))
        }
        let paints: [DisplayList.Paint] = drawn(host).compactMap {
            if case .shape(_, let paint, _, _)? = $0.item.content { return paint } else { return nil }
        }
        #expect(paints.count == 3)
        // Mirrored: two copies over the 100 points, the second reversed.
        guard case .linearGradient(let mirrored, _, let end) = paints[0] else { Issue.record("not linear"); return }
        #expect(end == CGPoint(x: 150, y: 50))
        #expect(mirrored.map(\.location) == [0, 0.5, 0.5, 1])
        #expect(mirrored.map { ($0.color.red * 1000).rounded() } == [0, 1000, 1000, 0])
        // Linear color: eight stops per span, the middle one the linear mix
        // of black and white: 0.5 in linear light, 0.7354 gamma-encoded.
        guard case .linearGradient(let linear, _, _) = paints[1] else { Issue.record("not linear"); return }
        #expect(linear.count == 9)
        #expect(abs(Double(linear[4].color.red) - 0.735357) < 1e-4)
        guard case .angularGradient(_, let center, let start, let endAngle) = paints[2] else { Issue.record("not conic"); return }
        #expect(center == CGPoint(x: 70, y: 110))
        #expect(abs(start - .pi / 2) < 1e-12 && abs(endAngle - 5 * .pi / 2) < 1e-12)
    }

    @Test func aTimelineRedrawsTheCanvas() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let view = TimelineView(.animation) { timeline in
            Canvas { context, _ in
                let t = timeline.date.timeIntervalSince(start)
                context.fill(Path(CGRect(x: t * 60, y: 0, width: 10, height: 10)), with: .color(.red))
            }
            .frame(width: 100, height: 100)
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 200), startDate: start)
        #expect(drawn(host).first?.item.frame.minX == 50)
        host.advance(by: 0.5)
        let x = try #require(drawn(host).first?.item.frame.minX)
        #expect(abs(x - 80) < 1e-6, "\(x)")
    }
}
