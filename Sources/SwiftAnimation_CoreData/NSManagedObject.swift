import Combine
import Foundation

/// An object of a Core Data entity, as Core Data's `NSManagedObject`.
///
/// Its attributes and relationships are kept by name: an entity class's
/// properties read and write them through ``value(forKey:)`` and
/// ``setValue(_:forKey:)`` (the classes Xcode generates from a data model
/// do, as `animate preview` and the `XcodeOnLinux` plugin generate them).
/// A change tells the object's observers (it is an `ObservableObject`, so
/// a view with `@ObservedObject var item: Item` updates) and its context,
/// whose `@FetchRequest`s fetch again.
///
/// Differences from Core Data, which needs the Objective-C runtime:
/// - A property declared `@NSManaged` type-checks but has no accessors on
///   Linux, so a program that uses one does not link; let Xcode's
///   generation write the class (`codeGenerationType="class"` or
///   `"category"` in the model), as the generated properties are plain
///   Swift.
/// - `init(entity:insertInto:)` is a required initializer (a context makes
///   objects of an entity's class through it), so a subclass that declares
///   a designated initializer of its own declares that one too.
/// - Objects are never faults: `isFault` is `false`.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult {
    /// Tells the object's observers that a value is about to change.
    public let objectWillChange = ObservableObjectPublisher()

    /// The entity the object is an instance of.
    public let entity: NSEntityDescription

    /// The object's identifier: temporary until its context saves it.
    public internal(set) var objectID: NSManagedObjectID

    /// The context the object was inserted into (`nil` once it was deleted
    /// and saved, or before it was inserted).
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?

    /// The object's values by property name.
    var values: [String: Any] = [:]
    /// The values its store has (what `rollback()` restores).
    var committed: [String: Any] = [:]

    /// Whether the object was inserted and not yet saved.
    public internal(set) var isInserted = false
    /// Whether the object was changed since it was last saved.
    public internal(set) var isUpdated = false
    /// Whether the object was deleted and the deletion not yet saved (or,
    /// once saved, whether it is gone).
    public internal(set) var isDeleted = false
    /// Whether the object has unsaved changes.
    public var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Whether the object is a fault: never here (its values are always
    /// loaded).
    public var isFault: Bool { false }
    /// Whether the object's persistent changes are saved (`true` once it
    /// has a permanent ID and no changes).
    public var hasPersistentChangedValues: Bool { isUpdated || isInserted }

    /// An object of an entity, inserted into a context.
    ///
    /// - Parameters:
    ///   - entity: The object's entity.
    ///   - context: The context to insert it into (`nil`: none yet).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entityName: entity.name ?? "", store: nil, number: NSManagedObjectID.nextTemporaryNumber())
        super.init()
        context?.insert(self)
    }

    /// An object of the class's entity, inserted into a context.
    ///
    /// - Parameter context: The context.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of the class: the one named by the class (a generated
    /// class whose entity has another name overrides this).
    open class func entity() -> NSEntityDescription {
        NSEntityDescription.described(self)
    }

    /// A fetch request of the class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    // MARK: Values

    /// The value of a property (`nil` when it has none).
    ///
    /// - Parameter key: The property's name.
    open func value(forKey key: String) -> Any? {
        values[key]
    }

    /// The value at a dotted path of properties (`"owner.name"`).
    ///
    /// - Parameter keyPath: Property names joined by dots.
    open func value(forKeyPath keyPath: String) -> Any? {
        KeyValuePath.value(of: self, at: keyPath)
    }

    /// Sets a property's value, tells the object's observers and marks it
    /// changed in its context.
    ///
    /// - Parameters:
    ///   - value: The new value (`nil` removes it).
    ///   - key: The property's name.
    open func setValue(_ value: Any?, forKey key: String) {
        objectWillChange.send()
        if let value { values[key] = value } else { values[key] = nil }
        if !isInserted { isUpdated = true }
        managedObjectContext?.objectDidChange(self)
    }

    /// The value of a property without the object's notifications (as
    /// Core Data's primitive accessors).
    ///
    /// - Parameter key: The property's name.
    open func primitiveValue(forKey key: String) -> Any? {
        values[key]
    }

    /// Sets a property's value without notifications.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: The property's name.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    /// Tells observers that a value will change (Core Data's KVO hook; here
    /// `objectWillChange`).
    ///
    /// - Parameter key: The property's name.
    open func willChangeValue(forKey key: String) {
        objectWillChange.send()
    }

    /// Marks a value changed (Core Data's KVO hook).
    ///
    /// - Parameter key: The property's name.
    open func didChangeValue(forKey key: String) {
        if !isInserted { isUpdated = true }
        managedObjectContext?.objectDidChange(self)
    }

    /// Tells observers that a value will be read (no-op: values are loaded).
    ///
    /// - Parameter key: The property's name.
    open func willAccessValue(forKey key: String?) {}

    /// Marks a value read (no-op).
    ///
    /// - Parameter key: The property's name.
    open func didAccessValue(forKey key: String?) {}

    /// The properties changed since the object was last saved, with their
    /// new values (`NSNull` for a removed value).
    public func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in Set(values.keys).union(committed.keys) where !Self.same(values[key], committed[key]) {
            changed[key] = values[key] ?? NSNull()
        }
        return changed
    }

    /// The saved values of some properties (every property for `nil`).
    ///
    /// - Parameter keys: The properties' names.
    public func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committed }
        return committed.filter { keys.contains($0.key) }
    }

    // MARK: Life cycle

    /// Called once when the object is inserted into a context (set initial
    /// values here).
    open func awakeFromInsert() {}
    /// Called when a fetch returns the object.
    open func awakeFromFetch() {}
    /// Called before its context saves it.
    open func willSave() {}
    /// Called after its context saved it.
    open func didSave() {}
    /// Called before the object is deleted.
    open func prepareForDeletion() {}
    /// Called before the object is turned into a fault (never here).
    open func willTurnIntoFault() {}
    /// Called after the object was turned into a fault (never here).
    open func didTurnIntoFault() {}

    /// Whether two stored values are the same (`isEqual` for objects,
    /// which is identity for managed objects).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as AnyHashable, b as AnyHashable): return a == b
        default: return false
        }
    }
}
