import AnimationPreview
import AnimationProcess
import Foundation

/// Previews a user's files: copies them into the workspace, builds the
/// program (dropping candidates that turn out not to compile, such as a
/// view whose `init` takes arguments), runs it with a time limit and
/// reports how it went.
public struct PreviewSession: Sendable {
    /// A problem with what the user asked for (a file that cannot be read):
    /// `animate preview` exits with status 2.
    public struct UsageError: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// How long the steps of a preview took, in seconds.
    public struct Timings: Sendable {
        /// Building the program (every build, if candidates were dropped).
        public var build: Double = 0
        /// Recording and writing the output.
        public var run: Double = 0
        /// Whether the program was built from the changed files alone,
        /// without SwiftPM (only the text of the user's files had changed
        /// since the last `swift build` of the workspace, or a new workspace
        /// linked against `animate`'s own build).
        public var quickBuild = false

        /// No time yet.
        public init() {}
    }

    /// The workspace to build in.
    public var workspace: PreviewWorkspace
    /// Progress messages for a person (stderr), such as the first build's.
    public var log: @Sendable (String) -> Void
    /// Where the compiler's warnings about the user's files go, as the
    /// compiler words them (stderr).
    public var diagnosticsOutput: @Sendable (String) -> Void

    /// Whether what the user's program prints goes to standard error
    /// instead of standard output (`--json`, where standard output is the
    /// manifest's).
    public var programOutputToStandardError = false

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - workspace: Where to build.
    ///   - log: Where progress messages go.
    ///   - diagnosticsOutput: Where the compiler's warnings go.
    public init(
        workspace: PreviewWorkspace, log: @escaping @Sendable (String) -> Void,
        diagnosticsOutput: @escaping @Sendable (String) -> Void
    ) {
        self.workspace = workspace
        self.log = log
        self.diagnosticsOutput = diagnosticsOutput
    }

    /// Previews the files.
    ///
    /// - Parameters:
    ///   - options: What to preview, and how.
    ///   - watchVersion: For `--watch`: the version of the page to write.
    /// - Returns: How it went, and how long it took.
    /// - Throws: ``UsageError`` when a file cannot be read; errors of the
    ///   workspace's files or of starting `swift build`.
    public func run(_ options: PreviewOptions, watchVersion: String? = nil) throws -> (outcome: PreviewOutcome, timings: Timings) {
        let files = try Self.read(options.files)
        return try workspace.withLock {
            var timings = Timings()
            if let failure = try compile(files, choice: options.request.view, assets: options.request.assets, timings: &timings).failure {
                return (.compileFailed(failure), timings)
            }
            // The program runs beside the resource files of the files' folders.
            let bundled = try PreviewResources.bundle(workspace.executable, files: files, copying: false)
            defer { bundled.map(PreviewResources.remove) }
            let start = Date()
            let outcome = try execute(options, files: files, program: bundled ?? workspace.executable, watchVersion: watchVersion)
            timings.run = Date().timeIntervalSince(start)
            return (outcome, timings)
        }
    }

    /// Builds the files into a program of their own (a copy that later
    /// builds leave alone, in a folder with the resource files of the
    /// files' folders), for a preview that runs on (`--live`).
    ///
    /// - Parameter options: The files, and the preview chosen.
    /// - Returns: The program (``removeProgram(_:)`` removes it), or the
    ///   compiler's report; how long it took.
    /// - Throws: ``UsageError`` when a file cannot be read; errors of the
    ///   workspace's files or of starting `swift build`.
    public func buildProgram(_ options: PreviewOptions) throws -> (program: URL?, failure: String?, timings: Timings) {
        let files = try Self.read(options.files)
        return try workspace.withLock {
            var timings = Timings()
            if let failure = try compile(files, choice: options.request.view, assets: options.request.assets, timings: &timings).failure {
                return (nil, failure, timings)
            }
            return (try PreviewResources.bundle(workspace.executable, files: files, copying: true), nil, timings)
        }
    }

    /// Removes a program ``buildProgram(_:)`` built, with its folder.
    ///
    /// - Parameter program: The program.
    public static func removeProgram(_ program: URL) {
        PreviewResources.remove(program)
    }

    /// Where the program compiles each file, and the path it was given by,
    /// for a ``/AnimationPreview/PreviewRequest``'s `sources`.
    ///
    /// - Parameter paths: The files, as the user gave them.
    /// - Returns: The sources, in order.
    public func sources(of paths: [String]) -> [PreviewRequest.Source] {
        sources(of: paths.map { PreviewSourceFile(path: $0, source: "") })
    }

