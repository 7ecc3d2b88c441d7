import AnimationCore
import AnimationViews
import Foundation
import Testing

/// A counter: a button that adds one, its count, and an identified box.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Add") { count += 1 }
            Text("\(count)")
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box")
        }
    }
}

/// The query API of the headless host (`find`, `findAll`, `DrawnView`):
/// expected frames follow from the layout rules (a fixed frame centered in
/// the host), not from what the host drew before.
@MainActor
@Suite("Finding drawn views")
struct FindTests {
    @Test func aViewIsFoundByItsIdentifierWithItsFrameInHostCoordinates() throws {
        // 100 × 50 centered in 200 × 200: at (50, 75).
        let host = ViewHost(Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box"), size: CGSize(width: 200, height: 200))
        let box = try #require(host.find(id: "box"))
        #expect(box.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(box.opacity == 1 && box.transform == .identity)
        #expect(box.accessibilityIdentifier == "box")
        #expect(!box.isHittable)  // nothing there takes taps
        #expect(host.find(id: "missing") == nil)
        #expect(host.findAll(id: "box").count == 1)
    }

    @Test func opacityAndTransformsOfTheViewsAroundAreApplied() throws {
        let view = Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("dot")
            .opacity(0.5).offset(x: 10, y: -20).opacity(0.5)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let dot = try #require(host.find(id: "dot"))
        // 40 × 40 centered in 100 × 100 at (30, 30), moved by (10, -20).
        #expect(dot.frame == CGRect(x: 40, y: 10, width: 40, height: 40))
        #expect(abs(dot.opacity - 0.25) < 1e-12)
        #expect(dot.transform.tx == 10 && dot.transform.ty == -20)
    }

    @Test func aScaledViewsFrameIsItsBoundingBox() throws {
        let view = Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("bar").scaleEffect(2)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let bar = try #require(host.find(id: "bar"))
        // Scaled about its center (50, 50): 80 × 40.
        #expect(bar.frame == CGRect(x: 10, y: 30, width: 80, height: 40))
    }

    @Test func textIsFoundAndTappingAButtonFoundByItsTitleRunsIt() throws {
        let host = ViewHost(Counter(), size: CGSize(width: 300, height: 300))
        let add = try #require(host.find(text: "Add"))
        #expect(add.text == "Add" && add.accessibilityLabel == "Add")
        #expect(add.isHittable)
        #expect(try #require(host.find(text: "0")).isHittable == false)
        #expect(add.tap())
        #expect(host.find(text: "1") != nil && host.find(text: "0") == nil)
        // The identified box, below the text, is found by its identifier.
        let box = try #require(host.find(id: "box"))
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        let count = try #require(host.find(text: "1"))
        #expect(box.frame.minY > count.frame.maxY - 0.001)
    }

    @Test func aViewUnderAnotherThatTakesTapsIsNotHittable() throws {
        let view = ZStack {
            Button("Under") {}
            Color.clear.frame(width: 300, height: 300).contentShape(Rectangle()).onTapGesture {}
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 300))
        #expect(try #require(host.find(text: "Under")).isHittable == false)
    }

    @Test func anIdentifiedRowHoldingAButtonIsHittable() throws {
        let view = HStack { Button("Go") {} }.frame(width: 100, height: 44).accessibilityIdentifier("row")
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        #expect(try #require(host.find(id: "row")).isHittable)
    }

    @Test func labelsAreAGivenLabelOrATextsCharacters() throws {
        let view = VStack {
            Image(systemName: "xmark").accessibilityLabel("Close")
            Text("Title")
            Image(systemName: "star.fill")
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        let close = try #require(host.find(label: "Close"))
        #expect(close.accessibilityLabel == "Close")
        #expect(host.find(label: "Title")?.text == "Title")
        #expect(host.find(image: "star.fill")?.imageName == "system:star.fill")
        #expect(host.find(image: "xmark") != nil)
        #expect(host.find(label: "Open") == nil)
    }

    @Test func findAllListsBackToFront() throws {
        let view = ZStack {
            Text("A").offset(x: -20)
            Text("A").offset(x: 20)
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        let found = host.findAll(text: "A")
        #expect(found.count == 2)
        #expect(found.map(\.frame.midX) == found.map(\.frame.midX).sorted())
        #expect(found[1].frame.midX - found[0].frame.midX == 40)
        #expect(host.drawnViews.count == 2)
    }

    @Test func aViewOutsideTheHostIsNotHittable() throws {
        let view = Button("Far") {}.offset(x: 500)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let far = try #require(host.find(text: "Far"))
        #expect(far.frame.minX > 100)
        #expect(!far.isHittable)
        #expect(!far.tap())
    }

    @Test func aDraggedViewFollowsThePointer() throws {
        struct Draggable: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Color.green.frame(width: 40, height: 40).accessibilityIdentifier("knob")
                    .offset(offset)
                    .gesture(DragGesture().onChanged { offset = $0.translation })
            }
        }
        let host = ViewHost(Draggable(), size: CGSize(width: 200, height: 200))
        let knob = try #require(host.find(id: "knob"))
        #expect(knob.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        #expect(knob.drag(to: CGPoint(x: 150, y: 100)))
        // The last change the drag reported: 50 points to the right.
        let moved = try #require(host.find(id: "knob"))
        #expect(moved.frame.minX == 130)
        // It takes presses where it is drawn now, not where it was.
        #expect(!knob.press())
        #expect(moved.press())
        #expect(host.release(at: moved.center))
    }

    /// Gaussian blurs compose as the square root of the sum of their
    /// squares (variances add; a radius is twice the standard deviation,
    /// as the SVG renderer draws it), and a scale around a blur enlarges it.
    @Test func blursAroundAViewComposeAsGaussians() throws {
        func blur(_ view: some View) throws -> CGFloat {
            try #require(ViewHost(view, size: CGSize(width: 200, height: 200)).find(text: "Soft")).blurRadius
        }
        #expect(try blur(Text("Soft")) == 0)
        #expect(try blur(Text("Soft").blur(radius: 3)) == 3)
        #expect(try abs(blur(Text("Soft").blur(radius: 3).padding().blur(radius: 4)) - 5) < 1e-12)
        #expect(try abs(blur(Text("Soft").blur(radius: 3).scaleEffect(2)) - 6) < 1e-12)
        // Inside an identified view, the blurs of the modifiers it wraps count too.
        let identified = Text("Soft").blur(radius: 6).accessibilityIdentifier("soft").blur(radius: 8)
        let host = ViewHost(identified, size: CGSize(width: 200, height: 200))
        #expect(try abs(#require(host.find(id: "soft")).blurRadius - 10) < 1e-12)
        // A radius that is not finite or not positive draws no blur.
        #expect(try blur(Text("Soft").blur(radius: .nan).blur(radius: -2)) == 0)
    }

    @Test func aSummaryNamesWhatIsDrawnAndWhere() throws {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box").opacity(0.5), size: CGSize(width: 200, height: 200))
        #expect(try #require(host.find(id: "box")).summary == "id \"box\" at (50, 75, 100 × 50), opacity 0.5")
    }
}
