import Foundation
// `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)`, which fetch
// options take: Foundation's on Apple platforms, CoreData's here (Linux's
// Foundation has no key-value coding).
@_exported import SwiftAnimation_CoreData
import UIKit

/// An object of the photo library, as Photos' `PHObject`.
open class PHObject: NSObject, @unchecked Sendable {
    /// The object's identifier, stable across launches on Apple's library
    /// (`"UUID/L0/001"`).
    public let localIdentifier: String

    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }
}

/// What an asset holds, as Photos' `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// A photo.
    case image = 1
    /// A video.
    case video = 2
    /// Audio.
    case audio = 3
}

/// A photo or video of the library, as Photos' `PHAsset`: the headless
/// library's assets are those the program added.
open class PHAsset: PHObject, KeyValueReadable, @unchecked Sendable {
    /// What the asset holds.
    public let mediaType: PHAssetMediaType
    /// The width in pixels (0 for a video: the host reads no video).
    public let pixelWidth: Int
    /// The height in pixels (0 for a video).
    public let pixelHeight: Int
    /// When it was added.
    public internal(set) var creationDate: Date?
    /// When it last changed.
    public let modificationDate: Date?
    /// The length of a video in seconds (0: the host reads no video).
    public let duration: TimeInterval
    /// Whether the user marked it a favourite.
    public internal(set) var isFavorite: Bool
    /// Whether it is hidden.
    public let isHidden: Bool
    let image: UIImage?
    let fileURL: URL?

    init(image: UIImage?, fileURL: URL?, mediaType: PHAssetMediaType, date: Date) {
        self.image = image
        self.fileURL = fileURL
        self.mediaType = mediaType
        pixelWidth = image.map { Int(($0.size.width * $0.scale).rounded()) } ?? 0
        pixelHeight = image.map { Int(($0.size.height * $0.scale).rounded()) } ?? 0
        creationDate = date
        modificationDate = date
        duration = 0
        isFavorite = false
        isHidden = false
        super.init(localIdentifier: UUID().uuidString + "/L0/001")
    }

    /// The assets of the library, oldest first unless the options sort them.
    ///
    /// - Parameter options: A predicate, an order, a limit.
    /// - Returns: The assets.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(fetch: { PhotoStore.shared.assets }, options: options)
    }

    /// The assets of one media type.
    ///
    /// - Parameters:
    ///   - mediaType: The type.
    ///   - options: A predicate, an order, a limit.
    /// - Returns: The assets.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(fetch: { PhotoStore.shared.assets.filter { $0.mediaType == mediaType } }, options: options)
    }

    /// The assets of identifiers (those the library has).
    ///
    /// - Parameters:
    ///   - identifiers: Local identifiers.
    ///   - options: A predicate, an order, a limit.
    /// - Returns: The assets.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let wanted = Set(identifiers)
        return PHFetchResult(fetch: { PhotoStore.shared.assets.filter { wanted.contains($0.localIdentifier) } }, options: options)
    }

    /// A property by name, for predicates and sort descriptors.
    package func value(forKey key: String) -> Any? {
        switch key {
        case "localIdentifier": localIdentifier
        case "mediaType": mediaType.rawValue
        case "pixelWidth": pixelWidth
        case "pixelHeight": pixelHeight
        case "creationDate": creationDate
        case "modificationDate": modificationDate
        case "duration": duration
        case "favorite", "isFavorite": isFavorite
        case "hidden", "isHidden": isHidden
        default: nil
        }
    }
}

/// How a fetch filters, orders and limits, as Photos' `PHFetchOptions`.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// Which objects (`NSPredicate(format: "mediaType == %d", ...)`).
    open var predicate: NSPredicate?
    /// Their order (`NSSortDescriptor(key: "creationDate", ascending: false)`).
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: all).
    open var fetchLimit = 0
    /// Whether hidden assets are included (there are none).
    open var includeHiddenAssets = false
    /// Whether to include all burst photos (there are none).
    open var includeAllBurstAssets = false
    /// Whether the result reports changes in detail (the headless
    /// library's details always list what came and went).
    open var wantsIncrementalChangeDetails = true

    /// Options that fetch everything in the library's order.
    public override init() {
        super.init()
    }
}
