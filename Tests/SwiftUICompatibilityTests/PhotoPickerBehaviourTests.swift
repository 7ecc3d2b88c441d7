import AnimationViews
import Foundation
import PhotosUI
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("The UIKit photo picker, scenes and older navigation API")
struct PhotoPickerBehaviourTests {
    /// The picker is a placeholder that picks nothing on its own (with a
    /// warning); a pick played through it reaches the app's coordinator,
    /// which loads the image through the item provider as on iOS.
    @Test func aPickReachesTheCoordinator() async throws {
        let picked = PickedImage()
        var made: PHPickerViewController?
        let host = ViewHost(PhotoPickerScreen(picked: picked, onMake: { made = $0 }), size: CGSize(width: 390, height: 400))
        #expect(host.find(text: "PhotoLibraryPicker") != nil)  // the placeholder, made when first drawn
        let picker = try #require(made)
        #expect(picker.configuration.filter == .images)
        #expect(picker.configuration.selectionLimit == 1)
        #expect(host.warnings.contains { $0.contains("PHPickerViewController") })
        #expect(host.find(id: "picked") == nil)
        let bitmap = try #require(CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        picker.finishPicking(with: [NSItemProvider(object: UIImage(cgImage: bitmap)), NSItemProvider(object: UIImage(cgImage: bitmap))])
        #expect(await yieldUntil { picked.image != nil })
        #expect(picked.image?.size == CGSize(width: 2, height: 1))
        host.advance(by: 0.1)
        let frame = try #require(host.find(id: "picked")?.frame)
        #expect(abs(frame.width - 46) < 1e-9 && abs(frame.height - 46) < 1e-9)
        // The title set with a Text and a display mode shows inline.
        #expect(host.find(text: "Instafilter") != nil)
        // The switch made with `SwitchToggleStyle(tint: .orange)` is on, so
        // its track is orange.
        let paints = host.displayList.flattened.compactMap { entry -> Color.Resolved? in
            if case .shape(_, let paint, _, _)? = entry.item.content { return paint.color }
            return nil
        }
        #expect(paints.contains(Color.orange.resolved))
    }

    /// A cancel (no items) leaves the app's image as it was.
    @Test func aCancelPicksNothing() async throws {
        let picked = PickedImage()
        var made: PHPickerViewController?
        let host = ViewHost(PhotoPickerScreen(picked: picked, onMake: { made = $0 }), size: CGSize(width: 390, height: 400))
        #expect(host.find(text: "PhotoLibraryPicker") != nil)  // the placeholder, made when first drawn
        try #require(made).finishPicking(with: [])
        #expect(await yieldUntil(turns: 50) { picked.image != nil } == false)
    }

    /// Images go through item providers as PNG and come back pixel for
    /// pixel.
    @Test func imagesRoundTripThroughItemProviders() async throws {
        let bitmap = try #require(CGImage(width: 1, height: 2, rgba: [10, 20, 30, 255, 40, 50, 60, 128]))
        let provider = NSItemProvider(object: UIImage(cgImage: bitmap))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(provider.hasItemConformingToTypeIdentifier("public.png"))
        nonisolated(unsafe) var loaded: UIImage?
        provider.loadObject(ofClass: UIImage.self) { image, _ in loaded = image as? UIImage }
        #expect(await yieldUntil { loaded != nil })
        #expect(loaded?.size == CGSize(width: 1, height: 2))
        if ImagePixels.canDecode { #expect(loaded?.cgImage == bitmap) }
    }

    /// A scene's `onChange(of:initial:)` runs for the value the scene was
    /// built with when the window appears.
    @Test func sceneOnChangeRunsInitially() throws {
        PhaseLog.changes = []
        let content = try #require(PhaseApp().scenes.windowContent)
        let host = ViewHost(AnyView(content), size: CGSize(width: 200, height: 100))
        host.advance(by: 0.1)
        #expect(PhaseLog.changes == ["active"])
        #expect(host.find(text: "Phase") != nil)
    }
}
