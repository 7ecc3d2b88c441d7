import Crypto
import Foundation

extension PreviewManifest {
    /// Fills in each preview's output hashes (``Outputs/sha256``,
    /// ``Outputs/posterSHA256``) from the files in a folder; an output
    /// that cannot be read keeps `nil`.
    ///
    /// - Parameter folder: The folder the outputs' paths are relative to.
    public mutating func hashOutputs(in folder: String) {
        func hash(_ file: String?) -> String? {
            guard let file else { return nil }
            return Self.sha256(ofFileAt: file.hasPrefix("/") ? file : folder + "/" + file)
        }
        for index in previews.indices {
            previews[index].outputs.sha256 = hash(previews[index].outputs.file)
            previews[index].outputs.posterSHA256 = hash(previews[index].outputs.poster)
        }
    }

    /// The SHA-256 of a file's bytes, in lowercase hexadecimal; `nil` when
    /// it cannot be read.
    ///
    /// - Parameter path: The file.
    public static func sha256(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// Sets each preview's ``Preview/changed``: `true` when the baseline
    /// has no preview of its id, or one whose status or output hashes
    /// differ; `false` when they are the same. A baseline of schema 1
    /// (without ids) matches nothing: every preview is changed.
    ///
    /// - Parameter baseline: A previous run's manifest.
    public mutating func markChanges(against baseline: PreviewManifest) {
        let before = Dictionary(baseline.previews.compactMap { preview in preview.id.map { ($0, preview) } }, uniquingKeysWith: { a, _ in a })
        for index in previews.indices {
            let preview = previews[index]
            guard let id = preview.id, let old = before[id] else {
                previews[index].changed = true
                continue
            }
            previews[index].changed =
                old.status != preview.status || old.outputs.sha256 != preview.outputs.sha256
                || old.outputs.posterSHA256 != preview.outputs.posterSHA256
        }
    }

    /// The manifest a folder holds (`previews.json`), or `nil` when it has
    /// none or one that does not decode.
    ///
    /// - Parameter folder: A gallery's folder.
    public static func read(folder: String) -> PreviewManifest? {
        guard let data = FileManager.default.contents(atPath: folder + "/previews.json") else { return nil }
        return try? JSONDecoder().decode(PreviewManifest.self, from: data)
    }
}
