import Foundation

extension NSManagedObjectContext {
    /// The objects of a fetch request, as it asks for them: objects, IDs,
    /// dictionaries of values, or their count.
    ///
    /// - Parameter request: The request.
    /// - Returns: The results.
    /// - Throws: An error when the request has no entity or the context no store.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try matching(request)
        switch request.resultType {
        case .managedObjectIDResultType:
            return objects.compactMap { $0.objectID as? T }
        case .countResultType:
            return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        case .dictionaryResultType:
            let keys = request.propertiesToFetch?.compactMap { ($0 as? String) ?? ($0 as? NSAttributeDescription)?.name }
            var dictionaries = objects.map { object in
                NSDictionary(dictionary: keys.map { keys in object.values.filter { keys.contains($0.key) } } ?? object.values)
            }
            if request.returnsDistinctResults {
                var seen: [NSDictionary] = []
                dictionaries = dictionaries.filter { dictionary in
                    guard !seen.contains(dictionary) else { return false }
                    seen.append(dictionary)
                    return true
                }
            }
            return dictionaries.compactMap { $0 as? T }
        default:
            for object in objects { object.awakeFromFetch() }
            return objects.compactMap { $0 as? T }
        }
    }

    /// The results of an untyped fetch request (Core Data's Objective-C
    /// form, which a request of `NSFetchRequestResult` picks).
    ///
    /// - Parameter request: The request.
    /// - Returns: The results.
    public func fetch(_ request: NSFetchRequest<any NSFetchRequestResult>) throws -> [Any] {
        let results: [any NSFetchRequestResult] = try fetch(request)
        return results.map { $0 as Any }
    }

    /// The number of objects a fetch request would return.
    ///
    /// - Parameter request: The request.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try matching(request).count
    }

    /// The object of an ID (the object itself: contexts share their objects).
    ///
    /// - Parameter objectID: The ID.
    /// - Returns: The object; an object of no store gives a deleted
    ///   placeholder of its entity (Core Data returns a fault that raises
    ///   when read).
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = registeredObject(for: objectID) { return object }
        let entity = NSEntityDescription.entityNamed(objectID.entityName) ?? NSEntityDescription()
        let placeholder = NSManagedObject(entity: entity, insertInto: nil)
        placeholder.isDeleted = true
        return placeholder
    }

    /// The object of an ID, if the context knows it.
    ///
    /// - Parameter objectID: The ID.
    public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        visibleObjects(includingPending: true).first { $0.objectID == objectID }
    }

    /// The object of an ID, or an error when it is gone.
    ///
    /// - Parameter objectID: The ID.
    /// - Throws: An error of code ``NSManagedObjectReferentialIntegrityError``.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = registeredObject(for: objectID) else {
            throw coreDataError(NSManagedObjectReferentialIntegrityError, "No object with ID \(objectID)")
        }
        return object
    }

    /// The objects a request matches, in its order.
    func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let entityName = request.entityName ?? request.entity?.name else {
            throw coreDataError(NSCoreDataError, "NSFetchRequest has no entity")
        }
        guard store != nil else {
            throw coreDataError(NSCoreDataError, "The context has no persistent store coordinator, so it cannot fetch \(entityName)")
        }
        let entityClass = request.includesSubentities ? NSEntityDescription.entityNamed(entityName)?.objectClass : nil
        var objects = visibleObjects(includingPending: request.includesPendingChanges).filter { object in
            object.entity.name == entityName || entityClass.map { type(of: object).isSubclass(of: $0) } == true
        }
        if let predicate = request.predicate {
            objects = objects.filter { predicate.evaluate(with: $0) }
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = Self.sorted(objects, by: descriptors)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    /// Objects in the order of sort descriptors (ties keep their order).
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        objects.enumerated().sorted { a, b in
            for descriptor in descriptors {
                switch descriptor.compare(a.element, to: b.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The objects the context sees: its store's (through its parents),
    /// less what it deleted, and (with pending changes) what it inserted.
    func visibleObjects(includingPending: Bool) -> [NSManagedObject] {
        var objects = parent?.visibleObjects(includingPending: includingPending) ?? store?.objects ?? []
        guard includingPending else { return objects }
        if !deleted.isEmpty {
            let gone = Set(deleted.map(ObjectIdentifier.init))
            objects.removeAll { gone.contains(ObjectIdentifier($0)) }
        }
        for object in inserted where !objects.contains(where: { $0 === object }) { objects.append(object) }
        return objects
    }
}
