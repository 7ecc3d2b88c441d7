import Foundation

/// The model types a container stores, as SwiftData's `Schema`.
public final class Schema: Hashable, @unchecked Sendable {
    /// The model types.
    public let entities: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Schema.Version

    /// A schema of model types.
    ///
    /// - Parameters:
    ///   - types: The model types.
    ///   - version: The version (1.0.0 by default).
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        var seen = Set<ObjectIdentifier>()
        self.entities = types.filter { seen.insert(ObjectIdentifier($0)).inserted }
        self.version = version
    }

    /// A schema of model types.
    ///
    /// - Parameter types: The model types.
    public convenience init(_ types: any PersistentModel.Type...) {
        self.init(types)
    }

    /// The schema of a versioned schema's models.
    ///
    /// - Parameter versionedSchema: The versioned schema.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// Schemas are equal when they list the same types.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.entities.map(ObjectIdentifier.init) == rhs.entities.map(ObjectIdentifier.init) && lhs.version == rhs.version
    }

    /// Hashes the types.
    public func hash(into hasher: inout Hasher) {
        for type in entities { hasher.combine(ObjectIdentifier(type)) }
    }

    /// A schema's version: major, minor, patch.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        /// The major version.
        public var major: Int
        /// The minor version.
        public var minor: Int
        /// The patch version.
        public var patch: Int

        /// A version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Orders versions by major, then minor, then patch.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// `1.0.0`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// What `@Attribute` says of a property.
    public enum Attribute {
        /// An option of `@Attribute`: they describe storage, which is in
        /// memory here, so only `.unique` changes what a context does.
        public struct Option: Hashable, Sendable {
            let name: String

            /// No two models of a type have equal values of the property:
            /// inserting one whose value is taken replaces the older model
            /// (an upsert, as SwiftData does).
            public static let unique = Option(name: "unique")
            /// The value is stored beside the store (no difference in memory).
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is encrypted in CloudKit (no difference in memory).
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// The value is kept in the deletion's history.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// The value is tracked but not stored.
            public static let ephemeral = Option(name: "ephemeral")
            /// The value is indexed by Spotlight (nothing on Linux).
            public static let spotlight = Option(name: "spotlight")
            /// The value is stored through a value transformer.
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:\(transformerName)") }
            /// The value is stored through a value transformer.
            public static func transformable(by transformer: AnyClass) -> Option {
                Option(name: "transformable:\(String(describing: transformer))")
            }
        }
    }

    /// What `@Relationship` says of a property.
    public enum Relationship {
        /// What deleting a model does to the models a relationship holds.
        public enum DeleteRule: Hashable, Sendable {
            /// The related models stay; their references to it are left
            /// (SwiftData clears them: see the differences article).
            case nullify
            /// The related models are deleted too.
            case cascade
            /// Deleting is refused while related models exist (here: the
            /// deletion goes ahead).
            case deny
            /// Nothing happens to the related models.
            case noAction
        }

        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// No two related models are equal.
            public static let unique = Option(name: "unique")
        }
    }
}
