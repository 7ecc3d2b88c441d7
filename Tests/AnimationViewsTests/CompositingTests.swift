import AnimationCore
import AnimationRuntime
@testable import AnimationViews
import Foundation
import Testing

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
        // Bad input: a value that is not finite keeps the last one.
        let bad = ViewHost(Color.red.brightness(.nan), size: CGSize(width: 10, height: 10))
        #expect(items(bad).contains { $0.colorFilters == [.brightness(0)] })
        #expect(bad.warnings.contains { $0.contains("colorFilter") })
    }
}
