import Photos
import SwiftUI

// A photo strip's model, written the way apps write one against the photo
// library (as Kavsoft's image picker tutorials do): ask for access,
// fetch the newest photos, load each image, and follow changes.

struct StripPhoto: Identifiable {
    var id: String { asset.localIdentifier }
    var asset: PHAsset
    var image: UIImage
}

final class PhotoStripModel: NSObject, ObservableObject, PHPhotoLibraryChangeObserver {
    @Published var status = PHAuthorizationStatus.notDetermined
    @Published var photos: [StripPhoto] = []
    var allPhotos: PHFetchResult<PHAsset>!
    var onChange: (() -> Void)?
    let manager = PHCachingImageManager()

    func setUp() {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            DispatchQueue.main.async { self.status = status }
        }
        PHPhotoLibrary.shared().register(self)
    }

    func fetchPhotos() {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
        options.includeHiddenAssets = false
        allPhotos = PHAsset.fetchAssets(with: .image, options: options)
        photos = []
        allPhotos.enumerateObjects { asset, _, _ in
            let requestOptions = PHImageRequestOptions()
            requestOptions.isSynchronous = true
            self.manager.requestImage(for: asset, targetSize: CGSize(width: 150, height: 150), contentMode: .aspectFill, options: requestOptions) { image, _ in
                if let image { self.photos.append(StripPhoto(asset: asset, image: image)) }
            }
        }
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) {
        guard let allPhotos else { return }
        if let updates = changeInstance.changeDetails(for: allPhotos) {
            self.allPhotos = updates.fetchResultAfterChanges
            onChange?()
        }
    }

    static func save(_ image: UIImage, completion: @escaping (Bool) -> Void) {
        PHPhotoLibrary.shared().performChanges({
            PHAssetChangeRequest.creationRequestForAsset(from: image)
        }) { success, _ in
            completion(success)
        }
    }
}

struct PhotoStrip: View {
    @ObservedObject var model: PhotoStripModel

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(model.photos) { photo in
                    Image(uiImage: photo.image)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 50, height: 50)
                        .clipped()
                }
            }
        }
        .overlay { if model.photos.isEmpty { Text("No photos") } }
    }
}
