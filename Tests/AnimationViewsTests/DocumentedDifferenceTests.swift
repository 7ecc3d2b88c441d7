import AnimationCore
import AnimationRuntime
import Combine
import Foundation
import Testing

@testable import AnimationViews

// The rows of "Differences from SwiftUI" (the documentation's article) that
// no other test pins: each test holds what the row says this package does.

@MainActor private func list<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 200)) -> DisplayList {
    ViewHost(view, size: size).displayList
}

private final class Counted: ObservableObject {
    nonisolated(unsafe) static var made = 0
    init() { Counted.made += 1 }
}

private struct Owner: View {
    @StateObject var model = Counted()
    var body: some View { EmptyView() }
}

private struct GroupInsertion: View {
    @State var shown = false
    var body: some View {
        VStack {
            Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
            if shown {
                Group {
                    Rectangle().frame(width: 20, height: 20)
                    Circle().frame(width: 20, height: 20)
                }
                .transition(.opacity)
            }
        }
    }
}

@MainActor
@Suite("Documented differences from SwiftUI")
struct DocumentedDifferenceTests {
    private let paragraph = "one two three four five six seven eight nine ten eleven twelve"

    @Test func aLineLimitRangeIsItsUpperBound() {
        let ranged = list(Text(paragraph).lineLimit(1...2).frame(width: 80))
        #expect(ranged == list(Text(paragraph).lineLimit(2).frame(width: 80)))
        #expect(ranged != list(Text(paragraph).lineLimit(1).frame(width: 80)))
    }

    @Test func monospacedDigitsTakeTheWidestDigitsAdvance() {
        // The system face's digits are proportional; tabular digits are all
        // as wide as the widest (SF Pro Text's 4), not a tabular glyph's width.
        func size(_ text: Text) -> CGSize {
            ViewHost(text, size: CGSize(width: 200, height: 50)).sizeThatFits(.unspecified)
        }
        #expect(size(Text("1111")).width < size(Text("4444")).width)
        #expect(size(Text("1111").monospacedDigit()) == size(Text("4444")))
        #expect(size(Text("1111").font(.body.monospacedDigit())) == size(Text("4444").monospacedDigit()))
    }

    @Test func drawingGroupsAreItemsOfTheirOwnAndIgnoreTheirArguments() {
        let plain = list(Color.red.frame(width: 10, height: 10))
        let grouped = list(Color.red.frame(width: 10, height: 10).drawingGroup())
        #expect(grouped != plain)
        #expect(grouped == list(Color.red.frame(width: 10, height: 10).drawingGroup(opaque: true, colorMode: .extendedLinear)))
        #expect(grouped == list(Color.red.frame(width: 10, height: 10).compositingGroup()))
    }

    @Test func antialiasingArgumentsChangeNothing() {
        let clipped = list(Circle().frame(width: 40, height: 40).clipped(antialiased: true))
        #expect(clipped == list(Circle().frame(width: 40, height: 40).clipped(antialiased: false)))
        #expect(clipped != list(Circle().frame(width: 40, height: 40)))
    }

    @Test func anOpaqueBlurIsRecordedAsABlur() {
        let opaque = list(Color.red.frame(width: 10, height: 10).blur(radius: 3, opaque: true))
        #expect(opaque == list(Color.red.frame(width: 10, height: 10).blur(radius: 3)))
        #expect(opaque.flattened.contains { $0.item.blurRadius == 3 })
    }

    @Test func aTransitionOnAGroupAppliesToTheGroupAsOneView() throws {
        let host = ViewHost(GroupInsertion(), size: CGSize(width: 200, height: 200))
        let button = try #require(host.drawnViews.first { $0.item.content?.string == "Show" })
        #expect(host.tap(at: CGPoint(x: button.item.frame.midX, y: button.item.frame.midY).applying(button.transform)))
        host.advance(by: 0.5)
        // One item fades, at half its opacity, holding both shapes (SwiftUI
        // fades each view of the group by itself).
        func shapes(_ item: DisplayList.Item) -> Int {
            (item.content.map { if case .shape = $0 { 1 } else { 0 } } ?? 0) + item.children.map(shapes).reduce(0, +)
        }
        let fading = host.displayList.flattened.filter { abs($0.item.opacity - 0.5) < 1e-9 }
        #expect(fading.count == 1)
        #expect(fading.first.map { shapes($0.item) } == 2)
    }

    @Test func transitionsReportMotionAndNothingAdaptsToReduceMotion() {
        #expect(MoveTransition.properties.hasMotion)
        #expect(SlideTransition.properties.hasMotion)
        #expect(!OpacityTransition.properties.hasMotion)
        // There is no Reduce Motion setting to read: a moving transition
        // moves under every environment.
        #expect(!EnvironmentValues().description.localizedCaseInsensitiveContains("reduceMotion"))
    }

    @Test func aStateObjectReadOutsideAGraphIsMadeOncePerViewValue() {
        Counted.made = 0
        let owner = Owner()
        let first = owner.model
        let copy = owner
        #expect(first === owner.model && first === copy.model)
        #expect(Counted.made == 1)
        // Another view value makes its own.
        #expect(Owner().model !== first && Counted.made == 2)
    }

    nonisolated private static func previewOffTheMainActor() -> Preview {
        Preview("Plain value") { Text("made off the main actor") }
    }

    @Test func previewsArePlainValuesAndTraitsAreTheMainActors() async {
        // A preview is made in a nonisolated function; its traits, as
        // SwiftUI's, on the main actor (a `#Preview`'s `makePreview()`).
        let preview = await Task.detached { Self.previewOffTheMainActor() }.value
        #expect(preview.name == "Plain value")
        let trait = PreviewTrait<Preview.ViewTraits>.sizeThatFitsLayout
        let traited = Preview("Traited", traits: trait) { Text("fits") }
        #expect(traited.traits == trait.value.merged(over: PreviewTraitValues()))
        #expect(traited.traits.layout == .sizeThatFits)
    }
}
