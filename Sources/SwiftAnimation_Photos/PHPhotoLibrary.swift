import AnimationViews
import Foundation
import Synchronization

/// Whether the app may reach the photo library, as Photos'
/// `PHAuthorizationStatus`.
public enum PHAuthorizationStatus: Int, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// The app may not ask.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed access.
    case authorized = 3
    /// The user allowed access to chosen photos.
    case limited = 4
}

/// What the app asks to do with the library, as Photos' `PHAccessLevel`.
public enum PHAccessLevel: Int, Sendable {
    /// Adding photos only.
    case addOnly = 1
    /// Reading and writing.
    case readWrite = 2
}

/// Told when the photo library changes, as Photos'
/// `PHPhotoLibraryChangeObserver`.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    /// The library changed: ask the change about your fetch results.
    ///
    /// - Parameter changeInstance: What changed.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// The user's photo library, as Photos' `PHPhotoLibrary`.
///
/// The headless host's library is in memory and starts empty: it holds the
/// images and videos the program adds with ``PHAssetChangeRequest`` until
/// the process ends. Asking for access grants it (as "Allow Full Access"):
/// the status is `.notDetermined` until the app asks (or first changes
/// the library), then `.authorized`.
/// Handlers and observers are called on a serial queue of the library's,
/// as Apple's are called on one of its own.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    static let queue: DispatchQueue = {
        let queue = DispatchQueue(label: "Photos.PHPhotoLibrary")
        queue.setSpecific(key: onQueue, value: true)
        return queue
    }()
    private static let onQueue = DispatchSpecificKey<Bool>()
    private let observers = Mutex<[ObjectIdentifier: Observer]>([:])
    private static let granted = Mutex<Set<PHAccessLevel>>([])

    private struct Observer: @unchecked Sendable {
        weak var object: (any PHPhotoLibraryChangeObserver)?
    }

    /// The shared library.
    open class func shared() -> PHPhotoLibrary { library }

    /// The access the app has for a level.
    ///
    /// - Parameter accessLevel: The level.
    /// - Returns: `.authorized` once asked, else `.notDetermined`.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        granted.withLock { $0.contains(accessLevel) || $0.contains(.readWrite) } ? .authorized : .notDetermined
    }

    /// The app's read-write access.
    @available(iOS, deprecated: 14, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus { authorizationStatus(for: .readWrite) }

    /// Asks for access to a level: granted, answered on the library's queue.
    ///
    /// - Parameters:
    ///   - accessLevel: The level.
    ///   - handler: Given `.authorized`.
    open class func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) {
        grant(accessLevel)
        queue.async { handler(.authorized) }
    }

    /// Asks for read-write access: granted, answered on the library's queue.
    ///
    /// - Parameter handler: Given `.authorized`.
    @available(iOS, deprecated: 14, message: "Use requestAuthorization(for:handler:)")
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        requestAuthorization(for: .readWrite, handler: handler)
    }

    /// Asks for access to a level: granted.
    ///
    /// - Parameter accessLevel: The level.
    /// - Returns: `.authorized`.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        grant(accessLevel)
        return .authorized
    }

    private static func grant(_ accessLevel: PHAccessLevel) {
        _ = granted.withLock { $0.insert(accessLevel) }
    }

    /// Tells an observer of every change from now on (held weakly, as
    /// Apple's library holds it).
    ///
    /// - Parameter observer: The observer.
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {
        observers.withLock { $0[ObjectIdentifier(observer)] = Observer(object: observer) }
    }

    /// Stops telling an observer.
    ///
    /// - Parameter observer: The observer.
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        _ = observers.withLock { $0.removeValue(forKey: ObjectIdentifier(observer)) }
    }

    /// Runs a block of change requests, applies them together, then calls
    /// the completion handler and the observers on the library's queue.
    ///
    /// - Parameters:
    ///   - changeBlock: Makes ``PHAssetChangeRequest``s.
    ///   - completionHandler: Told whether the changes were applied.
    open func performChanges(_ changeBlock: @escaping @Sendable () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        Self.queue.async {
            let result = self.apply(changeBlock)
            completionHandler?(result == nil, result)
        }
    }

    /// Runs a block of change requests and applies them.
    ///
    /// - Parameter changeBlock: Makes ``PHAssetChangeRequest``s.
    open func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws {
        let error: (any Error)? = await withCheckedContinuation { continuation in
            Self.queue.async { continuation.resume(returning: self.apply(changeBlock)) }
        }
        if let error { throw error }
    }

    /// Runs a block of change requests and applies them before returning.
    /// Called from the library's queue (a change observer, a completion
    /// handler), it applies them there at once rather than wait on itself.
    ///
    /// - Parameter changeBlock: Makes ``PHAssetChangeRequest``s.
    open func performChangesAndWait(_ changeBlock: () -> Void) throws {
        let error =
            DispatchQueue.getSpecific(key: Self.onQueue) == true
            ? apply(changeBlock)
            : withoutActuallyEscaping(changeBlock, do: { block in Self.queue.sync { apply(block) } })
        if let error { throw error }
    }

    /// Runs the block with a fresh list of requests, applies them, and tells
    /// the observers; returns the error that kept them from applying (none:
    /// the in-memory library takes every request).
    private func apply(_ changeBlock: () -> Void) -> (any Error)? {
        // Apple's asks the user first, who allows.
        Self.grant(.addOnly)
        let requests = PHAssetChangeRequest.collecting(changeBlock)
        guard !requests.isEmpty else { return nil }
        let change = PhotoStore.shared.apply(requests)
        let current = observers.withLock { observers in
            observers = observers.filter { $0.value.object != nil }
            return observers.values.compactMap(\.object)
        }
        for observer in current { observer.photoLibraryDidChange(change) }
        return nil
    }
}
