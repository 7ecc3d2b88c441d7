import AnimationRender
import Foundation

/// Two runs of `animate previews` compared preview by preview, by id: what
/// `--compare OLD_DIR` reports (``PreviewComparisonPage``). A preview is
/// changed when its status or an output's hash differs, as
/// ``PreviewManifest/markChanges(against:)`` says; for a changed one whose
/// pictures are both PNG, the pixels that differ and the regions that
/// hold them.
public struct PreviewComparison: Sendable {
    /// How a preview differs from the older run.
    public enum Change: String, Sendable, Codable {
        /// Its status or an output differs.
        case changed
        /// The older run has no preview of its id.
        case added
        /// Only the older run has it (reported for whole runs, not for a
        /// shard or a filtered one).
        case removed
        /// The same status and outputs.
        case unchanged
        /// Changed pixels, no more of them than the preview's
        /// ``PreviewManifest/Preview/threshold`` allows.
        case withinThreshold
    }

    /// The pixels that differ between two pictures of one size.
    public struct PixelDifference: Sendable, Equatable {
        /// The pictures' width in pixels.
        public var width: Int
        /// Their height in pixels.
        public var height: Int
        /// How many pixels differ in any channel.
        public var differing: Int
        /// Rectangles, in pixels, that together cover every differing
        /// pixel: tiles of ``tile`` pixels joined into runs along each
        /// row of tiles and down the rows.
        public var regions: [CGRect]
    }

    /// One preview of either run.
    public struct Entry: Sendable {
        /// Its id (``PreviewManifest/Preview/id``).
        public var id: String
        /// Its name.
        public var name: String
        /// `FILE:LINE`, in the newer run (the older for a removed one), the
        /// file from the path previewed.
        public var place: String
        /// How it differs.
        public var change: Change
        /// The older picture, copied into the newer folder's `compare/`
        /// (a path relative to the newer folder); `nil` when there is none.
        public var before: String?
        /// The newer picture (relative to the newer folder); `nil` when
        /// there is none.
        public var after: String?
        /// The differing pixels of a changed preview whose pictures are
        /// both PNG of one size.
        public var difference: PixelDifference?
        /// Why a changed preview has no ``difference``: its pictures are
        /// SVG, their sizes differ, or one failed.
        public var note: String?
    }

    /// The side of a tile of ``PixelDifference/regions``, in pixels.
    public static let tile = 8

    /// The older run's folder, as given.
    public var baseline: String
    /// The previews: the newer run's in its order, then the removed ones.
    public var entries: [Entry]

    /// How many entries have a change.
    ///
    /// - Parameter change: The change.
    public func count(_ change: Change) -> Int { entries.filter { $0.change == change }.count }

    /// Compares a run with an older one, copying the older pictures of the
    /// changed and removed previews into `newFolder/compare/` (so that the
    /// newer folder holds everything the report shows).
    ///
    /// - Parameters:
    ///   - old: The older run's manifest.
    ///   - oldFolder: Its folder (its outputs' paths are relative to it).
    ///   - new: The newer run's manifest, its hashes filled in.
    ///   - newFolder: Its folder.
    ///   - removals: Whether previews only the older run has are gone:
    ///     `false` for a run of a shard or a filter, which leaves others out.
    /// - Throws: When a picture cannot be copied.
    public init(
        before old: PreviewManifest, in oldFolder: String, after new: PreviewManifest, in newFolder: String, removals: Bool = true
    ) throws {
        baseline = oldFolder
        let olds = Dictionary(old.previews.compactMap { preview in preview.id.map { ($0, preview) } }, uniquingKeysWith: { a, _ in a })
        let copies = newFolder + "/compare"
        try? FileManager.default.removeItem(atPath: copies)
        func copied(_ preview: PreviewManifest.Preview, id: String) throws -> String? {
            guard let picture = Self.picture(of: preview) else { return nil }
            try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
            let name = "before-" + Self.fileName(id) + "." + (picture as NSString).pathExtension
            try FileManager.default.copyItem(atPath: oldFolder + "/" + picture, toPath: copies + "/" + name)
            return "compare/" + name
        }
        var entries: [Entry] = []
        for preview in new.previews {
            let id = preview.id ?? "\(preview.file):\(preview.line)"
            var entry = Entry(
                id: id, name: preview.name, place: "\(PreviewGalleryPage.shownFile(preview.file, under: new.path)):\(preview.line)",
                change: .unchanged, after: Self.picture(of: preview))
            if let before = olds[id] {
                let same =
                    before.status == preview.status && before.outputs.sha256 == preview.outputs.sha256
                    && before.outputs.posterSHA256 == preview.outputs.posterSHA256
                if !same {
                    entry.change = .changed
                    entry.before = try copied(before, id: id)
                    (entry.difference, entry.note) = Self.difference(
                        before: entry.before.map { newFolder + "/" + $0 }, after: entry.after.map { newFolder + "/" + $0 })
                    if let threshold = preview.threshold, let difference = entry.difference, before.status == preview.status,
                        Double(difference.differing) <= threshold * Double(difference.width * difference.height)
                    {
                        entry.change = .withinThreshold
                    }
                }
            } else {
                entry.change = .added
            }
            entries.append(entry)
        }
        let newIDs = Set(entries.map(\.id))
        for preview in old.previews where removals && new.shard == nil {
            guard let id = preview.id, !newIDs.contains(id) else { continue }
            entries.append(
                Entry(
                    id: id, name: preview.name, place: "\(PreviewGalleryPage.shownFile(preview.file, under: old.path)):\(preview.line)",
                    change: .removed, before: try copied(preview, id: id)))
        }
        self.entries = entries
    }

