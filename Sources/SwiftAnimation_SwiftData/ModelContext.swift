import Foundation
import FoundationCompatibility

/// Where models are inserted, fetched, changed and deleted, as SwiftData's
/// `ModelContext`.
///
/// A context keeps its unsaved inserts and deletes (its fetches include
/// them) until ``save()`` writes them to its container's store, which the
/// container's other contexts read. With ``autosaveEnabled`` (the main
/// context's default) every change is saved as it is made. Contexts of one
/// container share model objects (SwiftData gives each context its own).
/// A context is used on one thread at a time, as SwiftData's is.
public final class ModelContext: Equatable, Hashable {
    /// The container the context saves to.
    public let container: ModelContainer
    /// Whether each change is saved as it is made (SwiftData saves a main
    /// context's changes soon after they are made).
    public var autosaveEnabled = false {
        didSet { if autosaveEnabled { try? save() } }
    }

    /// The undo manager the context registers its inserts, deletes and
    /// property changes with, so that undoing reverts them (and redoing
    /// makes them again); `nil` (the default) registers nothing. A view's
    /// `modelContainer(isUndoEnabled: true)` gives the main context the
    /// environment's undo manager.
    public var undoManager: UndoManager?

    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    private var changed: [any PersistentModel] = []

    /// Posted before a context saves.
    public static let willSave = Notification.Name("ModelContext.willSave")
    /// Posted after a context saved.
    public static let didSave = Notification.Name("ModelContext.didSave")

    /// A context over a container's store.
    ///
    /// - Parameter container: The container.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Contexts are equal when they are the same object.
    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

    /// Hashes the context's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the context has unsaved inserts, changes or deletes.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }
    /// The models inserted and not yet saved.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The saved models changed and not yet saved.
    public var changedModelsArray: [any PersistentModel] { changed }
    /// The models deleted and not yet saved.
    public var deletedModelsArray: [any PersistentModel] { deleted }

    /// Inserts a model, and the models its relationships hold: fetches
    /// include it, and saving stores it. A model whose `@Attribute(.unique)`
    /// value another model of its type has replaces that model. Inserting
    /// a model twice does nothing; inserting a deleted one restores it.
    ///
    /// - Parameter model: The model.
    public func insert<T: PersistentModel>(_ model: T) {
        let held = holds(model)
        insertModel(model)
        if !held { undoManager?.registerUndo(withTarget: self) { context in context.delete(model) } }
        finishChange()
    }

    /// Deletes a model, and the models it holds through relationships
    /// whose delete rule is `.cascade`. Deleting a model inserted and not
    /// yet saved forgets it; deleting one this context does not hold does
    /// nothing.
    ///
    /// - Parameter model: The model.
    public func delete<T: PersistentModel>(_ model: T) {
        let held = holds(model)
        deleteModel(model)
        if held { undoManager?.registerUndo(withTarget: self) { context in context.insert(model) } }
        finishChange()
    }

