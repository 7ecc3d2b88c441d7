import AnimationRender
import AnimationViews
import Foundation
import Testing

/// Scripted events on a view found by label or identifier when the event
/// happens, as agents and UI tests name what they act on.
@MainActor
struct ViewTargetEventTests {
    private struct Counter: View {
        @State private var count = 0
        @State private var offset = CGSize.zero

        var body: some View {
            VStack(spacing: 20) {
                Text("count \(count)")
                Button("Add one") { count += 1 }
                Color.blue.frame(width: 60, height: 60)
                    .accessibilityIdentifier("card")
                    .offset(offset)
                    .gesture(DragGesture().onEnded { value in offset = value.translation })
            }
        }
    }

    private let size = CGSize(width: 300, height: 300)

    @Test func readAndWrittenBack() throws {
        #expect(ViewTarget(parsing: "label:Add one") == .label("Add one"))
        #expect(ViewTarget(parsing: "label:\"Add one\"") == .label("Add one"))
        #expect(ViewTarget(parsing: "id:card") == .id("card"))
        #expect(ViewTarget(parsing: "label:") == nil && ViewTarget(parsing: "card") == nil && ViewTarget(parsing: "id:\"\"") == nil)
        #expect(ViewTarget.label("Add one").description == "label:Add one")
    }

    @Test func tapsByLabelFoundWhenTheEventHappens() {
        let host = ViewHost(Counter(), size: size)
        let recording = FrameRecorder(frameRate: 30, duration: 0.5).record(
            host, events: [.tap(at: 0.1, on: .label("Add one")), .tap(at: 0.2, on: .label("Add one"))])
        #expect(recording.warnings.isEmpty)
        #expect(host.find(text: "count 2") != nil)
    }

    @Test func dragsAViewFoundByItsIdentifierByAnOffset() throws {
        let host = ViewHost(Counter(), size: size)
        let before = try host.require(id: "card").frame
        _ = FrameRecorder(frameRate: 60, duration: 0.6).record(
            host, events: ScriptedEvent.drag(at: 0.1, on: .id("card"), by: CGSize(width: 40, height: -30), duration: 0.2))
        let after = try host.require(id: "card").frame
        #expect(abs(after.minX - before.minX - 40) < 0.001 && abs(after.minY - before.minY + 30) < 0.001)
        #expect(host.warnings.isEmpty)
    }

    @Test func aViewThatIsNotDrawnDoesNothingAndWarnsWithWhatIsDrawn() {
        let host = ViewHost(Counter(), size: size)
        let recording = FrameRecorder(frameRate: 30, duration: 0.3).record(
            host, events: [.tap(at: 0.1, on: .label("Add two"))] + ScriptedEvent.longPress(at: 0.1, on: .id("nothing")))
        #expect(host.find(text: "count 0") != nil)
        #expect(
            recording.warnings.contains {
                $0.hasPrefix("tap label:Add two @0.1: nothing done. No view shows the label \"Add two\"") && $0.contains("Add one")
            })
        #expect(recording.warnings.contains { $0.hasPrefix("longpress id:nothing @0.1: nothing done.") })
    }
}