    /// Where the program compiles each file (in its module), and the path
    /// to report it by.
    func sources(of files: [PreviewSourceFile]) -> [PreviewRequest.Source] {
        zip(Self.copyNames(files), files).map { name, file in
            PreviewRequest.Source(compiled: workspace.directory(of: file.module).appendingPathComponent(name).path, shown: file.displayPath)
        }
    }

    /// The user's files, read.
    static func read(_ paths: [String]) throws -> [PreviewSourceFile] {
        try paths.map { path in
            guard let data = FileContents.data(atPath: path) else {
                throw UsageError(description: "cannot read \(path)")
            }
            return PreviewSourceFile(path: path, source: String(decoding: data, as: UTF8.self))
        }
    }

    /// Warnings, at the user's lines, for `#Preview`s that take a name an
    /// earlier one has: choosing that name cannot tell them apart.
    static func duplicatePreviewNames(_ files: [PreviewSourceFile]) -> [String] {
        var first: [String: String] = [:]
        var warnings: [String] = []
        for file in files {
            for preview in file.declarations.previews {
                guard let name = preview.name else { continue }
                let place = "\(file.displayPath):\(preview.line)"
                if let earlier = first[name] {
                    warnings.append(
                        "\(place):\(preview.column): warning: a preview named '\(name)' is already at \(earlier); "
                            + "--view '\(name)' cannot choose between them (choose by FILE:LINE)")
                } else {
                    first[name] = place
                }
            }
        }
        return warnings
    }

