import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import ArgumentParser
import Foundation

/// `animate previews`: `animate previews PATH` renders (``PreviewsRenderCommand``,
/// the default), `animate previews merge DIR...` joins shards
/// (``PreviewsMergeCommand``). A group, as ArgumentParser reads a
/// subcommand's name only before the arguments of the command above it.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of a package or folder (previews PATH), or merge shards (previews merge).",
        subcommands: [PreviewsRenderCommand.self, PreviewsMergeCommand.self],
        defaultSubcommand: PreviewsRenderCommand.self)

    /// The exit status when there is nothing to render.
    static let nothingFoundStatus: Int32 = 3
}

/// `animate previews [render] PATH`: every preview of a package or folder,
/// built once and rendered into a gallery (`index.html`) and a manifest
/// (`previews.json`).
struct PreviewsRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every #Preview and PreviewProvider of a package or folder into a gallery and a manifest.",
        discussion: """
            PATH is a package's folder (each folder of Sources is a target), another folder of Swift files \
            (an app's: one module), or a file. The files are built once; a file that does not compile is left \
            out and its previews reported with the compiler's errors. Each preview is shown settled (at most \
            10 s), at --at SECONDS, or recorded for --duration, at its traits' size. The output folder gets each \
            preview's file, index.html and previews.json. A preview that crashes or hangs is reported and does \
            not stop the others.
            previews.json gives each preview a stable id, its outputs' SHA-256 and, against --baseline or the \
            output folder's previous previews.json, whether it changed. --shard K/N renders every Nth preview \
            (for a CI job matrix); `animate previews merge` joins the shards' folders into one gallery. --list \
            prints ids and names from the source without building. --compare OLD_DIR writes compare.html (the \
            changed previews before and after, with their difference) and compare.md (for a pull request's comment).
            Exit status: 0 when every preview rendered (or was listed), 1 when one did not (or the project does \
            not build), 2 for bad options, 3 when nothing was found (no Swift files, no previews, or none \
            matching --filter).
            """)

    @Argument(help: "A package's folder, a folder of Swift files, or a Swift file.") var path: String
    @Option(help: "Only previews whose name contains this (ignoring case), or the one at FILE:LINE.") var filter: String?
    @Option(help: "Each preview's output: html (a player), svg, png, gif, apng or sheet (frames in one picture).")
    var format: RecordingFormat = .html
    @OptionGroup var sheet: ContactSheetOptions
    @Option(name: .shortAndLong, help: "The folder to write to.") var output = "previews"
    @Option(help: "How many previews to render at once, each batch in its own process.") var jobs = 1
    @Option(help: "Show each preview at this time, in seconds, instead of settled.") var at: Double?
    @Option(help: "Record each preview for this long, in seconds, instead of until it settles.") var duration: Double?
    @Option(help: "The size in points, WxH, instead of each preview's traits'.") var size: String?
    @Option(help: "Frames per second.") var fps: Double = 60
    @Option(
        help: ArgumentHelp(
            "The release of iOS whose system colors (red, blue, the accent color...) the previews draw: 26 (the default) or 18 (iOS 15 to 18).",
            valueName: "release")) var systemColors: String?
    @Option(help: "Seconds of wall time one preview may take before it is stopped.") var timeout: Double = 60
    @Option(help: "A folder of images and asset catalogs; by default the path's folder when it holds an .xcassets catalog.")
    var assets: String?
    @Flag(help: "Print previews.json on standard output too; messages go to standard error.") var json = false
    @Option(help: "The swift-animation package to compile against; the one animate was built from by default.")
    var packagePath: String?
    @Option(help: "Render only shard K of N (K/N): every Nth preview, from the Kth; merge with `animate previews merge`.")
    var shard: String?
    @Option(help: "A previous gallery's folder to mark each preview changed against (by default the output folder's previews.json).")
    var baseline: String?
    @Flag(help: "Print each preview's id, name and place from the source, without building or rendering.") var list = false
    @Option(
        help: ArgumentHelp(
            "Render each preview in these settings too, each an entry of its own (ID@NAME): dark, large (AX3 text), landscape, contrast (Increase Contrast), or all.",
            valueName: "names"))
    var variants: String?
    @Option(
        help: ArgumentHelp(
            "A previous gallery's folder to compare with: writes compare.html (changed previews side by side, with their difference) and compare.md (for a pull request's comment).",
            valueName: "folder"))
    var compare: String?

    mutating func run() throws {
        let shard = try shardOption()
        guard FileManager.default.fileExists(atPath: path) else { throw AnimateError("\(path) does not exist") }
        if list { return try printList(shard: shard) }
        if try PreviewProject.files(at: path).isEmpty { Self.nothingFound("no Swift files in \(path)") }
        var options = try galleryOptions()
        options.shard = shard
        options.baseline = try baselineManifest()
        let compared = try comparedManifest()
        var session = PreviewSession(
            workspace: try PreviewCommand.workspace(packagePath: packagePath),
            log: { message in FileHandle.standardError.write(Data("animate: \(message)\n".utf8)) },
            diagnosticsOutput: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
        session.programOutputToStandardError = true
        let manifest: PreviewManifest
        do {
            manifest = try PreviewGallery(session: session).render(options)
        } catch let error as PreviewSession.UsageError {
            throw AnimateError(error.description)
        }
        let (page, _) = try PreviewGalleryPage.write(manifest, to: options.output)
        Self.report(manifest, page: page)
        if let compare, let compared {
            try Self.writeComparison(of: manifest, in: options.output, with: compared, in: compare, removals: filter == nil && shard == nil)
        }
        if json { FileHandle.standardOutput.write(try manifest.json()) }
        if manifest.total == 0, manifest.errors.isEmpty { Foundation.exit(PreviewsCommand.nothingFoundStatus) }
        Foundation.exit(manifest.allRendered ? 0 : 1)
    }

    /// `--shard`, read.
    func shardOption() throws -> PreviewShard? {
        guard let shard else { return nil }
        guard let parsed = PreviewShard(shard) else {
            throw AnimateError("--shard must be K/N with 1 <= K <= N <= \(PreviewShard.limit), not \(shard)")
        }
        return parsed
    }

    /// The manifest to mark changes against: `--baseline`'s (which must
    /// hold one), else `--compare`'s, else the output folder's previous
    /// one, if any.
    func baselineManifest() throws -> PreviewManifest? {
        guard let baseline = baseline ?? compare else { return PreviewManifest.read(folder: output) }
        guard let manifest = PreviewManifest.read(folder: baseline) else {
            throw AnimateError("--baseline \(baseline) holds no previews.json that animate previews wrote")
        }
        return manifest
    }

    /// `--compare`'s manifest (``comparedManifest(_:output:baseline:)``).
    func comparedManifest() throws -> PreviewManifest? {
        try compare.map { try Self.comparedManifest($0, output: output, baseline: baseline) }
    }

    /// A `--compare` folder's manifest: a gallery's other than the output
    /// folder (whose files the run replaces), and `--baseline`'s if both
    /// are given.
    static func comparedManifest(_ compare: String, output: String, baseline: String?) throws -> PreviewManifest {
        func same(_ a: String, _ b: String) -> Bool {
            URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
        }
        if same(compare, output) { throw AnimateError("--compare needs another folder than --output, whose files this run replaces") }
        if let baseline, !same(baseline, compare) { throw AnimateError("--baseline and --compare name two folders: give one") }
        guard let manifest = PreviewManifest.read(folder: compare) else {
            throw AnimateError("--compare \(compare) holds no previews.json that animate previews wrote")
        }
        return manifest
    }

    /// Writes `--compare`'s report into the output folder and says so.
    static func writeComparison(
        of manifest: PreviewManifest, in output: String, with compared: PreviewManifest, in compare: String, removals: Bool
    ) throws {
        let comparison = try PreviewComparison(before: compared, in: compare, after: manifest, in: output, removals: removals)
        let (report, _) = try PreviewComparisonPage.write(comparison, to: output)
        FileHandle.standardError.write(Data("compared with \(compare): \(PreviewComparisonPage.counts(comparison)): \(report)\n".utf8))
    }

    /// `--list`: a line per preview (id, name, `FILE:LINE`, tab-separated)
    /// or, with `--json`, the manifest; status 3 when there is none.
    func printList(shard: PreviewShard?) throws {
        let manifest: PreviewManifest
        do {
            manifest = try PreviewGallery.list(path: path, filter: filter, shard: shard)
        } catch let error as PreviewSession.UsageError {
            throw AnimateError(error.description)
        }
        if json {
            FileHandle.standardOutput.write(try manifest.json())
        } else {
            let lines = manifest.previews.map { "\($0.id ?? "")\t\($0.name)\t\($0.file):\($0.line)\n" }
            FileHandle.standardOutput.write(Data(lines.joined().utf8))
        }
        if manifest.total == 0 {
            Self.nothingFound(filter.map { "no preview matches '\($0)'" } ?? "found no #Preview and no PreviewProvider in \(path)")
        }
    }

    /// Says why nothing was found, and exits with status 3.
    static func nothingFound(_ message: String) -> Never {
        FileHandle.standardError.write(Data("animate: \(message)\n".utf8))
        Foundation.exit(PreviewsCommand.nothingFoundStatus)
    }

    /// The options, checked: bad ones are one line and exit status 2.
    func galleryOptions() throws -> PreviewGallery.Options {
        guard format != .mp4, format != .pngs else { throw AnimateError("--format must be html, svg, png, gif, apng or sheet") }
        guard format.isAvailable else {
            throw AnimateError(
                "\(format.rawValue) output needs the Cairo trait: swift run --traits Cairo animate previews ...; or use --format html or svg")
        }
        guard (1...64).contains(jobs) else { throw AnimateError("--jobs must be 1 to 64, not \(jobs)") }
        guard fps.isFinite, fps > 0 else { throw AnimateError("--fps must be positive, not \(fps)") }
        guard timeout.isFinite, timeout > 0 else { throw AnimateError("--timeout must be a positive number of seconds, not \(timeout)") }
        if let at, !(at.isFinite && at >= 0) { throw AnimateError("--at must be a number of seconds, 0 or more, not \(at)") }
        if let duration, !(duration.isFinite && duration >= 0) {
            throw AnimateError("--duration must be a number of seconds, 0 or more, not \(duration)")
        }
        if at != nil, duration != nil { throw AnimateError("--at and --duration both choose how long to record: give one") }
        var options = PreviewGallery.Options(path: path, output: output)
        options.filter = filter
        options.format = format
        options.jobs = jobs
        options.at = at
        options.timeLimit = timeout
        options.request = PreviewRequest(
            size: try size.map(PreviewCommand.parseSize), duration: duration, frameRate: fps, format: format, assets: try assetsFolder())
        options.request.sheet = try sheet.selection(for: format)
        options.request.systemColors = try PreviewCommand.systemColorsOption(systemColors)
        if let variants {
            guard let list = PreviewVariant.list(parsing: variants) else {
                throw AnimateError(
                    "--variants must be names from dark, large, landscape and contrast, separated by commas, or all; not '\(variants)'")
            }
            options.variants = list
        }
        return options
    }

    /// `--assets` as an absolute path, or the path's folder (the path
    /// itself when a folder) when it holds an `.xcassets` catalog at its top
    /// or one level down (an Xcode app's folder).
    func assetsFolder() throws -> String? {
        if let assets { return try PreviewCommand.assetsOption(assets) }
        return PreviewProject.assetsFolder(for: path)
    }

    /// A line per preview that did not render, and a summary, on stderr.
    static func report(_ manifest: PreviewManifest, page: String) {
        func line(_ text: String) { FileHandle.standardError.write(Data("animate: \(text)\n".utf8)) }
        for error in manifest.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
        for warning in manifest.warnings { line("warning: \(warning)") }
        for preview in manifest.previews where preview.status != .rendered {
            line("\(preview.file):\(preview.line): \(preview.name): \(preview.status.rawValue)")
            for error in preview.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
        }
        let rendered = manifest.previews.filter { $0.status == .rendered }.count
        line(
            "\(rendered) of \(manifest.previews.count) previews rendered into \(page); built in "
                + String(format: "%.1f s, rendered in %.1f s", manifest.timings.build, manifest.timings.render))
    }
}
