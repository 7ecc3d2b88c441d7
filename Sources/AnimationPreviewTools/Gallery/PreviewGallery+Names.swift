import AnimationPreview
import Foundation

extension PreviewGallery {
    /// A file's copy with one `@main` per module: in a folder of an app's
    /// files, an app, a widget bundle and a second app share the module,
    /// where the compiler takes one `@main` only. Those after the first
    /// file's lose the attribute in the workspace's copy (blanked, so that
    /// lines and columns stay the user's); the user's file is unchanged.
    /// A package's targets are modules of their own, each keeping its own.
    static func withOneEntryPointPerModule(_ files: [PreviewSourceFile]) -> [PreviewSourceFile] {
        var modulesWithMain: Set<String> = []
        return files.map { file in
            guard !file.declarations.mainAttributes.isEmpty else { return file }
            var copy = file
            var bytes = Array(file.source.utf8)
            for offset in file.declarations.mainAttributes {
                if modulesWithMain.insert(file.module).inserted { continue }
                // `@main` is five bytes at the attribute's offset.
                guard offset + 5 <= bytes.count else { continue }
                for position in offset..<(offset + 5) { bytes[position] = UInt8(ascii: " ") }
            }
            copy.source = String(decoding: bytes, as: UTF8.self)
            return copy
        }
    }

    /// The previews the scanner finds in a file (its `#Preview`s and
    /// preview providers), for a file that did not build: named as the
    /// runner would name them.
    static func scannedPreviews(_ file: PreviewSourceFile) -> [PreviewManifest.Preview] {
        let fileName = (file.displayPath as NSString).lastPathComponent
        var previews = file.declarations.previews.map {
            PreviewManifest.Preview(
                name: $0.name ?? "\(fileName):\($0.line)", kind: "preview", file: file.displayPath, line: $0.line, module: file.moduleName,
                status: .notBuilt)
        }
        for type in file.declarations.types(conformingTo: "PreviewProvider") {
            previews.append(
                PreviewManifest.Preview(
                    name: type.name, kind: "provider", file: file.displayPath, line: type.line, module: file.moduleName, status: .notBuilt))
        }
        return previews
    }

    /// Each preview's output name (without extension): its file's name and
    /// its own (`TallyView-Counting`; an untitled `#Preview` by its line),
    /// letters, digits, `-` and `_` only, numbered when two would be the same.
    static func outputNames(_ entries: [PreviewResult.Entry]) -> [String] {
        var taken: Set<String> = []
        return entries.map { entry in
            let fileName = (entry.file as NSString).lastPathComponent
            let stem = (fileName as NSString).deletingPathExtension
            let own = entry.name == "\(fileName):\(entry.line)" ? "\(entry.line)" : entry.name
            let base = (PreviewRequest.defaultOutput(name: "\(stem)-\(own)", format: .svg) as NSString).deletingPathExtension
            var name = base
            var number = 2
            while !taken.insert(name.lowercased()).inserted {
                name = "\(base)-\(number)"
                number += 1
            }
            return name
        }
    }

    /// A warning for each name two previews of one module share: choosing
    /// by that name cannot tell them apart (`animate preview --view`, the
    /// MCP tools). Previews of different modules (the apps of a
    /// repository, each with its `ContentView_Previews`) are told apart by
    /// their files. A long list names its first five places.
    public static func duplicateNameWarnings(_ previews: [PreviewManifest.Preview]) -> [String] {
        var places: [String: [String]] = [:]
        var order: [(name: String, key: String)] = []
        for preview in previews {
            let key = (preview.module ?? "") + "\u{0}" + preview.name
            if places[key] == nil { order.append((preview.name, key)) }
            places[key, default: []].append("\(preview.file):\(preview.line)")
        }
        return order.compactMap { name, key in
            guard let list = places[key], list.count > 1 else { return nil }
            let shown = list.prefix(5).joined(separator: ", ") + (list.count > 5 ? " and \(list.count - 5) more" : "")
            return "\(list.count) previews are named '\(name)', at \(shown): choose one by FILE:LINE"
        }
    }
}
