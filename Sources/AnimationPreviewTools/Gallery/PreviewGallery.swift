import AnimationCore
import AnimationPreview
import AnimationRender
import Foundation

/// Every preview of a project, rendered: `animate previews` (and the MCP
/// server) find the project's files (``PreviewProject``), build them once
/// in the session's workspace, leaving out files that do not compile, list
/// the program's previews and record them, a batch per job, each in a
/// process that a crash or a hang ends without losing the others
/// (`PreviewBatch`). The result is a ``PreviewManifest``; ``PreviewGalleryPage``
/// writes the gallery page and `previews.json`.
public struct PreviewGallery: Sendable {
    /// What to render, and how.
    public struct Options: Sendable, Equatable {
        /// A package's folder, another folder of Swift files, or a file.
        public var path: String
        /// Only previews whose name contains this (ignoring case), or at
        /// this `FILE:LINE`; `nil` for all.
        public var filter: String?
        /// The output format of each preview.
        public var format: RecordingFormat = .html
        /// The folder the outputs, `index.html` and `previews.json` go in.
        public var output: String
        /// How many previews render at once, each batch in its own process.
        public var jobs = 1
        /// The request each preview is recorded with (size, frame rate,
        /// duration, events, assets); its choice, output and batch are the
        /// gallery's.
        public var request = PreviewRequest()
        /// The moment to show, in seconds; `nil` shows each view settled.
        public var at: TimeInterval?
        /// Wall-clock seconds one preview may take before it is stopped.
        public var timeLimit: Double = 60
        /// The share of the previews to render; `nil` for all.
        public var shard: PreviewShard?
        /// A previous run's manifest, to mark each preview
        /// ``PreviewManifest/Preview/changed`` against; `nil` leaves it unset.
        public var baseline: PreviewManifest?
        /// Settings to render each preview in besides its own
        /// (`--variants`): an entry each, after the preview's.
        public var variants: [PreviewVariant] = []

        /// Creates options.
        ///
        /// - Parameters:
        ///   - path: What to preview.
        ///   - output: Where the files go.
        public init(path: String, output: String) {
            self.path = path
            self.output = output
        }
    }

    /// The session whose workspace builds the previews.
    public var session: PreviewSession

    /// Creates a gallery maker.
    ///
    /// - Parameter session: The session to build and run in.
    public init(session: PreviewSession) {
        self.session = session
    }

    /// Builds and renders the previews (not the gallery page: see
    /// ``PreviewGalleryPage``).
    ///
    /// - Parameter options: What to render.
    /// - Returns: What was found and how each went.
    /// - Throws: ``PreviewSession/UsageError`` for a path that does not
    ///   exist or holds no Swift files; errors of the workspace.
    public func render(_ options: Options) throws -> PreviewManifest {
        let output = URL(fileURLWithPath: options.output).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        return try session.workspace.withLock {
            var project = try prepareHoldingLock(path: options.path, request: options.request, timeLimit: options.timeLimit)
            // The program runs beside the project's resource files.
            let bundle = try PreviewResources.bundle(&project, copying: false)
            defer { bundle.map { try? FileManager.default.removeItem(at: $0) } }
            let start = Date()
            let whole = Self.whole(project, filter: options.filter)
            var manifest = Self.filtered(project.base, options.filter)
            manifest.format = options.format.rawValue
            manifest.shard = options.shard?.description
            manifest.total = whole.previews.count
            manifest.previews = manifest.previews.filter { whole.isChosen($0, by: options.shard) }
            let chosen = whole.indices.filter { whole.isChosen(index: $0, by: options.shard) }
            for variant in [nil] + options.variants.map(Optional.some) {
                manifest.previews += record(
                    project, indices: chosen, folder: output, format: options.format, request: options.request, at: options.at,
                    jobs: options.jobs, variant: variant)
            }
            manifest.previews = Self.ordered(manifest.previews, files: project.files)
            whole.identify(&manifest.previews)
            for index in manifest.previews.indices {
                if let variant = manifest.previews[index].variant { manifest.previews[index].id? += "@" + variant }
            }
            manifest.readAnnotations()
            manifest.warnings += Self.duplicateNameWarnings(whole.previews)
            if whole.previews.isEmpty, manifest.errors.isEmpty {
                manifest.warnings.append(
                    options.filter.map { "no preview matches '\($0)'" } ?? "found no #Preview and no PreviewProvider in \(options.path)")
            }
            manifest.hashOutputs(in: output)
            if let baseline = options.baseline { manifest.markChanges(against: baseline) }
            manifest.timings.render = Date().timeIntervalSince(start)
            return manifest
        }
    }

