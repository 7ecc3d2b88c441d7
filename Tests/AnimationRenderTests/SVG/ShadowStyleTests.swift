import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The drawn views that fill a shape or show text, back to front.
@MainActor
private func painted(_ host: ViewHost) -> [DrawnView] {
    host.drawnViews.filter { view in
        switch view.item.content {
        case .shape?, .text?: true
        default: false
        }
    }
}

@MainActor
@Suite("Shadow styles")
struct ShadowStyleTests {
    @Test func aStyleCastsItsShadowFromWhatItFills() throws {
        let host = ViewHost(
            VStack {
                Rectangle().fill(.blue.shadow(.drop(color: .black, radius: 4, x: 2, y: 3))).frame(width: 40, height: 20)
                Text("Lit").foregroundStyle(.white.shadow(.drop(radius: 2)))
                Circle().fill(.shadow(.inner(radius: 5))).frame(width: 20, height: 20).foregroundStyle(.green)
            },
            size: CGSize(width: 100, height: 120))
        let views = painted(host)
        try #require(views.count == 3)
        #expect(views[0].item.shadow == DisplayList.Shadow(color: Color.black.resolved, radius: 4, offset: CGSize(width: 2, height: 3)))
        // The drop shadow's default: black at 33 %; the inner one's: 55 %.
        let text = try #require(views[1].item.shadow)
        #expect(text.radius == 2 && !text.isInner && abs(text.color.opacity - 0.33) < 1e-6 && text.color.red == 0)
        let circle = try #require(views[2].item.shadow)
        #expect(circle.isInner && circle.radius == 5 && abs(circle.color.opacity - 0.55) < 1e-6)
        // The static form is the foreground style with the shadow.
        if case .shape(_, let paint, _, _)? = views[2].item.content {
            #expect(paint == .color(Color.green.resolved))
        } else {
            Issue.record("the circle is not a shape")
        }
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        #expect(try svgElements("feDropShadow", in: svg).count == 2)
        #expect(try svgElements("feComposite", in: svg).contains { $0["data-shadow"] == "inner" })
    }

    @Test func badRadiiAndOffsetsAreZero() throws {
        let host = ViewHost(
            Rectangle().fill(.red.shadow(.drop(radius: .nan, x: .infinity, y: -2))).overlay(
                Rectangle().fill(.red.shadow(.inner(radius: -3)))
            )
            .frame(width: 20, height: 20),
            size: CGSize(width: 20, height: 20))
        let shadows = painted(host).compactMap(\.item.shadow)
        #expect(shadows.map(\.radius) == [0, 0])
        #expect(shadows.first?.offset == CGSize(width: 0, height: -2))
    }

    @Test func aColorWithAShadowStillAnimates() {
        struct Toggle: View {
            @State var on = false
            var body: some View {
                Rectangle()
                    .fill((on ? Color.red : Color.blue).shadow(.drop(radius: 3)))
                    .frame(width: 20, height: 20)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
        let host = ViewHost(Toggle(), size: CGSize(width: 20, height: 20))
        #expect(host.tap(at: CGPoint(x: 10, y: 10)))
        host.advance(by: 0.5)
        guard case .shape(_, .color(let color), _, _)? = painted(host).first?.item.content else {
            Issue.record("not a color")
            return
        }
        // Half way from blue to red, in linear sRGB.
        let red = Color.red.resolved, blue = Color.blue.resolved
        #expect(abs(color.linearRed - (red.linearRed + blue.linearRed) / 2) < 0.01, "\(color)")
        #expect(painted(host).first?.item.shadow?.radius == 3)
    }
}

#if Cairo
@MainActor
@Suite("Shadow styles in PNG")
struct ShadowStylePNGTests {
    /// A 40-point white square at (10, 10) on the white 60 × 60 page, its
    /// style casting an unblurred black shadow moved 4 right and 4 down.
    private func whiteSquare(_ shadow: (Color, CGFloat, CGFloat, CGFloat) -> ShadowStyle) -> RGBAImage {
        let host = ViewHost(
            Rectangle().fill(Color.white.shadow(shadow(.black, 0, 4, 4))).frame(width: 40, height: 40).frame(width: 60, height: 60),
            size: CGSize(width: 60, height: 60))
        return PNGRenderer(size: host.size).image(host.displayList)
    }

    @Test func anInnerShadowDarkensTheEdgeItsOffsetUncovers() {
        // A white square on the white page whose inner shadow, unblurred
        // and moved 4 right and 4 down, covers the square's first 4
        // columns and rows in black.
        let image = whiteSquare { ShadowStyle.inner(color: $0, radius: $1, x: $2, y: $3) }
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let p = image.pixel(x: x, y: y)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        // The square spans 10 to 50.
        #expect(rgb(12, 30) == [0, 0, 0])
        #expect(rgb(30, 12) == [0, 0, 0])
        #expect(rgb(30, 30) == [255, 255, 255])
        #expect(rgb(47, 30) == [255, 255, 255])
        #expect(rgb(30, 47) == [255, 255, 255])
        // Outside the square, no shadow.
        #expect(rgb(5, 30) == [255, 255, 255])
    }

    @Test func aDropShadowFallsOutsideTheShape() {
        let image = whiteSquare { ShadowStyle.drop(color: $0, radius: $1, x: $2, y: $3) }
        let below = image.pixel(x: 30, y: 52), beside = image.pixel(x: 52, y: 30), inside = image.pixel(x: 30, y: 30)
        #expect((below.red, beside.red, inside.red) == (0, 0, 255))
    }
}
#endif
