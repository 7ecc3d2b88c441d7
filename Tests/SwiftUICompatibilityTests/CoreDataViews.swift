import CoreData
import SwiftUI

// Core Data as apps use it (Swift 5 mode, Apple's module name): Xcode's
// "App" template with Core Data (a persistence controller, a list of
// timestamped items that adds and deletes with animation), and projects
// with tasks, a to-many relationship whose deletes cascade.

/// The template's entity, written by hand (code generation "Manual/None"):
/// its properties read and write the object's values by name, as
/// `@NSManaged` ones do through the Objective-C runtime on iOS.
final class CDItem: NSManagedObject {
    var timestamp: Date? {
        get { value(forKey: "timestamp") as? Date }
        set { setValue(newValue, forKey: "timestamp") }
    }
    var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
}

extension CDItem: Identifiable {}

/// A project and its tasks, with the properties `animate model-classes`
/// writes for entities whose code generation is "Category/Extension"
/// (the classes are the app's own).
final class CDProject: NSManagedObject {}
final class CDTask: NSManagedObject {}

extension CDProject {
    public class func fetchRequest() -> NSFetchRequest<CDProject> {
        NSFetchRequest<CDProject>(entityName: "CDProject")
    }
    public var name: String? {
        get { _attribute("name") }
        set { setValue(newValue, forKey: "name") }
    }
    public var tasks: NSSet? {
        get { _attribute("tasks") }
        set { _setRelationship(newValue, forKey: "tasks", inverse: "project", inverseIsToMany: false) }
    }
}

extension CDProject {
    public func addToTasks(_ value: CDTask) { _addToRelationship(value, forKey: "tasks", inverse: "project", inverseIsToMany: false) }
    public func removeFromTasks(_ value: CDTask) { _removeFromRelationship(value, forKey: "tasks", inverse: "project", inverseIsToMany: false) }
}

extension CDProject: Identifiable {}

enum _CoreDataEntity_CDProject: _ManagedEntityRegistration {
    static var entityName: String { "CDProject" }
    static var objectClass: NSManagedObject.Type { CDProject.self }
    static var cascadingRelationships: [String] { ["tasks"] }
}

extension CDTask {
    public class func fetchRequest() -> NSFetchRequest<CDTask> {
        NSFetchRequest<CDTask>(entityName: "CDTask")
    }
    public var title: String? {
        get { _attribute("title") }
        set { setValue(newValue, forKey: "title") }
    }
    public var priority: Int16 {
        get { _integer("priority", default: 0) }
        set { setValue(newValue, forKey: "priority") }
    }
    public var isDone: Bool {
        get { _bool("isDone", default: false) }
        set { setValue(newValue, forKey: "isDone") }
    }
    public var project: CDProject? {
        get { _attribute("project") }
        set { _setRelationship(newValue, forKey: "project", inverse: "tasks", inverseIsToMany: true) }
    }
}

extension CDTask: Identifiable {}

enum _CoreDataEntity_CDTask: _ManagedEntityRegistration {
    static var entityName: String { "CDTask" }
    static var objectClass: NSManagedObject.Type { CDTask.self }
    static var cascadingRelationships: [String] { [] }
}

/// Xcode's template's `PersistenceController`.
struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        for index in 0..<3 {
            let newItem = CDItem(context: viewContext)
            newItem.timestamp = Date(timeIntervalSince1970: Double(index))
            newItem.title = "Item \(index)"
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Model")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

/// The template's `ContentView`, drawn as rows of 40 points.
struct CDItemListView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \CDItem.timestamp, ascending: true)],
        animation: .linear(duration: 1))
    private var items: FetchedResults<CDItem>

    var body: some View {
        VStack(spacing: 0) {
            ForEach(items) { item in
                Text(item.title ?? "Untitled")
                    .frame(width: 200, height: 40)
                    .transition(.opacity)
            }
            Button("Add Item", action: addItem)
            Text("\(items.count) items")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = CDItem(context: viewContext)
            newItem.timestamp = Date(timeIntervalSince1970: Double(100 + items.count))
            newItem.title = "New \(items.count)"
            do {
                try viewContext.save()
            } catch {
                let nsError = error as NSError
                fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
            }
        }
    }

    func deleteItems(offsets: IndexSet) {
        withAnimation {
            offsets.map { items[$0] }.forEach(viewContext.delete)
            try? viewContext.save()
        }
    }
}

#Preview {
    CDItemListView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

/// Open tasks of a project, by priority, filtered by a format string and
/// searched through the results' predicate.
struct CDTaskListView: View {
    @FetchRequest var tasks: FetchedResults<CDTask>

    init(project: CDProject) {
        _tasks = FetchRequest(
            sortDescriptors: [SortDescriptor(\CDTask.priority, order: .reverse)],
            predicate: NSPredicate(format: "project == %@ AND isDone == NO", project))
    }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(tasks) { task in
                Text(task.title ?? "").frame(width: 200, height: 30)
            }
            Button("Search") {
                tasks.nsPredicate = NSPredicate(format: "title CONTAINS[cd] %@", "WRITE")
            }
        }
    }
}

/// Four tasks of two projects, as the tests use them: Write 1 (Home),
/// Wash 3 (Home), Wire 2 (Home, done), Email 5 (Work).
func seedTasks(in context: NSManagedObjectContext) -> (home: CDProject, work: CDProject) {
    let home = CDProject(context: context)
    home.name = "Home"
    let work = CDProject(context: context)
    work.name = "Work"
    for (title, priority, project, done) in [
        ("Write", 1, home, false), ("Wash", 3, home, false), ("Wire", 2, home, true), ("Email", 5, work, false)
    ] as [(String, Int16, CDProject, Bool)] {
        let task = CDTask(context: context)
        task.title = title
        task.priority = priority
        task.project = project
        task.isDone = done
    }
    return (home, work)
}
