import Foundation

extension PreviewGallery {
    /// The previews of a project as its files declare them, without
    /// building anything (`animate previews --list`): each `#Preview` and
    /// `PreviewProvider` the scanner finds, named and identified as a
    /// rendered run names them, with status ``PreviewManifest/Status/listed``.
    ///
    /// A provider is listed once, by its type, whatever its `previews`
    /// holds; the built run may name it by a display name instead.
    ///
    /// - Parameters:
    ///   - path: A package's folder, another folder of Swift files, or a file.
    ///   - filter: Only previews whose name contains this, or at `FILE:LINE`.
    ///   - shard: The share to list; `nil` for all.
    /// - Returns: The manifest; ``PreviewManifest/total`` counts every shard's.
    /// - Throws: ``PreviewSession/UsageError`` for a file that cannot be read.
    public static func list(path: String, filter: String?, shard: PreviewShard?) throws -> PreviewManifest {
        var manifest = PreviewManifest(path: path, format: "list")
        var files: [PreviewSourceFile] = []
        for file in try PreviewProject.files(at: path) {
            guard let data = FileContents.data(atPath: file.path) else {
                throw PreviewSession.UsageError(description: "cannot read \(file.path)")
            }
            files.append(PreviewSourceFile(path: file.path, source: String(decoding: data, as: UTF8.self), module: file.module))
        }
        manifest.previews = ordered(files.flatMap(scannedPreviews), files: files)
        manifest = filtered(manifest, filter)
        manifest.identify()
        manifest.readAnnotations()
        for index in manifest.previews.indices { manifest.previews[index].status = .listed }
        manifest.total = manifest.previews.count
        manifest.warnings = duplicateNameWarnings(manifest.previews)
        if let shard {
            manifest.shard = shard.description
            manifest.previews = manifest.previews.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
        }
        return manifest
    }
}
