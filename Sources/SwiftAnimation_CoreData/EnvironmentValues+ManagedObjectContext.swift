import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext.environmentDefault() }
}

extension EnvironmentValues {
    /// The context views insert into and `@FetchRequest` fetches from, as
    /// SwiftUI's: set it with `.environment(\.managedObjectContext,
    /// container.viewContext)`. Without one it is a context of an empty
    /// coordinator of its own, made each time it is read, so what is
    /// inserted there is lost (SwiftUI's has no coordinator at all, and
    /// fetching from it raises).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

extension NSManagedObjectContext {
    /// A context of an empty in-memory coordinator, for a view without one.
    static func environmentDefault() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        context.isEnvironmentDefault = true
        return context
    }
}
