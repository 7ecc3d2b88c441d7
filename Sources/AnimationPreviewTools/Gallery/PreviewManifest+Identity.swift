import Foundation

extension PreviewManifest {
    /// Gives every preview its stable ``Preview/id``: module, file and
    /// name, joined by `/`.
    ///
    /// The file is relative to ``path`` (the file's own name when the path
    /// is the file), so that the id is the same wherever the project lies.
    /// An untitled `#Preview`, named `FILE:LINE`, is `#1`, `#2`, ... by its
    /// place among its file's untitled previews: an edit above it keeps
    /// its id. A second preview of one name in one file gets `~2` (a
    /// third `~3`). Previews keep their order.
    public mutating func identify() {
        var untitled: [String: Int] = [:]
        var taken: [String: Int] = [:]
        for index in previews.indices {
            let preview = previews[index]
            let file = Self.relativeFile(preview.file, under: path)
            let fileName = (preview.file as NSString).lastPathComponent
            let place = (preview.module.map { $0 + "/" } ?? "") + file
            var own = preview.name
            if preview.kind == "preview", preview.name == "\(fileName):\(preview.line)" {
                untitled[place, default: 0] += 1
                own = "#\(untitled[place] ?? 1)"
            }
            var id = place + "/" + own
            taken[id, default: 0] += 1
            if let count = taken[id], count > 1 { id += "~\(count)" }
            previews[index].id = id
        }
    }

    /// A file's path relative to the path previewed: without the path's
    /// folder when under it, its own name when it is the path, else as it
    /// is.
    ///
    /// - Parameters:
    ///   - file: The file, as the manifest names it.
    ///   - path: The path previewed.
    static func relativeFile(_ file: String, under path: String) -> String {
        let standardFile = URL(fileURLWithPath: file).standardizedFileURL.path
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        if standardFile == folder { return (file as NSString).lastPathComponent }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return standardFile.hasPrefix(prefix) ? String(standardFile.dropFirst(prefix.count)) : file
    }
}
