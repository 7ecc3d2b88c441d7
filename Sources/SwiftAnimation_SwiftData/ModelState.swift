import Foundation
import Observation
import Synchronization

/// What ``Model()`` keeps in each model: the observers of its properties,
/// its number, and the context it is in. Public for the macro's
/// expansions; not for use.
public final class _SwiftDataModelState: @unchecked Sendable {
    private static let counter = Atomic<UInt64>(0)

    let registrar = ObservationRegistrar()
    let number: UInt64
    private let lock = NSLock()
    private weak var _context: ModelContext?
    private var _isDeleted = false

    /// A model's state; each model gets the next number.
    public init() {
        number = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    func identifier(entityName: String) -> PersistentIdentifier {
        PersistentIdentifier(entityName: entityName, number: number)
    }

    /// The context the model is in.
    var context: ModelContext? {
        get { lock.withLock { _context } }
        set { lock.withLock { _context = newValue } }
    }

    /// Whether the model was deleted.
    var isDeleted: Bool {
        get { lock.withLock { _isDeleted } }
        set { lock.withLock { _isDeleted = newValue } }
    }

    /// Records a read of a property (a view's body that reads it updates
    /// when it changes).
    public func access<Model: PersistentModel, Value>(_ model: Model, keyPath: KeyPath<Model, Value>) {
        registrar.access(model, keyPath: keyPath)
    }

    /// Changes a property: observers hear of it, and the model's context
    /// counts the model as changed.
    public func mutate<Model: PersistentModel, Value, Result>(
        _ model: Model, keyPath: KeyPath<Model, Value>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        let context = self.context
        context?.registerUndoOfChange(of: model, keyPath: keyPath)
        defer { context?.modelDidChange(model) }
        return try registrar.withMutation(of: model, keyPath: keyPath, mutation)
    }

    /// Announces a change in place (`model.tags.append(tag)`) before it.
    public func willModify<Model: PersistentModel, Value>(_ model: Model, keyPath: KeyPath<Model, Value>) {
        context?.registerUndoOfChange(of: model, keyPath: keyPath)
        registrar.willSet(model, keyPath: keyPath)
    }

    /// Announces a change in place after it.
    public func didModify<Model: PersistentModel, Value>(_ model: Model, keyPath: KeyPath<Model, Value>) {
        registrar.didSet(model, keyPath: keyPath)
        context?.modelDidChange(model)
    }
}

/// Finds the models in a stored property's value, for ``Model()``'s
/// `_$relatedModels()`: a model, an optional model, or a collection of
/// models (what SwiftData counts as a relationship). Not for use.
public enum _SwiftDataRelated {
    /// The models `value` holds, each with `cascades`.
    public static func models<Value>(in value: Value, cascades: Bool) -> [(model: any PersistentModel, cascades: Bool)] {
        if let model = value as? any PersistentModel { return [(model, cascades)] }
        if let models = value as? any Collection { return elements(of: models, cascades: cascades) }
        return []
    }

    /// `value` as a hashable value, or `nil` if it is not `Hashable`.
    public static func hashable<Value>(_ value: Value) -> AnyHashable? {
        value as? AnyHashable
    }

    /// A group of values as one, or `nil` if one of them is not `Hashable`.
    public static func hashable(group values: [AnyHashable?]) -> AnyHashable? {
        values.contains { $0 == nil } ? nil : AnyHashable(values)
    }

    private static func elements<Models: Collection>(of models: Models, cascades: Bool) -> [(model: any PersistentModel, cascades: Bool)] {
        guard Models.Element.self is any PersistentModel.Type else { return [] }
        return models.compactMap { ($0 as? any PersistentModel).map { ($0, cascades) } }
    }
}
