import AnimationViews
import Foundation
import Synchronization

/// An entity of a data model, as Core Data's `NSEntityDescription`: its
/// name, the class of its objects, and the properties a generated class
/// declares.
///
/// Here an entity is described by its class: a class Xcode's generation
/// writes (or one written by hand) names the entity, and
/// ``entity(forEntityName:in:)`` finds the class of a name among the
/// program's types.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String!
    /// The class of its objects.
    let objectClass: NSManagedObject.Type?
    /// Its attributes by name (empty for an entity described by its class:
    /// objects keep their values by name).
    open var attributesByName: [String: NSAttributeDescription] = [:]
    /// Whether the entity is abstract.
    open var isAbstract = false
    /// The relationships whose objects are deleted with an object (the
    /// model's Cascade rule), from the generated registration.
    var cascadingRelationships: [String] = []

    /// An entity with no class (objects of it are plain `NSManagedObject`s).
    public override init() {
        objectClass = nil
        super.init()
    }

    init(name: String, objectClass: NSManagedObject.Type) {
        self.name = name
        self.objectClass = objectClass
        super.init()
        managedObjectClassName = String(describing: objectClass)
    }

    private static let described = Mutex<[ObjectIdentifier: NSEntityDescription]>([:])

    /// The entity of a class, made once.
    ///
    /// - Parameters:
    ///   - objectClass: The class.
    ///   - name: The entity's name (the class's name by default).
    public static func described(_ objectClass: NSManagedObject.Type, name: String? = nil) -> NSEntityDescription {
        described.withLock { known in
            if let entity = known[ObjectIdentifier(objectClass)] { return entity }
            let registration = registrations.first { ObjectIdentifier($0.objectClass) == ObjectIdentifier(objectClass) }
            let entity = NSEntityDescription(
                name: name ?? registration?.entityName ?? String(describing: objectClass), objectClass: objectClass)
            entity.cascadingRelationships = registration?.cascadingRelationships ?? []
            known[ObjectIdentifier(objectClass)] = entity
            return entity
        }
    }

    /// The entity of a name: the program's `NSManagedObject` subclass of
    /// that name (or, for a class whose entity has another name, the one
    /// whose `entity()` says so), found once.
    ///
    /// - Parameters:
    ///   - entityName: The entity's name.
    ///   - context: The context (its model is the program's classes).
    /// - Returns: The entity, or `nil` when no class is found.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        entityNamed(entityName)
    }

    /// A new object of an entity, inserted into a context. An entity whose
    /// class is not found gives a plain `NSManagedObject` (Core Data raises
    /// an exception; this keeps the program running) and warns the host.
    ///
    /// - Parameters:
    ///   - entityName: The entity's name.
    ///   - context: The context.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entityNamed(entityName), let objectClass = entity.objectClass else {
            CurrentHost.warn("NSEntityDescription.insertNewObject(forEntityName: \"\(entityName)\"): no NSManagedObject subclass of that name")
            let entity = NSEntityDescription()
            entity.name = entityName
            return NSManagedObject(entity: entity, insertInto: context)
        }
        return objectClass.init(entity: entity, insertInto: context)
    }

    private static let named = Mutex<[String: NSEntityDescription]>([:])

    static func entityNamed(_ entityName: String) -> NSEntityDescription? {
        if let known = named.withLock({ $0[entityName] }) { return known }
        if let registration = registrations.first(where: { $0.entityName == entityName }) {
            return described(registration.objectClass)
        }
        let candidates = RuntimeTypes.nongeneric(namesContaining: entityName).compactMap { $0 as? NSManagedObject.Type }
        let entity = candidates.lazy.map { $0.entity() }.first { $0.name == entityName }
        if let entity { named.withLock { $0[entityName] = entity } }
        return entity
    }

    /// The entities of the program's data models, as the generated code
    /// registers them (``_ManagedEntityRegistration``), found once.
    nonisolated(unsafe) private static let registrations: [any _ManagedEntityRegistration.Type] = RuntimeTypes.nongeneric(
        namesContaining: "_CoreDataEntity_"
    ).compactMap { $0 as? any _ManagedEntityRegistration.Type }

    /// A description for debugging.
    public override var description: String {
        "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "nil")"
    }
}

/// An attribute of an entity, as Core Data's `NSAttributeDescription`.
open class NSAttributeDescription: NSObject, @unchecked Sendable {
    /// The attribute's name.
    open var name: String = ""
    /// Whether it may be `nil`.
    open var isOptional = true
    /// Its value before one is set.
    open var defaultValue: Any?
}

/// A data model: its entities, as Core Data's `NSManagedObjectModel`.
/// Without compiled models (`.momd`), a model here is the program's
/// entity classes, found as they are asked for.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The entities given to the model.
    open var entities: [NSEntityDescription] = []

    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// An empty model.
    public override init() {
        super.init()
    }

    /// The model of a compiled model file: the program's entity classes
    /// (the file is not read; `nil` when it does not exist, as Core Data).
    ///
    /// - Parameter url: The `.momd` or `.mom` file.
    public convenience init?(contentsOf url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        self.init()
    }

    /// The merged model of bundles: the program's entity classes.
    ///
    /// - Parameter bundles: The bundles (ignored: classes are found in the program).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        NSManagedObjectModel()
    }
}

/// An entity of a data model, as the code generated from an
/// `.xcdatamodeld` registers it (a type named `_CoreDataEntity_<Entity>`):
/// its name, its class, and the relationships its deletes cascade through.
public protocol _ManagedEntityRegistration {
    /// The entity's name.
    static var entityName: String { get }
    /// The class of its objects.
    static var objectClass: NSManagedObject.Type { get }
    /// The relationships whose rule is Cascade.
    static var cascadingRelationships: [String] { get }
}
