@_exported import Foundation
@_exported import Observation

/// A class that SwiftData stores: what ``Model()`` makes a class, as in
/// SwiftData (iOS 17).
///
/// A model is `Observable` (a view that reads a property updates when it
/// changes), `Hashable` and `Identifiable` by identity, and knows the
/// ``ModelContext`` it was inserted into. Models are kept in memory (see
/// ``ModelConfiguration``); the members whose names begin with `_$` are
/// what the macro writes and are not for use.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The bookkeeping of one model: its identifier, context and observers
    /// (written by ``Model()``).
    var _$modelState: _SwiftDataModelState { get }

    /// The models this model refers to through its stored properties, and
    /// whether each is deleted with it (`@Relationship(deleteRule:
    /// .cascade)`); written by ``Model()``.
    func _$relatedModels() -> [(model: any PersistentModel, cascades: Bool)]

    /// The values of the properties marked `@Attribute(.unique)`, in
    /// declaration order (`nil` for a value that is not `Hashable`);
    /// written by ``Model()``.
    func _$uniqueValues() -> [AnyHashable?]
}

extension PersistentModel {
    /// The model's identifier, stable for its life (and unique within the
    /// process).
    public var persistentModelID: PersistentIdentifier {
        _$modelState.identifier(entityName: Self._swiftDataEntityName)
    }

    /// The context the model was inserted into, while it is there (`nil`
    /// before `insert` and after the deletion is saved).
    public var modelContext: ModelContext? { _$modelState.context }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$modelState.isDeleted }

    /// Whether the model has changes its context has not saved: it was
    /// inserted, changed or deleted since the last save.
    public var hasChanges: Bool { _$modelState.context?.pendingChange(of: self) ?? false }

    /// The models related to this one; none unless the macro wrote them.
    public func _$relatedModels() -> [(model: any PersistentModel, cascades: Bool)] { [] }

    /// No unique values unless the macro wrote them.
    public func _$uniqueValues() -> [AnyHashable?] { [] }

    /// Models are equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name of the model's entity: its type's name.
    static var _swiftDataEntityName: String { String(describing: Self.self) }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's identity: its ``persistentModelID`` (a model that
    /// declares its own `id` keeps it).
    public var id: PersistentIdentifier { persistentModelID }
}

/// A model's identifier, as SwiftData's: its entity's name and a number
/// unique within the process. Identifiers are `Comparable` by that number,
/// the order models were first identified in.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The name of the model's entity (its type's name).
    public let entityName: String
    /// The identifier of the store the model is in (`nil` here: stores are
    /// in memory).
    public var storeIdentifier: String? { nil }
    let number: UInt64

    /// Orders identifiers by the order models were identified in.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }

    /// `Item/7`.
    public var description: String { "\(entityName)/\(number)" }
}
