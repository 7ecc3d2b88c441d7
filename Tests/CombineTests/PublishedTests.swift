import Combine
import Testing

private final class Model: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
}

private class Base: ObservableObject {
    @Published var base = 0
}

private final class Derived: Base {
    @Published var extra = ""
}

private final class Plain: ObservableObject {
    var count = 0
}

@Suite("ObservableObject and @Published")
struct PublishedTests {
    @Test func aChangeIsAnnouncedBeforeItIsStored() {
        let model = Model()
        var seen: [String] = []
        let announcement = model.objectWillChange.sink { seen.append("willChange: count is \(model.count)") }
        let projection = model.$count.sink { seen.append("$count: \($0), count is \(model.count)") }
        model.count = 5
        // Combine publishes in willSet: the object first, then $count, the
        // property still holding the old value.
        #expect(
            seen == [
                "$count: 0, count is 0", "willChange: count is 0", "$count: 5, count is 0"
            ])
        #expect(model.count == 5)
        announcement.cancel()
        projection.cancel()
    }

    @Test func everyPropertyOfAnObjectAndItsSuperclassSharesOnePublisher() {
        let object = Derived()
        #expect(object.objectWillChange === object.objectWillChange)
        var announcements = 0
        let cancellable = object.objectWillChange.sink { announcements += 1 }
        object.base = 1
        object.extra = "x"
        #expect(announcements == 2)
        cancellable.cancel()
        object.base = 2
        #expect(announcements == 2)
    }

    @Test func anObjectWithoutPublishedPropertiesGetsAPublisherThatNeverEmits() {
        let plain = Plain()
        var announcements = 0
        let cancellable = plain.objectWillChange.sink { announcements += 1 }
        plain.count = 3
        #expect(announcements == 0)
        cancellable.cancel()
    }

    @Test func assigningToAPublishedPropertyAnnouncesAndLastsAsLongAsTheObject() {
        let source = PassthroughSubject<Int, Never>()
        var model: Model? = Model()
        var announcements = 0
        let cancellable = model!.objectWillChange.sink { announcements += 1 }
        source.assign(to: &model!.$count)
        source.send(4)
        #expect(model?.count == 4 && announcements == 1)
        weak let gone = model
        model = nil
        #expect(gone == nil)
        source.send(5)
        cancellable.cancel()
    }

    @Test func assignToOnHoldsTheObjectUntilCancelled() {
        final class Box {
            var value = 0
        }
        let box = Box()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.assign(to: \.value, on: box)
        subject.send(9)
        #expect(box.value == 9)
        cancellable.cancel()
        subject.send(10)
        #expect(box.value == 9)
    }
}
