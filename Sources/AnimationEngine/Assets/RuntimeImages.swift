import AnimationCore
import Foundation
import Synchronization

/// Images made at run time from bytes (UIKit's `UIImage(data:)` shown by
/// `Image(uiImage:)`), by the name `Image` draws them under.
///
/// The renderers draw asset images from files, so each image's bytes are
/// written once to a file of the process's temporary folder
/// (`swift-animation-images-PID`), which the process leaves behind; the
/// table holds every image registered, for the process's life.
package enum RuntimeImages {
    private struct Table {
        var byData: [ImageKey: String] = [:]
        var images: [String: AssetCatalog.ImageAsset] = [:]
    }

    private static let table = Mutex(Table())

    /// Bytes and the scale they are shown at.
    private struct ImageKey: Hashable {
        var data: Data
        var scale: CGFloat
    }

    /// The prefix of the names of run-time images.
    package static let prefix = "runtime-image:"

    /// The size in pixels of PNG, JPEG or SVG bytes; `nil` for anything
    /// else.
    package static func pixelSize(of data: Data) -> CGSize? {
        ImageFileInfo(data: data, pathExtension: "svg")?.size
    }

    /// The name an image of these bytes draws under (registered once per
    /// distinct bytes and scale), at a scale (pixels per point); `nil` when the bytes
    /// are not a PNG, JPEG or SVG image, or the file cannot be written.
    package static func register(_ data: Data, scale: CGFloat) -> String? {
        guard let info = ImageFileInfo(data: data, pathExtension: "svg") else { return nil }
        return table.withLock { table -> String? in
            let key = ImageKey(data: data, scale: scale)
            if let name = table.byData[key] { return name }
            let name = prefix + String(table.images.count)
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("swift-animation-images-\(ProcessInfo.processInfo.processIdentifier)")
            let file = folder.appendingPathComponent("\(table.images.count).\(info.format.rawValue)")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                return nil
            }
            let scale = info.format.isVector || !(scale.isFinite && scale > 0) ? 1 : scale
            table.images[name] = AssetCatalog.ImageAsset(
                name: name, file: file, format: info.format,
                size: CGSize(width: info.size.width / scale, height: info.size.height / scale), scale: scale)
            table.byData[key] = name
            return name
        }
    }

    /// The run-time image of a name.
    package static func image(named name: String) -> AssetCatalog.ImageAsset? {
        guard name.hasPrefix(prefix) else { return nil }
        return table.withLock { $0.images[name] }
    }
}
