import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// A representation as data of a content type, with the functions that
/// make the data and read it, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let part: TransferPart<Item>

    /// Creates a representation that exports and imports.
    ///
    /// - Parameters:
    ///   - contentType: The data's type.
    ///   - exporting: Makes data of a value.
    ///   - importing: Makes a value of data.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        part = TransferPart(contentType: contentType, export: exporting, import: importing)
    }

    /// Creates a representation that only exports.
    ///
    /// - Parameters:
    ///   - exportedContentType: The data's type.
    ///   - exporting: Makes data of a value.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        part = TransferPart(contentType: exportedContentType, export: exporting, import: nil)
    }

    /// Creates a representation that only imports.
    ///
    /// - Parameters:
    ///   - importedContentType: The data's type.
    ///   - importing: Makes a value of data.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        part = TransferPart(contentType: importedContentType, export: nil, import: importing)
    }

    /// Primitive representations have no body.
    public var body: NeverTransferRepresentation<Item> { NeverTransferRepresentation() }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { [part] as! [TransferPart<T>] }
}

/// A representation of a `Codable` type as encoded data (JSON unless
/// given other coders), as CoreTransferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let part: TransferPart<Item>

    /// Creates a representation in JSON.
    ///
    /// - Parameters:
    ///   - itemType: The type.
    ///   - contentType: The data's type (a type of your own, declared
    ///     with `UTType(exportedAs:)`, or `.json`).
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Creates a representation with coders of your own.
    ///
    /// - Parameters:
    ///   - itemType: The type.
    ///   - contentType: The data's type.
    ///   - encoder: Encodes a value.
    ///   - decoder: Decodes one.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {
        part = TransferPart(
            contentType: contentType,
            export: { try encoder.encode($0) },
            import: { try decoder.decode(Item.self, from: $0) })
    }

    /// Primitive representations have no body.
    public var body: NeverTransferRepresentation<Item> { NeverTransferRepresentation() }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { [part] as! [TransferPart<T>] }
}

/// A representation through another transferable type (a `String`, a
/// `URL`), as CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let parts: [TransferPart<Item>]

    /// Creates a representation that exports through the proxy.
    ///
    /// - Parameter exporting: The proxy of a value.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        parts = Proxy.transferParts.compactMap { part in
            guard let export = part.export else { return nil }
            return TransferPart(contentType: part.contentType, export: { try await export(exporting($0)) }, import: nil)
        }
    }

    /// Creates a representation that exports and imports through the proxy.
    ///
    /// - Parameters:
    ///   - exporting: The proxy of a value.
    ///   - importing: The value of a proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {
        var parts: [TransferPart<Item>] = []
        for part in Proxy.transferParts {
            var export: (@Sendable (Item) async throws -> Data)?
            if let proxyExport = part.export {
                export = { item in try await proxyExport(try exporting(item)) }
            }
            var importer: (@Sendable (Data) async throws -> Item)?
            if let proxyImport = part.import {
                importer = { data in try importing(try await proxyImport(data)) }
            }
            parts.append(TransferPart(contentType: part.contentType, export: export, import: importer))
        }
        self.parts = parts
    }

    /// Creates a representation that only imports through the proxy.
    ///
    /// - Parameter importing: The value of a proxy.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
        parts = Proxy.transferParts.compactMap { part in
            guard let importer = part.import else { return nil }
            return TransferPart(contentType: part.contentType, export: nil, import: { try importing(await importer($0)) })
        }
    }

    /// Primitive representations have no body.
    public var body: NeverTransferRepresentation<Item> { NeverTransferRepresentation() }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { parts as! [TransferPart<T>] }
}

/// A file being sent, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the file where it is.
    public let allowAccessingOriginalFile: Bool

    /// Creates a file to send.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - allowAccessingOriginalFile: Whether the receiver may open it
    ///     where it is (`false`: it gets a copy).
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The file (a copy in the temporary folder unless ``isOriginalFile``).
    public let file: URL
    /// Whether it is the sender's file itself.
    public let isOriginalFile: Bool
}

/// A representation as a file, as CoreTransferable's `FileRepresentation`.
/// On this host the file's bytes travel: a receiver gets a copy in the
/// temporary folder.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let part: TransferPart<Item>

    /// Creates a representation that exports and imports files.
    ///
    /// - Parameters:
    ///   - contentType: The file's type.
    ///   - shouldAttemptToOpenInPlace: Whether a receiver should open the
    ///     original (the copy is what this host gives).
    ///   - exporting: The file of a value.
    ///   - importing: The value of a received file.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        part = TransferPart(
            contentType: contentType,
            export: { try Data(contentsOf: await exporting($0).file) },
            import: { try await importing(Self.received($0, contentType)) })
    }

    /// Creates a representation that only exports files.
    ///
    /// - Parameters:
    ///   - exportedContentType: The file's type.
    ///   - exporting: The file of a value.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        part = TransferPart(contentType: exportedContentType, export: { try Data(contentsOf: await exporting($0).file) }, import: nil)
    }

    /// Creates a representation that only imports files.
    ///
    /// - Parameters:
    ///   - importedContentType: The file's type.
    ///   - shouldAttemptToOpenInPlace: Whether to open the original (the
    ///     copy is what this host gives).
    ///   - importing: The value of a received file.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        part = TransferPart(contentType: importedContentType, export: nil, import: { try await importing(Self.received($0, importedContentType)) })
    }

    /// Writes received bytes to a new file in the temporary folder.
    private static func received(_ data: Data, _ type: UTType) throws -> ReceivedTransferredFile {
        let name = UUID().uuidString + (type.preferredFilenameExtension.map { ".\($0)" } ?? "")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try data.write(to: url)
        return ReceivedTransferredFile(file: url, isOriginalFile: false)
    }

    /// Primitive representations have no body.
    public var body: NeverTransferRepresentation<Item> { NeverTransferRepresentation() }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { [part] as! [TransferPart<T>] }
}
