import Foundation

extension PreviewGallery {
    /// Joins the folders of a run's shards (`animate previews --shard K/N`,
    /// each on its own machine) into one gallery: every shard's outputs
    /// copied into the output folder, and the merged manifest
    /// (``PreviewManifest/merged(_:)``) written there with its page. The
    /// result is what one run over every preview writes, but for the
    /// timings.
    ///
    /// - Parameters:
    ///   - folders: The shards' folders, in any order.
    ///   - output: The gallery's folder (it may be one of the shards').
    /// - Returns: The merged manifest.
    /// - Throws: ``PreviewShard/MergeError`` when a folder holds no
    ///   manifest, the shards do not fit together, or two of them wrote one
    ///   file name with different bytes; file system errors.
    @discardableResult
    public static func merge(folders: [String], into output: String) throws -> PreviewManifest {
        var shards: [PreviewManifest] = []
        for folder in folders {
            guard let manifest = PreviewManifest.read(folder: folder) else {
                throw PreviewShard.MergeError(description: "\(folder) holds no previews.json that animate previews wrote")
            }
            shards.append(manifest)
        }
        let merged = try PreviewManifest.merged(shards)
        let manager = FileManager.default
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        let target = URL(fileURLWithPath: output).standardizedFileURL
        var copied: [String: String] = [:]  // file -> the folder it came from
        for (folder, manifest) in zip(folders, shards) {
            let source = URL(fileURLWithPath: folder).standardizedFileURL
            for file in manifest.previews.flatMap({ [$0.outputs.file, $0.outputs.poster].compactMap { $0 } }) where !file.hasPrefix("/") {
                let from = source.appendingPathComponent(file), to = target.appendingPathComponent(file)
                if let other = copied[file] {
                    guard manager.contents(atPath: from.path) == manager.contents(atPath: to.path) else {
                        throw PreviewShard.MergeError(description: "\(file) is in \(other) and \(folder) with different bytes")
                    }
                    continue
                }
                copied[file] = folder
                guard from.path != to.path else { continue }
                if manager.fileExists(atPath: to.path) { try manager.removeItem(at: to) }
                try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: from, to: to)
            }
        }
        try PreviewGalleryPage.write(merged, to: output)
        return merged
    }
}
