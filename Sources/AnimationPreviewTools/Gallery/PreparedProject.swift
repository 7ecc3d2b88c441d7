import AnimationPreview
import Foundation

/// A project built and listed, ready to record any of its previews:
/// ``PreviewGallery/prepare(path:request:timeLimit:keepingProgram:)`` makes
/// one; ``PreviewGallery/record(_:indices:folder:format:request:at:jobs:extras:variant:)``
/// records from it, as often as asked (the MCP server keeps one per project
/// while its files stay as they were: ``fingerprint``).
public struct PreparedProject: Sendable {
    /// The path, as given.
    public var path: String
    /// What does not render whatever is recorded: previews of files that
    /// do not build (or of a program that stopped while listing), and the
    /// build's own errors and time.
    public var base: PreviewManifest
    /// Every preview the program lists, in its order.
    public var entries: [PreviewResult.Entry]
    /// The files' paths, sizes and modification times when built.
    public var fingerprint: String
    /// The program, when built: the workspace's, or a copy of it in a
    /// folder with the project's resource files.
    public var program: URL?
    /// Runs the program on batches.
    var runner: PreviewBatchRunner?
    /// The files, in their modules.
    var files: [PreviewSourceFile]

    /// Removes the copy of the program that
    /// ``PreviewGallery/prepare(path:request:timeLimit:keepingProgram:)``
    /// made, with its folder of resources.
    public func removeProgram() {
        if let program { PreviewResources.remove(program) }
    }

    /// The numbers of the entries a gallery shows: `#Preview`s and preview
    /// providers, passing the filter.
    ///
    /// - Parameter filter: A part of a name (ignoring case) or `FILE:LINE`.
    public func previewIndices(matching filter: String? = nil) -> [Int] {
        entries.indices.filter { index in
            let entry = entries[index]
            return (entry.kind == .preview || entry.kind == .provider) && PreviewGallery.matches(filter, entry)
        }
    }

    /// The module an entry's file compiles in: a package's target, or
    /// `nil` for a folder's one module.
    ///
    /// - Parameter entry: One of ``entries``.
    public func module(of entry: PreviewResult.Entry) -> String? {
        files.first { $0.displayPath == entry.file }?.moduleName
    }

    /// A fingerprint of the Swift files under a path: their paths, sizes
    /// and modification times. Any edit, new file or removed file changes it.
    ///
    /// - Parameter path: What ``PreviewProject/files(at:)`` reads.
    public static func fingerprint(of path: String) throws -> String {
        let files = try PreviewProject.files(at: path)
        return files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file.module)/\(file.path) \(size) \(date)"
        }.joined(separator: "\n")
    }
}

extension PreviewResources {
    /// Puts the project's program in a new folder with the project's
    /// resources (``bundle(_:files:copying:)``), and makes the project run
    /// it from there.
    ///
    /// - Parameters:
    ///   - project: The project; its program and runner are moved.
    ///   - copying: Whether the program is copied rather than linked.
    /// - Returns: The folder (the caller removes it), or `nil` when the
    ///   project has no program, or nothing to add and no copy is asked for.
    static func bundle(_ project: inout PreparedProject, copying: Bool) throws -> URL? {
        guard let program = project.program, let moved = try bundle(program, files: project.files, copying: copying) else { return nil }
        project.program = moved
        project.runner?.program = moved
        return moved.deletingLastPathComponent()
    }
}
