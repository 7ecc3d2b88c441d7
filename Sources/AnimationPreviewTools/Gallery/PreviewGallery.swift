import AnimationCore
import AnimationPreview
import AnimationRender
import Foundation

/// Every preview of a project, rendered: `animate previews` (and the MCP
/// server) find the project's files (``PreviewProject``), build them once
/// in the session's workspace, leaving out files that do not compile, list
/// the program's previews and record them, a batch per job, each in a
/// process that a crash or a hang ends without losing the others
/// (``PreviewBatch``). The result is a ``PreviewManifest``; ``write(_:options:)``
/// adds the gallery page and `previews.json`.
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
    /// ``write(_:options:)``).
    ///
    /// - Parameter options: What to render.
    /// - Returns: What was found and how each went.
    /// - Throws: ``PreviewSession/UsageError`` for a path that does not
    ///   exist or holds no Swift files; errors of the workspace.
    public func render(_ options: Options) throws -> PreviewManifest {
        let found = try PreviewProject.files(at: options.path)
        guard !found.isEmpty else { throw PreviewSession.UsageError(description: "no Swift files in \(options.path)") }
        let files = Self.withOneEntryPointPerModule(
            try found.map { file -> PreviewSourceFile in
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    throw PreviewSession.UsageError(description: "cannot read \(file.path)")
                }
                return PreviewSourceFile(path: file.path, source: String(decoding: data, as: UTF8.self), module: file.module)
            })
        let output = URL(fileURLWithPath: options.output).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        return try session.workspace.withLock {
            var timings = PreviewSession.Timings()
            let report = try session.compile(
                files, choice: nil, assets: options.request.assets, timings: &timings, excludingFailures: true)
            var manifest = PreviewManifest(path: options.path, format: options.format.rawValue)
            manifest.timings.build = timings.build
            for (index, text) in report.excluded {
                manifest.previews += Self.scannedPreviews(files[index]).filter {
                    Self.matches(options.filter, name: $0.name, file: $0.file, line: $0.line)
                }.map {
                    var preview = $0
                    preview.status = .notBuilt
                    preview.errors = [text]
                    return preview
                }
            }
            if let failure = report.failure {
                manifest.errors = [failure]
                let excluded = Set(report.excluded.map(\.file))
                for index in files.indices where !excluded.contains(index) {
                    manifest.previews += Self.scannedPreviews(files[index]).map {
                        var preview = $0
                        preview.status = .notBuilt
                        preview.errors = ["the project does not build: see its errors"]
                        return preview
                    }
                }
                manifest.previews = Self.ordered(manifest.previews, files: files)
                return Self.filtered(manifest, options.filter)
            }
            let start = Date()
            let runner = PreviewBatchRunner(
                program: session.workspace.executable, request: options.request, sources: session.sources(of: files),
                timeLimit: options.timeLimit)
            let entries: [PreviewResult.Entry]
            do {
                entries = try runner.list()
            } catch let error as PreviewSession.UsageError {
                // The program stopped before listing (a provider's
                // `previews` that traps): each preview found is reported so.
                manifest.errors = [error.description]
                manifest.previews = files.flatMap(Self.scannedPreviews).map {
                    var preview = $0
                    preview.status = .crashed
                    preview.errors = [error.description]
                    return preview
                }
                return Self.filtered(manifest, options.filter)
            }
            let chosen = entries.indices.filter { index in
                let entry = entries[index]
                return (entry.kind == .preview || entry.kind == .provider) && Self.matches(options.filter, entry)
            }
            let names = Self.outputNames(chosen.map { entries[$0] })
            let items = zip(chosen, names).map { index, name in
                PreviewBatch.Item(
                    index: index, output: "\(output)/\(name).\(options.format.rawValue)",
                    poster: options.format.isStill ? nil : "\(output)/\(name).\(Self.posterFormat.rawValue)")
            }
            let outcomes = runner.record(items, at: options.at, jobs: options.jobs)
            // Modules by file: a package's targets; none for a folder's one module.
            let modules: [String: String?] = Dictionary(
                files.map { ($0.displayPath, $0.module == PreviewWorkspace.Module.defaultName ? nil : $0.module) },
                uniquingKeysWith: { first, _ in first })
            for index in chosen {
                let entry = entries[index]
                var preview: PreviewManifest.Preview
                switch outcomes[index] ?? .crashed("the preview was not run") {
                case .finished(let result):
                    preview = PreviewManifest.Preview(result: result, entry: entry, module: modules[entry.file] ?? nil, relativeTo: output)
                case .crashed(let message):
                    preview = Self.preview(of: entry, module: modules[entry.file] ?? nil, status: .crashed, error: message)
                case .timedOut:
                    preview = Self.preview(
                        of: entry, module: modules[entry.file] ?? nil, status: .timedOut,
                        error: "did not finish within \(options.timeLimit) s of wall time and was stopped (a body or an action that never returns?)")
                }
                manifest.previews.append(preview)
            }
            manifest.previews = Self.ordered(manifest.previews, files: files)
            manifest.warnings += Self.duplicateNameWarnings(manifest.previews)
            if manifest.previews.isEmpty {
                manifest.warnings.append(
                    options.filter.map { "no preview matches '\($0)'" } ?? "found no #Preview and no PreviewProvider in \(options.path)")
            }
            manifest.timings.render = Date().timeIntervalSince(start)
            return manifest
        }
    }

    /// The still picture beside each recording: PNG with Cairo, else SVG.
    static var posterFormat: RecordingFormat { RecordingFormat.png.isAvailable ? .png : .svg }

    /// Whether a preview passes the filter: its name contains the filter
    /// (ignoring case), or the filter is its `FILE:LINE`.
    static func matches(_ filter: String?, _ entry: PreviewResult.Entry) -> Bool {
        matches(filter, name: entry.name, file: entry.file, line: entry.line)
    }

    static func matches(_ filter: String?, name: String, file: String, line: Int) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        if name.localizedCaseInsensitiveContains(filter) { return true }
        let place = "\(file):\(line)"
        return place == filter || place.hasSuffix("/" + filter)
    }

    /// The manifest with only the previews that pass the filter.
    static func filtered(_ manifest: PreviewManifest, _ filter: String?) -> PreviewManifest {
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
        of entry: PreviewResult.Entry, module: String?, status: PreviewManifest.Status, error: String
    ) -> PreviewManifest.Preview {
        PreviewManifest.Preview(
            name: entry.name, kind: entry.kind.rawValue, file: entry.file, line: entry.line, module: module, status: status,
            errors: [error])
    }
}
