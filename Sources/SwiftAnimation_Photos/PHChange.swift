import AnimationViews
import Foundation
import Synchronization
import UIKit

/// What a change to the library did, as Photos' `PHChange`.
open class PHChange: NSObject, @unchecked Sendable {
    let inserted: Set<ObjectIdentifier>
    let removed: Set<ObjectIdentifier>

    init(inserted: [PHAsset], removed: [PHAsset]) {
        self.inserted = Set(inserted.map(ObjectIdentifier.init))
        self.removed = Set(removed.map(ObjectIdentifier.init))
        super.init()
    }

    /// How a fetch result changed, or `nil` when the change did not touch it.
    ///
    /// - Parameter object: A fetch result from before the change.
    /// - Returns: Its details: the result after the change, what left and
    ///   what came.
    open func changeDetails<T>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        let after = object.refetch()
        let details = PHFetchResultChangeDetails(before: object, after: after)
        return details.hasChanges ? details : nil
    }
}

/// How a fetch result changed, as Photos' `PHFetchResultChangeDetails`.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    /// The result before the change.
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The result after it.
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// The indexes, in the result before, of the objects that left.
    public let removedIndexes: IndexSet?
    /// The objects that left.
    public let removedObjects: [ObjectType]
    /// The indexes, in the result after, of the objects that came.
    public let insertedIndexes: IndexSet?
    /// The objects that came.
    public let insertedObjects: [ObjectType]
    /// The indexes of objects whose content changed (none: assets do not
    /// change in place).
    public let changedIndexes: IndexSet? = IndexSet()
    /// The objects whose content changed.
    public let changedObjects: [ObjectType] = []
    /// Whether the indexes describe the change (they do).
    public let hasIncrementalChanges = true
    /// Whether objects moved (they do not).
    public let hasMoves = false

    init(before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>) {
        fetchResultBeforeChanges = before
        fetchResultAfterChanges = after
        let kept = Set(after.objects.map(ObjectIdentifier.init))
        let old = Set(before.objects.map(ObjectIdentifier.init))
        let removed = before.objects.indices.filter { !kept.contains(ObjectIdentifier(before.objects[$0])) }
        let inserted = after.objects.indices.filter { !old.contains(ObjectIdentifier(after.objects[$0])) }
        removedIndexes = IndexSet(removed)
        removedObjects = removed.map { before.objects[$0] }
        insertedIndexes = IndexSet(inserted)
        insertedObjects = inserted.map { after.objects[$0] }
        super.init()
    }

    var hasChanges: Bool { !removedObjects.isEmpty || !insertedObjects.isEmpty }

    /// Calls a block with each move (there are none).
    ///
    /// - Parameter handler: Given the index before and after.
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {}
}

/// A stand-in for an asset a change request creates, as Photos'
/// `PHObjectPlaceholder`: its identifier is the new asset's.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// A request, made inside ``PHPhotoLibrary/performChanges(_:completionHandler:)``,
/// to add or delete assets, as Photos' `PHAssetChangeRequest`.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    enum Kind {
        case create(PHAsset)
        case delete([PHAsset])
    }

    let kind: Kind
    /// The placeholder of the asset a creation request adds.
    open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
    /// When the asset was made (the time of the request unless set).
    open var creationDate: Date?
    /// Whether it is a favourite.
    open var isFavorite = false

    private static let collected = Mutex<[[PHAssetChangeRequest]]>([])

    init(kind: Kind) {
        self.kind = kind
        super.init()
        if case .create(let asset) = kind {
            placeholderForCreatedAsset = PHObjectPlaceholder(localIdentifier: asset.localIdentifier)
        }
        Self.collected.withLock { stack in
            if stack.isEmpty {
                CurrentHost.warn("PHAssetChangeRequest: a request made outside PHPhotoLibrary.performChanges changes nothing")
            } else {
                stack[stack.count - 1].append(self)
            }
        }
    }

    /// The requests a block makes.
    static func collecting(_ block: () -> Void) -> [PHAssetChangeRequest] {
        collected.withLock { $0.append([]) }
        block()
        return collected.withLock { $0.removeLast() }
    }

    /// Adds a photo.
    ///
    /// - Parameter image: The photo.
    /// - Returns: The request.
    @discardableResult
    open class func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest {
        PHAssetChangeRequest(kind: .create(PHAsset(image: image, fileURL: nil, mediaType: .image, date: Date())))
    }

    /// Adds the photo in a file (PNG, JPEG...; a file that is not an image
    /// adds an asset without pixels).
    ///
    /// - Parameter fileURL: The file.
    /// - Returns: The request, or `nil` when the file cannot be read.
    @discardableResult
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> PHAssetChangeRequest? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return PHAssetChangeRequest(kind: .create(PHAsset(image: UIImage(data: data), fileURL: fileURL, mediaType: .image, date: Date())))
    }

    /// Adds the video in a file.
    ///
    /// - Parameter fileURL: The file.
    /// - Returns: The request, or `nil` when there is no such file.
    @discardableResult
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        return PHAssetChangeRequest(kind: .create(PHAsset(image: nil, fileURL: fileURL, mediaType: .video, date: Date())))
    }

    /// Deletes assets (Apple's asks the user first; the headless user agrees).
    ///
    /// - Parameter assets: The assets: a `PHFetchResult<PHAsset>`, an
    ///   `NSArray` or an array of them (anything else deletes nothing).
    open class func deleteAssets(_ assets: Any) {
        let list: [PHAsset]
        switch assets {
        case let result as PHFetchResult<PHAsset>: list = result.objects
        case let array as [PHAsset]: list = array
        case let array as NSArray: list = array.compactMap { $0 as? PHAsset }
        default: list = []
        }
        _ = PHAssetChangeRequest(kind: .delete(list))
    }
}
