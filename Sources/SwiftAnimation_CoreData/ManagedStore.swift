import Foundation

/// The objects a coordinator's stores hold, in the order they were saved,
/// and who to tell when they change: the one store all of a container's
/// contexts save to and fetch from (in memory: see `NSPersistentContainer`).
final class ManagedStore {
    let identifier = UUID()
    private(set) var objects: [NSManagedObject] = []
    private var numbers = 0
    private var observers: [ObjectIdentifier: () -> Void] = [:]

    /// Saves a context's inserts, deletes and updates: inserted objects get
    /// permanent IDs, deleted ones leave the store and their context.
    func commit(inserted: [NSManagedObject], deleted: [NSManagedObject], updated: [NSManagedObject]) {
        for object in inserted where !objects.contains(where: { $0 === object }) {
            numbers += 1
            object.objectID = NSManagedObjectID(entityName: object.entity.name ?? "", store: identifier, number: numbers)
            objects.append(object)
        }
        let gone = Set(deleted.map(ObjectIdentifier.init))
        if !gone.isEmpty { objects.removeAll { gone.contains(ObjectIdentifier($0)) } }
        for object in inserted + updated where !gone.contains(ObjectIdentifier(object)) {
            object.isInserted = false
            object.isUpdated = false
            object.committed = object.values
        }
        for object in deleted {
            object.isDeleted = false
            object.isInserted = false
            object.isUpdated = false
            object.managedObjectContext = nil
        }
        changed()
    }

    /// The object of a permanent ID.
    func object(with id: NSManagedObjectID) -> NSManagedObject? {
        objects.first { $0.objectID == id }
    }

    func addObserver(_ id: ObjectIdentifier, _ body: @escaping () -> Void) {
        observers[id] = body
    }

    func removeObserver(_ id: ObjectIdentifier) {
        observers[id] = nil
    }

    /// Tells every observer (each once, in no promised order).
    func changed() {
        for body in Array(observers.values) { body() }
    }
}
