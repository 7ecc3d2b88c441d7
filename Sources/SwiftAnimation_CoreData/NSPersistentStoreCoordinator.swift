import AnimationViews
import Foundation

/// The type of a store kept in a SQLite file.
public let NSSQLiteStoreType = "SQLite"
/// The type of a store kept in memory.
public let NSInMemoryStoreType = "InMemory"
/// The type of a store kept in a binary file.
public let NSBinaryStoreType = "Binary"
/// The option that turns on persistent history.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that posts remote change notifications.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// The option that migrates a store automatically.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option that infers a mapping model.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// A store a coordinator added, as Core Data's `NSPersistentStore`.
open class NSPersistentStore: NSObject {
    /// The store's type (`NSSQLiteStoreType`, `NSInMemoryStoreType`...).
    open var type: String
    /// Where it would be kept.
    open var url: URL?
    /// The model configuration it holds.
    open var configurationName: String
    /// Its identifier.
    open var identifier: String!
    /// Its options.
    open var options: [AnyHashable: Any]?
    /// Whether it is read-only.
    open var isReadOnly = false

    init(type: String, url: URL?, configurationName: String?, options: [AnyHashable: Any]?, identifier: UUID) {
        self.type = type
        self.url = url
        self.configurationName = configurationName ?? "Default"
        self.options = options
        self.identifier = identifier.uuidString
        super.init()
    }
}

/// What ties contexts to their stores, as Core Data's
/// `NSPersistentStoreCoordinator`.
///
/// Every store here is kept in memory, for the life of the coordinator:
/// Linux has no Core Data to read or write its SQLite files. Adding a store
/// of a file (any URL but `/dev/null`) warns the host once. All of a
/// coordinator's stores are one set of objects.
open class NSPersistentStoreCoordinator: NSObject {
    /// The model of the stores.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// The objects of its stores.
    let store = ManagedStore()

    /// A coordinator of a model, with no store yet.
    ///
    /// - Parameter model: The model.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// Adds a store.
    ///
    /// - Parameters:
    ///   - storeType: `NSSQLiteStoreType`, `NSInMemoryStoreType` or `NSBinaryStoreType`.
    ///   - configuration: The model configuration.
    ///   - storeURL: Where it is kept (`nil` or `/dev/null` for memory).
    ///   - options: Its options.
    /// - Returns: The store.
    /// - Throws: An error of code ``NSPersistentStoreInvalidTypeError`` for another type.
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        guard [NSSQLiteStoreType, NSInMemoryStoreType, NSBinaryStoreType].contains(storeType) else {
            throw coreDataError(NSPersistentStoreInvalidTypeError, "Unknown store type \(storeType)")
        }
        if storeType != NSInMemoryStoreType, let storeURL, storeURL.path != "/dev/null" {
            CurrentHost.warn("Core Data: stores are kept in memory on this host; objects are not written to \(storeURL.path)")
        }
        let added = NSPersistentStore(
            type: storeType, url: storeURL, configurationName: configuration, options: options, identifier: store.identifier)
        persistentStores.append(added)
        return added
    }

    /// Adds the store a description describes.
    ///
    /// - Parameters:
    ///   - description: The store's description.
    ///   - block: Called with the description and the error, if any, before this returns.
    open func addPersistentStore(
        with description: NSPersistentStoreDescription, completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        do {
            try addPersistentStore(
                ofType: description.type, configurationName: description.configuration, at: description.url, options: description.options)
            block(description, nil)
        } catch {
            block(description, error)
        }
    }

    /// Removes a store (its objects stay: all stores are one set here).
    ///
    /// - Parameter store: The store.
    open func remove(_ store: NSPersistentStore) throws {
        persistentStores.removeAll { $0 === store }
    }

    /// Destroys a store's file: nothing is kept in files here, so nothing
    /// is removed.
    ///
    /// - Parameters:
    ///   - url: The store's file.
    ///   - storeType: Its type.
    ///   - options: Its options.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {}
}

/// How to add a store, as Core Data's `NSPersistentStoreDescription`.
open class NSPersistentStoreDescription: NSObject {
    /// Where the store is kept (`/dev/null`: in memory).
    open var url: URL?
    /// The store's type (default `NSSQLiteStoreType`).
    open var type = NSSQLiteStoreType
    /// The model configuration.
    open var configuration: String?
    /// Whether the store is read-only.
    open var isReadOnly = false
    /// Whether `loadPersistentStores` returns before the store is added
    /// (stores are added at once here, either way).
    open var shouldAddStoreAsynchronously = false
    /// Whether a store is migrated automatically.
    open var shouldMigrateStoreAutomatically = true
    /// Whether a mapping model is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// The store's options.
    open private(set) var options: [String: NSObject] = [:]
    /// The CloudKit container of a `NSPersistentCloudKitContainer`'s store
    /// (kept; nothing syncs here).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    /// A description of a store at a URL.
    ///
    /// - Parameter url: Where it is kept.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A description with no URL yet.
    public override init() {
        super.init()
    }

    /// Sets an option.
    ///
    /// - Parameters:
    ///   - option: The value (`nil` removes it).
    ///   - key: The option's key.
    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }
}

/// The CloudKit container a store syncs with (kept; nothing syncs here).
open class NSPersistentCloudKitContainerOptions: NSObject {
    /// The container's identifier.
    public let containerIdentifier: String

    /// Options of a CloudKit container.
    ///
    /// - Parameter containerIdentifier: The container's identifier.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}
