import AnimationCore
import AnimationRuntime
import AnimationViews
import Combine
import Foundation

/// The objects of an entity that a view shows, fetched from the view's
/// ``EnvironmentValues/managedObjectContext`` and kept up to date, as
/// SwiftUI's `FetchRequest`:
///
/// ```swift
/// @FetchRequest(sortDescriptors: [SortDescriptor(\.timestamp, order: .reverse)], animation: .default)
/// private var items: FetchedResults<Item>
/// ```
///
/// The request fetches each time the view updates, so the body sees every
/// insert, delete, change and save of the context made before; the body
/// and its actions read those results until the next update. A change updates the
/// view in the transaction it was made in (`withAnimation {
/// viewContext.delete(item) }` animates); the request's own animation or
/// transaction is used when that has none. Its sort descriptors and
/// predicate can be changed through the projected value
/// (`$items.nsPredicate = ...`) or the results (`items.nsPredicate = ...`).
/// With no context in the environment, it is empty and the host is warned
/// once.
@MainActor @preconcurrency @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    /// What a request fetches, which a view can change.
    public struct Configuration {
        /// The order.
        public var nsSortDescriptors: [NSSortDescriptor] {
            get { order }
            set {
                order = newValue
                sorts = nil
            }
        }
        /// The objects to keep (all for `nil`).
        public var nsPredicate: NSPredicate?
        var order: [NSSortDescriptor]
        /// The `SortDescriptor`s the order was given as, if it was.
        var sorts: [Any]?
    }

    let box: FetchRequestBox<Result>

    /// The fetched objects.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(objects: box.snapshot ?? box.fetch(), box: box)
    }

    /// The request's configuration, to change its order or predicate.
    public var projectedValue: Binding<Configuration> {
        let box = box
        return Binding(get: { box.configuration }, set: { box.configuration = $0 })
    }

    init(request: NSFetchRequest<Result>, transaction: Transaction?) {
        box = FetchRequestBox(request: request, transaction: transaction)
    }

    /// A request of an entity's objects.
    ///
    /// - Parameters:
    ///   - entity: The entity.
    ///   - sortDescriptors: The order.
    ///   - predicate: The objects to keep (all for `nil`).
    ///   - animation: The animation of the updates its changes make.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(request: request, transaction: animation.map { Transaction(animation: $0) })
    }

    /// A request of a fetch request.
    ///
    /// - Parameters:
    ///   - fetchRequest: The fetch request.
    ///   - animation: The animation of the updates its changes make.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        self.init(request: fetchRequest, transaction: animation.map { Transaction(animation: $0) })
    }

    /// A request of a fetch request, with the transaction of its updates.
    ///
    /// - Parameters:
    ///   - fetchRequest: The fetch request.
    ///   - transaction: The transaction of the updates its changes make.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(request: fetchRequest, transaction: transaction)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A request of the objects of the result type's entity.
    ///
    /// - Parameters:
    ///   - sortDescriptors: The order.
    ///   - predicate: The objects to keep (all for `nil`).
    ///   - animation: The animation of the updates its changes make.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// A request of the objects of the result type's entity, in the order
    /// of `SortDescriptor`s.
    ///
    /// - Parameters:
    ///   - sortDescriptors: The order.
    ///   - predicate: The objects to keep (all for `nil`).
    ///   - animation: The animation of the updates its changes make.
    ///
    /// Disfavored, so that `@FetchRequest(sortDescriptors: [])` takes the
    /// `NSSortDescriptor` form, as it compiles with SwiftUI.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors.map(NSSortDescriptor.init), predicate: predicate, animation: animation)
        box.configuration.sorts = sortDescriptors
    }

    /// A request of the objects of the result type's entity, in the order
    /// of `SortDescriptor`s, with the transaction of its updates.
    ///
    /// - Parameters:
    ///   - sortDescriptors: The order.
    ///   - predicate: The objects to keep (all for `nil`).
    ///   - transaction: The transaction of the updates its changes make.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, transaction: Transaction) {
        let request = NSFetchRequest<Result>()
        request.entity = Result.entity()
        request.sortDescriptors = sortDescriptors.map(NSSortDescriptor.init)
        request.predicate = predicate
        self.init(request: request, transaction: transaction)
        box.configuration.sorts = sortDescriptors
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The order, as `SortDescriptor`s (those the request was given; `[]`
    /// when it was given `NSSortDescriptor`s).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { sorts as? [SortDescriptor<Result>] ?? [] }
        set {
            nsSortDescriptors = newValue.map(NSSortDescriptor.init)
            sorts = newValue
        }
    }
}

extension FetchRequest: ExternalDynamicProperty {
    /// Reads the view's context and observes it.
    package func install(in slot: DynamicPropertySlot, environment: EnvironmentValues) {
        let context = environment.managedObjectContext
        if context.isEnvironmentDefault {
            environment._warn("@FetchRequest of \(Result.self): no managedObjectContext in the environment, so it fetches nothing")
        }
        box.connect(to: context)
        box.snapshot = box.fetch()
        slot.observe(box.observer)
    }
}
