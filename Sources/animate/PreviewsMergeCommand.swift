import AnimationPreviewTools
import ArgumentParser
import Foundation

/// `animate previews merge DIR... -o OUT`: the shards of one run, rendered
/// on several machines (`animate previews --shard K/N`), joined into one
/// gallery and manifest.
struct PreviewsMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the output folders of `animate previews --shard K/N` runs into one gallery and manifest.",
        discussion: """
            Each folder is one shard's output (with its previews.json); all N shards of one run must be given, \
            in any order. The outputs are copied into the output folder, which gets index.html and previews.json \
            as one run over every preview would write them (but for the timings: each is the longest shard's).
            Exit status: 0 when every preview rendered, 1 when one did not, 2 when the folders are not the \
            shards of one run, 3 when the run found no previews.
            """)

    @Argument(help: "The shards' output folders.") var folders: [String]
    @Option(name: .shortAndLong, help: "The folder to write the gallery to.") var output = "previews"
    @Flag(help: "Print the merged previews.json on standard output too.") var json = false
    @Option(
        help: ArgumentHelp(
            "A previous gallery's folder to compare with: marks what changed and writes compare.html and compare.md, as animate previews --compare does.",
            valueName: "folder"))
    var compare: String?

    func run() throws {
        guard !folders.isEmpty else { throw AnimateError("give the shards' output folders") }
        let compared = try compare.map { try PreviewsRenderCommand.comparedManifest($0, output: output, baseline: nil) }
        var manifest: PreviewManifest
        do {
            manifest = try PreviewGallery.merge(folders: folders, into: output)
        } catch let error as PreviewShard.MergeError {
            throw AnimateError(error.description)
        }
        if let compare, let compared {
            // What changed against the older gallery, not each shard's baseline.
            manifest.markChanges(against: compared)
            try PreviewGalleryPage.write(manifest, to: output)
            try PreviewsRenderCommand.writeComparison(of: manifest, in: output, with: compared, in: compare, removals: true)
        }
        PreviewsRenderCommand.report(manifest, page: output + "/index.html")
        if json { FileHandle.standardOutput.write(try manifest.json()) }
        if manifest.total == 0, manifest.errors.isEmpty { Foundation.exit(PreviewsCommand.nothingFoundStatus) }
        Foundation.exit(manifest.allRendered ? 0 : 1)
    }
}