    /// Runs the built program on a request.
    private func execute(_ options: PreviewOptions, files: [PreviewSourceFile], program: URL, watchVersion: String?) throws -> PreviewOutcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let requestURL = directory.appendingPathComponent("request.json")
        let resultURL = directory.appendingPathComponent("result.json")
        var request = options.request
        request.resultPath = resultURL.path
        request.watchVersion = watchVersion
        request.sources = sources(of: files)
        try JSONEncoder().encode(request).write(to: requestURL)
        let child = ChildProcess(
            executable: program.path, arguments: [requestURL.path],
            environment: ["SWIFT_BACKTRACE": Self.backtraceSettings], timeLimit: options.timeLimit)
        let outcome = try child.run()
        if !outcome.standardOutput.isEmpty {
            // What the user's code printed; on stderr when stdout is for machines.
            (programOutputToStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(outcome.standardOutput.utf8))
        }
        if outcome.timedOut {
            return .timedOut(options.timeLimit)
        }
        guard let data = FileContents.data(atPath: resultURL.path),
            let result = try? JSONDecoder().decode(PreviewResult.self, from: data)
        else {
            return .crashed(Self.crashMessage(outcome, sources: request.sources))
        }
        switch result.status {
        case .written, .live: return .written(result)
        case .ambiguous, .notFound: return .notChosen(result)
        case .failed: return .failed(result.message ?? "the output could not be written")
        }
    }

    /// Whether a line of standard error is the runtime's report of a
    /// failure (`fatalError`, a failed precondition or assertion).
    static func isFailureLine(_ line: String) -> Bool {
        line.contains("Fatal error") || line.contains("Precondition failed") || line.contains("Assertion failed")
    }

    /// The runtime's backtracer, on for the programs previews run: a crash
    /// report names the frames, and the first frame in a user's file is
    /// where the crash happened for the user (`items[3]` traps in the
    /// standard library, called from the user's line). Only the crashed
    /// thread, without registers or images.
    static let backtraceSettings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=64,top=0"

    /// What a crashed program said: the runtime's `Fatal error` line (with
    /// the user's file and line), or the last lines it printed; and, from
    /// the backtrace, the first frame in one of the user's files.
    ///
    /// - Parameters:
    ///   - outcome: How the program ended.
    ///   - sources: The user's files, as compiled and as given.
    static func crashMessage(_ outcome: ChildProcess.Outcome, sources: [PreviewRequest.Source] = []) -> String {
        // `fatalError` names its file by `#fileID`, module first: the
        // user's module here is the workspace's.
        let lines = outcome.standardError.replacingOccurrences(of: "PreviewedFiles/", with: "")
            .split(separator: "\n").map(String.init)
        let place = userFrame(in: outcome.standardError.split(separator: "\n").map(String.init), sources: sources)
        if let fatal = lines.first(where: isFailureLine) {
            let message = fatal.trimmingCharacters(in: .whitespaces)
            guard let place, !message.hasPrefix(place.file + ":") else { return message }
            return "\(message) (in \(place.symbol), at \(place.file):\(place.line):\(place.column))"
        }
        if let place {
            let how = outcome.signalled ? "signal \(outcome.status)" : "exit status \(outcome.status)"
            return "the program stopped with \(how) in \(place.symbol), at \(place.file):\(place.line):\(place.column)"
        }
        let tail = lines.suffix(5).joined(separator: "\n")
        let how = outcome.signalled ? "signal \(outcome.status)" : "exit status \(outcome.status)"
        return tail.isEmpty ? "the program stopped with \(how)" : "\(tail)\n(the program stopped with \(how))"
    }

    /// The first frame of a backtrace in one of the user's files: the
    /// function, and its place in the file as the user gave it.
    static func userFrame(in lines: [String], sources: [PreviewRequest.Source])
        -> (symbol: String, file: String, line: Int, column: Int)?
    {
        for line in lines {
            // `  3 [ra]  0x… Boom.body.getter + 168 in PreviewRunner at /…/Trap.swift:5:29`
            // The backtrace names files by their real paths (the build
            // folder's `debug` is a link).
            guard let at = line.range(of: " at /", options: .backwards) else { continue }
            let path = "/" + line[at.upperBound...]
            var found: (source: PreviewRequest.Source, length: Int)?
            for source in sources {
                for compiled in [source.compiled, URL(fileURLWithPath: source.compiled).resolvingSymlinksInPath().path]
                where path.hasPrefix(compiled + ":") {
                    found = (source, compiled.count)
                }
            }
            guard let (source, length) = found else { continue }
            let numbers = path.dropFirst(length).split(separator: ":").compactMap { Int($0) }
            guard numbers.count == 2, let address = line.range(of: " 0x"), let plus = line.range(of: " + ", options: .backwards),
                address.upperBound < plus.lowerBound
            else { continue }
            let symbol = line[address.upperBound..<plus.lowerBound].drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
            return (symbol, source.shown, numbers[0], numbers[1])
        }
        return nil
    }

    /// What to register: every `#Preview` and provider; views and apps only
    /// when there is no preview, or when the choice names one.
    static func registrations(of files: [PreviewSourceFile], choice: String?) -> [[PreviewRegistration]] {
        let all = files.map(\.registrations)
        let hasPreviews = all.joined().contains { $0.kind == .preview || $0.kind == .provider }
        return all.map { registrations in
            registrations.filter {
                switch $0.kind {
                case .preview, .provider: true
                case .view, .app: !hasPreviews || $0.name == choice
                }
            }
        }
    }

    /// Diagnostics as a person reads them: at the user's file, line and
    /// column, with the line of source and a caret. Diagnostics of other
    /// files are kept as the compiler printed them; a build that failed
    /// without any falls back to the output's error lines.
    static func report(_ diagnostics: [CompilerDiagnostic], files: [PreviewSourceFile], names: [String], output: String) -> String {
        var lines: [String] = []
        let suffixes = zip(files, names).map { "/Sources/\($0.module)/\($1)" }
        let folders = Set(files.map { "/Sources/\($0.module)/" } + ["/Sources/PreviewRunner/"])
        for diagnostic in diagnostics {
            guard let index = suffixes.firstIndex(where: { diagnostic.file.hasSuffix($0) }) else {
                // Errors elsewhere (the package's) are shown as printed;
                // its warnings are not the user's to act on.
                if diagnostic.severity == .error, !folders.contains(where: { diagnostic.file.contains($0) }) {
                    lines.append("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
                }
                continue
            }
            let file = files[index]
            lines.append("\(file.displayPath):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            let sourceLines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
            guard diagnostic.line >= 1, diagnostic.line <= sourceLines.count else { continue }
            let text = sourceLines[diagnostic.line - 1]
            lines.append(String(text))
            let prefix = text.utf8.prefix(max(0, diagnostic.column - 1))
            let indent = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
            lines.append(indent + "^")
        }
        if lines.isEmpty {
            lines = output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        }
        if lines.isEmpty {
            lines = output.split(separator: "\n").suffix(20).map(String.init)
        }
        return lines.joined(separator: "\n")
    }
}
