import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
}

private struct Drawing: View {
    @State private var done = false
    var body: some View {
        Rectangle().trim(from: 0, to: done ? 1 : 0).stroke(lineWidth: 2).frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { done = true } }
    }
}

@MainActor
@Suite("Shapes and paths")
struct ShapeAndPathTests {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func trimmedPathsFollowTheLength() {
        // A 100-point square is 400 long: half of it is two sides.
        let half = Path(square).trimmedPath(from: 0, to: 0.5)
        #expect(half.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100))])
        let middle = Path(square).trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
        // A quarter of a circle from angle 0 ends at angle 90° (downwards).
        let quarter = Circle().path(in: square).trimmedPath(from: 0, to: 0.25)
        #expect(quarter.currentPoint.map { close($0, CGPoint(x: 50, y: 100), 0.05) } == true)
        // Bad input: reversed, out of range or not finite.
        #expect(Path(square).trimmedPath(from: 0.8, to: 0.2).isEmpty)
        #expect(Path(square).trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(Path(square).trimmedPath(from: -1, to: 2) == Path(square))
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test func trimAnimates() throws {
        let host = ViewHost(Drawing(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        guard case .shape(let path, _, _, _)? = host.drawnViews.first(where: { $0.item.content != nil })?.item.content else {
            Issue.record("no shape")
            return
        }
        // Halfway along linear(1 s): two sides of four.
        #expect(path.currentPoint.map { close($0, CGPoint(x: 100, y: 100)) } == true)
    }

    @Test func strokeBorderStaysInside() {
        let host = ViewHost(Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        guard case .shape(let path, _, let stroke?, _)? = host.drawnViews.first(where: { $0.item.content != nil })?.item.content else {
            Issue.record("no stroke")
            return
        }
        #expect(stroke.lineWidth == 10)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 5) < 1e-9 && abs(bounds.width - 90) < 1e-9)
        // A rounded rectangle's corners shrink with the inset.
        #expect(
            RoundedRectangle(cornerRadius: 20).inset(by: 5).path(in: square)
                == Path(roundedRect: CGRect(x: 5, y: 5, width: 90, height: 90), cornerRadius: 15))
        // Bad input: a negative width insets nothing and draws nothing.
        #expect(StrokeStyle(lineWidth: -3).drawnLineWidth == 0)
        #expect(StrokeStyle(dash: [4, .nan]).drawnDash.isEmpty && StrokeStyle(dash: [0, 0]).drawnDash.isEmpty)
    }

    @Test func aStrokeWithoutAStyleIsAShapeThatFillsAsTheStroke() {
        // stroke(style:) is a shape (SwiftUI returns `some Shape`): filled
        // with a colour, it draws the rounded rectangle stroked 8 wide in it.
        let view = RoundedRectangle(cornerRadius: 10).stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round)).fill(Color.green)
        let host = ViewHost(view.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        guard case .shape(let path, let paint, let stroke?, _)? = host.drawnViews.first(where: { $0.item.content != nil })?.item.content else {
            Issue.record("no stroke")
            return
        }
        #expect(stroke.lineWidth == 8 && stroke.lineCap == .round)
        #expect(path == RoundedRectangle(cornerRadius: 10).path(in: square))
        // iOS's light system green, #34C759 (Apple's Human Interface Guidelines, Color).
        guard case .color(let green) = paint else {
            Issue.record("not a colour: \(paint)")
            return
        }
        #expect(abs(green.red - 52 / 255) < 1e-3 && abs(green.green - 199 / 255) < 1e-3 && abs(green.blue - 89 / 255) < 1e-3)
        // Its path is the outline of the stroke: a 2-wide stroke of the
        // square reaches 1 outside it and leaves its middle out.
        let outline = Rectangle().stroke(lineWidth: 2).path(in: square)
        #expect(outline.boundingRect == CGRect(x: -1, y: -1, width: 102, height: 102))
        #expect(outline.contains(CGPoint(x: 0.5, y: 50)) && !outline.contains(CGPoint(x: 50, y: 50)))
        // Trimmed, it trims that outline (as SwiftUI's); its line width
        // animates with its shape's data.
        var stroked = Circle().stroke(lineWidth: 4)
        stroked.animatableData.second.first = 6
        #expect(stroked.style.lineWidth == 6)
        // Bad input: a zero width strokes nothing.
        #expect(Rectangle().stroke(lineWidth: 0).path(in: square).isEmpty)
    }

    @Test func shapeModifiersAndTypes() {
        #expect(Rectangle().offset(x: 10, y: 5).path(in: square).boundingRect == CGRect(x: 10, y: 5, width: 100, height: 100))
        let turned = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect
        #expect(abs(turned.minX - 25) < 1e-9 && abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
        #expect(Rectangle().scale(0.5).path(in: square).boundingRect == CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(AnyShape(Circle()).path(in: square) == Circle().path(in: square))
        // An uneven rounded rectangle: only its top-leading corner is round.
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 30).path(in: square)
        #expect(!uneven.contains(CGPoint(x: 2, y: 2)) && uneven.contains(CGPoint(x: 98, y: 2)) && uneven.contains(CGPoint(x: 2, y: 98)))
        #expect(RoundedRectangle(cornerRadius: 5).style == .continuous)
        // The static form with radii, as `.clipShape(.rect(cornerRadii:))` writes it.
        let radii = RectangleCornerRadii(topLeading: 30)
        func shape<S: Shape>(_ shape: S) -> S { shape }
        #expect(shape(.rect(cornerRadii: radii, style: .continuous)).path(in: square) == uneven)
    }

