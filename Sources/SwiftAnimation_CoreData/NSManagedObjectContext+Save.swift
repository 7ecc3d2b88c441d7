import Foundation

/// The keys of a save notification's `userInfo`.
public let NSInsertedObjectsKey = "inserted"
/// The deleted objects of a save notification.
public let NSDeletedObjectsKey = "deleted"
/// The updated objects of a save notification.
public let NSUpdatedObjectsKey = "updated"

extension Notification.Name {
    /// Posted by a context after it saved (`userInfo`: the inserted,
    /// deleted and updated objects).
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted by a context before it saves.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted by a context when its objects change.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted when a store changed outside the process (never here).
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

extension NSManagedObjectContext {
    /// Posted by a context after it saved (iOS 14's name).
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    /// Posted by a context when its objects change (iOS 14's name).
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
    /// Posted by a context before it saves (iOS 14's name).
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave

    /// Saves the context's inserts, deletes and changes to its store (a
    /// child context: to its parent, unsaved there). Nothing happens when
    /// there are no changes.
    ///
    /// - Throws: An error when the context has neither a coordinator nor a parent.
    public func save() throws {
        guard hasChanges else { return }
        guard parent != nil || store != nil else {
            throw coreDataError(NSCoreDataError, "The context has no persistent store coordinator to save to")
        }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let (inserted, deleted, updated) = (self.inserted, self.deleted, self.updated)
        for object in inserted + updated { object.willSave() }
        self.inserted = []
        self.deleted = []
        self.updated = []
        if let parent {
            parent.absorb(inserted: inserted, deleted: deleted, updated: updated)
        } else {
            store?.commit(inserted: inserted, deleted: deleted, updated: updated)
        }
        for object in inserted + updated { object.didSave() }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: [NSInsertedObjectsKey: Set(inserted), NSDeletedObjectsKey: Set(deleted), NSUpdatedObjectsKey: Set(updated)])
        changed(nil)
    }

    /// Takes a child's saved changes as its own unsaved ones.
    private func absorb(inserted: [NSManagedObject], deleted: [NSManagedObject], updated: [NSManagedObject]) {
        for object in inserted where !self.inserted.contains(where: { $0 === object }) {
            object.managedObjectContext = self
            self.inserted.append(object)
        }
        for object in deleted {
            if let index = self.inserted.firstIndex(where: { $0 === object }) {
                self.inserted.remove(at: index)
            } else if !self.deleted.contains(where: { $0 === object }) {
                self.deleted.append(object)
            }
        }
        for object in updated where !self.updated.contains(where: { $0 === object }) {
            self.updated.append(object)
        }
        changed(nil)
    }

    /// Undoes the unsaved changes: inserted objects leave, deleted ones
    /// come back, changed ones get their saved values again.
    public func rollback() {
        guard hasChanges else { return }
        for object in inserted {
            object.objectWillChange.send()
            object.isInserted = false
            object.managedObjectContext = nil
        }
        for object in deleted + updated {
            object.objectWillChange.send()
            object.values = object.committed
            object.isDeleted = false
            object.isUpdated = false
        }
        inserted = []
        deleted = []
        updated = []
        changed(nil)
    }

    /// Forgets the unsaved changes (as ``rollback()`` here).
    public func reset() {
        rollback()
    }

    /// Turns every object into a fault: nothing to do here (objects are
    /// never faults).
    public func refreshAllObjects() {}

    /// Refreshes an object from its store: without merging, its unsaved
    /// changes are dropped.
    ///
    /// - Parameters:
    ///   - object: The object.
    ///   - flag: Whether its unsaved changes are kept.
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard !flag, object.isUpdated else { return }
        object.objectWillChange.send()
        object.values = object.committed
        object.isUpdated = false
        updated.removeAll { $0 === object }
        changed(object)
    }

    /// Merges another context's save (nothing to merge: contexts share
    /// their objects; observers are told).
    ///
    /// - Parameter notification: The save notification.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        changed(nil)
    }
}

/// How a context settles conflicts between its changes and its store's, as
/// Core Data's `NSMergePolicy` (kept: contexts share their objects here, so
/// no conflict arises).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kind of policy.
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        case overwriteMergePolicyType = 3
        case rollbackMergePolicyType = 4
    }

    /// The policy's kind.
    public let mergeType: MergeType

    /// A policy of a kind.
    ///
    /// - Parameter ty: The kind.
    public init(merge ty: MergeType) {
        mergeType = ty
        super.init()
    }

    /// Conflicts are errors.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's values win, property by property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's values win, property by property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The context's objects overwrite the store's.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The store's objects win.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// Conflicts are errors (the default).
public let NSErrorMergePolicy: NSMergePolicy = .error
/// The store's values win, property by property.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = .mergeByPropertyStoreTrump
/// The context's values win, property by property.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = .mergeByPropertyObjectTrump
/// The context's objects overwrite the store's.
public let NSOverwriteMergePolicy: NSMergePolicy = .overwrite
/// The store's objects win.
public let NSRollbackMergePolicy: NSMergePolicy = .rollback
