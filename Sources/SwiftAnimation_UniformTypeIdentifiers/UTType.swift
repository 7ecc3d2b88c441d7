import Foundation

/// `import UniformTypeIdentifiers` on Linux: Apple's `UTType`, the type of
/// a file or of data (`.png`, `.json`, `.pdf`), with the system's
/// declarations (identifiers, conformance, filename extensions and MIME
/// types as Apple declares them) and the ways apps make their own.
///
/// An app's own declarations live in its Info.plist on Apple's systems;
/// nothing reads that here, so `UTType("com.example.recipe")` takes any
/// well-formed identifier (letters, digits, `.`, `-`; at least one `.`)
/// as declared, conforming to ``data`` unless the program declared it
/// with ``init(exportedAs:conformingTo:)`` first.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    let parents: [String]
    let declaredExtensions: [String]
    let declaredMIMETypes: [String]
    let summary: String
    /// Whether the type was made for an undeclared tag.
    public let isDynamic: Bool

    init(declaration: SystemTypes.Declaration, dynamic: Bool = false) {
        identifier = declaration.identifier
        parents = declaration.parents
        declaredExtensions = declaration.extensions
        declaredMIMETypes = declaration.mimeTypes
        summary = declaration.description
        isDynamic = dynamic
    }

    /// The type of an identifier (see the type's discussion for the ones
    /// an app declares), or `nil` for a malformed one.
    ///
    /// - Parameter identifier: The identifier.
    public init?(_ identifier: String) {
        if let declaration = SystemTypes.byIdentifier[identifier.lowercased()] ?? Registry.shared.declaration(identifier) {
            self.init(declaration: declaration)
            return
        }
        guard Self.isWellFormed(identifier) else { return nil }
        self.init(declaration: .init(identifier: identifier, parents: ["public.data"], extensions: [], mimeTypes: [], description: identifier))
    }

    /// The type of a filename extension: the declared type with that
    /// extension that conforms to `supertype`, or a dynamic type that does.
    ///
    /// - Parameters:
    ///   - filenameExtension: The extension, without its dot.
    ///   - supertype: What the type must conform to.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of a MIME type (`image/png`), or a dynamic type.
    ///
    /// - Parameters:
    ///   - mimeType: The MIME type.
    ///   - supertype: What the type must conform to.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type of a tag, or a dynamic type for an undeclared one; `nil`
    /// for an empty tag.
    ///
    /// - Parameters:
    ///   - tag: The tag.
    ///   - tagClass: What kind of tag it is.
    ///   - supertype: What the type must conform to (`nil`: anything).
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let tag = tag.lowercased()
        guard !tag.isEmpty else { return nil }
        if let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        let parent = supertype?.identifier ?? "public.data"
        self.init(
            declaration: .init(
                identifier: "dyn.\(tagClass == .filenameExtension ? "ext" : "mime").\(tag)", parents: [parent],
                extensions: tagClass == .filenameExtension ? [tag] : [], mimeTypes: tagClass == .mimeType ? [tag] : [],
                description: tag),
            dynamic: true)
    }

    /// The declared types with a tag that conform to a type.
    ///
    /// - Parameters:
    ///   - tag: The tag.
    ///   - tagClass: What kind of tag it is.
    ///   - supertype: What the types must conform to (`nil`: anything).
    /// - Returns: The types, system types in Apple's order first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let tag = tag.lowercased()
        return (SystemTypes.all + Registry.shared.all).map { UTType(declaration: $0) }.filter { type in
            (tagClass == .filenameExtension ? type.declaredExtensions : type.declaredMIMETypes).contains(tag)
                && (supertype.map { type.conforms(to: $0) } ?? true)
        }
    }

    /// Declares a type the app owns (Apple reads it from the app's
    /// Info.plist; here the first declaration of an identifier is kept for
    /// the program's run).
    ///
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - parentType: What it conforms to (``data`` when `nil`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        let declaration = SystemTypes.Declaration(
            identifier: identifier, parents: [parentType?.identifier ?? "public.data"], extensions: [], mimeTypes: [], description: identifier)
        self.init(declaration: Registry.shared.declare(declaration))
    }

    /// Declares a type another app owns (as ``init(exportedAs:conformingTo:)``).
    ///
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - parentType: What it conforms to (``data`` when `nil`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The preferred filename extension, if the type has one.
    public var preferredFilenameExtension: String? { declaredExtensions.first }
    /// The preferred MIME type, if the type has one.
    public var preferredMIMEType: String? { declaredMIMETypes.first }
    /// The type's tags by class.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !declaredExtensions.isEmpty { tags[.filenameExtension] = declaredExtensions }
        if !declaredMIMETypes.isEmpty { tags[.mimeType] = declaredMIMETypes }
        return tags
    }
    /// A description of the type (`PNG image`).
    public var localizedDescription: String? { summary }
    /// Whether the type is declared (not dynamic).
    public var isDeclared: Bool { !isDynamic }
    /// Whether the identifier is in Apple's `public` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// Whether the system declares the type.
    public var isSystemDeclared: Bool { SystemTypes.byIdentifier[identifier.lowercased()] != nil }

    /// Every type this one conforms to, directly or not (not itself).
    public var supertypes: Set<UTType> {
        var result = Set<UTType>(), queue = parents
        while let next = queue.popLast() {
            guard let type = UTType(next), result.insert(type).inserted else { continue }
            queue += type.parents
        }
        return result
    }

    /// Whether the type is `type` or conforms to it.
    ///
    /// - Parameter type: The other type.
    /// - Returns: Whether it conforms.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether the type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier and description.
    public var debugDescription: String { "\(identifier) (\(summary))" }

    /// Types are equal when their identifiers are, ignoring case.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    /// Hashes the identifier, ignoring case.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    /// Decodes a type from its identifier.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a type identifier: \(identifier)"))
        }
        self = type
    }

    /// Encodes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    static func isWellFormed(_ identifier: String) -> Bool {
        identifier.contains(".") && !identifier.hasPrefix(".") && !identifier.hasSuffix(".")
            && identifier.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "." || $0 == "-" }
    }

    /// A system type by identifier (the table has it).
    static func system(_ identifier: String) -> UTType {
        UTType(declaration: SystemTypes.byIdentifier[identifier]!)
    }
}

/// A kind of tag of a type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    /// The tag class's identifier.
    public var rawValue: String
    /// A tag class by identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions (`png`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// The types a program declares while it runs.
final class Registry: @unchecked Sendable {
    static let shared = Registry()
    private let lock = NSLock()
    private var declarations: [String: SystemTypes.Declaration] = [:]
    private var order: [String] = []

    func declare(_ declaration: SystemTypes.Declaration) -> SystemTypes.Declaration {
        let key = declaration.identifier.lowercased()
        if let system = SystemTypes.byIdentifier[key] { return system }
        lock.lock()
        defer { lock.unlock() }
        if let existing = declarations[key] { return existing }
        declarations[key] = declaration
        order.append(key)
        return declaration
    }

    func declaration(_ identifier: String) -> SystemTypes.Declaration? {
        lock.lock()
        defer { lock.unlock() }
        return declarations[identifier.lowercased()]
    }

    var all: [SystemTypes.Declaration] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { declarations[$0] }
    }
}
