import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private struct Chore: Identifiable, Equatable {
    let id: Int
    var done: Bool
}

@MainActor
private final class Chores {
    var items = [Chore(id: 1, done: false), Chore(id: 2, done: false)]
}

private struct ChoreList: View {
    @State var chores = [Chore(id: 1, done: false), Chore(id: 2, done: false)]

    var body: some View {
        VStack {
            ForEach($chores) { $chore in
                Button(chore.done ? "done \(chore.id)" : "todo \(chore.id)") { chore.done.toggle() }
            }
            Button("remove") { chores.removeFirst() }
        }
    }
}

@MainActor
@Suite("Bindings to collections")
struct BindingCollectionTests {
    @Test func forEachOverABindingWritesTheElements() {
        let host = ViewHost(ChoreList(), size: CGSize(width: 300, height: 300))
        #expect(tap("todo 2", in: host))
        #expect(shows("done 2", in: host) && shows("todo 1", in: host))
        #expect(tap("remove", in: host))
        #expect(!shows("todo 1", in: host) && shows("done 2", in: host))
    }

    @Test func aBindingIsACollectionOfElementBindings() {
        let chores = Chores()
        let binding = Binding(get: { chores.items }, set: { chores.items = $0 })
        #expect(binding.count == 2)
        let second = binding[1]
        second.done.wrappedValue = true
        #expect(chores.items[1].done)
        #expect(binding.map(\.id) == [1, 2])
        // Bad input: an element binding whose index is gone reads the last
        // value and ignores writes.
        chores.items.removeAll()
        #expect(second.wrappedValue == Chore(id: 2, done: true))
        second.wrappedValue = Chore(id: 9, done: false)
        #expect(chores.items.isEmpty)
    }

    @Test func optionalBindings() {
        var stored: Int? = 3
        let optional = Binding(get: { stored }, set: { stored = $0 })
        let unwrapped = Binding(optional)
        #expect(unwrapped?.wrappedValue == 3)
        unwrapped?.wrappedValue = 4
        #expect(stored == 4)
        stored = nil
        #expect(Binding(optional) == nil)
        #expect(unwrapped?.wrappedValue == 4)
        var plain = 1
        let wrapped = Binding<Int?>(Binding(get: { plain }, set: { plain = $0 }))
        wrapped.wrappedValue = nil
        #expect(plain == 1)
        wrapped.wrappedValue = 7
        #expect(plain == 7)
    }
}
