import Foundation

/// How a container stores its models, as SwiftData's `ModelConfiguration`.
///
/// Every store is in memory here: a configuration that asks for a file
/// (`isStoredInMemoryOnly: false`, the default) keeps its models in memory
/// for the life of the container, and the container's host is warned once
/// (see the differences article). The `url` is still the one SwiftData
/// would use.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name (`"default"` unless given).
    public let name: String
    /// The schema the configuration stores (the container's if `nil`).
    public let schema: Schema?
    /// Whether the store is only in memory.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save to the store.
    public let allowsSave: Bool
    /// The file SwiftData would store in: `default.store` in the
    /// application-support folder, or the one given.
    public let url: URL
    /// The app-group container (no difference here).
    public let groupContainer: GroupContainer
    /// The CloudKit database (nothing is synchronized here).
    public let cloudKitDatabase: CloudKitDatabase

    /// A configuration.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - schema: The schema (the container's if `nil`).
    ///   - isStoredInMemoryOnly: Whether the store is only in memory.
    ///   - allowsSave: Whether contexts may save.
    ///   - groupContainer: The app-group container.
    ///   - cloudKitDatabase: The CloudKit database.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        let name = name ?? "default"
        self.init(
            name: name, schema: schema, url: Self.defaultURL(name: name), isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave,
            groupContainer: groupContainer, cloudKitDatabase: cloudKitDatabase)
    }

    /// A configuration of the given model types.
    ///
    /// - Parameters:
    ///   - forTypes: The model types.
    ///   - isStoredInMemoryOnly: Whether the store is only in memory.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
    }

    /// A configuration that stores in a file.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - schema: The schema.
    ///   - url: The store's file.
    ///   - allowsSave: Whether contexts may save.
    ///   - cloudKitDatabase: The CloudKit database.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(
            name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave,
            groupContainer: .automatic, cloudKitDatabase: cloudKitDatabase)
    }

    /// A configuration that stores only in memory.
    ///
    /// - Parameter isStoredInMemoryOnly: Whether the store is only in memory.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
    }

    private init(
        name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool, groupContainer: GroupContainer,
        cloudKitDatabase: CloudKitDatabase
    ) {
        self.name = name
        self.schema = schema
        self.url = url
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    private static func defaultURL(name: String) -> URL {
        let support =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return support.appendingPathComponent("\(name).store")
    }

    /// An app-group container for the store.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        /// The app's group container, if it has one.
        public static let automatic = GroupContainer(identifier: nil)
        /// No group container.
        public static let none = GroupContainer(identifier: "")
        /// A named group container.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The CloudKit database a store synchronizes with.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        /// The app's container, if it has one.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No synchronization.
        public static let none = CloudKitDatabase(identifier: "")
        /// A private database of a named container.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(identifier: containerIdentifier) }
    }
}
