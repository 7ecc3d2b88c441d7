import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// Loading what a provider offers. Each load runs on a task of its own and
/// calls its completion handler there (as iOS calls it on a background
/// queue); the returned progress completes with it.
extension NSItemProvider {
    private func load(_ typeIdentifier: String, _ done: @escaping @Sendable (Result<Data, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let loader = loader(conformingTo: typeIdentifier) else {
            Task {
                done(.failure(NSItemProviderError.unavailableCoercion(typeIdentifier))); progress.completedUnitCount = 1
            }
            return progress
        }
        Task {
            do { done(.success(try await loader())) } catch { done(.failure(error)) }
            progress.completedUnitCount = 1
        }
        return progress
    }

    /// Loads the data of the first item whose type conforms to
    /// `typeIdentifier`.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        load(typeIdentifier) { result in
            switch result {
            case .success(let data): completionHandler(data, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads the data of the first item whose type conforms to
    /// `contentType`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads an item as the object Foundation gives for it: its data as
    /// `NSData` (text and URLs too; read them from the data).
    public func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
    ) {
        _ = load(typeIdentifier) { result in
            switch result {
            case .success(let data): completionHandler?(NSData(data: data), nil)
            case .failure(let error): completionHandler?(nil, error)
            }
        }
    }

    /// Whether an object of a class can be loaded: the provider holds one,
    /// or offers a type the class reads.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Whether a `String` can be loaded (UTF-8 plain text is offered).
    public func canLoadObject(ofClass aClass: String.Type) -> Bool { canLoadObject(ofClass: NSString.self) }

    /// Whether a `URL` can be loaded.
    public func canLoadObject(ofClass aClass: URL.Type) -> Bool { hasItemConformingToTypeIdentifier(UTType.url.identifier) }

    /// Loads an object of a class from the first type the class reads.
    @discardableResult
    public func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            return load(aClass.readableTypeIdentifiersForItemProvider.first ?? "public.data") { _ in
                completionHandler(nil, NSItemProviderError.unavailableCoercion("\(aClass)"))
            }
        }
        return load(type) { result in
            switch result {
            case .success(let data):
                do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil) } catch {
                    completionHandler(nil, error)
                }
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads a `String` (from UTF-8 plain text).
    @discardableResult
    public func loadObject(ofClass aClass: String.Type, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) -> Progress {
        loadValue(String.self, completionHandler)
    }

    /// Loads a `URL`.
    @discardableResult
    public func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadValue(URL.self, completionHandler)
    }

    /// Loads a transferable value for a completion handler of Foundation's
    /// `(value, error)` shape.
    private func loadValue<T: Transferable & Sendable>(_ type: T.Type, _ done: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        loadTransferable(type: T.self) { result in
            switch result {
            case .success(let value): done(value, nil)
            case .failure(let error): done(nil, error)
            }
        }
    }

    /// Loads a transferable value from the first type it imports that the
    /// provider offers.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        if let held = heldObject(as: T.self) {
            nonisolated(unsafe) let value = held
            let progress = Progress(totalUnitCount: 1)
            Task {
                completionHandler(.success(value)); progress.completedUnitCount = 1
            }
            return progress
        }
        guard let part = T.transferParts.first(where: { $0.import != nil && hasItemConformingToTypeIdentifier($0.contentType.identifier) }),
            let importer = part.import
        else {
            return load(T.importedContentTypes.first?.identifier ?? "public.data") { _ in
                completionHandler(.failure(TransferError.unsupportedContentType(T.importedContentTypes.first ?? .data)))
            }
        }
        return load(part.contentType.identifier) { result in
            switch result {
            case .success(let data):
                Task {
                    do { completionHandler(.success(try await importer(data))) } catch { completionHandler(.failure(error)) }
                }
            case .failure(let error): completionHandler(.failure(error))
            }
        }
    }
}
