import AnimationCore
import AnimationRuntime
import Combine
import Foundation
import Observation
import TestSupport
import Testing

@_spi(Testing) @testable import AnimationViews

@MainActor
private func texts(_ host: ViewHost) -> [String] {
    host.drawnViews.compactMap(\.text)
}

final class CounterModel: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var count = 0
    @Published var name = "a"
    init() { Self.made += 1 }
}

@Observable
final class Library {
    var books = 1
    var title = "Shelf"
}

@MainActor
@Suite("Data flow: observable objects")
struct DataFlowTests {
    @Test func aStateObjectIsMadeOnceAndAnimatesItsChanges() {
        struct Fader: View {
            @StateObject var model = CounterModel()
            var body: some View {
                Color.red.frame(width: 20, height: 20).opacity(model.count > 0 ? 1 : 0)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { model.count += 1 } }
            }
        }
        struct Parent: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Fader(); Text("\(tick)").onTapGesture { tick += 1 }
                }
            }
        }
        CounterModel.made = 0
        let host = ViewHost(Parent(), size: CGSize(width: 100, height: 100))
        #expect(CounterModel.made == 1)
        let square = host.drawnViews.first { if case .color? = $0.item.content { return true } else { return false } }!
        #expect(host.tap(at: CGPoint(x: square.item.frame.midX, y: square.item.frame.midY)))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.flattened.first { $0.item.opacity != 1 }!.item.opacity - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(!host.displayList.flattened.contains { $0.item.opacity != 1 })
        // The parent re-runs: the child's declaration makes no new object.
        let label = host.drawnViews.first { $0.item.content?.string == "0" }!
        #expect(host.tap(at: CGPoint(x: label.item.frame.midX, y: label.item.frame.midY)))
        host.advance(by: 1.0 / 60)
        #expect(texts(host) == ["1"])
        #expect(CounterModel.made == 1)
    }

    @Test func observedAndEnvironmentObjectsUpdateTheirViews() {
        struct Badge: View {
            @EnvironmentObject var model: CounterModel
            var body: some View { Text("env \(model.count)") }
        }
        struct Row: View {
            @ObservedObject var model: CounterModel
            var body: some View { Text("row \(model.count) \(model.name)") }
        }
        struct Screen: View {
            let model: CounterModel
            var body: some View {
                VStack {
                    Row(model: model); Badge()
                }.environmentObject(model)
            }
        }
        let model = CounterModel()
        let host = ViewHost(Screen(model: model), size: CGSize(width: 200, height: 100))
        #expect(texts(host) == ["row 0 a", "env 0"])
        model.count = 2
        host.advance(by: 1.0 / 60)
        #expect(texts(host) == ["row 2 a", "env 2"])
        // A binding to a published property writes through to the object.
        ObservedObject(wrappedValue: model).projectedValue.name.wrappedValue = "b"
        host.advance(by: 1.0 / 60)
        #expect(texts(host) == ["row 2 b", "env 2"])
    }

    /// Found by the random-use test: a view that reads a binding in its
    /// own update (a sheet's `isPresented`, a field's text), not in a body,
    /// re-runs when the `@Observable` property behind the binding changes,
    /// as in SwiftUI, where `.sheet(isPresented: $model.showsSheet)` needs
    /// no body to read `showsSheet`.
    @Test func aBindingToAnObservablePropertyReadOutsideABodyReRunsItsReader() {
        struct Shelf: View {
            @Bindable var library: Library
            var body: some View {
                Color.gray.frame(width: 40, height: 40)
                    .sheet(isPresented: Binding(get: { library.books > 1 }, set: { _ in library.books = 1 })) { Text("More books") }
                    .overlay(TextField("Title", text: $library.title))
            }
        }
        let library = Library()
        let host = ViewHost(Shelf(library: library), size: CGSize(width: 200, height: 200))
        #expect(!texts(host).contains("More books") && texts(host).contains("Shelf"))
        library.books = 2
        library.title = "Case"
        host.advance(by: 1)
        #expect(texts(host).contains("More books"))
        #expect(texts(host).contains("Case"))
    }

    /// A `ForEach` whose rows read `@Observable` elements updates a row
    /// when an element's property changes, though no body reads it and the
    /// data (the same objects) is equal, as in SwiftUI; so do a scroll view
    /// reader's and a geometry reader's contents.
    @Test func forEachRowsFollowTheirObservableElements() {
        struct Shelves: View {
            let libraries: [Library]
            var body: some View {
                VStack {
                    ForEach(libraries.indices, id: \.self) { index in
                        Text("\(libraries[index].title) \(libraries[index].books)")
                    }
                }
            }
        }
        let libraries = [Library(), Library()]
        let host = ViewHost(Shelves(libraries: libraries), size: CGSize(width: 200, height: 200))
        #expect(texts(host) == ["Shelf 1", "Shelf 1"])
        libraries[1].books = 3
        host.advance(by: 0.1)
        #expect(texts(host) == ["Shelf 1", "Shelf 3"])
        libraries[0].title = "Case"
        host.advance(by: 0.1)
        #expect(texts(host) == ["Case 1", "Shelf 3"])
        // So do the contents of a scroll view reader and a geometry reader.
        struct Readers: View {
            let library: Library
            var body: some View {
                VStack {
                    ScrollViewReader { _ in Text("Scroll \(library.books)") }
                    GeometryReader { _ in Text("Geometry \(library.title)") }
                }
            }
        }
        let library = Library()
        let readers = ViewHost(Readers(library: library), size: CGSize(width: 200, height: 200))
        #expect(texts(readers) == ["Scroll 1", "Geometry Shelf"])
        library.books = 4
        library.title = "Case"
        readers.advance(by: 0.1)
        #expect(texts(readers) == ["Scroll 4", "Geometry Case"])
    }

    @Test func aChangeOffTheMainThreadIsDelivered() async {
        struct Row: View {
            @ObservedObject var model: CounterModel
            var body: some View { Text("\(model.count)") }
        }
        let model = CounterModel()
        let host = ViewHost(Row(model: model), size: CGSize(width: 100, height: 40))
        let shared = Unchecked(model)
        await Task.detached { shared.value.count = 7 }.value
        // The delivery is a main-actor job: it runs within a few turns.
        #expect(await yieldUntil(step: { host.advance(by: 1.0 / 60) }) { texts(host) == ["7"] })
    }

    @Test func aRemovedViewStopsObserving() {
        struct Row: View {
            @ObservedObject var model: CounterModel
            var body: some View { Text("\(model.count)") }
        }
        struct Screen: View {
            @State var shown = true
            let model: CounterModel
            var body: some View {
                VStack {
                    if shown { Row(model: model) }
                    Text("hide").onTapGesture { shown = false }
                }
            }
        }
        let model = CounterModel()
        let host = ViewHost(Screen(model: model), size: CGSize(width: 100, height: 100))
        let hide = host.drawnViews.first { $0.item.content?.string == "hide" }!
        #expect(host.tap(at: CGPoint(x: hide.item.frame.midX, y: hide.item.frame.midY)))
        host.advance(by: 1)
        #expect(texts(host) == ["hide"])
        let before = host.bodyEvaluationCount
        model.count = 3
        host.advance(by: 1.0 / 60)
        #expect(host.bodyEvaluationCount == before)
        #expect(!host.hasPendingChanges)
    }

    @Test func observableObjectsReRunOnlyTheBodiesThatReadThem() {
        struct Count: View {
            var library: Library
            var body: some View { Text("\(library.books)") }
        }
        struct Title: View {
            var library: Library
            var body: some View { Text(library.title) }
        }
        struct Shelf: View {
            @State var library = Library()
            var body: some View {
                VStack {
                    Count(library: library)
                    Title(library: library)
                    Color.blue.frame(width: 10, height: 10)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { library.books += 1 } }
                }
            }
        }
        let host = ViewHost(Shelf(), size: CGSize(width: 100, height: 100))
        #expect(texts(host) == ["1", "Shelf"])
        let before = host.bodyEvaluationCount
        let blue = host.drawnViews.first { if case .color? = $0.item.content { return true } else { return false } }!
        #expect(host.tap(at: CGPoint(x: blue.item.frame.midX, y: blue.item.frame.midY)))
        host.advance(by: 1.1)
        // (The text cross-faded from "1" over the second of the animation.)
        #expect(texts(host) == ["2", "Shelf"])
        // Only `Count` read `books`.
        #expect(host.bodyEvaluationCount == before + 1)
    }

    @Test func bindableAndEnvironmentObservables() {
        struct Editor: View {
            @Bindable var library: Library
            var body: some View {
                Text("\(library.title)").onTapGesture { $library.title.wrappedValue = "Tapped" }
            }
        }
        struct Reader: View {
            @Environment(Library.self) private var library
            @Environment(Library.self) private var optional: Library?
            var body: some View { Text("\(library.books) \(optional == nil ? "none" : "some")") }
        }
        struct Screen: View {
            @State var library = Library()
            var body: some View {
                VStack {
                    Editor(library: library)
                    Reader()
                }
                .environment(library)
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 100))
        #expect(texts(host) == ["Shelf", "1 some"])
        let title = host.drawnViews.first { $0.item.content?.string == "Shelf" }!
        #expect(host.tap(at: CGPoint(x: title.item.frame.midX, y: title.item.frame.midY)))
        host.advance(by: 1.0 / 60)
        #expect(texts(host) == ["Tapped", "1 some"])
        #expect(Bindable(Library()).books.wrappedValue == 1)
    }
}
