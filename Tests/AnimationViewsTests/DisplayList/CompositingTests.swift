import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// Every item, depth first, with its content's description for searching.
@MainActor
private func items(_ host: ViewHost) -> [DisplayList.Item] {
    host.displayList.flattened.map(\.item)
}

@MainActor
private func colorItems(_ host: ViewHost, _ color: Color) -> [DisplayList.Item] {
    items(host).filter { item in
        switch item.content {
        case .color(let c)?: c == color.resolved
        case .shape(_, .color(let c), _, _)?: c == color.resolved
        default: false
        }
    }
}

private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

private struct Rounded: View {
    @State private var round = false
    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .clipShape(RoundedRectangle(cornerRadius: round ? 50 : 0))
            .onTapGesture { withAnimation(.linear(duration: 1)) { round = true } }
    }
}

@MainActor
@Suite("Backgrounds, overlays, clips and masks")
struct CompositingTests {
    @Test func backgroundsAndOverlaysTakeTheViewsFrame() throws {
        let host = ViewHost(
            Color.green.frame(width: 40, height: 20).padding(10)
                .background(Color.red)
                .overlay(alignment: .topLeading) { Color.blue.frame(width: 5, height: 5) },
            size: CGSize(width: 200, height: 200))
        let red = try #require(colorItems(host, .red).first), green = try #require(colorItems(host, .green).first)
        let blue = try #require(colorItems(host, .blue).first)
        // The background fills the padded frame; the overlay sits at its
        // top-leading corner; the background adds no size.
        #expect(red.frame == CGRect(x: 70, y: 80, width: 60, height: 40))
        #expect(green.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        #expect(blue.frame == CGRect(x: 70, y: 80, width: 5, height: 5))
        // Drawn back to front: background, view, overlay.
        let order = items(host).compactMap { item -> String? in
            [(Color.red, "red"), (.green, "green"), (.blue, "blue")].first { colorItems(host, $0.0).contains(item) }?.1
        }
        #expect(order == ["red", "green", "blue"])
    }

    @Test func styleBackgroundsAndBorders() throws {
        let host = ViewHost(
            Color.clear.frame(width: 60, height: 30).background(.red, in: Capsule()).border(Color.blue, width: 4),
            size: CGSize(width: 100, height: 100))
        let capsule = try #require(colorItems(host, .red).first)
        guard case .shape(let path, _, nil, _)? = capsule.content else {
            Issue.record("no filled capsule")
            return
        }
        #expect(near(path.boundingRect, CGRect(x: 20, y: 35, width: 60, height: 30)))
        // The border: a rectangle inset by half its width, stroked 4 wide.
        let border = try #require(colorItems(host, .blue).first)
        guard case .shape(let outline, _, let stroke?, _)? = border.content else {
            Issue.record("no border")
            return
        }
        #expect(near(outline.boundingRect, CGRect(x: 22, y: 37, width: 56, height: 26)) && stroke.lineWidth == 4)
        // The default background: white, black in the dark appearance.
        let dark = ViewHost(Color.clear.frame(width: 10, height: 10).background().preferredColorScheme(.dark), size: CGSize(width: 20, height: 20))
        #expect(colorItems(dark, .black).count == 1)
    }

    @Test func clipsFollowTheShapeAndAnimate() throws {
        let host = ViewHost(Rounded(), size: CGSize(width: 100, height: 100))
        let clipped = try #require(items(host).first { $0.clip != nil })
        #expect(clipped.clip?.path == RoundedRectangle(cornerRadius: 0).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let half = try #require(items(host).first { $0.clip != nil })
        #expect(half.clip?.path == Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 25))
        // clipped and cornerRadius.
        let plain = ViewHost(Color.red.frame(width: 10, height: 10).clipped(), size: CGSize(width: 10, height: 10))
        #expect(items(plain).first { $0.clip != nil }?.clip?.path == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let corner = ViewHost(Color.red.frame(width: 10, height: 10).cornerRadius(3), size: CGSize(width: 10, height: 10))
        #expect(items(corner).first { $0.clip != nil }?.clip?.path == Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3))
        // Even-odd clips.
        let even = ViewHost(Color.red.clipShape(Circle(), style: FillStyle(eoFill: true)), size: CGSize(width: 10, height: 10))
        #expect(items(even).first { $0.clip != nil }?.clip?.eoFill == true)
    }

