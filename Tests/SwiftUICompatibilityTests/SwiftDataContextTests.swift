import Foundation
import SwiftData
import SwiftUI
import Testing

@MainActor
@Suite("SwiftData's contexts and containers, in memory")
struct SwiftDataContextTests {
    func container(_ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }

    /// A context without autosave keeps its changes until it saves; the
    /// container's other contexts see them only then; a rollback forgets
    /// them.
    @Test func unsavedChangesStayInTheirContext() throws {
        let container = try container(TodoItem.self)
        let writer = ModelContext(container)
        let reader = ModelContext(container)
        let item = TodoItem(title: "Draft")
        writer.insert(item)
        #expect(writer.hasChanges && item.hasChanges && item.modelContext === writer)
        #expect(try writer.fetchCount(FetchDescriptor<TodoItem>()) == 1)
        #expect(try reader.fetchCount(FetchDescriptor<TodoItem>()) == 0)
        var pending = FetchDescriptor<TodoItem>()
        pending.includePendingChanges = false
        #expect(try writer.fetchCount(pending) == 0)
        try writer.save()
        #expect(!writer.hasChanges && !item.hasChanges)
        #expect(try reader.fetch(FetchDescriptor<TodoItem>()).map(\.title) == ["Draft"])
        item.title = "Final"
        #expect(writer.hasChanges && writer.changedModelsArray.count == 1)
        writer.insert(TodoItem(title: "Scrap"))
        writer.rollback()
        #expect(!writer.hasChanges)
        #expect(try writer.fetch(FetchDescriptor<TodoItem>()).map(\.title) == ["Final"])
    }

    /// The main context saves as changes are made.
    @Test func theMainContextSavesAutomatically() throws {
        let container = try container(TodoItem.self)
        #expect(container.mainContext.autosaveEnabled)
        container.mainContext.insert(TodoItem(title: "Now"))
        #expect(!container.mainContext.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<TodoItem>()) == 1)
    }

    /// Inserting a model inserts the models it relates to; deleting it
    /// deletes those with a cascading rule and leaves the others.
    @Test func relationshipsInsertAndCascade() throws {
        let context = ModelContext(try container(TodoItem.self, TodoNote.self, TodoTag.self))
        let item = TodoItem(title: "Trip")
        let tag = TodoTag(name: "travel")
        item.notes = [TodoNote(text: "passport"), TodoNote(text: "tickets")]
        item.tag = tag
        context.insert(item)
        #expect(try context.fetchCount(FetchDescriptor<TodoNote>()) == 2)
        #expect(try context.fetchCount(FetchDescriptor<TodoTag>()) == 1)
        try context.save()
        context.delete(item)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<TodoItem>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<TodoNote>()) == 0)
        #expect(try context.fetch(FetchDescriptor<TodoTag>()).map(\.name) == ["travel"])
    }

    /// A model whose unique value is taken replaces the older model, for
    /// `@Attribute(.unique)` and for a `#Unique` group.
    @Test func uniqueValuesReplaceTheOlderModel() throws {
        let context = ModelContext(try container(TodoTag.self, Person.self))
        context.insert(TodoTag(name: "home", uses: 1))
        context.insert(TodoTag(name: "work", uses: 1))
        context.insert(TodoTag(name: "home", uses: 7))
        let tags = try context.fetch(FetchDescriptor<TodoTag>(sortBy: [SortDescriptor(\.name)]))
        #expect(tags.map(\.name) == ["home", "work"] && tags[0].uses == 7)
        context.insert(Person(givenName: "Ada", familyName: "Lovelace", age: 36))
        context.insert(Person(givenName: "Ada", familyName: "Byron", age: 1))
        context.insert(Person(givenName: "Ada", familyName: "Lovelace", age: 37))
        let people = try context.fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.familyName)]))
        #expect(people.map(\.age) == [1, 37])
    }

    /// Filters, orders, offsets and limits; identifiers are stable and
    /// lead back to their models.
    @Test func fetchDescriptorsSelectAndOrder() throws {
        let context = ModelContext(try container(Person.self))
        for (name, age) in [("Cy", 30), ("Al", 50), ("Bo", 40), ("Di", 20)] {
            context.insert(Person(givenName: name, familyName: "X\(name)", age: age))
        }
        var descriptor = FetchDescriptor<Person>(predicate: #Predicate { $0.age >= 30 }, sortBy: [SortDescriptor(\.age, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.givenName) == ["Al", "Bo", "Cy"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.givenName) == ["Bo"])
        try context.delete(model: Person.self, where: #Predicate { $0.age < 35 })
        #expect(try context.fetch(FetchDescriptor<Person>()).map(\.givenName) == ["Al", "Bo"])
        let al = try #require(try context.fetch(FetchDescriptor<Person>()).first)
        let found: Person? = context.registeredModel(for: al.persistentModelID)
        #expect(found === al && al.persistentModelID.entityName == "Person")
    }

    /// Bad input: a limit of zero, a negative offset or limit, an offset
    /// past the end; deleting a model never inserted; inserting twice;
    /// deleting then inserting again; a container's data deleted.
    @Test func oddRequestsHaveDocumentedAnswers() throws {
        let container = try container(Person.self)
        let context = ModelContext(container)
        let ada = Person(givenName: "Ada", familyName: "L", age: 36)
        context.insert(ada)
        context.insert(ada)
        #expect(context.insertedModelsArray.count == 1)
        var descriptor = FetchDescriptor<Person>()
        descriptor.fetchLimit = 0
        #expect(try context.fetch(descriptor).isEmpty)
        descriptor.fetchLimit = -3
        descriptor.fetchOffset = -2
        #expect(try context.fetchCount(descriptor) == 1)
        descriptor.fetchOffset = 5
        #expect(try context.fetch(descriptor).isEmpty)
        context.delete(Person(givenName: "Nobody", familyName: "", age: 0))
        #expect(try context.fetchCount(FetchDescriptor<Person>()) == 1)
        try context.save()
        context.delete(ada)
        #expect(ada.isDeleted)
        context.insert(ada)
        #expect(!ada.isDeleted && !context.hasChanges)
        container.deleteAllData()
        #expect(try context.fetchCount(FetchDescriptor<Person>()) == 0 && ada.modelContext == nil)
    }

    /// A configuration that does not allow saving refuses a save.
    @Test func aReadOnlyConfigurationRefusesToSave() throws {
        let container = try ModelContainer(
            for: Schema([Person.self]), configurations: [ModelConfiguration(schema: nil, isStoredInMemoryOnly: true, allowsSave: false)])
        let context = ModelContext(container)
        context.insert(Person(givenName: "A", familyName: "B", age: 1))
        #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
    }

    /// A query with no container above it fetches nothing and warns.
    @Test func aQueryWithoutAContainerIsEmptyAndWarns() throws {
        let host = ViewHost(TodoListView(), size: CGSize(width: 200, height: 300))
        #expect(host.find(text: "Add") != nil)
        #expect(host.warnings.contains { $0.contains("@Query of TodoItem") })
    }
}
