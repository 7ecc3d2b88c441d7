import AVFoundation
import Foundation
import Synchronization
import UIKit

/// The identifier of an image request, as Photos' `PHImageRequestID`.
public typealias PHImageRequestID = Int32

/// The size that asks for an asset's full size, as Photos'
/// `PHImageManagerMaximumSize`.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// The key of the result's request identifier in a result's info.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// The key of whether the result is a low-quality stand-in (never).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The key of whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The key of the error that kept the request from a result.
public let PHImageErrorKey = "PHImageErrorKey"
/// The key of whether the asset is in iCloud only (never).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// How an image fits the target size, as Photos' `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable {
    /// Fits inside.
    case aspectFit = 0
    /// Fills it.
    case aspectFill = 1
    /// The default, fitting.
    public static let `default` = PHImageContentMode.aspectFit
}

/// How an image is delivered, as Photos' `PHImageRequestOptionsDeliveryMode`.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    /// A fast image, then the best (the headless library has one image).
    case opportunistic = 0
    /// The best image only.
    case highQualityFormat = 1
    /// A fast image only.
    case fastFormat = 2
}

/// How an image is resized, as Photos' `PHImageRequestOptionsResizeMode`.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    /// Not resized.
    case none = 0
    /// Close to the target size.
    case fast = 1
    /// Exactly the target size.
    case exact = 2
}

/// Options of an image request, as Photos' `PHImageRequestOptions`.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// Whether the handler is called before the request returns.
    open var isSynchronous = false
    /// How the image is delivered.
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    /// How it is resized.
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    /// Whether it may come from iCloud (all assets are local).
    open var isNetworkAccessAllowed = false

    /// Default options.
    public override init() {
        super.init()
    }
}

/// Options of a video request, as Photos' `PHVideoRequestOptions`.
open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
    /// Whether it may come from iCloud (all assets are local).
    open var isNetworkAccessAllowed = false

    /// Default options.
    public override init() {
        super.init()
    }
}

/// Loads assets' images and videos, as Photos' `PHImageManager`.
///
/// An image comes at the asset's own size (the headless host does not
/// resample pixels: `targetSize` and `contentMode` do not change it), in
/// one delivery that is never degraded: before the request returns when
/// the options ask for it synchronously, else on the main queue.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let manager = PHImageManager()
    private let lastID = Mutex<PHImageRequestID>(0)

    /// The shared manager.
    open class func `default`() -> PHImageManager { manager }

    /// A manager.
    public override init() {
        super.init()
    }

    private func nextID() -> PHImageRequestID {
        lastID.withLock { id in
            id &+= 1
            return id
        }
    }

    /// Asks for an asset's image.
    ///
    /// - Parameters:
    ///   - asset: The asset.
    ///   - targetSize: The size wanted, in pixels (the image comes at its own).
    ///   - contentMode: How it would fit the size.
    ///   - options: Synchronous or not.
    ///   - resultHandler: Given the image (`nil` for a video or a file
    ///     that is not an image, with an error in the info) and the info.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping @Sendable (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = nextID()
        let image = asset.image
        deliver(synchronously: options?.isSynchronous == true) {
            var info: [AnyHashable: Any] = [PHImageResultRequestIDKey: id, PHImageResultIsDegradedKey: false, PHImageResultIsInCloudKey: false]
            if image == nil {
                info[PHImageErrorKey] = NSError(
                    domain: "PHPhotosErrorDomain", code: 3303, userInfo: [NSLocalizedDescriptionKey: "The asset has no image."])
            }
            resultHandler(image, info)
        }
        return id
    }

    /// Asks for an asset's image file's bytes.
    ///
    /// - Parameters:
    ///   - asset: The asset.
    ///   - options: Synchronous or not.
    ///   - resultHandler: Given the bytes (`nil` for an asset added from a
    ///     `UIImage` without bytes), the type identifier, the orientation
    ///     (`.up`) and the info.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestImageDataAndOrientation(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping @Sendable (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = nextID()
        let data = asset.fileURL.flatMap { try? Data(contentsOf: $0) } ?? asset.image?.pngData()
        let type = asset.fileURL.map { $0.pathExtension.lowercased() == "png" ? "public.png" : "public.jpeg" } ?? (data == nil ? nil : "public.png")
        deliver(synchronously: options?.isSynchronous == true) { resultHandler(data, type, .up, [PHImageResultRequestIDKey: id]) }
        return id
    }

    /// Asks for a video asset's media.
    ///
    /// - Parameters:
    ///   - asset: The asset.
    ///   - options: Options.
    ///   - resultHandler: Given the video's asset (`nil` for a photo), no
    ///     audio mix, and the info; on the library's queue, as Apple's.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestAVAsset(
        forVideo asset: PHAsset, options: PHVideoRequestOptions?,
        resultHandler: @escaping @Sendable (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = nextID()
        let media = asset.mediaType == .video ? asset.fileURL.map { AVURLAsset(url: $0) } : nil
        PHPhotoLibrary.queue.async { resultHandler(media, nil, [PHImageResultRequestIDKey: id]) }
        return id
    }

    /// Cancels a request (each is answered at once, so there is nothing
    /// to cancel).
    ///
    /// - Parameter requestID: The request.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}

    private func deliver(synchronously: Bool, _ body: @escaping @Sendable () -> Void) {
        if synchronously { body() } else { DispatchQueue.main.async(execute: body) }
    }
}

/// An image manager that prepares images ahead, as Photos'
/// `PHCachingImageManager`: the headless library's images are in memory,
/// so there is nothing to prepare.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Whether prepared images are of the best quality.
    open var allowsCachingHighQualityImages = true

    /// Prepares assets' images (they are ready).
    ///
    /// - Parameters:
    ///   - assets: The assets.
    ///   - targetSize: The size.
    ///   - contentMode: How they fit it.
    ///   - options: Options.
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}

    /// Stops preparing assets' images.
    ///
    /// - Parameters:
    ///   - assets: The assets.
    ///   - targetSize: The size.
    ///   - contentMode: How they fit it.
    ///   - options: Options.
    open func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}

    /// Stops preparing every image.
    open func stopCachingImagesForAllAssets() {}
}
