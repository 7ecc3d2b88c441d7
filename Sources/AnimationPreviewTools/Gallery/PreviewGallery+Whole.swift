import AnimationPreview
import Foundation

extension PreviewGallery {
    /// Every preview of a run, in order and with its id, before any is
    /// recorded: a shard's share, the ids and the warnings about names are
    /// the whole list's, so that each shard's manifest is a part of the
    /// whole one.
    struct WholeList {
        /// Every preview: those that did not build and those listed, in
        /// files' and lines' order, with their ids.
        var previews: [PreviewManifest.Preview]
        /// The entries a gallery records (passing the filter).
        var indices: [Int]
        /// Each preview's position and id, by its place.
        private var places: [String: (position: Int, id: String?)] = [:]
        /// Each recorded entry's place.
        private var entryPlaces: [Int: String] = [:]

        init(previews: [PreviewManifest.Preview], indices: [Int], entryPlaces: [Int: String]) {
            self.previews = previews
            self.indices = indices
            self.entryPlaces = entryPlaces
            for (position, preview) in previews.enumerated() where places[Self.place(preview)] == nil {
                places[Self.place(preview)] = (position, preview.id)
            }
        }

        /// A preview's place: its file, line and name.
        static func place(_ preview: PreviewManifest.Preview) -> String { place(preview.file, preview.line, preview.name) }

        static func place(_ file: String, _ line: Int, _ name: String) -> String { "\(file)\u{0}\(line)\u{0}\(name)" }

        /// Whether a shard renders a preview (every preview without one).
        func isChosen(_ preview: PreviewManifest.Preview, by shard: PreviewShard?) -> Bool {
            guard let shard, let position = places[Self.place(preview)]?.position else { return true }
            return shard.contains(position: position)
        }

        /// Whether a shard records an entry.
        func isChosen(index: Int, by shard: PreviewShard?) -> Bool {
            guard let shard else { return true }
            guard let place = entryPlaces[index], let position = places[place]?.position else { return false }
            return shard.contains(position: position)
        }

        /// Gives previews of the run the ids they have in the whole list.
        func identify(_ chosen: inout [PreviewManifest.Preview]) {
            for index in chosen.indices {
                chosen[index].id = places[Self.place(chosen[index])]?.id ?? nil
            }
        }
    }

    /// The whole list of a prepared project's previews that pass a filter.
    static func whole(_ project: PreparedProject, filter: String?) -> WholeList {
        let indices = project.previewIndices(matching: filter)
        var list = filtered(project.base, filter)
        var entryPlaces: [Int: String] = [:]
        for index in indices {
            let entry = project.entries[index]
            list.previews.append(preview(of: entry, module: project.module(of: entry), status: .listed, error: nil))
            entryPlaces[index] = WholeList.place(entry.file, entry.line, entry.name)
        }
        list.previews = ordered(list.previews, files: project.files)
        list.identify()
        return WholeList(previews: list.previews, indices: indices, entryPlaces: entryPlaces)
    }
}

extension PreviewGallery {
    /// Every preview of a prepared project that passes a filter, without
    /// recording any (the MCP server's `list_previews`): those that built
    /// as ``PreviewManifest/Status/listed``, the others with why they did
    /// not build, in files' and lines' order, with their ids.
    ///
    /// - Parameters:
    ///   - project: The project.
    ///   - filter: A part of a name (ignoring case) or `FILE:LINE`.
    public static func listed(_ project: PreparedProject, filter: String?) -> PreviewManifest {
        let whole = whole(project, filter: filter)
        var manifest = filtered(project.base, filter)
        manifest.format = ""
        manifest.previews = whole.previews
        manifest.readAnnotations()
        manifest.total = whole.previews.count
        manifest.warnings += duplicateNameWarnings(whole.previews)
        return manifest
    }
}