    /// Builds a project's files (leaving out files that do not compile) and
    /// lists its previews.
    ///
    /// - Parameters:
    ///   - path: A package's folder, another folder of Swift files, or a file.
    ///   - request: The assets folder to build the asset symbols of.
    ///   - timeLimit: Wall-clock seconds one preview may take.
    ///   - keepingProgram: Whether the program is copied out of the
    ///     workspace (so that later builds leave it alone), to record from
    ///     it after other projects were built, into a folder with the
    ///     project's resource files; the copy is the caller's to remove
    ///     (``PreparedProject/removeProgram()``).
    /// - Returns: The project, ready to record.
    public func prepare(path: String, request: PreviewRequest, timeLimit: Double, keepingProgram: Bool) throws -> PreparedProject {
        try session.workspace.withLock {
            var project = try prepareHoldingLock(path: path, request: request, timeLimit: timeLimit)
            guard keepingProgram else { return project }
            _ = try PreviewResources.bundle(&project, copying: true)
            return project
        }
    }

    /// ``prepare(path:request:timeLimit:keepingProgram:)``, the caller
    /// holding the workspace's lock.
    private func prepareHoldingLock(path: String, request: PreviewRequest, timeLimit: Double) throws -> PreparedProject {
        let fingerprint = try PreparedProject.fingerprint(of: path)
        let found = try PreviewProject.files(at: path)
        guard !found.isEmpty else { throw PreviewSession.UsageError(description: "no Swift files in \(path)") }
        let files = Self.withOneEntryPointPerModule(
            try found.map { file -> PreviewSourceFile in
                guard let data = FileContents.data(atPath: file.path) else {
                    throw PreviewSession.UsageError(description: "cannot read \(file.path)")
                }
                return PreviewSourceFile(path: file.path, source: String(decoding: data, as: UTF8.self), module: file.module)
            })
        var timings = PreviewSession.Timings()
        let report = try session.compile(files, choice: nil, assets: request.assets, timings: &timings, excludingFailures: true)
        var base = PreviewManifest(path: path, format: request.format.rawValue)
        base.timings.build = timings.build
        var project = PreparedProject(path: path, base: base, entries: [], fingerprint: fingerprint, files: files)
        for (index, text) in report.excluded {
            project.base.previews += Self.scannedPreviews(files[index]).map { Self.failed($0, .notBuilt, text) }
        }
        if let failure = report.failure {
            project.base.errors = [failure]
            let excluded = Set(report.excluded.map(\.file))
            let failing = Dictionary(report.failing.map { ($0.file, $0.report) }, uniquingKeysWith: { first, _ in first })
            for index in files.indices where !excluded.contains(index) {
                // A file's own errors, or the project's when it has none.
                let reason = failing[index] ?? "the project does not build: see its errors"
                project.base.previews += Self.scannedPreviews(files[index]).map { Self.failed($0, .notBuilt, reason) }
            }
            project.base.previews = Self.ordered(project.base.previews, files: files)
            return project
        }
        let runner = PreviewBatchRunner(
            program: session.workspace.executable, request: request, sources: session.sources(of: files), timeLimit: timeLimit)
        do {
            project.entries = try runner.list()
            project.runner = runner
            project.program = runner.program
        } catch let error as PreviewSession.UsageError {
            // The program stopped before listing (a provider's `previews`
            // that traps): each preview found is reported so.
            project.base.errors = [error.description]
            project.base.previews = files.flatMap(Self.scannedPreviews).map { Self.failed($0, .crashed, error.description) }
        }
        return project
    }

    /// Records previews of a prepared project into a folder, each under
    /// its output name (its file's name and its own, as letters, digits,
    /// `-` and `_`, numbered when two would be the same).
    ///
    /// - Parameters:
    ///   - project: The project.
    ///   - indices: The entries to record.
    ///   - folder: Where the files go (an absolute path).
    ///   - format: Each preview's output format.
    ///   - request: Size, frame rate, duration and events.
    ///   - at: The moment to show, or `nil` for the settled view.
    ///   - jobs: How many processes record at once.
    ///   - extras: Whether to write each one's display list (`.displaylist.txt`),
    ///     traces (`.trace.tsv`) and drawn views (`.views.json`) too.
    ///   - variant: The setting to show them in besides their own
    ///     (`--variants`): their files' names end in `@NAME`, their
    ///     entries say it (``PreviewManifest/Preview/variant``);
    ///     `nil` for their own.
    /// - Returns: Each preview's entry, in the order of `indices`.
    public func record(
        _ project: PreparedProject, indices: [Int], folder: String, format: RecordingFormat, request: PreviewRequest,
        at: TimeInterval?, jobs: Int, extras: Bool = false, variant: PreviewVariant? = nil
    ) -> [PreviewManifest.Preview] {
        guard let runner = project.runner else { return [] }
        let indices = indices.filter { project.entries.indices.contains($0) }
        // Named among all the previews, so that a preview's file is the
        // same whichever others are recorded with it (a filter, a shard).
        let named = Set(project.previewIndices()).union(indices).sorted()
        let names = Dictionary(uniqueKeysWithValues: zip(named, Self.outputNames(named.map { project.entries[$0] })))
        let items = indices.map { index in
            let name = (names[index] ?? "\(index)") + (variant.map { "@" + $0.rawValue } ?? "")
            var item = PreviewBatch.Item(
                index: index, output: "\(folder)/\(name).\(format.fileExtension)",
                poster: format.isPicture ? nil : "\(folder)/\(name).\(Self.posterFormat.rawValue)",
                displayList: extras ? "\(folder)/\(name).displaylist.txt" : nil, trace: extras ? "\(folder)/\(name).trace.tsv" : nil)
            item.views = extras ? "\(folder)/\(name).views.json" : nil
            return item
        }
        var recorded = request
        recorded.format = format
        recorded.variant = variant
        let outcomes = runner.record(items, request: recorded, at: at, jobs: jobs)
        return indices.map { index -> PreviewManifest.Preview in
            var preview = outcome(outcomes[index], of: project.entries[index], in: project, folder: folder, timeLimit: runner.timeLimit)
            preview.variant = variant?.rawValue
            return preview
        }
    }

