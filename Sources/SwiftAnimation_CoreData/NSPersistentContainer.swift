import Foundation

/// A model, a coordinator and their contexts, as Core Data's
/// `NSPersistentContainer`.
///
/// Stores are kept in memory for the life of the container (see
/// ``NSPersistentStoreCoordinator``): a container's contexts share them,
/// and another container starts empty. ``loadPersistentStores(completionHandler:)``
/// adds them at once and calls its handler before it returns.
open class NSPersistentContainer: NSObject {
    /// The container's name (of its model file, and of its default store).
    public let name: String
    /// The model.
    open var managedObjectModel: NSManagedObjectModel { persistentStoreCoordinator.managedObjectModel }
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` adds: one, at
    /// ``defaultDirectoryURL()``/`<name>.sqlite`, unless changed.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The main queue's context.
    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// A container of the model named `name` (here: the program's entity
    /// classes).
    ///
    /// - Parameter name: The model's name.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    /// A container of a model.
    ///
    /// - Parameters:
    ///   - name: The container's name.
    ///   - model: The model.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        ]
        super.init()
    }

    /// Where stores are kept by default: the application support folder.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Adds the described stores, calling the handler for each before it
    /// returns.
    ///
    /// - Parameter block: Called with each description and its error, if any.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new private-queue context of the container's stores.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs a block with a new background context (here, at once, on the
    /// caller's thread).
    ///
    /// - Parameter block: The work.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.performAndWait { block(context) }
    }

    /// Runs a throwing block with a new background context and returns its
    /// result.
    ///
    /// - Parameter block: The work.
    /// - Returns: What the block returns.
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try context.performAndWait { try block(context) }
    }
}

/// A container whose stores sync with CloudKit, as Core Data's
/// `NSPersistentCloudKitContainer`: here, a container that keeps its stores
/// in memory and syncs nothing.
open class NSPersistentCloudKitContainer: NSPersistentContainer {
    /// Creates the CloudKit schema (nothing to create here).
    ///
    /// - Parameter options: The options.
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// Options of ``NSPersistentCloudKitContainer/initializeCloudKitSchema(options:)``.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// Options of bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
    /// Only print the schema.
    public static let dryRun = Self(rawValue: 1 << 1)
    /// Print the schema.
    public static let printSchema = Self(rawValue: 1 << 2)
}
