import AnimationCore
import AnimationViews
import Foundation
import Testing

/// `DisplayList.drawnItems`: a drawing no host lays out, read as a list
/// of what it draws and where.
@Suite("The items of a drawing")
struct DrawnItemsTests {
    private let red = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)
    private let blue = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 1)

    /// Each item that draws something is listed back to front, under the
    /// transforms and opacities of the items around it; a group that draws
    /// nothing itself is not listed, and neither is a mask.
    @Test func itemsLandUnderTheTransformsAndOpacitiesAroundThem() {
        let square = DisplayList.Item(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5,
            content: .shape(Path(CGRect(x: 2, y: 2, width: 4, height: 6)), paint: .color(red), stroke: nil))
        let outline = DisplayList.Item(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10),
            content: .shape(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(blue), stroke: StrokeStyle(lineWidth: 2)))
        var group = DisplayList.Item(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), transform: CGAffineTransform(translationX: 20, y: 30), opacity: 0.5,
            children: [square, outline])
        group.mask = [DisplayList.Item(frame: .zero, content: .color(red))]
        let background = DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 100, height: 100), content: .color(blue))
        let drawn = DisplayList(items: [background, group]).drawnItems

        #expect(drawn.count == 3)
        #expect(drawn[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100) && drawn[0].color == blue && drawn[0].opacity == 1)
        // A shape's box is its outline's, moved with the group.
        #expect(drawn[1].frame == CGRect(x: 22, y: 32, width: 4, height: 6))
        #expect(drawn[1].opacity == 0.25 && drawn[1].color == red && !drawn[1].isStroke)
        #expect(drawn[2].isStroke && drawn[2].color == blue && drawn[2].frame == CGRect(x: 20, y: 30, width: 10, height: 10))
        #expect(drawn[2].transform == CGAffineTransform(translationX: 20, y: 30))
    }

    /// A scaled item's box is its corners' box; text, images and gradients
    /// have no single color; an empty drawing lists nothing.
    @Test func scaledBoxesAndItemsWithoutAColor() {
        let text = DisplayList.Item(
            frame: CGRect(x: 1, y: 1, width: 8, height: 4), transform: CGAffineTransform(scaleX: 2, y: 3), content: .text(DisplayList.Text(runs: [])))
        let gradient = DisplayList.Item(
            frame: CGRect(x: 0, y: 0, width: 4, height: 4),
            content: .shape(
                Path(CGRect(x: 0, y: 0, width: 4, height: 4)), paint: .linearGradient([], startPoint: .zero, endPoint: .zero), stroke: nil))
        let drawn = DisplayList(items: [text, gradient]).drawnItems
        #expect(drawn[0].frame == CGRect(x: 2, y: 3, width: 16, height: 12) && drawn[0].color == nil)
        #expect(drawn[0].item.content?.string == "")
        #expect(drawn[1].color == nil && !drawn[1].isStroke)
        #expect(DisplayList().drawnItems.isEmpty)
    }
}
