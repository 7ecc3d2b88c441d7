import CoreData
import Foundation
import SwiftUI
import Testing

@Suite("Core Data's contexts, requests and predicates")
struct CoreDataContextTests {
    func makeContext() -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Tasks")
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        container.loadPersistentStores { _, error in #expect(error == nil) }
        return container.viewContext
    }

    func titles(_ format: String, _ args: CVarArg..., in context: NSManagedObjectContext) throws -> [String] {
        let request: NSFetchRequest<CDTask> = CDTask.fetchRequest()
        request.predicate = NSPredicate(format: format, argumentArray: args)
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        return try context.fetch(request).compactMap(\.title)
    }

    /// Foundation's predicate language, each form against titles worked
    /// out by hand.
    @Test func formatPredicatesSelectAsFoundationsDo() throws {
        let context = makeContext()
        let (home, _) = seedTasks(in: context)
        #expect(try titles("priority > 1", in: context) == ["Email", "Wash", "Wire"])
        #expect(try titles("priority >= %d AND priority <= %d", 2, 3, in: context) == ["Wash", "Wire"])
        #expect(try titles("title BEGINSWITH[c] 'w'", in: context) == ["Wash", "Wire", "Write"])
        #expect(try titles("title BEGINSWITH 'w'", in: context) == [])
        #expect(try titles("title ENDSWITH %@", "e", in: context) == ["Wire", "Write"])
        #expect(try titles("title IN %@", ["Wash", "Email", "Nope"] as NSArray, in: context) == ["Email", "Wash"])
        #expect(try titles("priority BETWEEN {2, 3}", in: context) == ["Wash", "Wire"])
        #expect(try titles("NOT (isDone == YES) && project == %@", home, in: context) == ["Wash", "Write"])
        #expect(try titles("project.name == 'Work' OR title == \"Wire\"", in: context) == ["Email", "Wire"])
        #expect(try titles("%K CONTAINS[cd] %@", "title", "I", in: context) == ["Email", "Wire", "Write"])
        #expect(try titles("title LIKE 'W*e'", in: context) == ["Wire", "Write"])
        #expect(try titles("title MATCHES 'W.s.'", in: context) == ["Wash"])
        #expect(try titles("TRUEPREDICATE", in: context).count == 4)
        #expect(try titles("project.name != nil AND title != NULL", in: context).count == 4)

        let projects: NSFetchRequest<CDProject> = CDProject.fetchRequest()
        projects.predicate = NSPredicate(format: "ANY tasks.priority >= 5")
        #expect(try context.fetch(projects).compactMap(\.name) == ["Work"])
        projects.predicate = NSPredicate(format: "tasks.@count == 3")
        #expect(try context.fetch(projects).compactMap(\.name) == ["Home"])
        projects.predicate = NSCompoundPredicate(orPredicateWithSubpredicates: [
            NSPredicate(format: "name == 'Home'"), NSPredicate(format: "name == 'Work'")
        ])
        #expect(try context.count(for: projects) == 2)
    }

    /// Dates and identifiers are format arguments, as bridging makes them
    /// on Apple platforms: a predicate compares the `Date` itself, and
    /// `%@` prints a date's description and an identifier's string.
    @Test func datesAndIdentifiersAreFormatArguments() throws {
        let context = makeContext()
        for (title, seconds) in [("Old", 10.0), ("New", 30.0)] {
            let item = CDItem(context: context)
            item.title = title
            item.timestamp = Date(timeIntervalSince1970: seconds)
        }
        let request = NSFetchRequest<CDItem>(entityName: "CDItem")
        request.predicate = NSPredicate(format: "timestamp > %@", Date(timeIntervalSince1970: 20) as CVarArg)
        #expect(try context.fetch(request).compactMap(\.title) == ["New"])
        let date = Date(timeIntervalSince1970: 0), uuid = UUID()
        #expect(String(format: "%@ %@", date as CVarArg, uuid as CVarArg) == "\(date.description) \(uuid.uuidString)")
    }

    /// A format string that cannot be read matches nothing (Foundation
    /// raises an exception) and warns the current host (this test's own:
    /// a main-actor test without suspension keeps it current).
    @MainActor @Test func aMalformedFormatMatchesNothing() throws {
        let host = ViewHost(EmptyView(), size: CGSize(width: 10, height: 10))
        let context = makeContext()
        _ = seedTasks(in: context)
        #expect(try titles("title ==", in: context) == [])
        #expect(try titles("title == 'open", in: context) == [])
        #expect(try titles("title == %@", in: context) == [])
        #expect(try titles("priority ~ 2", in: context) == [])
        #expect(host.warnings.filter { $0.hasPrefix("NSPredicate(format:") }.count == 4, "\(host.warnings)")
    }

