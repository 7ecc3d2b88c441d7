import Foundation

/// A request to a persistent store, as Core Data's
/// `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: NSObject {
    /// The stores to search (all of the context's: the one store here).
    open var affectedStores: [NSPersistentStore]?
}

/// What a fetch returns, as Core Data's `NSFetchRequestResultType`.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// Options of bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
    /// The objects (the default).
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Their IDs.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// A dictionary of each object's values.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// The number of objects.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Which objects of an entity to fetch, in which order, as Core Data's
/// `NSFetchRequest`: an entity, a predicate (`NSPredicate(format:)` or a
/// block), sort descriptors, an offset and a limit.
///
/// `fetchBatchSize`, `returnsObjectsAsFaults` and
/// `relationshipKeyPathsForPrefetching` are kept and change nothing here
/// (objects are never faults).
///
/// Its result type is unconstrained (Core Data's is an `NSFetchRequestResult`),
/// so that `NSFetchRequest<NSFetchRequestResult>` can be written without the
/// Objective-C runtime, where a protocol's existential does not conform to it.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    /// The name of the entity to fetch.
    open var entityName: String?
    /// The entity to fetch.
    open var entity: NSEntityDescription? {
        get { explicitEntity ?? entityName.flatMap(NSEntityDescription.entityNamed) }
        set {
            explicitEntity = newValue
            entityName = newValue?.name
        }
    }
    private var explicitEntity: NSEntityDescription?
    /// The objects to keep (all for `nil`).
    open var predicate: NSPredicate?
    /// The order (the store's order, that of saving, for `nil` or none).
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most objects to return (0: no limit).
    open var fetchLimit = 0
    /// How many matching objects to skip.
    open var fetchOffset = 0
    /// How many objects to load at a time (no effect here).
    open var fetchBatchSize = 0
    /// Whether unsaved inserts and deletes of the context count (default `true`).
    open var includesPendingChanges = true
    /// Whether objects of sub-entities count (default `true`).
    open var includesSubentities = true
    /// Whether objects come back as faults (no effect here).
    open var returnsObjectsAsFaults = true
    /// Relationships to load with the objects (no effect here).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// What the fetch returns.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary result holds (names or descriptions; all for `nil`).
    open var propertiesToFetch: [Any]?
    /// Whether a dictionary result leaves out repeated dictionaries.
    open var returnsDistinctResults = false
    /// Whether the fetched objects' values are refreshed (no effect here).
    open var shouldRefreshRefetchedObjects = false

    /// A request of an entity's objects.
    ///
    /// - Parameter entityName: The entity's name.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// A request with no entity yet (set ``entity`` or ``entityName``).
    public override init() {
        super.init()
    }

    /// Fetches with the context the caller is in (inside
    /// `NSManagedObjectContext.perform` or `performAndWait`).
    ///
    /// - Throws: An error of code ``NSManagedObjectContextLockingError``
    ///   when no context is performing a block.
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.performing else {
            throw coreDataError(NSManagedObjectContextLockingError, "NSFetchRequest.execute(): call it inside a context's perform { }")
        }
        return try context.fetch(self)
    }

    /// A description for debugging.
    public override var description: String {
        "<NSFetchRequest: entity \(entityName ?? "nil"), predicate \(predicate.map { "\($0)" } ?? "nil")>"
    }
}
