import Foundation
import SwiftAnimation_CoreTransferable
import SwiftAnimation_UniformTypeIdentifiers

/// Images go through item providers (drag and drop, the photo picker's
/// results) as PNG, and come from PNG or JPEG data, as in UIKit.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    /// PNG, JPEG, and any image.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    /// The image's PNG bytes (its own, or its pixels written as PNG); an
    /// error when it has neither (a symbol).
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        if let data = pngData() ?? cgImage?.pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, CocoaError(.fileWriteUnknown))
        }
        return nil
    }

    /// The image of PNG or JPEG bytes; an error for other bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw CocoaError(.coderReadCorrupt) }
        return image
    }
}
