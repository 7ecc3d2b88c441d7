import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// A class whose objects an item provider can send, as Foundation's
/// `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers it writes, in order of preference.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as data of a type, then calls `completionHandler`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A class whose objects an item provider can make, as Foundation's
/// `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject, SendableMetatype {
    /// The type identifiers it reads, in order of preference.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object of data of a type.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Text objects go as UTF-8 plain text.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// UTF-8 plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }

    /// The text in UTF-8, at once.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    /// The text of UTF-8 data.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = NSString(data: data, encoding: String.Encoding.utf8.rawValue) as? Self else { throw CocoaError(.coderReadCorrupt) }
        return text
    }
}

/// Why an item provider could not load an item.
public enum NSItemProviderError: Error, Equatable, Sendable {
    /// The provider has no item of the type.
    case unavailableCoercion(String)
}

/// Items offered in a drag and drop (or a paste): data of several types,
/// loaded on request, as Foundation's `NSItemProvider`.
///
/// On this host an item's loaders run in the app's own process, and the
/// completion handlers are called when the data is ready: at once for
/// objects and data, after the exporter runs for ``Transferable`` values
/// (on another task, as on iOS, where they run on a background queue).
open class NSItemProvider: NSObject, @unchecked Sendable {
    typealias Loader = @Sendable () async throws -> Data
    private var loaders: [(type: String, load: Loader)] = []
    /// The object given to ``init(object:)``, to read back without data.
    private var object: AnyObject?

    /// The name a receiver gives a saved item.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of an object, in the types it writes.
    ///
    /// - Parameter object: The object (an `NSString`, say).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of an item of a type.
    ///
    /// - Parameters:
    ///   - item: `Data`, a `String`, a `URL` or an object that writes items.
    ///   - typeIdentifier: Its type.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data? =
            (item as? NSData).map { Data(referencing: $0) } ?? (item as? NSString).map { Data(($0 as String).utf8) }
            ?? (item as? NSURL).map { Data($0.absoluteString.utf8) }
        if let data {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier) {
                $0(data, nil); return nil
            }
        }
    }

    /// A provider of a file's contents, typed by its extension.
    ///
    /// - Parameter fileURL: The file; nil when it cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        loaders.append((type.identifier, { data }))
    }

    /// A provider of a transferable value, in its exported types.
    ///
    /// - Parameter transferable: The value.
    public convenience init<T: Transferable>(transferable: @autoclosure () -> T) {
        self.init()
        register(transferable())
    }

    /// Offers an object in the types it writes.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        self.object = object
        nonisolated(unsafe) let writer = object
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            loaders.append(
                (
                    type,
                    {
                        try await withCheckedThrowingContinuation { continuation in
                            _ = writer.loadData(withTypeIdentifier: type) { data, error in
                                if let data {
                                    continuation.resume(returning: data)
                                } else {
                                    continuation.resume(throwing: error ?? NSItemProviderError.unavailableCoercion(type))
                                }
                            }
                        }
                    }
                ))
        }
    }

    /// Offers data of a type, made by `loadHandler` when asked.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        loaders.append(
            (
                typeIdentifier,
                {
                    try await withCheckedThrowingContinuation { continuation in
                        _ = loadHandler { data, error in
                            if let data {
                                continuation.resume(returning: data)
                            } else {
                                continuation.resume(throwing: error ?? NSItemProviderError.unavailableCoercion(typeIdentifier))
                            }
                        }
                    }
                }
            ))
    }

    /// Offers a transferable value in the types it exports.
    public func register<T: Transferable>(_ transferable: T) {
        nonisolated(unsafe) let value = transferable
        object = Box(value)
        for part in T.transferParts {
            guard let export = part.export, part.exportsWhen?(value) ?? true else { continue }
            if suggestedName == nil { suggestedName = part.suggestedFileName }
            loaders.append((part.contentType.identifier, { try await export(value) }))
        }
    }

    /// The types offered, in order of preference.
    open var registeredTypeIdentifiers: [String] { loaders.map(\.type) }

    /// The types offered, in order of preference.
    open var registeredContentTypes: [UTType] { loaders.map { UTType($0.type) ?? UTType(importedAs: $0.type) } }

    /// Whether an item of a type conforming to `typeIdentifier` is offered.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        loader(conformingTo: typeIdentifier) != nil
    }

    /// Whether an item of a type conforming to `typeIdentifier` is offered.
    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    func loader(conformingTo typeIdentifier: String) -> Loader? {
        let wanted = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
        return loaders.first { (UTType($0.type) ?? UTType(importedAs: $0.type)).conforms(to: wanted) }?.load
    }

    /// The value a provider of an object or a transferable value holds,
    /// when it is of type `T` (a drop in the same app takes it as it is).
    package func heldValue<T>(as type: T.Type) -> T? {
        heldObject(as: type)
    }

    /// The object a provider of an object holds, when it is of type `T`.
    func heldObject<T>(as type: T.Type) -> T? {
        (object as? T) ?? (object as? Box<T>)?.value
    }

    final class Box<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// Who may load a registered representation (this host's one process may
/// load every one).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// Apps of the same group.
    case group = 2
    /// This process.
    case ownProcess = 3
}
