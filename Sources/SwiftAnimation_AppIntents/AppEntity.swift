import Foundation

/// How a value is shown: a title, a subtitle, an image, as AppIntents'
/// `DisplayRepresentation`.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// An image of a representation.
    public struct Image: Sendable {
        /// The symbol's name, if it is one.
        public let systemName: String?
        /// An image of a symbol.
        ///
        /// - Parameters:
        ///   - systemName: The symbol.
        ///   - tintColor: Its tint (kept).
        public init(systemName: String, tintColor: Any? = nil) {
            self.systemName = systemName
        }
        /// An image of a name.
        ///
        /// - Parameter named: The image's name.
        public init(named: String) {
            systemName = nil
        }
    }

    /// The title.
    public let title: LocalizedStringResource
    /// The subtitle.
    public let subtitle: LocalizedStringResource?
    /// The image.
    public let image: Image?

    /// A representation.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - image: The image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A title of a literal.
    ///
    /// - Parameter value: The title.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// A title of an interpolated string.
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named, as AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The type's name.
    public let name: LocalizedStringResource

    /// A type's name.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - numericFormat: How a count of it is said (kept).
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
    }

    /// A name of a literal.
    ///
    /// - Parameter value: The name.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// A name of an interpolated string.
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A value the system can show and pass between intents.
public protocol DisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// An entity of the app that intents take and return, as AppIntents'
/// `AppEntity`: an identifier, how it is shown, and the query that finds it.
public protocol AppEntity: Identifiable, DisplayRepresentable, Sendable {
    /// The query that finds entities by identifier.
    associatedtype DefaultQuery: EntityQuery
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// The query that finds entities.
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier, as AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    /// The entities it finds.
    associatedtype Entity: AppEntity
    /// The entities of identifiers.
    ///
    /// - Parameter identifiers: The identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered before the user types.
    func suggestedEntities() async throws -> [Entity]
    /// A query.
    init()
}

extension EntityQuery {
    /// None offered.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by text.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching a text.
    ///
    /// - Parameter string: The text.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that lists every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

/// An enumeration intents take, as AppIntents' `AppEnum`: each case's
/// representation.
public protocol AppEnum: CaseIterable, DisplayRepresentable, Hashable, Sendable, RawRepresentable where Self.RawValue: Sendable {
    /// Each case's representation.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
