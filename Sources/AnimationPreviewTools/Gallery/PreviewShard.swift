import Foundation

/// A deterministic share of a project's previews, for spreading one
/// gallery over the machines of a CI job matrix: shard `K/N` takes the
/// previews at positions `K-1`, `K-1+N`, `K-1+2N`, ... of the whole
/// ordered list (files in order, then lines), so that shards are even
/// within one preview and ``PreviewManifest/merged(_:)`` puts the whole
/// back in order. Every shard builds the whole project; only rendering is
/// shared.
public struct PreviewShard: Sendable, Equatable, CustomStringConvertible {
    /// The shard's number, from 1.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// The largest number of shards.
    public static let limit = 1000

    /// Reads `K/N` (1 ≤ K ≤ N ≤ 1000); `nil` for anything else.
    ///
    /// - Parameter text: The text, such as `2/3`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...Self.limit).contains(count),
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the preview at a position of the whole list is this shard's.
    ///
    /// - Parameter position: The position, from 0.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// Why shards cannot be merged.
    public struct MergeError: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }
}

extension PreviewManifest {
    /// The whole gallery from the manifests of all its shards, given in
    /// any order: previews back at their positions, warnings and errors
    /// once each, in order of first appearance; ``Timings/build`` and
    /// ``Timings/render`` are the longest of the shards' (they ran side
    /// by side).
    ///
    /// - Parameter shards: One manifest per shard `1/N` ... `N/N`.
    /// - Throws: ``PreviewShard/MergeError`` when a manifest is not a
    ///   shard, shards are missing or repeated, or they are of different
    ///   paths, formats or previews.
    public static func merged(_ shards: [PreviewManifest]) throws -> PreviewManifest {
        func fail(_ text: String) -> PreviewShard.MergeError { PreviewShard.MergeError(description: text) }
        guard let first = shards.first else { throw fail("no shards to merge") }
        var byIndex: [Int: PreviewManifest] = [:]
        var count = 0
        for manifest in shards {
            guard let text = manifest.shard, let shard = PreviewShard(text) else {
                throw fail("a manifest of \(manifest.path) is not a shard's (rendered without --shard)")
            }
            if count == 0 { count = shard.count }
            guard shard.count == count else { throw fail("shards of \(count) and of \(shard.count) cannot be merged") }
            guard manifest.path == first.path, manifest.format == first.format, manifest.total == first.total else {
                throw fail("shard \(shard) is of another run (\(manifest.path), \(manifest.format)) than \(first.path), \(first.format)")
            }
            guard byIndex.updateValue(manifest, forKey: shard.index) == nil else { throw fail("shard \(shard) is given twice") }
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw fail("shards \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing") }
        // A preview and its variants (`--variants`) are one share.
        let shares = byIndex.mapValues { Self.units(of: $0.previews) }
        let total = (1...count).reduce(0) { $0 + (shares[$1]?.count ?? 0) }
        guard first.total == nil || first.total == total else {
            throw fail("the shards hold \(total) previews where the project has \(first.total ?? 0)")
        }
        var merged = PreviewManifest(path: first.path, format: first.format)
        merged.total = first.total
        for position in 0..<total {
            guard let shared = shares[position % count + 1], position / count < shared.count else {
                throw fail("shard \(position % count + 1)/\(count) holds fewer previews than its share")
            }
            merged.previews += shared[position / count]
        }
        for index in 1...count {
            guard let shard = byIndex[index] else { continue }
            for warning in shard.warnings where !merged.warnings.contains(warning) { merged.warnings.append(warning) }
            for error in shard.errors where !merged.errors.contains(error) { merged.errors.append(error) }
            merged.timings.build = max(merged.timings.build, shard.timings.build)
            merged.timings.render = max(merged.timings.render, shard.timings.render)
        }
        return merged
    }

    /// A shard's previews as shares: each preview with the entries of its
    /// variants that follow it.
    static func units(of previews: [PreviewManifest.Preview]) -> [[PreviewManifest.Preview]] {
        var units: [[PreviewManifest.Preview]] = []
        for preview in previews {
            if preview.variant != nil, !units.isEmpty { units[units.count - 1].append(preview) } else { units.append([preview]) }
        }
        return units
    }
}
