import AnimationViews
import Foundation

/// The store of an app's models and the contexts over it, as SwiftData's
/// `ModelContainer`.
///
/// The store is in memory (see ``ModelConfiguration``): its models last as
/// long as the container. A configuration that asks for a file warns the
/// host once and is kept in memory too.
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container stores.
    public let schema: Schema
    /// The container's configurations.
    public let configurations: Set<ModelConfiguration>
    /// The migration plan (nothing is migrated: stores start empty).
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    let store = ModelStore()
    private let lock = NSLock()
    nonisolated(unsafe) private var _mainContext: ModelContext?
    /// Whether this is the empty container of a view without one.
    var isEnvironmentDefault = false

    /// A container of model types.
    ///
    /// - Parameters:
    ///   - forTypes: The model types.
    ///   - configurations: How to store them (in memory, by default).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: nil, configurations: configurations)
    }

    /// A container of model types, with a migration plan.
    ///
    /// - Parameters:
    ///   - forTypes: The model types.
    ///   - migrationPlan: The plan (kept; nothing is migrated in memory).
    ///   - configurations: How to store them.
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of a schema's types.
    ///
    /// - Parameters:
    ///   - givenSchema: The schema.
    ///   - configurations: How to store them.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: nil, configurations: configurations)
    }

    /// A container of a schema's types, with a migration plan.
    ///
    /// - Parameters:
    ///   - givenSchema: The schema.
    ///   - migrationPlan: The plan (kept; nothing is migrated in memory).
    ///   - configurations: How to store them.
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of a schema's types.
    ///
    /// - Parameters:
    ///   - givenSchema: The schema.
    ///   - migrationPlan: The plan (kept; nothing is migrated in memory).
    ///   - configurations: How to store them.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration])
        throws
    {
        self.init(schema: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container; it cannot fail, stores being in memory.
    init(schema givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) {
        let configurations = configurations.isEmpty ? [ModelConfiguration(isStoredInMemoryOnly: false)] : configurations
        let types = givenSchema.entities + configurations.flatMap { $0.schema?.entities ?? [] }
        self.schema = Schema(types, version: givenSchema.version)
        self.configurations = Set(configurations)
        self.migrationPlan = migrationPlan
        if configurations.contains(where: { !$0.isStoredInMemoryOnly }) {
            CurrentHost.warn("ModelContainer: stores are kept in memory on this host; models are not written to \(configurations[0].url.path)")
        }
    }

    /// The context of the main actor, which saves its changes as they are
    /// made (``ModelContext/autosaveEnabled``).
    @MainActor public var mainContext: ModelContext {
        lock.withLock {
            if let context = _mainContext { return context }
            let context = ModelContext(self)
            context.autosaveEnabled = true
            _mainContext = context
            return context
        }
    }

    /// Deletes every model of the store.
    public func deleteAllData() {
        for model in store.removeAll() {
            model._$modelState.context = nil
            model._$modelState.isDeleted = true
        }
    }

    /// Whether saving is allowed by every configuration.
    var allowsSave: Bool { configurations.allSatisfy(\.allowsSave) }
}