    /// Deletes every model of a type that meets a condition.
    ///
    /// - Parameters:
    ///   - model: The type.
    ///   - predicate: The condition (every model if `nil`).
    ///   - includeSubclasses: Whether subclasses' models count (they do).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) { deleteModel(found) }
        finishChange()
    }

    /// The models a descriptor selects: the store's, less this context's
    /// unsaved deletes, plus its unsaved inserts (unless
    /// `includePendingChanges` is off), filtered, sorted and cut.
    ///
    /// - Parameter descriptor: What to fetch.
    /// - Returns: The models.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = container.store.models(of: T.self)
        if descriptor.includePendingChanges {
            models.removeAll { model in deleted.contains { $0 === model } }
            models += inserted.compactMap { $0 as? T }
        }
        return try descriptor.apply(to: models)
    }

    /// The number of models a descriptor selects.
    ///
    /// - Parameter descriptor: What to count.
    /// - Returns: The count.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models a descriptor selects.
    ///
    /// - Parameter descriptor: What to fetch.
    /// - Returns: The identifiers.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model a descriptor selects.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - batchSize: The batch size (no difference in memory).
    ///   - allowEscapingMutations: Whether the block may keep models.
    ///   - block: What to do with each model.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The model with an identifier this context holds (a model this
    /// context holds, saved or not, or one of the store's).
    ///
    /// - Parameter persistentModelID: The identifier.
    /// - Returns: The model, or `nil`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        (inserted + container.store.allModels).first { $0.persistentModelID == persistentModelID } as? T
    }

    /// The model with an identifier; it must exist (as SwiftData, which
    /// traps on an unknown identifier).
    ///
    /// - Parameter persistentModelID: The identifier.
    /// - Returns: The model.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let found = (inserted + container.store.allModels).first(where: { $0.persistentModelID == persistentModelID }) else {
            fatalError("ModelContext: no model has the identifier \(persistentModelID)")
        }
        return found
    }

    /// Writes the unsaved inserts and deletes to the store, where the
    /// container's other contexts see them, and posts ``willSave`` and
    /// ``didSave``. Saving with nothing to save does nothing.
    ///
    /// - Throws: ``SwiftDataError/modelValidationFailure`` when a
    ///   configuration does not allow saving.
    public func save() throws {
        guard hasChanges else { return }
        guard container.allowsSave else { throw SwiftDataError.modelValidationFailure }
        NotificationCenter.default.post(name: Self.willSave, object: self)
        let (inserted, deleted) = (self.inserted, self.deleted)
        self.inserted = []
        self.deleted = []
        self.changed = []
        for model in deleted { model._$modelState.context = nil }
        if !inserted.isEmpty || !deleted.isEmpty { container.store.commit(inserted: inserted, deleted: deleted) }
        NotificationCenter.default.post(name: Self.didSave, object: self)
    }

    /// Forgets the unsaved inserts and deletes: inserted models leave the
    /// context, deleted ones come back. Changed properties keep their new
    /// values (SwiftData restores them).
    public func rollback() {
        guard hasChanges else { return }
        for model in inserted { model._$modelState.context = nil }
        for model in deleted { model._$modelState.isDeleted = false }
        inserted = []
        deleted = []
        changed = []
        container.store.changed()
    }

    /// Runs `block` and saves what it changed; a block that throws saves
    /// nothing and rolls its changes back.
    ///
    /// - Parameter block: The changes.
    public func transaction(block: () throws -> Void) throws {
        let autosaves = autosaveEnabled
        autosaveEnabled = false
        defer { autosaveEnabled = autosaves }
        do {
            try block()
        } catch {
            rollback()
            throw error
        }
        try save()
    }

    /// Saves now if the context saves automatically.
    public func processPendingChanges() {
        if autosaveEnabled { try? save() }
    }

    // MARK: The model graph

    func pendingChange(of model: any PersistentModel) -> Bool {
        [inserted, deleted, changed].contains { list in list.contains { $0 === model } }
    }

    /// Whether the model is in the context and not deleted.
    private func holds(_ model: some PersistentModel) -> Bool {
        model._$modelState.context === self && !model._$modelState.isDeleted
    }

    /// Registers the change of a property about to be made: undoing sets
    /// its value back (through its setter, which registers the redo). A
    /// property whose key path cannot write is not registered.
    func registerUndoOfChange<Model: PersistentModel, Value>(of model: Model, keyPath: KeyPath<Model, Value>) {
        guard let undoManager, let writable = keyPath as? ReferenceWritableKeyPath<Model, Value> else { return }
        let old = model[keyPath: keyPath]
        undoManager.registerUndo(withTarget: model) { model in model[keyPath: writable] = old }
    }

    func modelDidChange(_ model: any PersistentModel) {
        guard model._$modelState.context === self, !changed.contains(where: { $0 === model }),
            !inserted.contains(where: { $0 === model })
        else { return }
        changed.append(model)
        if autosaveEnabled { try? save() }
    }

    private func insertModel(_ model: any PersistentModel) {
        let state = model._$modelState
        if state.context === self {
            guard state.isDeleted else { return }
            state.isDeleted = false
            deleted.removeAll { $0 === model }
            return
        }
        replaceModels(sharingUniqueValuesWith: model)
        state.context = self
        state.isDeleted = false
        inserted.append(model)
        for related in model._$relatedModels() { insertModel(related.model) }
    }

    private func deleteModel(_ model: any PersistentModel) {
        let state = model._$modelState
        guard state.context === self, !state.isDeleted else { return }
        state.isDeleted = true
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
            state.context = nil
        } else {
            deleted.append(model)
        }
        changed.removeAll { $0 === model }
        for related in model._$relatedModels() where related.cascades { deleteModel(related.model) }
    }

    private func replaceModels(sharingUniqueValuesWith model: any PersistentModel) {
        let keys = model._$uniqueValues()
        guard !keys.isEmpty else { return }
        let type = ObjectIdentifier(Swift.type(of: model))
        for other in inserted + container.store.allModels where ObjectIdentifier(Swift.type(of: other)) == type && other !== model {
            let otherKeys = other._$uniqueValues()
            if zip(keys, otherKeys).contains(where: { $0 != nil && $0 == $1 }) { deleteModel(other) }
        }
    }

    /// Saves an automatically saving context's change, or tells the
    /// store's observers of the unsaved one.
    private func finishChange() {
        if autosaveEnabled, hasChanges, container.allowsSave {
            try? save()
        } else {
            container.store.changed()
        }
    }
}

/// The errors of SwiftData's operations.
public struct SwiftDataError: Error, Equatable, Sendable {
    let code: String
    /// A save was refused (the configuration does not allow saving).
    public static let modelValidationFailure = SwiftDataError(code: "modelValidationFailure")
    /// A fetch could not be run.
    public static let unsupportedPredicate = SwiftDataError(code: "unsupportedPredicate")
}
