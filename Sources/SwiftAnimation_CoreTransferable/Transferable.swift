import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// A type that can be sent and received (drag and drop, copy and paste,
/// sharing) in some representations, as CoreTransferable's `Transferable`.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// The representations are tried in order: the first whose content type
/// the receiver accepts carries the value.
public protocol Transferable: SendableMetatype {
    /// The representations' type.
    associatedtype Representation: TransferRepresentation

    /// The ways the type is sent and received, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way of sending and receiving a transferable type, as CoreTransferable's
/// `TransferRepresentation`: ``CodableRepresentation``,
/// ``DataRepresentation``, ``FileRepresentation``, ``ProxyRepresentation``,
/// or a composition of your own.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type it sends and receives.
    associatedtype Item: Transferable
    /// The representations its body composes.
    associatedtype Body: TransferRepresentation

    /// The representations.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// What a representation has no body of: the end of a chain of bodies.
public struct NeverTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// The end of the chain.
    public init() {}

    /// Itself: it has no parts.
    public var body: NeverTransferRepresentation<Item> { self }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { [] }
}

/// One content type a transferable value goes as: how to export a value to
/// data of that type, and import one from such data.
public struct TransferPart<Item>: Sendable {
    /// The content type.
    public let contentType: UTType
    /// Exports a value as data of the type (nil when the representation
    /// only imports, or the value declines it).
    let export: (@Sendable (Item) async throws -> Data)?
    /// Imports a value from data of the type (nil when it only exports).
    let `import`: (@Sendable (Data) async throws -> Item)?
    /// The file name a receiver saves the data under.
    var suggestedFileName: String?
    /// Whether a value goes this way (``TransferRepresentation/exportingCondition(_:)``).
    var exportsWhen: (@Sendable (Item) -> Bool)?
}

/// A representation made of content-type parts, not of a body.
protocol PrimitiveTransferRepresentation {
    /// Its parts, for items of type `T` (the representation's own `Item`).
    func transferParts<T>(as type: T.Type) -> [TransferPart<T>]
}

extension TransferRepresentation {
    /// The representation's content-type parts, in order.
    func parts() -> [TransferPart<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation {
            return primitive.transferParts(as: Item.self)
        }
        // The builder takes only representations of `Item`.
        return body.parts() as? [TransferPart<Item>] ?? []
    }
}

extension Transferable {
    /// The type's content-type parts, in order of preference.
    static var transferParts: [TransferPart<Self>] {
        // The builder takes only representations of `Self`.
        transferRepresentation.parts() as? [TransferPart<Self>] ?? []
    }

    /// The content types the type exports, in order of preference.
    public static var exportedContentTypes: [UTType] {
        transferParts.filter { $0.export != nil }.map(\.contentType)
    }

    /// The content types the type imports, in order of preference.
    public static var importedContentTypes: [UTType] {
        transferParts.filter { $0.import != nil }.map(\.contentType)
    }

    /// The value as data of a content type, from the first representation
    /// that exports a type conforming to it.
    ///
    /// - Parameter contentType: The type wanted.
    /// - Returns: The data.
    /// - Throws: ``TransferError/unsupportedContentType(_:)`` when no
    ///   representation exports it.
    public func exported(as contentType: UTType) async throws -> Data {
        for part in Self.transferParts where part.contentType.conforms(to: contentType) {
            guard let export = part.export, part.exportsWhen?(self) ?? true else { continue }
            return try await export(self)
        }
        throw TransferError.unsupportedContentType(contentType)
    }

    /// A value imported from data of a content type, by the first
    /// representation that imports it.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - contentType: Its type.
    /// - Returns: The value.
    /// - Throws: ``TransferError/unsupportedContentType(_:)`` when no
    ///   representation imports it, or the representation's error.
    public init(importing data: Data, contentType: UTType) async throws {
        for part in Self.transferParts where contentType.conforms(to: part.contentType) {
            guard let importer = part.import else { continue }
            self = try await importer(data)
            return
        }
        throw TransferError.unsupportedContentType(contentType)
    }
}

/// Why a value could not be transferred.
public enum TransferError: Error, Equatable, Sendable {
    /// No representation exports or imports the content type.
    case unsupportedContentType(UTType)
}