    @Test func pathGeometry() {
        // Containment by both rules: a square inside a square, same direction.
        var nested = Path(square)
        nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(nested.contains(CGPoint(x: 50, y: 50)) && !nested.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(nested.contains(CGPoint(x: 10, y: 10), eoFill: true) && !nested.contains(CGPoint(x: 150, y: 10)))
        // A tangent arc in a right-angled corner: it starts and ends one
        // radius from the corner, along each line.
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(corner.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(corner.currentPoint.map { close($0, CGPoint(x: 100, y: 20)) } == true)
        // A relative arc of a quarter turn from angle 0.
        var arc = Path()
        arc.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(90))
        #expect(arc.currentPoint.map { close($0, CGPoint(x: 50, y: 100)) } == true)
        var count = 0
        nested.forEach { _ in count += 1 }
        #expect(count == nested.elements.count)

    }

    @Test func strokedPathsCoverTheStroke() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10))
        // Inside the 10-wide band, not beyond its butt ends or its sides.
        #expect(outline.contains(CGPoint(x: 50, y: 54)) && outline.contains(CGPoint(x: 11, y: 46)))
        #expect(!outline.contains(CGPoint(x: 50, y: 56)) && !outline.contains(CGPoint(x: 8, y: 50)))
        // Square and round caps reach half the width past the ends.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).contains(CGPoint(x: 6, y: 50)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).contains(CGPoint(x: 6, y: 50)))
        // A square's outline: the corner covered by a miter, the middle empty.
        let frame = Path(CGRect(x: 20, y: 20, width: 60, height: 60)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(frame.contains(CGPoint(x: 16, y: 16)) && !frame.contains(CGPoint(x: 50, y: 50)))
        #expect(
            !Path(CGRect(x: 20, y: 20, width: 60, height: 60)).strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
                .contains(CGPoint(x: 16, y: 16)))
        // Dashes: 10 on, 10 off from x = 10.
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 15, y: 50)) && !dashed.contains(CGPoint(x: 25, y: 50)) && dashed.contains(CGPoint(x: 35, y: 50)))
        // Bad input: no width, no outline.
        #expect(line.strokedPath(StrokeStyle(lineWidth: -1)).isEmpty)
    }
}