    /// The entry of one preview's outcome.
    private func outcome(
        _ outcome: PreviewBatchRunner.Outcome?, of entry: PreviewResult.Entry, in project: PreparedProject, folder: String, timeLimit: Double
    ) -> PreviewManifest.Preview {
        let module = project.module(of: entry)
        switch outcome ?? .crashed("the preview was not run") {
        case .finished(let result):
            return PreviewManifest.Preview(result: result, entry: entry, module: module, relativeTo: folder)
        case .crashed(let message):
            return Self.preview(of: entry, module: module, status: .crashed, error: message)
        case .timedOut:
            return Self.preview(
                of: entry, module: module, status: .timedOut,
                error: "did not finish within \(timeLimit) s of wall time and was stopped (a body or an action that never returns?)")
        }
    }

    /// A preview marked as not rendered, with the reason.
    static func failed(_ preview: PreviewManifest.Preview, _ status: PreviewManifest.Status, _ error: String) -> PreviewManifest.Preview {
        var preview = preview
        preview.status = status
        preview.errors = [error]
        return preview
    }

    /// The still picture beside each recording: PNG with Cairo, else SVG.
    static var posterFormat: RecordingFormat { RecordingFormat.png.isAvailable ? .png : .svg }

    /// Whether a preview passes the filter: its name contains the filter
    /// (ignoring case), or the filter is its `FILE:LINE`.
    static func matches(_ filter: String?, _ entry: PreviewResult.Entry) -> Bool {
        matches(filter, name: entry.name, file: entry.file, line: entry.line)
    }

    /// Whether a preview of this name and place passes a filter: its name
    /// contains the filter (ignoring case), or the filter is its
    /// `FILE:LINE` (the file by its path or its end).
    ///
    /// - Parameters:
    ///   - filter: The filter; `nil` or empty passes everything.
    ///   - name: The preview's name.
    ///   - file: Its file.
    ///   - line: Its line.
    public static func matches(_ filter: String?, name: String, file: String, line: Int) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        if name.localizedCaseInsensitiveContains(filter) { return true }
        let place = "\(file):\(line)"
        return place == filter || place.hasSuffix("/" + filter)
    }

    /// The manifest with only the previews that pass the filter.
    ///
    /// - Parameters:
    ///   - manifest: The manifest.
    ///   - filter: The filter (``matches(_:name:file:line:)``).
    public static func filtered(_ manifest: PreviewManifest, _ filter: String?) -> PreviewManifest {
        var manifest = manifest
        manifest.previews = manifest.previews.filter { matches(filter, name: $0.name, file: $0.file, line: $0.line) }
        return manifest
    }

    /// Previews in the files' order, then by line.
    static func ordered(_ previews: [PreviewManifest.Preview], files: [PreviewSourceFile]) -> [PreviewManifest.Preview] {
        let rank = Dictionary(files.enumerated().map { ($1.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        return previews.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            return (rank[x.file] ?? Int.max, x.line, a.offset) < (rank[y.file] ?? Int.max, y.line, b.offset)
        }.map(\.element)
    }

    /// An entry for a preview that did not render.
    static func preview(
        of entry: PreviewResult.Entry, module: String?, status: PreviewManifest.Status, error: String?
    ) -> PreviewManifest.Preview {
        PreviewManifest.Preview(
            name: entry.name, kind: entry.kind.rawValue, file: entry.file, line: entry.line, module: module, status: status,
            errors: error.map { [$0] } ?? [])
    }
}
