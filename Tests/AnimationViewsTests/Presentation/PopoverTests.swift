import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private struct Fruit: Identifiable {
    let id: String
}

private struct PopoverHost: View {
    @State var showing = false
    @State var fruit: Fruit?

    var body: some View {
        VStack {
            Button("Info") { showing = true }
                .popover(isPresented: $showing, arrowEdge: .bottom) {
                    Text("About this app")
                }
            Button("Pick") { fruit = Fruit(id: "Pear") }
                .popover(item: $fruit, attachmentAnchor: .point(.top)) { Text("Chose \($0.id)") }
        }
    }
}

@MainActor
@Suite("Popovers on a phone")
struct PopoverTests {
    @Test func aPopoverAdaptsToASheet() {
        let host = phone(PopoverHost())
        #expect(tap("Info", in: host))
        host.advance(by: 1)
        // As a sheet: its content at the top of a card 10 below the safe area.
        #expect(frame(of: "About this app", in: host)?.minY == 57)
        // Dragged down past a quarter, it dismisses and writes the binding.
        #expect(host.press(at: CGPoint(x: 200, y: 400)))
        host.move(to: CGPoint(x: 200, y: 750))
        host.release(at: CGPoint(x: 200, y: 750))
        host.advance(by: 1)
        #expect(!shows("About this app", in: host))
        #expect(tap("Pick", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Chose Pear", in: host)?.minY == 57)
    }
}
