import Foundation
@testable import SwiftUI
import TestSupport
import Testing
import UIKit

@MainActor
@Suite("UIKit's image picker")
struct ImagePickerBehaviourTests {
    /// The picker opens from the photo library (there is no camera), warns
    /// that it is a placeholder, and a pick played through it reaches the
    /// coordinator, which dismisses the sheet; the screen then shows the
    /// image.
    @Test func aPickReachesTheCoordinatorAndDismisses() throws {
        var made: UIImagePickerController?
        let host = ViewHost(LegacyPhotoScreen(onMake: { made = $0 }), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Select Image")?.tap() == true)
        host.advance(by: 1)
        #expect(host.find(text: "LegacyImagePicker") != nil || host.find(text: "UIImagePickerController") != nil)
        let picker = try #require(made)
        #expect(picker.sourceType == .photoLibrary)
        #expect(host.warnings.contains { $0.contains("UIImagePickerController") })

        let bitmap = try #require(CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        picker.finishPicking(with: [.originalImage: UIImage(cgImage: bitmap), .mediaType: "public.image"])
        host.advance(by: 1)
        let chosen = try #require(host.find(id: "chosen"))
        #expect(abs(chosen.frame.width - 40) < 1e-9)
    }

    /// A cancel that the delegate does not handle dismisses the picker,
    /// and nothing is chosen; the camera is unavailable.
    @Test func aCancelDismissesWithoutAPick() throws {
        var made: UIImagePickerController?
        let host = ViewHost(LegacyPhotoScreen(onMake: { made = $0 }), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Select Image")?.tap() == true)
        host.advance(by: 1)
        _ = host.find(text: "LegacyImagePicker")
        let picker = try #require(made)
        picker.cancelPicking()
        host.advance(by: 1)
        #expect(host.find(text: "LegacyImagePicker") == nil && host.find(text: "UIImagePickerController") == nil)
        #expect(host.find(id: "chosen") == nil)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary)?.contains("public.image") == true)
    }
}
