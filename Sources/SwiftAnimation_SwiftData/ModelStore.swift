import Foundation

/// The saved models of one container, in memory: each type's models in the
/// order they were saved, shared by the container's contexts, and the
/// observers (queries) that hear of every change. Safe from any thread.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var models: [ObjectIdentifier: [any PersistentModel]] = [:]
    private var observers: [ObjectIdentifier: @Sendable () -> Void] = [:]

    /// The saved models of `type`, in the order they were saved.
    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        lock.withLock { models[ObjectIdentifier(type)] ?? [] }.compactMap { $0 as? T }
    }

    /// Every saved model.
    var allModels: [any PersistentModel] {
        lock.withLock { models.values.flatMap { $0 } }
    }

    /// Adds `inserted` and removes `deleted`, then tells the observers.
    func commit(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        lock.withLock {
            for model in inserted {
                let type = ObjectIdentifier(Swift.type(of: model))
                if !(models[type] ?? []).contains(where: { $0 === model }) { models[type, default: []].append(model) }
            }
            for model in deleted { models[ObjectIdentifier(Swift.type(of: model))]?.removeAll { $0 === model } }
        }
        changed()
    }

    /// Removes every model.
    func removeAll() -> [any PersistentModel] {
        let removed = lock.withLock {
            defer { models = [:] }
            return models.values.flatMap { $0 }
        }
        changed()
        return removed
    }

    /// Calls `observer` after every change until `removeObserver(_:)`.
    func addObserver(_ id: ObjectIdentifier, _ observer: @escaping @Sendable () -> Void) {
        lock.withLock { observers[id] = observer }
    }

    /// Stops calling an observer.
    func removeObserver(_ id: ObjectIdentifier) {
        _ = lock.withLock { observers.removeValue(forKey: id) }
    }

    /// Tells every observer that the models changed (a save, or a
    /// context's unsaved insert or delete).
    func changed() {
        let toCall = lock.withLock { Array(observers.values) }
        for observer in toCall { observer() }
    }
}
