import Foundation

/// The objects a fetch found, in order, as Photos' `PHFetchResult`: a
/// snapshot of the library when fetched; a change's
/// ``PHFetchResultChangeDetails`` gives the result after it.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    let objects: [ObjectType]
    let refetch: @Sendable () -> PHFetchResult<ObjectType>

    init(objects: [ObjectType], refetch: @escaping @Sendable () -> PHFetchResult<ObjectType>) {
        self.objects = objects
        self.refetch = refetch
        super.init()
    }

    /// A fetch of the library's objects, filtered, sorted (ties keep the
    /// library's order) and limited by the options.
    convenience init(fetch: @escaping @Sendable () -> [ObjectType], options: PHFetchOptions?) {
        var objects = fetch()
        if let predicate = options?.predicate {
            objects = objects.filter { predicate.evaluate(with: $0) }
        }
        if let descriptors = options?.sortDescriptors, !descriptors.isEmpty {
            objects = objects.enumerated().sorted { a, b in
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
        if let limit = options?.fetchLimit, limit > 0 { objects = Array(objects.prefix(limit)) }
        self.init(objects: objects, refetch: { PHFetchResult(fetch: fetch, options: options) })
    }

    /// How many objects.
    open var count: Int { objects.count }

    /// The first object, if any.
    open var firstObject: ObjectType? { objects.first }

    /// The last object, if any.
    open var lastObject: ObjectType? { objects.last }

    /// The object at an index (which must be below ``count``).
    ///
    /// - Parameter index: The index.
    /// - Returns: The object.
    open func object(at index: Int) -> ObjectType { objects[index] }

    /// The object at an index.
    open subscript(index: Int) -> ObjectType { objects[index] }

    /// The objects at indexes (each below ``count``).
    ///
    /// - Parameter indexes: The indexes.
    /// - Returns: The objects, in order.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }

    /// Whether the result holds an object.
    ///
    /// - Parameter anObject: The object.
    /// - Returns: Whether it is there (the same object).
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }

    /// The index of an object, or `NSNotFound`.
    ///
    /// - Parameter anObject: The object.
    /// - Returns: The index.
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }

    /// Calls a block with each object and its index until the block sets
    /// its flag.
    ///
    /// - Parameter block: Given an object, its index and a stop flag.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}
