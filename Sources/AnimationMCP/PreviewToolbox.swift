import AnimationPreview
import AnimationPreviewTools
import AnimationProcess
import AnimationRender
import Foundation

/// What the MCP server's tools do, without the protocol: list, render,
/// record and inspect the previews of projects, keeping each project built
/// and listed (warm) while its Swift files stay as they were, so that a
/// second call on a project only records.
///
/// Calls run one at a time (an actor), on a thread of the toolbox's own
/// (they block while a build or a preview's program runs, which must not
/// occupy Swift's shared pool); each writes into a folder of its own under
/// ``folder``, so that files an earlier answer named stay.
public actor PreviewToolbox {
    private let executor = DedicatedThreadExecutor(name: "animate tools")

    /// The toolbox's own thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// A request the tools cannot answer: a path without Swift files, a
    /// name no preview has, a bad argument. The message is for the agent.
    public struct ToolError: Error, CustomStringConvertible {
        /// What kind of failure it is, for exit statuses.
        public enum Kind: Sendable {
            /// A bad argument, or a name no preview has.
            case usage
            /// The path has no Swift files, or its files no previews.
            case nothingFound
            /// The project has previews, and none of them builds.
            case notBuilt
        }

        /// What is wrong.
        public var description: String
        /// What kind of failure it is.
        public var kind: Kind

        /// The error of a path the tools cannot read: nothing found when
        /// it holds no Swift files.
        init(usage error: PreviewSession.UsageError) {
            self.init(error.description, kind: error.description.hasPrefix("no Swift files") ? .nothingFound : .usage)
        }

        /// Creates an error.
        public init(_ description: String, kind: Kind = .usage) {
            self.description = description
            self.kind = kind
        }
    }

    /// What one render, record or inspection produced.
    public struct Rendered: Sendable {
        /// The preview's entry; its outputs relative to ``folder``.
        public var preview: PreviewManifest.Preview
        /// The folder of this call's files.
        public var folder: String
        /// The last frame's display list, as text.
        public var displayList: String?
        /// The traces of the animated attributes, tab-separated.
        public var trace: String?
        /// The views drawn at the last frame, as JSON
        /// (`ViewDescription` of AnimationViews).
        public var views: String?
    }

    /// Builds and records.
    let gallery: PreviewGallery
    /// Where the calls' files go.
    public let folder: URL
    /// Wall-clock seconds one preview may take.
    public var timeLimit: Double
    /// The warm projects, by absolute path.
    private var projects: [String: PreparedProject] = [:]
    /// Calls so far (each gets a folder).
    private var calls = 0
    /// How many times a project was built and listed: once per project,
    /// then again only when one of its files changed.
    public private(set) var builds = 0

    /// Creates a toolbox.
    ///
    /// - Parameters:
    ///   - session: The session whose workspace builds the projects.
    ///   - folder: Where the outputs go.
    ///   - timeLimit: Wall-clock seconds one preview may take.
    public init(session: PreviewSession, folder: URL, timeLimit: Double = 60) {
        gallery = PreviewGallery(session: session)
        self.folder = folder
        self.timeLimit = timeLimit
    }

    /// The project at a path, built and listed: the warm one while its
    /// files are unchanged, else built again.
    func project(at path: String) throws -> PreparedProject {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        let fingerprint: String
        do {
            fingerprint = try PreparedProject.fingerprint(of: path)
        } catch let error as PreviewSession.UsageError {
            throw ToolError(usage: error)
        }
        if let warm = projects[key], warm.fingerprint == fingerprint { return warm }
        projects.removeValue(forKey: key)?.removeProgram()
        do {
            let project = try gallery.prepare(
                path: path, request: PreviewRequest(assets: PreviewProject.assetsFolder(for: path)), timeLimit: timeLimit,
                keepingProgram: true)
            projects[key] = project
            builds += 1
            return project
        } catch let error as PreviewSession.UsageError {
            throw ToolError(usage: error)
        }
    }

    /// Every preview of a project: those that built as `listed`, the others
    /// with why they did not build.
    ///
    /// - Parameters:
    ///   - path: A package's folder, a folder of Swift files, or a file.
    ///   - filter: A part of a name (ignoring case) or `FILE:LINE`.
    public func list(path: String, filter: String? = nil) throws -> PreviewManifest {
        PreviewGallery.listed(try project(at: path), filter: filter)
    }

    /// Records one preview: at a moment (`at`), settled, or for a duration
    /// (in `request`), with its display list and traces.
    ///
    /// - Parameters:
    ///   - path: The project.
    ///   - name: The preview's name, or its `FILE:LINE`.
    ///   - format: The output: a still (`png`, `svg`), a recording (`html`,
    ///     `gif`) or a contact sheet (`sheet`).
    ///   - request: Size, frame rate, duration and events.
    ///   - at: The moment to show; `nil` for the settled view or the duration.
    public func render(
        path: String, name: String, format: RecordingFormat, request: PreviewRequest, at: TimeInterval?
    ) throws -> Rendered {
        guard format.isAvailable else {
            throw ToolError("\(format.rawValue) needs animate built with the Cairo trait; use svg or html")
        }
        let project = try project(at: path)
        let index = try choose(name, in: project)
        calls += 1
        let callFolder = folder.appendingPathComponent("call-\(calls)").path
        try FileManager.default.createDirectory(atPath: callFolder, withIntermediateDirectories: true)
        var request = request
        request.assets = PreviewProject.assetsFolder(for: path)
        let preview = gallery.record(
            project, indices: [index], folder: callFolder, format: format, request: request, at: at, jobs: 1, extras: true
        ).first
        guard let preview else { throw ToolError("the project does not build: \(project.base.errors.joined(separator: "\n"))") }
        // The extras are named after the output less its extension (which
        // is two words for a sheet: NAME.sheet.png).
        let stem = preview.outputs.file.map { file in
            file.hasSuffix("." + format.fileExtension)
                ? String(file.dropLast(format.fileExtension.count + 1)) : (file as NSString).deletingPathExtension
        }
        func read(_ suffix: String) -> String? {
            guard let stem, let data = FileContents.data(atPath: "\(callFolder)/\(stem)\(suffix)") else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        return Rendered(
            preview: preview, folder: callFolder, displayList: read(".displaylist.txt"), trace: read(".trace.tsv"),
            views: read(".views.json"))
    }

    /// The entry a name chooses: the preview of that name, else the one at
    /// `FILE:LINE`, else the only one whose name contains it (ignoring
    /// case). None, or several, is an error that lists the previews.
    func choose(_ name: String, in project: PreparedProject) throws -> Int {
        let indices = project.previewIndices()
        guard !indices.isEmpty else {
            let failed = project.base.previews.map { "\($0.name) (\($0.status.rawValue))" }.joined(separator: ", ")
            throw failed.isEmpty
                ? ToolError("the project has no previews", kind: .nothingFound)
                : ToolError("no preview of the project built: \(failed)", kind: .notBuilt)
        }
        let exact = indices.filter { project.entries[$0].name == name }
        let placed = indices.filter {
            let place = "\(project.entries[$0].file):\(project.entries[$0].line)"
            return place == name || place.hasSuffix("/" + name)
        }
        let partial = indices.filter { project.entries[$0].name.localizedCaseInsensitiveContains(name) }
        for candidates in [exact, placed, partial] where !candidates.isEmpty {
            guard candidates.count == 1 else {
                let places = candidates.map { "\(project.entries[$0].name) at \(project.entries[$0].file):\(project.entries[$0].line)" }
                throw ToolError("\(candidates.count) previews match '\(name)': \(places.joined(separator: "; ")); choose one by FILE:LINE")
            }
            return candidates[0]
        }
        let names = indices.map { "\(project.entries[$0].name) (\(project.entries[$0].file):\(project.entries[$0].line))" }
        throw ToolError("no preview named '\(name)'; the previews are: \(names.joined(separator: ", "))")
    }

    /// Removes the programs copied for the warm projects.
    public func close() {
        for project in projects.values { project.removeProgram() }
        projects = [:]
    }
}
