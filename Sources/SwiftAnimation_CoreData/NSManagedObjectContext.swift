import Foundation

/// A scratch pad of managed objects, as Core Data's
/// `NSManagedObjectContext`: objects are inserted, changed and deleted in
/// it, then saved to its coordinator's store (or, for a child context, to
/// its parent).
///
/// Differences from Core Data, on this headless host:
/// - `perform` and `performAndWait` run their block at once, on the
///   caller's thread, whatever the context's queue (so that tests and
///   previews see the result at once and in order).
/// - A context does not copy objects: every context of a store shares its
///   objects, and a change made in one is seen in the others before it is
///   saved (Core Data keeps one copy per context and merges on save).
/// - Changes are told to observers (`@FetchRequest`) as they are made, not
///   at the end of the run loop's turn.
open class NSManagedObjectContext: NSObject {
    /// The queue a context's blocks belong to, as Core Data's
    /// `NSManagedObjectContextConcurrencyType`.
    public enum ConcurrencyType: UInt, Sendable {
        /// A private queue.
        case privateQueueConcurrencyType = 1
        /// The main queue.
        case mainQueueConcurrencyType = 2
    }

    /// When `perform` runs its block (here: always at once).
    public enum ScheduledTaskType: Sendable {
        /// As soon as possible.
        case immediate
        /// After the blocks already queued.
        case enqueued
    }

    /// The context's queue.
    public let concurrencyType: ConcurrencyType
    /// The coordinator it saves to (`nil` for a child context).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { coordinator ?? parent?.persistentStoreCoordinator }
        set { coordinator = newValue }
    }
    private var coordinator: NSPersistentStoreCoordinator?
    /// The context it saves to, instead of a coordinator.
    open var parent: NSManagedObjectContext?
    /// The context's name (for debugging).
    open var name: String?
    /// Whether saves of the parent or store are merged in (always, here:
    /// contexts share their objects).
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are merged (kept: no conflicts arise here).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The author of the context's transactions (kept).
    open var transactionAuthor: String?
    /// How old cached values may be (kept: no cache here).
    open var stalenessInterval: TimeInterval = -1
    /// Whether saving keeps deleted objects' faults (kept).
    open var shouldDeleteInaccessibleFaults = true
    /// Whether the context keeps strong references to its objects (it does).
    open var retainsRegisteredObjects = false

    /// Objects inserted and not yet saved, in order.
    var inserted: [NSManagedObject] = []
    /// Saved objects deleted here and not yet saved.
    var deleted: [NSManagedObject] = []
    /// Saved objects changed here and not yet saved.
    var updated: [NSManagedObject] = []
    private var observers: [ObjectIdentifier: () -> Void] = [:]
    /// Whether this is the context of a view with none in its environment.
    var isEnvironmentDefault = false

    /// A context of a queue; give it a coordinator or a parent before use.
    ///
    /// - Parameter type: The queue.
    public init(concurrencyType type: ConcurrencyType) {
        concurrencyType = type
        super.init()
    }

    /// The store of the coordinator at the root of the context's parents.
    var store: ManagedStore? { persistentStoreCoordinator?.store }

    // MARK: Changes

    /// Whether the context has unsaved changes.
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updated.isEmpty }
    /// The objects inserted and not saved.
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    /// The objects deleted and not saved.
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    /// The objects changed and not saved.
    open var updatedObjects: Set<NSManagedObject> { Set(updated) }
    /// The objects the context knows: its store's (or parent's) and its own inserts.
    open var registeredObjects: Set<NSManagedObject> { Set(visibleObjects(includingPending: true)) }

    /// Inserts an object (its `awakeFromInsert()` is called once). An
    /// object already inserted or saved is left as it is; a deleted one
    /// whose delete is not saved is restored.
    ///
    /// - Parameter object: The object.
    open func insert(_ object: NSManagedObject) {
        if let index = deleted.firstIndex(where: { $0 === object }) {
            deleted.remove(at: index)
            object.isDeleted = false
            changed(object)
            return
        }
        guard !inserted.contains(where: { $0 === object }), !visibleObjects(includingPending: false).contains(where: { $0 === object }) else {
            return
        }
        let first = object.managedObjectContext == nil && !object.isInserted
        object.managedObjectContext = self
        object.isInserted = true
        object.isDeleted = false
        inserted.append(object)
        if first { object.awakeFromInsert() }
        changed(object)
    }

    /// Deletes an object: it leaves fetches at once and the store when the
    /// context saves. Objects that refer to it no longer do (Core Data's
    /// default rule, nullify); the relationships a generated class marks
    /// cascading delete their objects too.
    ///
    /// - Parameter object: The object.
    open func delete(_ object: NSManagedObject) {
        guard !object.isDeleted else { return }
        object.prepareForDeletion()
        object.objectWillChange.send()
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
            object.isInserted = false
            object.managedObjectContext = nil
        } else {
            updated.removeAll { $0 === object }
            deleted.append(object)
        }
        object.isDeleted = true
        let cascading = object.entity.cascadingRelationships
        for related in ManagedRelationships.nullify(object, keeping: cascading) {
            related.markChanged()
        }
        for key in cascading {
            for target in ManagedRelationships.objects(in: object.values[key]) { delete(target) }
        }
        changed(object)
    }

    /// Marks a saved object changed and tells the observers.
    func objectDidChange(_ object: NSManagedObject) {
        if !object.isInserted, !object.isDeleted, !updated.contains(where: { $0 === object }) {
            updated.append(object)
        }
        changed(object)
    }

    /// Tells observers of a change (and posts `objectsDidChange`).
    func changed(_ object: NSManagedObject?) {
        for body in Array(observers.values) { body() }
        NotificationCenter.default.post(name: NSManagedObjectContext.didChangeObjectsNotification, object: self)
    }

    func addObserver(_ id: ObjectIdentifier, _ body: @escaping () -> Void) {
        observers[id] = body
    }

    func removeObserver(_ id: ObjectIdentifier) {
        observers[id] = nil
    }

    // MARK: Blocks

    private static let performingKey = "SwiftAnimation.NSManagedObjectContext.performing"

    /// The context running a `perform` block on this thread.
    static var performing: NSManagedObjectContext? {
        get { Thread.current.threadDictionary[performingKey] as? NSManagedObjectContext }
        set { Thread.current.threadDictionary[performingKey] = newValue }
    }

    /// Runs a block in the context (at once here).
    ///
    /// - Parameter block: The work.
    open func perform(_ block: @escaping () -> Void) {
        performAndWait(block)
    }

    /// Runs a block in the context and returns its result.
    ///
    /// - Parameter block: The work.
    /// - Returns: What the block returns.
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        let outer = Self.performing
        Self.performing = self
        defer { Self.performing = outer }
        return try block()
    }

    /// Runs a block in the context, from async code.
    ///
    /// - Parameters:
    ///   - schedule: When (at once here, either way).
    ///   - block: The work.
    /// - Returns: What the block returns.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try performAndWait(block)
    }
}
