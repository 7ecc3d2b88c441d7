@testable import AnimationPreview
import Foundation
import SwiftData
@testable import SwiftUI
import Testing

@MainActor
@Suite("SwiftData as apps use it")
struct SwiftDataBehaviourTests {
    func container(_ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }

    /// A preview's container renders its data, in the query's order.
    @Test func aViewShowsItsContainersModelsInOrder() throws {
        let container = try container(TodoItem.self)
        container.mainContext.insert(TodoItem(title: "Second", createdAt: day(2)))
        container.mainContext.insert(TodoItem(title: "First", createdAt: day(1)))
        let host = ViewHost(TodoListView().modelContainer(container), size: CGSize(width: 200, height: 300))
        let first = try #require(host.find(text: "First"))
        let second = try #require(host.find(text: "Second"))
        #expect(first.frame.minY < second.frame.minY)
        #expect(abs(second.frame.minY - first.frame.minY - 40) < 1e-6)
    }

    /// `withAnimation { context.insert(item) }` fades the new row in: half
    /// way through the linear second it is drawn at opacity 0.5.
    @Test func anAnimatedInsertFadesTheRowIn() throws {
        let container = try container(TodoItem.self)
        let host = ViewHost(TodoListView().modelContainer(container), size: CGSize(width: 200, height: 300))
        #expect(host.find(text: "Item 1") == nil)
        #expect(try #require(host.find(text: "Add")).tap())
        host.advance(by: 0.5)
        #expect(abs((try #require(host.find(text: "Item 1"))).opacity - 0.5) < 1e-6)
        host.advance(by: 0.6)
        #expect(host.find(text: "Item 1")?.opacity == 1)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<TodoItem>()) == 1)
    }

    /// An animated delete fades the row out, then removes it. A change
    /// made outside an event starts on the host's next frame (1/60 s).
    @Test func anAnimatedDeleteFadesTheRowOut() throws {
        let container = try container(TodoItem.self)
        let item = TodoItem(title: "Gone", createdAt: day(1))
        container.mainContext.insert(item)
        let host = ViewHost(TodoListView().modelContainer(container), size: CGSize(width: 200, height: 300))
        withAnimation(.linear(duration: 1)) { container.mainContext.delete(item) }
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.25)
        #expect(abs((try #require(host.find(text: "Gone"))).opacity - 0.75) < 1e-6)
        host.advance(by: 1)
        #expect(host.find(text: "Gone") == nil)
        #expect(item.isDeleted && item.modelContext == nil)
    }

    /// The query's own animation is used for a change made without one,
    /// and its filter follows the models' properties.
    @Test func aQueryAnimatesItsChangesAndFollowsItsFilter() throws {
        let container = try container(TodoItem.self)
        let milk = TodoItem(title: "Milk")
        container.mainContext.insert(milk)
        container.mainContext.insert(TodoItem(title: "Bread"))
        let host = ViewHost(OpenItemsView().modelContainer(container), size: CGSize(width: 200, height: 300))
        #expect(host.find(text: "2 open") != nil)
        let bread = try #require(host.find(text: "Bread"))
        #expect(bread.frame.minY < (try #require(host.find(text: "Milk"))).frame.minY)
        container.mainContext.insert(TodoItem(title: "Eggs"))
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.5)
        #expect(abs((try #require(host.find(text: "Eggs"))).opacity - 0.5) < 1e-6)
        host.advance(by: 1)
        milk.isDone = true
        host.advance(by: 1)
        #expect(host.find(text: "Milk") == nil)
        #expect(host.find(text: "2 open") != nil)
    }

    /// A query made in the view's initializer filters and orders as given;
    /// a property edit shows at once.
    @Test func aQueryFromTheInitializerAndAnEdit() throws {
        let container = try container(TodoItem.self)
        for title in ["pear", "apple", "plum", "peach"] { container.mainContext.insert(TodoItem(title: title)) }
        let host = ViewHost(SearchResultsView(search: "p").modelContainer(container), size: CGSize(width: 200, height: 300))
        let titles = host.drawnViews.compactMap(\.text)
        #expect(titles == ["plum", "pear", "peach", "apple"])
        let apple = try #require(try container.mainContext.fetch(FetchDescriptor(predicate: #Predicate<TodoItem> { $0.title == "apple" })).first)
        apple.title = "apricot"
        host.advance(by: 1.0 / 60)
        #expect(host.drawnViews.compactMap(\.text) == ["plum", "pear", "peach", "apricot"])
    }

    /// A toggle bound through `@Bindable` changes the model; a change of
    /// the model shows in the view.
    @Test func aBindableModelIsEditedByAToggle() throws {
        let item = TodoItem(title: "Walk")
        let host = ViewHost(TodoDetailView(item: item), size: CGSize(width: 300, height: 200))
        // The switch, 51 points wide, at the trailing edge of the row.
        let done = try #require(host.find(text: "Done")).frame
        #expect(host.tap(at: CGPoint(x: 300 - 25, y: done.midY)))
        #expect(item.isDone)
        item.title = "Run"
        host.advance(by: 1.0 / 60)
        #expect(host.find(text: "Run") != nil && host.find(text: "Walk") == nil)
    }

    /// The app's scene gives its window the shared container's context.
    @Test func anAppsSceneGivesItsWindowTheContainer() throws {
        let app = TodoApp()
        app.sharedModelContainer.mainContext.insert(TodoItem(title: "From the app", createdAt: day(1)))
        let content = try #require(app.scenes.windowContent)
        let host = ViewHost(AnyView(content), size: CGSize(width: 200, height: 300))
        #expect(host.find(text: "From the app") != nil)
    }

    /// A query inside the app's own dynamic property is installed too.
    @Test func aQueryInsideADynamicPropertyOfTheAppsFetches() throws {
        let container = try container(TodoItem.self)
        container.mainContext.insert(TodoItem(title: "One"))
        let host = ViewHost(OpenCountView().modelContainer(container), size: CGSize(width: 200, height: 100))
        #expect(host.find(text: "1 left") != nil)
        container.mainContext.insert(TodoItem(title: "Two"))
        host.advance(by: 1.0 / 60)
        #expect(host.find(text: "2 left") != nil)
    }
}
