import AnimationCore
import AnimationViews
import Foundation
import Testing

/// Fruit in a list whose `ForEach` may delete, or in a stack.
private struct Fruit: View {
    var inList = true
    var deletes = true
    @State var names = ["Apple", "Pear", "Fig"]

    var body: some View {
        if inList {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete(perform: deletes ? { names.remove(atOffsets: $0) } : nil)
            }
        } else {
            VStack {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
            }
        }
    }
}

@MainActor
@Suite("List rows that delete and move")
struct ListEditingTests {
    private func swipe(_ name: String, by distance: CGFloat, in host: ViewHost) {
        guard let center = host.find(text: name)?.center else { return }
        host.drag(from: center, to: CGPoint(x: center.x - distance, y: center.y))
        host.advance(by: 1)
    }

    @Test func aFullSwipeDeletesTheRowsOffset() {
        let host = ViewHost(Fruit(), size: CGSize(width: 390, height: 600))
        swipe("Pear", by: 300, in: host)
        #expect(host.find(text: "Pear") == nil && host.find(text: "Apple") != nil && host.find(text: "Fig") != nil)
    }

    @Test func noActionOrNoListMeansNoSwipe() {
        // `onDelete(perform: nil)`: the rows do not swipe.
        let plain = ViewHost(Fruit(deletes: false), size: CGSize(width: 390, height: 600))
        let before = plain.find(text: "Pear")?.frame
        swipe("Pear", by: 300, in: plain)
        #expect(plain.find(text: "Pear")?.frame == before && plain.find(text: "Delete") == nil)
        // Outside a list nothing deletes, as in SwiftUI.
        let stacked = ViewHost(Fruit(inList: false), size: CGSize(width: 390, height: 600))
        swipe("Pear", by: 300, in: stacked)
        #expect(stacked.find(text: "Pear") != nil && stacked.find(text: "Delete") == nil)
    }

    @Test func editModeIsABindingEditButtonToggles() {
        var mode = EditMode.inactive
        let binding = Binding(get: { mode }, set: { mode = $0 })
        let host = ViewHost(EditButton().environment(\.editMode, binding), size: CGSize(width: 200, height: 100))
        #expect(host.find(text: "Edit")?.tap() == true)
        host.advance(by: 0.5)
        // (A binding to no state redraws nothing, as in SwiftUI: the
        // label follows state, as the list tests show.)
        #expect(mode == .active && mode.isEditing)
        // Without an edit mode in the environment, the button does nothing.
        let alone = ViewHost(EditButton(), size: CGSize(width: 200, height: 100))
        alone.find(text: "Edit")?.tap()
        alone.advance(by: 0.5)
        #expect(alone.find(text: "Edit") != nil && !EditMode.inactive.isEditing && EditMode.transient.isEditing)
    }
}
