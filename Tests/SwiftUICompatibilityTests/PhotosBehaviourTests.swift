import AVFoundation
import Foundation
@testable import Photos
@testable import SwiftUI
import Synchronization
import Testing

/// The headless photo library: in memory, empty at launch, holding what
/// the program adds. The library is the process's, so each test finds its
/// own assets by identifier rather than counting all of them.
@MainActor
@Suite("The photo library")
struct PhotosBehaviourTests {
    private func pixels(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// Saves an image and answers the new asset's identifier.
    private func save(_ image: UIImage) async throws -> String {
        let identifier = Mutex<String?>(nil)
        try await PHPhotoLibrary.shared().performChanges {
            let request = PHAssetChangeRequest.creationRequestForAsset(from: image)
            identifier.withLock { $0 = request.placeholderForCreatedAsset?.localIdentifier }
        }
        return try #require(identifier.withLock { $0 })
    }

    @Test func askingForAccessGrantsIt() async {
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .authorized)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .authorized)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
    }

    /// A saved photo is fetched by its identifier, by a predicate of its
    /// media type and in the order of its creation date; its size in pixels
    /// is the image's, and the manager hands back that image.
    @Test func aSavedPhotoIsFetchedSortedAndLoaded() async throws {
        let older = try await save(pixels(3, 2))
        let newer = try await save(pixels(4, 5))
        // A request's creation date and favourite mark are the asset's.
        let dated = Mutex<String?>(nil)
        try await PHPhotoLibrary.shared().performChanges {
            let request = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
            request.creationDate = Date(timeIntervalSince1970: 0)
            request.isFavorite = true
            dated.withLock { $0 = request.placeholderForCreatedAsset?.localIdentifier }
        }
        let datedID = try #require(dated.withLock { $0 })
        let old = try #require(PHAsset.fetchAssets(withLocalIdentifiers: [datedID], options: nil).firstObject)
        #expect(old.creationDate == Date(timeIntervalSince1970: 0) && old.isFavorite)
        let byID = PHAsset.fetchAssets(withLocalIdentifiers: [older, newer], options: nil)
        #expect(byID.count == 2 && byID[0].localIdentifier == older && byID.object(at: 1).localIdentifier == newer)
        #expect(byID[0].pixelWidth == 3 && byID[0].pixelHeight == 2 && byID[0].mediaType == .image)

        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
        let newestFirst = PHAsset.fetchAssets(with: options).objects.map(\.localIdentifier).filter { [older, newer].contains($0) }
        #expect(newestFirst == [newer, older])
        options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.video.rawValue)
        #expect(!PHAsset.fetchAssets(with: options).objects.contains { $0.localIdentifier == older })

        let requestOptions = PHImageRequestOptions()
        requestOptions.isSynchronous = true
        let loaded = Mutex<CGSize?>(nil)
        PHImageManager.default().requestImage(
            for: byID[1], targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: requestOptions
        ) { image, info in
            loaded.withLock { $0 = image?.size }
            #expect(info?[PHImageResultIsDegradedKey] as? Bool == false)
        }
        #expect(loaded.withLock { $0 } == CGSize(width: 4, height: 5))
    }

    /// An observer hears a save: the change's details of its fetch result
    /// list the new asset; a deletion removes it from later fetches.
    @Test func observersHearChangesAndDeletionsRemove() async throws {
        let model = PhotoStripModel()
        model.setUp()
        model.fetchPhotos()
        let saved = Mutex<String?>(nil)
        // Other tests may save photos meanwhile: the model hears at least this one.
        await confirmation("the model heard the change", expectedCount: 1...) { heard in
            model.onChange = { heard() }
            let identifier = try? await save(pixels(2, 2))
            saved.withLock { $0 = identifier }
        }
        let identifier = try #require(saved.withLock { $0 })
        let added = try #require(model.allPhotos.objects.first { $0.localIdentifier == identifier })
        model.fetchPhotos()
        #expect(model.photos.first { $0.id == identifier }?.image.size == CGSize(width: 2, height: 2))

        try await PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.deleteAssets([added] as NSArray) }
        #expect(PHAsset.fetchAssets(withLocalIdentifiers: [added.localIdentifier], options: nil).count == 0)
        PHPhotoLibrary.shared().unregisterChangeObserver(model)
    }

    /// A video's asset has no image: the manager answers `nil` with an
    /// error; a request made outside a change block changes nothing.
    @Test func aVideoHasNoImageAndStrayRequestsChangeNothing() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString).mov")
        try Data([0, 1, 2]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let identifier = Mutex<String?>(nil)
        try await PHPhotoLibrary.shared().performChanges {
            identifier.withLock { $0 = PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL: file)?.placeholderForCreatedAsset?.localIdentifier }
        }
        let videoID = try #require(identifier.withLock { $0 })
        let video = try #require(PHAsset.fetchAssets(withLocalIdentifiers: [videoID], options: nil).firstObject)
        #expect(video.mediaType == .video)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        let answer = Mutex<(Bool, Bool)?>(nil)
        PHImageManager.default().requestImage(for: video, targetSize: CGSize(width: 10, height: 10), contentMode: .aspectFit, options: options) { image, info in
            answer.withLock { $0 = (image == nil, info?[PHImageErrorKey] != nil) }
        }
        #expect(answer.withLock { $0 }.map { $0.0 && $0.1 } == true)
        // Its media is the file's asset; a photo has none.
        let photoID = try await save(pixels(1, 1))
        let photo = try #require(PHAsset.fetchAssets(withLocalIdentifiers: [photoID], options: nil).firstObject)
        for (asset, url) in [(video, Optional(file)), (photo, nil)] {
            let media: URL?? = await withCheckedContinuation { continuation in
                PHImageManager.default().requestAVAsset(forVideo: asset, options: nil) { media, mix, info in
                    #expect(mix == nil && info?[PHImageResultRequestIDKey] != nil)
                    continuation.resume(returning: .some((media as? AVURLAsset)?.url))
                }
            }
            #expect(media == .some(url))
        }

        let stray = PHAssetChangeRequest.creationRequestForAsset(from: pixels(1, 1))
        let strayID = try #require(stray.placeholderForCreatedAsset?.localIdentifier)
        #expect(PHAsset.fetchAssets(withLocalIdentifiers: [strayID], options: nil).count == 0)
        #expect(PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL: URL(fileURLWithPath: "/nonexistent.mov")) == nil)
    }

    /// A change made and awaited from inside a completion handler, on the
    /// library's own queue, is applied there rather than deadlocking.
    @Test func aChangeAwaitedOnTheLibrarysQueueIsApplied() async throws {
        let image = pixels(1, 2)
        let identifier: String? = await withCheckedContinuation { continuation in
            PHPhotoLibrary.shared().performChanges({}) { _, _ in
                var made: String?
                try? PHPhotoLibrary.shared().performChangesAndWait {
                    made = PHAssetChangeRequest.creationRequestForAsset(from: image).placeholderForCreatedAsset?.localIdentifier
                }
                continuation.resume(returning: made)
            }
        }
        let id = try #require(identifier)
        #expect(PHAsset.fetchAssets(withLocalIdentifiers: [id], options: nil).firstObject?.pixelHeight == 2)
    }

    /// The strip draws "No photos" until the model has photos.
    @Test func theStripSaysWhenItIsEmpty() {
        let host = ViewHost(PhotoStrip(model: PhotoStripModel()), size: CGSize(width: 200, height: 60))
        #expect(host.find(text: "No photos") != nil)
    }

    /// A saved photo's bytes are its image as PNG, upright; an image saved
    /// from a file gives that file's bytes.
    @Test func aPhotosBytesAreItsImageUpright() async throws {
        let id = try await save(pixels(3, 1))
        let asset = try #require(PHAsset.fetchAssets(withLocalIdentifiers: [id], options: nil).firstObject)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        let answer = Mutex<(Data?, String?, CGImagePropertyOrientation)?>(nil)
        PHImageManager.default().requestImageDataAndOrientation(for: asset, options: options) { data, type, orientation, _ in
            answer.withLock { $0 = (data, type, orientation) }
        }
        let (answered, type, orientation) = try #require(answer.withLock { $0 })
        let data = try #require(answered)
        #expect(type == "public.png" && orientation == .up)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))  // PNG's signature
        #expect(UIImage(data: data)?.size == CGSize(width: 3, height: 1))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString).png")
        try #require(pixels(2, 2).pngData()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = Mutex<String?>(nil)
        try await PHPhotoLibrary.shared().performChanges {
            fromFile.withLock { $0 = PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL: file)?.placeholderForCreatedAsset?.localIdentifier }
        }
        let fileID = try #require(fromFile.withLock { $0 })
        let fileAsset = try #require(PHAsset.fetchAssets(withLocalIdentifiers: [fileID], options: nil).firstObject)
        let bytes = Mutex<Data?>(nil)
        PHImageManager.default().requestImageDataAndOrientation(for: fileAsset, options: options) { data, _, _, _ in
            bytes.withLock { $0 = data }
        }
        #expect(bytes.withLock { $0 } == (try Data(contentsOf: file)))
    }
}