    /// A preview's picture: its poster, or its output when that is a PNG
    /// or SVG file; `nil` for one that failed.
    static func picture(of preview: PreviewManifest.Preview) -> String? {
        if let poster = preview.outputs.poster { return poster }
        guard let file = preview.outputs.file, file.hasSuffix(".png") || file.hasSuffix(".svg") else { return nil }
        return file
    }

    /// An id as a file name: anything but letters, digits, `-` and `_` as `-`.
    static func fileName(_ id: String) -> String {
        String(id.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "-" })
    }

    /// The difference of two pictures, or why there is none.
    static func difference(before: String?, after: String?) -> (PixelDifference?, String?) {
        guard let before, let after else { return (nil, "one of the runs has no picture of it") }
        guard before.hasSuffix(".png"), after.hasSuffix(".png") else { return (nil, "no pixel difference of SVG pictures") }
        guard let old = FileManager.default.contents(atPath: before).flatMap(RGBAImage.init(png:)),
            let new = FileManager.default.contents(atPath: after).flatMap(RGBAImage.init(png:))
        else { return (nil, "the pictures cannot be read (pixel differences need the Cairo trait)") }
        guard old.width == new.width, old.height == new.height else {
            return (nil, "the size changed from \(old.width) × \(old.height) to \(new.width) × \(new.height) pixels")
        }
        return (difference(old, new), nil)
    }

    /// The pixels that differ between two images of one size, and the
    /// regions of ``tile``-pixel tiles that hold them.
    ///
    /// - Parameters:
    ///   - old: The older image.
    ///   - new: The newer image, of the same size.
    /// - Returns: The difference.
    public static func difference(_ old: RGBAImage, _ new: RGBAImage) -> PixelDifference {
        precondition(old.width == new.width && old.height == new.height, "PreviewComparison.difference: the images differ in size")
        let columns = (new.width + tile - 1) / tile, rows = (new.height + tile - 1) / tile
        var marked = [Bool](repeating: false, count: columns * rows)
        var differing = 0
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<new.height {
                    for x in 0..<new.width {
                        let i = (y * new.width + x) * 4
                        if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] {
                            differing += 1
                            marked[(y / tile) * columns + x / tile] = true
                        }
                    }
                }
            }
        }
        // Runs of marked tiles along each row, joined down the rows while
        // they span the same columns.
        var regions: [CGRect] = []
        var running: [Range<Int>: Int] = [:]  // a run of columns, and the index of its region
        for row in 0..<rows {
            var runs: [Range<Int>] = []
            var column = 0
            while column < columns {
                guard marked[row * columns + column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < columns, marked[row * columns + column] { column += 1 }
                runs.append(start..<column)
            }
            var next: [Range<Int>: Int] = [:]
            for run in runs {
                let height = CGFloat(min(tile, new.height - row * tile))
                if let index = running[run] {
                    regions[index].size.height += height
                    next[run] = index
                } else {
                    let x = run.lowerBound * tile, width = min(run.upperBound * tile, new.width) - x
                    regions.append(CGRect(x: CGFloat(x), y: CGFloat(row * tile), width: CGFloat(width), height: height))
                    next[run] = regions.count - 1
                }
            }
            running = next
        }
        return PixelDifference(width: new.width, height: new.height, differing: differing, regions: regions)
    }
}
