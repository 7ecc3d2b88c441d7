import AnimationPreview
import Foundation

extension PreviewSession {
    /// The classes and properties Xcode would generate from the Core Data
    /// models (``/AnimationPreview/ManagedObjectModelSource``) and Core ML
    /// models (``/AnimationPreview/CoreMLModelSource``) of a module's
    /// project, as files to build with the module's files; none when it
    /// has no models.
    ///
    /// The project is the folder, at or above the files' common folder (up
    /// to four levels), that holds an `.xcodeproj` or a `Package.swift`;
    /// without one, the common folder itself.
    static func modelSources(of files: [PreviewSourceFile]) -> [(name: String, text: String)] {
        guard let root = projectRoot(of: files) else { return [] }
        return [
            ManagedObjectModelSource.source(forModelsIn: root).map { (name: "_AnimateCoreDataModel.swift", text: $0) },
            CoreMLModelSource.source(forModelsIn: root).map { (name: "_AnimateCoreMLModels.swift", text: $0) }
        ].compactMap { $0 }
    }

    /// The project folder of a module's files (see ``modelSources(of:)``);
    /// `nil` when the files share no folder below the root.
    private static func projectRoot(of files: [PreviewSourceFile]) -> URL? {
        let folders = files.map { URL(fileURLWithPath: $0.absolutePath).deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        guard common.count > 1 else { return nil }
        let start = URL(fileURLWithPath: NSString.path(withComponents: common))
        var root = start
        var candidate = start
        for _ in 0..<4 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                root = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            guard parent.pathComponents.count > 2 else { break }
            candidate = parent
        }
        return root
    }
}
