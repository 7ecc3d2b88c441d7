import CoreData
import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Core Data in views as apps use it")
struct CoreDataBehaviourTests {
    func emptyContext() -> NSManagedObjectContext {
        PersistenceController(inMemory: true).container.viewContext
    }

    /// The template's preview controller renders its saved items in the
    /// request's order, one row of 40 points each.
    @Test func thePreviewControllersItemsShowInOrder() throws {
        let context = PersistenceController.preview.container.viewContext
        let host = ViewHost(CDItemListView().environment(\.managedObjectContext, context), size: CGSize(width: 200, height: 300))
        let first = try #require(host.find(text: "Item 0"))
        let second = try #require(host.find(text: "Item 1"))
        #expect(abs(second.frame.minY - first.frame.minY - 40) < 1e-6)
        #expect(host.find(text: "3 items") != nil)
    }

    /// A change made without an animation takes the request's own: an
    /// item saved from outside fades in linearly over one second (the
    /// change is applied on the host's next frame, 1/60 s).
    @Test func aSaveFadesTheNewRowInWithTheRequestsAnimation() throws {
        let context = emptyContext()
        let host = ViewHost(CDItemListView().environment(\.managedObjectContext, context), size: CGSize(width: 200, height: 300))
        #expect(host.find(text: "0 items") != nil)
        let item = CDItem(context: context)
        item.title = "Milk"
        try context.save()
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.5)
        #expect(abs((try #require(host.find(text: "Milk"))).opacity - 0.5) < 1e-6)
        host.advance(by: 1)
        #expect(host.find(text: "Milk")?.opacity == 1)
    }

    /// The template's "Add Item" inserts and saves inside `withAnimation`:
    /// the row is there, and the saved store holds it.
    @Test func addItemInsertsAndSaves() throws {
        let context = emptyContext()
        let host = ViewHost(CDItemListView().environment(\.managedObjectContext, context), size: CGSize(width: 200, height: 300))
        #expect(try #require(host.find(text: "Add Item")).tap())
        host.advance(by: 2)
        #expect(host.find(text: "New 0")?.opacity == 1)
        #expect(host.find(text: "1 items") != nil)
        #expect(!context.hasChanges)
        #expect(try context.count(for: NSFetchRequest<CDItem>(entityName: "CDItem")) == 1)
    }

    /// A delete in `withAnimation(.linear(duration: 1))` fades the row out,
    /// then removes it.
    @Test func anAnimatedDeleteFadesTheRowOut() throws {
        let context = emptyContext()
        let item = CDItem(context: context)
        item.title = "Gone"
        try context.save()
        let host = ViewHost(CDItemListView().environment(\.managedObjectContext, context), size: CGSize(width: 200, height: 300))
        withAnimation(.linear(duration: 1)) { context.delete(item) }
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.25)
        #expect(abs((try #require(host.find(text: "Gone"))).opacity - 0.75) < 1e-6)
        host.advance(by: 1)
        #expect(host.find(text: "Gone") == nil)
        #expect(item.isDeleted && context.hasChanges)
    }

    /// A request made in the initializer filters by a format string with
    /// an object argument and orders by a `SortDescriptor`; setting the
    /// results' predicate fetches again.
    @Test func aFormatPredicateFiltersAndTheResultsPredicateSearches() throws {
        let context = emptyContext()
        let (home, _) = seedTasks(in: context)
        let host = ViewHost(CDTaskListView(project: home).environment(\.managedObjectContext, context), size: CGSize(width: 200, height: 300))
        let wash = try #require(host.find(text: "Wash"))
        let write = try #require(host.find(text: "Write"))
        #expect(wash.frame.minY < write.frame.minY)
        #expect(host.find(text: "Wire") == nil && host.find(text: "Email") == nil)
        #expect(try #require(host.find(text: "Search")).tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Write") != nil)
        #expect(host.find(text: "Wash") == nil)
    }

    /// With no context in the environment a request is empty and warns.
    @Test func aRequestWithoutAContextIsEmptyAndWarns() {
        let host = ViewHost(CDItemListView(), size: CGSize(width: 200, height: 300))
        #expect(host.find(text: "0 items") != nil)
        #expect(host.warnings.contains { $0.contains("@FetchRequest of CDItem") })
    }

    /// An object observed by a row redraws it when a property changes.
    @Test func anObservedObjectRedrawsItsRow() throws {
        let context = emptyContext()
        let item = CDItem(context: context)
        item.title = "Before"
        let host = ViewHost(CDItemRow(item: item), size: CGSize(width: 200, height: 60))
        item.title = "After"
        host.advance(by: 1.0 / 60)
        #expect(host.find(text: "After") != nil)
        #expect(item.isInserted && !item.isUpdated)
    }
}

/// A row that observes its item.
struct CDItemRow: View {
    @ObservedObject var item: CDItem

    var body: some View {
        Text(item.title ?? "")
    }
}