    @Test func masksHoldTheirViewsApart() throws {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100).mask(alignment: .leading) { Circle().frame(width: 50, height: 50) },
            size: CGSize(width: 100, height: 100))
        let masked = try #require(host.displayList.flattened.first { !$0.item.mask.isEmpty }?.item)
        // The mask's circle: laid out in the view's frame, at its leading
        // edge; not among the drawn children.
        func shapes(_ list: [DisplayList.Item]) -> [DisplayList.Item] {
            list.flatMap { item -> [DisplayList.Item] in
                (item.content.map { _ in [item] } ?? []) + shapes(item.children)
            }
        }
        let mask = shapes(masked.mask)
        #expect(mask.count == 1 && mask[0].frame == CGRect(x: 0, y: 25, width: 50, height: 50))
        #expect(shapes(masked.children).count == 1 && colorItems(host, .red).count == 1)
    }

    @Test func zIndexOrdersSiblings() {
        struct Stacked: View {
            var body: some View {
                ZStack {
                    Color.red.zIndex(1)
                    Color.blue
                    if true { Color.green.zIndex(2) }
                }
            }
        }
        let host = ViewHost(Stacked(), size: CGSize(width: 10, height: 10))
        let colors = items(host).compactMap { item -> Color.Resolved? in
            if case .color(let color)? = item.content { return color } else { return nil }
        }
        #expect(colors == [Color.blue.resolved, Color.red.resolved, Color.green.resolved])
    }

    @Test func blendModesAndColorFilters() throws {
        let host = ViewHost(
            Color.red.hueRotation(.degrees(90)).blendMode(.multiply).grayscale(0.5).colorInvert(),
            size: CGSize(width: 10, height: 10))
        let all = items(host)
        #expect(all.contains { $0.blendMode == .multiply })
        #expect(all.contains { $0.colorFilters == [.hueRotation(.pi / 2)] })
        #expect(all.contains { $0.colorFilters == [.grayscale(0.5)] })
        #expect(all.contains { $0.colorFilters == [.colorInvert] })
        // A compositing group is an item of its own, around its content.
        let grouped = ViewHost(Color.red.compositingGroup().opacity(0.5), size: CGSize(width: 10, height: 10))
        #expect(grouped.displayList.items.first.map { $0.opacity == 0.5 && $0.children.first?.children.first?.content != nil } == true)
        // Bad input: a value that is not finite keeps the last one.
        let bad = ViewHost(Color.red.brightness(.nan), size: CGSize(width: 10, height: 10))
        #expect(items(bad).contains { $0.colorFilters == [.brightness(0)] })
        #expect(bad.warnings.contains { $0.contains("colorFilter") })
    }
}

@MainActor
@Suite("Drawing bad input")
struct DrawingBadInputTests {
    /// Every number a display list holds is finite.
    private func finite(_ items: [DisplayList.Item]) -> Bool {
        func point(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        func path(_ p: Path) -> Bool {
            p.elements.allSatisfy { element in
                switch element {
                case .move(let a), .line(let a): point(a)
                case .quadCurve(let a, let b): point(a) && point(b)
                case .curve(let a, let b, let c): point(a) && point(b) && point(c)
                case .closeSubpath: true
                }
            }
        }
        func paint(_ p: DisplayList.Paint) -> Bool {
            switch p {
            case .color: true
            case .linearGradient(_, let a, let b): point(a) && point(b)
            case .radialGradient(_, let c, let r0, let r1): point(c) && r0.isFinite && r1.isFinite
            case .ellipticalGradient(_, let c, let radii, _, _): point(c) && radii.width.isFinite && radii.height.isFinite
            case .angularGradient(_, let c, let a, let b): point(c) && a.isFinite && b.isFinite
            case .meshGradient(let mesh):
                mesh.vertices.allSatisfy { [$0.position, $0.leading, $0.top, $0.trailing, $0.bottom].allSatisfy(point) }
            case .image(let tiled): point(tiled.tile.origin) && tiled.tile.width.isFinite && tiled.tile.height.isFinite
            }
        }
        return items.allSatisfy { item in
            let frame = item.frame
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return false }
            let projection =
                item.projection.map { [$0.m11, $0.m12, $0.m13, $0.m21, $0.m22, $0.m23, $0.m31, $0.m32, $0.m33].allSatisfy(\.isFinite) } ?? true
            var content = true
            switch item.content {
            case .shape(let p, let fill, _, _)?: content = path(p) && paint(fill)
            case .text(let text)?:
                content = text.runs.allSatisfy { run in run.positions.allSatisfy(\.isFinite) && run.baseline.isFinite && paint(run.paint) }
            default: break
            }
            return projection && content && (item.clip.map { path($0.path) } ?? true) && finite(item.children) && finite(item.mask)
        }
    }

    @Test func zeroSizedFramesDrawFiniteLists() {
        let host = ViewHost(
            VStack {
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 0, height: 0)
                EllipticalGradient(colors: [.red, .blue]).frame(width: 0, height: 0)
                AngularGradient(colors: [.red, .blue], center: .center).frame(width: 0, height: 0)
                Circle().trim(from: 0.2, to: 0.8).stroke(lineWidth: 4).frame(width: 0, height: 0)
                Text("Hello world").frame(width: 0, height: 0)
                Color.red.frame(width: 0, height: 0).rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
                Color.red.frame(width: 0, height: 0).clipShape(Circle()).mask { Circle() }
                RoundedRectangle(cornerRadius: 10).strokeBorder(lineWidth: -5).frame(width: 0, height: 0)
            }, size: CGSize(width: 100, height: 100))
        #expect(finite(host.displayList.items))
    }

    @Test func reversedTrimsAndNonFiniteValuesDrawNothingBroken() {
        let host = ViewHost(
            VStack {
                Circle().trim(from: 0.8, to: 0.2).stroke(lineWidth: 4).frame(width: 40, height: 40)
                Circle().trim(from: .nan, to: 1).frame(width: 40, height: 40)
                Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(.nan), axis: (x: 1, y: 0, z: 0))
                Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), perspective: 0)
                RadialGradient(colors: [.red], center: .center, startRadius: .infinity, endRadius: .nan).frame(width: 40, height: 40)
            }, size: CGSize(width: 100, height: 400))
        #expect(finite(host.displayList.items))
        // The reversed trim draws an empty path.
        let empty = host.drawnViews.contains { entry in
            if case .shape(let path, _, _?, _)? = entry.item.content { return path.isEmpty }
            return false
        }
        #expect(empty)
        // The NaN rotation is left out, with a warning.
        #expect(host.warnings.contains { $0.contains("_Rotation3DEffect") })
    }
}
