import AnimationPreview
import Foundation

extension PreviewSession {
    /// The classes and properties Xcode would generate from the Core Data
    /// models of a module's project (``/AnimationPreview/ManagedObjectModelSource``),
    /// as a file to build with the module's files; `nil` when it has none.
    ///
    /// The project is the folder, at or above the files' common folder (up
    /// to four levels), that holds an `.xcodeproj` or a `Package.swift`;
    /// without one, the common folder itself.
    static func managedObjectModelSource(of files: [PreviewSourceFile]) -> (name: String, text: String)? {
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
        return ManagedObjectModelSource.source(forModelsIn: root).map { (name: "_AnimateCoreDataModel.swift", text: $0) }
    }
}
