import AnimationCore
import AnimationRuntime
import Foundation

// The `@Query` attribute: a macro per `Query` initializer, as SwiftData
// declares them. Each turns `@Query(...) var items: [Item]` into a read of
// `_items`, a `Query<Item, [Item]>` made with the same arguments.

/// Fetches every model of the property's element type, in the order they
/// were saved.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction? = nil) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches every model of the property's element type, animating changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches the models that meet a condition, in an order.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches the models that meet a condition, in an order, animating their
/// changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches what a descriptor selects.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches what a descriptor selects, animating its changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches the models that meet a condition, ordered by one property.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches the models that meet a condition, ordered by one optional
/// property.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches the models that meet a condition, ordered by one property,
/// animating their changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")

/// Fetches the models that meet a condition, ordered by one optional
/// property, animating their changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "SwiftUIMacros", type: "QueryMacro")
