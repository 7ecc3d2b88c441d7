import Foundation

/// The objects a relationship holds and the upkeep of inverses, for the
/// accessors of generated classes and for deletes.
enum ManagedRelationships {
    /// The objects of a relationship's value: one object, a set or an
    /// ordered set of them, or an array.
    static func objects(in value: Any?) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: return [object]
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: return array
        default: return []
        }
    }

    /// Removes every reference to a deleted object from the objects it
    /// refers to (except through `keeping`: those are deleted with it),
    /// and returns the objects changed.
    static func nullify(_ object: NSManagedObject, keeping: [String]) -> [NSManagedObject] {
        var changed: [NSManagedObject] = []
        for (key, value) in object.values where !keeping.contains(key) {
            for related in objects(in: value) where remove(object, from: related) {
                changed.append(related)
            }
        }
        return changed
    }

    /// Removes references to `object` from `holder`'s values; whether any was.
    @discardableResult
    static func remove(_ object: NSManagedObject, from holder: NSManagedObject, key only: String? = nil) -> Bool {
        var removed = false
        for (key, value) in holder.values where only == nil || key == only {
            switch value {
            case let single as NSManagedObject where single === object:
                holder.values[key] = nil
                removed = true
            case let set as NSSet where set.contains(object):
                let copy = NSMutableSet(set: set)
                copy.remove(object)
                holder.values[key] = NSSet(set: copy)
                removed = true
            case let set as NSOrderedSet where set.contains(object):
                let copy = NSMutableOrderedSet(orderedSet: set)
                copy.remove(object)
                holder.values[key] = NSOrderedSet(orderedSet: copy)
                removed = true
            default: break
            }
        }
        return removed
    }

    /// Adds `object` to `holder`'s relationship `key` (to one: replaces it).
    static func add(_ object: NSManagedObject, to holder: NSManagedObject, key: String, toMany: Bool) {
        guard toMany else {
            holder.values[key] = object
            return
        }
        switch holder.values[key] {
        case let set as NSOrderedSet where !set.contains(object):
            let copy = NSMutableOrderedSet(orderedSet: set)
            copy.add(object)
            holder.values[key] = NSOrderedSet(orderedSet: copy)
        case let set as NSSet where !set.contains(object):
            holder.values[key] = set.adding(object) as NSSet
        case nil:
            holder.values[key] = NSSet(object: object)
        default: break
        }
    }
}

extension NSManagedObject {
    /// Marks the object changed and tells its observers and context.
    func markChanged() {
        objectWillChange.send()
        if !isInserted { isUpdated = true }
        managedObjectContext?.objectDidChange(self)
    }

    /// Sets a relationship and keeps its inverse: the accessor a generated
    /// class's relationship property uses.
    ///
    /// - Parameters:
    ///   - value: An object (to one), an `NSSet` or `NSOrderedSet` (to many), or `nil`.
    ///   - key: The relationship's name.
    ///   - inverse: The inverse relationship's name, if it has one.
    ///   - inverseIsToMany: Whether the inverse is to many.
    public func _setRelationship(_ value: Any?, forKey key: String, inverse: String?, inverseIsToMany: Bool) {
        let old = ManagedRelationships.objects(in: values[key])
        let new = ManagedRelationships.objects(in: value)
        setValue(value, forKey: key)
        guard let inverse else { return }
        for object in old where !new.contains(where: { $0 === object }) {
            if ManagedRelationships.remove(self, from: object, key: inverse) { object.markChanged() }
        }
        for object in new where !old.contains(where: { $0 === object }) {
            ManagedRelationships.add(self, to: object, key: inverse, toMany: inverseIsToMany)
            object.markChanged()
        }
    }

    /// Adds objects to a to-many relationship and keeps its inverse (the
    /// generated `addTo<Name>(_:)`).
    ///
    /// - Parameters:
    ///   - objects: The objects (one object, or an `NSSet`).
    ///   - key: The relationship's name.
    ///   - inverse: The inverse relationship's name, if it has one.
    ///   - inverseIsToMany: Whether the inverse is to many.
    public func _addToRelationship(_ objects: Any, forKey key: String, inverse: String?, inverseIsToMany: Bool) {
        let current = ManagedRelationships.objects(in: values[key])
        let added = ManagedRelationships.objects(in: objects).filter { object in !current.contains { $0 === object } }
        guard !added.isEmpty else { return }
        let ordered = values[key] is NSOrderedSet
        let all = current + added
        _setRelationship(ordered ? NSOrderedSet(array: all) : NSSet(array: all), forKey: key, inverse: inverse, inverseIsToMany: inverseIsToMany)
    }

    /// Removes objects from a to-many relationship and keeps its inverse
    /// (the generated `removeFrom<Name>(_:)`).
    ///
    /// - Parameters:
    ///   - objects: The objects (one object, or an `NSSet`).
    ///   - key: The relationship's name.
    ///   - inverse: The inverse relationship's name, if it has one.
    ///   - inverseIsToMany: Whether the inverse is to many.
    public func _removeFromRelationship(_ objects: Any, forKey key: String, inverse: String?, inverseIsToMany: Bool) {
        let removed = ManagedRelationships.objects(in: objects)
        let kept = ManagedRelationships.objects(in: values[key]).filter { object in !removed.contains { $0 === object } }
        let ordered = values[key] is NSOrderedSet
        _setRelationship(ordered ? NSOrderedSet(array: kept) : NSSet(array: kept), forKey: key, inverse: inverse, inverseIsToMany: inverseIsToMany)
    }
}

/// Values at dotted paths of properties (`"owner.name"`, `"tags.@count"`).
/// An object of another framework whose properties predicates and sort
/// descriptors read by name (Photos' `PHAsset`: `"creationDate"`), as
/// key-value coding reads them on Apple platforms.
package protocol KeyValueReadable: AnyObject {
    /// The value of a property, by name; `nil` for a name it does not have.
    func value(forKey key: String) -> Any?
}

enum KeyValuePath {
    static func value(of object: Any?, at path: String) -> Any? {
        var current: Any? = object
        for key in path.split(separator: ".").map(String.init) {
            current = value(of: current, forKey: key)
        }
        return current
    }

    static func value(of object: Any?, forKey key: String) -> Any? {
        if key == "self" || key == "SELF" { return object }
        switch object {
        case let object as NSManagedObject:
            return object.value(forKey: key)
        case let object as any KeyValueReadable:
            return object.value(forKey: key)
        case let dictionary as [String: Any]:
            return dictionary[key]
        case let dictionary as NSDictionary:
            return dictionary[key]
        case let set as NSSet:
            return key == "@count" ? set.count : NSSet(array: set.allObjects.compactMap { value(of: $0, forKey: key) })
        case let set as NSOrderedSet:
            return key == "@count" ? set.count : set.array.compactMap { value(of: $0, forKey: key) }
        case let array as [Any]:
            return key == "@count" ? array.count : array.compactMap { value(of: $0, forKey: key) }
        default:
            return nil
        }
    }
}