    /// Sort descriptors: by key, by an optional key path (`nil` first),
    /// descending, and ties in insertion order; offset and limit.
    @Test func sortDescriptorsOffsetsAndLimits() throws {
        let context = makeContext()
        _ = seedTasks(in: context)
        let untitled = CDTask(context: context)
        untitled.priority = 3
        let request: NSFetchRequest<CDTask> = CDTask.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \CDTask.title, ascending: true)]
        #expect(try context.fetch(request).map { $0.title ?? "nil" } == ["nil", "Email", "Wash", "Wire", "Write"])
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false)]
        #expect(try context.fetch(request).map { $0.title ?? "nil" } == ["Email", "Wash", "nil", "Wire", "Write"])
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try context.fetch(request).map { $0.title ?? "nil" } == ["Wash", "nil"])
        request.resultType = .countResultType
        #expect(try context.count(for: request) == 2)
    }

    /// Unsaved inserts count in fetches unless `includesPendingChanges` is
    /// off; a save gives permanent IDs; a rollback undoes inserts, deletes
    /// and edits.
    @Test func saveAndRollback() throws {
        let context = makeContext()
        let item = CDItem(context: context)
        item.title = "Saved"
        #expect(item.objectID.isTemporaryID && context.hasChanges)
        let request: NSFetchRequest<CDItem> = NSFetchRequest<CDItem>(entityName: "CDItem")
        request.includesPendingChanges = false
        #expect(try context.fetch(request).isEmpty)
        try context.save()
        #expect(!item.objectID.isTemporaryID && !context.hasChanges)
        #expect(item.objectID.uriRepresentation().absoluteString.hasSuffix("/CDItem/p1"))
        #expect(try context.fetch(request).count == 1)

        let extra = CDItem(context: context)
        item.title = "Edited"
        context.delete(item)
        #expect(context.insertedObjects.count == 1 && context.deletedObjects.count == 1)
        context.rollback()
        #expect(extra.managedObjectContext == nil && !item.isDeleted && item.title == "Saved")
        #expect(try context.existingObject(with: item.objectID) === item)
        #expect(!context.hasChanges)
    }

    /// A child context saves into its parent, unsaved there; the parent's
    /// save reaches the store, with a notification of what it saved.
    @Test func aChildContextSavesIntoItsParent() throws {
        let context = makeContext()
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = context
        let saved = SavedTitles()
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) { note in
            let inserted = note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject> ?? []
            saved.titles += inserted.compactMap { ($0 as? CDItem)?.title }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        child.performAndWait {
            let item = CDItem(context: child)
            item.title = "From child"
            try? child.save()
        }
        #expect(context.hasChanges && context.insertedObjects.count == 1)
        try context.save()
        #expect(saved.titles == ["From child"])
        #expect(try makeContext().count(for: NSFetchRequest<CDItem>(entityName: "CDItem")) == 0)
    }

    /// Relationships keep their inverses; deleting a project cascades to
    /// its tasks (its registration says so); deleting a task takes it out
    /// of its project's tasks (nullify).
    @Test func relationshipsKeepInversesAndDeletesFollowTheirRules() throws {
        let context = makeContext()
        let (home, work) = seedTasks(in: context)
        try context.save()
        let wash = try #require((home.tasks as? Set<CDTask>)?.first { $0.title == "Wash" })
        wash.project = work
        #expect((home.tasks?.count, work.tasks?.count) == (2, 2))
        home.removeFromTasks(try #require((home.tasks as? Set<CDTask>)?.first { $0.title == "Wire" }))
        #expect(home.tasks?.count == 1)
        let email = try #require((work.tasks as? Set<CDTask>)?.first { $0.title == "Email" })
        context.delete(email)
        #expect(work.tasks?.count == 1)
        context.delete(home)
        try context.save()
        let left = try context.fetch(CDTask.fetchRequest() as NSFetchRequest<CDTask>).compactMap(\.title).sorted()
        #expect(left == ["Wash", "Wire"])
    }

    /// Entities by name: inserting by name makes the entity's class; a
    /// name with no class gives a plain object.
    @MainActor @Test func entitiesByName() throws {
        let host = ViewHost(EmptyView(), size: CGSize(width: 10, height: 10))
        let context = makeContext()
        let task = NSEntityDescription.insertNewObject(forEntityName: "CDTask", into: context)
        #expect(task is CDTask)
        #expect(NSEntityDescription.entity(forEntityName: "CDProject", in: context)?.name == "CDProject")
        #expect(NSEntityDescription.entity(forEntityName: "Nope", in: context) == nil)
        let plain = NSEntityDescription.insertNewObject(forEntityName: "Nope", into: context)
        #expect(type(of: plain) == NSManagedObject.self && plain.entity.name == "Nope")
        plain.setValue(3, forKey: "count")
        #expect(plain.value(forKey: "count") as? Int == 3)
        #expect(host.warnings.contains { $0.contains("forEntityName: \"Nope\"") }, "\(host.warnings)")
    }

    /// Odd requests have documented answers: inserting twice or deleting
    /// twice changes nothing more, re-inserting a deleted object restores
    /// it, and negative limits and offsets count as none.
    @Test func oddRequestsHaveDocumentedAnswers() throws {
        let context = makeContext()
        let item = CDItem(context: context)
        context.insert(item)
        #expect(context.insertedObjects.count == 1)
        try context.save()
        context.insert(item)
        #expect(!context.hasChanges)
        context.delete(item)
        context.delete(item)
        #expect(context.deletedObjects.count == 1)
        context.insert(item)
        #expect(!item.isDeleted && !context.hasChanges)
        let request = NSFetchRequest<CDItem>(entityName: "CDItem")
        request.fetchLimit = -1
        request.fetchOffset = -3
        #expect(try context.fetch(request).count == 1)
    }

    /// Misuse gives errors, as Core Data's do (its exceptions, here
    /// thrown): a request without an entity, a context without a store,
    /// `execute()` outside `perform`.
    @Test func misuseThrows() throws {
        let context = makeContext()
        #expect(throws: NSError.self) { try context.fetch(NSFetchRequest<CDItem>()) }
        let orphan = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        _ = CDItem(context: orphan)
        #expect(throws: NSError.self) { try orphan.save() }
        let request = NSFetchRequest<CDItem>(entityName: "CDItem")
        #expect(throws: NSError.self) { try request.execute() }
        let fetched = try context.performAndWait { try request.execute() }
        #expect(fetched.isEmpty)
        #expect(throws: NSError.self) { try NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel()).addPersistentStore(ofType: "XML", configurationName: nil, at: nil) }
    }
}

/// The titles a save notification's observer saw.
final class SavedTitles: @unchecked Sendable {
    var titles: [String] = []
}
