import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation

/// The models of a type that a view shows, kept up to date, as SwiftData's
/// `Query`, which the `@Query` macro declares for a property:
///
/// ```swift
/// @Query(sort: \Item.timestamp, order: .reverse) private var items: [Item]
/// // is `var items: [Item] { _items.wrappedValue }` over
/// // `private var _items = Query<Item, [Item]>(sort: ..., order: .reverse)`
/// ```
///
/// The query fetches from the view's ``EnvironmentValues/modelContext``
/// each time the body reads it, so the body sees every insert, delete and
/// save of the container, and every change of a property the filter or
/// the order reads. A change of the models updates the view in the
/// transaction of the change (`withAnimation { context.insert(item) }`
/// animates); the query's own transaction or animation is used when that
/// transaction has no animation. With no container in the environment
/// the query is empty and the host is warned once.
@MainActor @preconcurrency
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let box: QueryBox
    private let descriptor: FetchDescriptor<Element>
    private let result: ([Element]) -> Result

    /// The fetched models.
    public var wrappedValue: Result {
        do {
            box.fetchError = nil
            return result(try box.context.fetch(descriptor))
        } catch {
            box.fetchError = error
            return result([])
        }
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { box.context }

    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? { box.fetchError }

    private init(descriptor: FetchDescriptor<Element>, transaction: Transaction?, result: @escaping ([Element]) -> Result) {
        self.box = QueryBox(transaction: transaction)
        self.descriptor = descriptor
        self.result = result
    }
}

extension Query where Result == [Element] {
    /// A query of a fetch descriptor.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - transaction: The transaction of the updates its changes make.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction, result: { $0 })
    }

    /// A query of every model.
    ///
    /// - Parameter transaction: The transaction of the updates its changes make.
    public init(transaction: Transaction? = nil) {
        self.init(FetchDescriptor(), transaction: transaction)
    }

    /// A query of every model, animating its changes.
    ///
    /// - Parameter animation: The animation of the updates its changes make.
    public init(animation: Animation) {
        self.init(FetchDescriptor(), animation: animation)
    }

    /// A query of a fetch descriptor, animating its changes.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - animation: The animation of the updates its changes make.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor, transaction: Transaction(animation: animation))
    }

    /// A query of the models that meet a condition, in an order.
    ///
    /// - Parameters:
    ///   - filter: The condition (every model if `nil`).
    ///   - descriptors: The order.
    ///   - transaction: The transaction of the updates its changes make.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// A query of the models that meet a condition, in an order, animating
    /// its changes.
    ///
    /// - Parameters:
    ///   - filter: The condition (every model if `nil`).
    ///   - descriptors: The order.
    ///   - animation: The animation of the updates its changes make.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// A query ordered by one property.
    ///
    /// - Parameters:
    ///   - filter: The condition (every model if `nil`).
    ///   - keyPath: The property to order by.
    ///   - order: The direction.
    ///   - transaction: The transaction of the updates its changes make.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query ordered by one optional property (`nil` first).
    ///
    /// - Parameters:
    ///   - filter: The condition (every model if `nil`).
    ///   - keyPath: The property to order by.
    ///   - order: The direction.
    ///   - transaction: The transaction of the updates its changes make.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query ordered by one property, animating its changes.
    ///
    /// - Parameters:
    ///   - filter: The condition (every model if `nil`).
    ///   - keyPath: The property to order by.
    ///   - order: The direction.
    ///   - animation: The animation of the updates its changes make.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// A query ordered by one optional property, animating its changes.
    ///
    /// - Parameters:
    ///   - filter: The condition (every model if `nil`).
    ///   - keyPath: The property to order by.
    ///   - order: The direction.
    ///   - animation: The animation of the updates its changes make.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }
}

extension Query: ExternalDynamicProperty {
    /// Reads the view's context and observes its store.
    package func install(in slot: DynamicPropertySlot, environment: EnvironmentValues) {
        let context = environment.modelContext
        if context.container.isEnvironmentDefault {
            environment._warn("@Query of \(Element.self): no modelContainer(for:) above this view, so it fetches nothing")
        }
        box.connect(to: context)
        slot.observe(box.observer)
    }
}
