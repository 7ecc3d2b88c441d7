import AnimationViews
import Foundation
import Synchronization

/// The headless photo library's assets, oldest first, for the life of the
/// process.
final class PhotoStore: Sendable {
    static let shared = PhotoStore()
    private let state = Mutex<[PHAsset]>([])
    private let warned = Mutex(false)

    /// The assets now; the first read warns the host once that the library
    /// holds only what the program added.
    var assets: [PHAsset] {
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if first {
            CurrentHost.warn("Photos: the headless host's photo library holds only what this program adds to it (it starts empty)")
        }
        return state.withLock { $0 }
    }

    /// Applies requests in order and says what they did.
    func apply(_ requests: [PHAssetChangeRequest]) -> PHChange {
        var inserted: [PHAsset] = [], removed: [PHAsset] = []
        state.withLock { assets in
            for request in requests {
                switch request.kind {
                case .create(let asset):
                    if let date = request.creationDate { asset.creationDate = date }
                    asset.isFavorite = request.isFavorite
                    assets.append(asset)
                    inserted.append(asset)
                case .delete(let doomed):
                    let ids = Set(doomed.map(ObjectIdentifier.init))
                    removed += assets.filter { ids.contains(ObjectIdentifier($0)) }
                    assets.removeAll { ids.contains(ObjectIdentifier($0)) }
                }
            }
        }
        return PHChange(inserted: inserted, removed: removed)
    }
}
