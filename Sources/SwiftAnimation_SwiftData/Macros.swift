import Foundation
import Observation

/// Makes a class a SwiftData model (``PersistentModel``), as SwiftData's
/// `@Model`:
///
/// ```swift
/// @Model
/// final class Trip {
///     var name: String
///     var start: Date
///     @Relationship(deleteRule: .cascade) var stops: [Stop] = []
///     @Transient var isExpanded = false
///     init(name: String, start: Date) { ... }
/// }
/// ```
///
/// Each stored `var` becomes observed (a view that reads it updates when
/// it changes, in the change's transaction) and counts as a change of the
/// model in its context. `let`s, computed, `static`, `lazy` properties,
/// those with observers (`didSet`) and those marked ``Transient()`` are
/// left as they are. A property holding models (a model, an optional one,
/// an array) is a relationship: inserting the model inserts them, and
/// deleting it deletes them when the rule is `.cascade`.
@attached(member, names: named(_$modelState), named(_$relatedModels), named(_$uniqueValues))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftUIMacros", type: "ModelMacro")

/// What ``Model()`` puts on each stored property: an observed property
/// over storage of its own. Not for use.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "SwiftUIMacros", type: "PersistedPropertyMacro")

/// Describes how a model's property is stored, as SwiftData's
/// `@Attribute`. Of the options, `.unique` changes what a context does
/// (see ``ModelContext/insert(_:)``); the others describe storage on disk.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftUIMacros", type: "ModelMarkerMacro")

/// Describes a relationship between models, as SwiftData's `@Relationship`:
/// its `deleteRule` decides whether deleting the model deletes the models
/// the property holds (`.cascade`).
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "ModelMarkerMacro")

/// Leaves a property of a model out of storage and observation, as
/// SwiftData's `@Transient` (it needs a default value).
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftUIMacros", type: "ModelMarkerMacro")

/// Declares properties whose values together are unique among a type's
/// models (iOS 18); kept as a declaration (see the differences article).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftUIMacros", type: "ModelDeclarationMacro")

/// Declares indexes of a type's models (iOS 18); in memory there is
/// nothing to index.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftUIMacros", type: "ModelDeclarationMacro")
