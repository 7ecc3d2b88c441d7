import Foundation

/// Previews a user's files: rewrites them into the workspace, builds the
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
            if let failure = try compile(files, choice: options.request.view, timings: &timings) {
                return (.compileFailed(failure), timings)
            }
            let start = Date()
            let outcome = try execute(options, program: workspace.executable, watchVersion: watchVersion)
            timings.run = Date().timeIntervalSince(start)
            return (outcome, timings)
        }
    }

    /// Builds the files into a program of their own (a copy that later
    /// builds leave alone), for a preview that runs on (`--live`).
    ///
    /// - Parameter options: The files, and the preview chosen.
    /// - Returns: The program, or the compiler's report; how long it took.
    /// - Throws: ``UsageError`` when a file cannot be read; errors of the
    ///   workspace's files or of starting `swift build`.
    public func buildProgram(_ options: PreviewOptions) throws -> (program: URL?, failure: String?, timings: Timings) {
        let files = try Self.read(options.files)
        return try workspace.withLock {
            var timings = Timings()
            if let failure = try compile(files, choice: options.request.view, timings: &timings) {
                return (nil, failure, timings)
            }
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("animate-live-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: workspace.executable, to: copy)
            return (copy, nil, timings)
        }
    }

    /// The user's files, read.
    static func read(_ paths: [String]) throws -> [PreviewSourceFile] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw UsageError(description: "cannot read \(path)")
            }
            return PreviewSourceFile(path: path, source: String(decoding: data, as: UTF8.self))
        }
    }

    /// Builds the files in the workspace (the caller holds its lock),
    /// dropping candidates whose registration does not compile.
    ///
    /// - Returns: `nil` when the program was built, else the compiler's report.
    private func compile(_ files: [PreviewSourceFile], choice: String?, timings: inout Timings) throws -> String? {
        if !workspace.hasBuilt {
            log("compiling swift-animation for previews, once (15 s or more)...")
        }
        var registrations = Self.registrations(of: files, choice: choice)
        var build: PreviewWorkspace.BuildOutput
        var diagnostics: [CompilerDiagnostic]
        var sources: [(name: String, text: String, lines: [Int: PreviewRegistration])]
        repeat {
            sources = files.enumerated().map { index, file in
                let copy = file.rewritten(file: index, registering: registrations[index])
                return (Self.copyName(index, file), copy.text, copy.lines)
            }
            try workspace.write(sources: sources.map { ($0.name, $0.text) } + [("main.swift", Self.main(sources.map(\.lines)))])
            build = try workspace.build()
            timings.build += build.seconds
            diagnostics = CompilerDiagnostic.parse(build.output)
            guard !build.succeeded else { break }
            // Errors only in the registrations: those candidates do not
            // exist as the scanner thought (an init with arguments, a
            // type under #if); drop them and build again.
            let errors = diagnostics.filter { $0.severity == .error }
            var dropped = false
            var onlyRegistrations = !errors.isEmpty
            for error in errors {
                guard let index = sources.firstIndex(where: { error.file.hasSuffix("/Sources/PreviewRunner/" + $0.name) }),
                      let registration = sources[index].lines[error.line] else {
                    onlyRegistrations = false
                    break
                }
                if let position = registrations[index].firstIndex(of: registration) {
                    registrations[index].remove(at: position)
                    dropped = true
                }
            }
            guard onlyRegistrations, dropped else { break }
        } while true
        guard build.succeeded else {
            return Self.report(diagnostics, files: files, output: build.output)
        }
        let warnings = diagnostics.filter { $0.severity == .warning }
        if !warnings.isEmpty {
            diagnosticsOutput(Self.report(warnings, files: files, output: ""))
        }
        return nil
    }

    /// Runs the built program on a request.
    private func execute(_ options: PreviewOptions, program: URL, watchVersion: String?) throws -> PreviewOutcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let requestURL = directory.appendingPathComponent("request.json")
        let resultURL = directory.appendingPathComponent("result.json")
        var request = options.request
        request.resultPath = resultURL.path
        request.watchVersion = watchVersion
        try JSONEncoder().encode(request).write(to: requestURL)
        let child = ChildProcess(
            executable: program, arguments: [requestURL.path],
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: options.timeLimit)
        let outcome = try child.run()
        if !outcome.standardOutput.isEmpty {
            FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        }
        if outcome.timedOut {
            return .timedOut(options.timeLimit)
        }
        guard let data = FileManager.default.contents(atPath: resultURL.path),
              let result = try? JSONDecoder().decode(PreviewResult.self, from: data) else {
            return .crashed(Self.crashMessage(outcome))
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

    /// What a crashed program said: the runtime's `Fatal error` line (with
    /// the user's file and line), or the last lines it printed.
    static func crashMessage(_ outcome: ChildProcess.Outcome) -> String {
        // `fatalError` names its file by `#fileID`, module first: the
        // user's module here is the workspace's.
        let lines = outcome.standardError.replacingOccurrences(of: "PreviewRunner/", with: "")
            .split(separator: "\n").map(String.init)
        if let fatal = lines.first(where: isFailureLine) {
            return fatal.trimmingCharacters(in: .whitespaces)
        }
        let tail = lines.suffix(5).joined(separator: "\n")
        let how = outcome.signalled ? "signal \(outcome.status)" : "exit status \(outcome.status)"
        return tail.isEmpty ? "the program stopped with \(how)" : "\(tail)\n(the program stopped with \(how))"
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

    /// The name of a user's file in the workspace.
    static func copyName(_ index: Int, _ file: PreviewSourceFile) -> String {
        "U\(index)_" + (file.displayPath as NSString).lastPathComponent
    }

    /// The program's entry point: the runner, with every file's candidates.
    static func main(_ registrations: [[Int: PreviewRegistration]]) -> String {
        let calls = registrations.enumerated().filter { !$0.element.isEmpty }
            .map { PreviewSourceFile.candidatesFunction(file: $0.offset) + "()" }
        return """
        // Made by `animate preview`.
        import AnimationPreview

        MainActor.assumeIsolated {
            _PreviewRunner.main(\(calls.isEmpty ? "[]" : calls.joined(separator: " + ")))
        }

        """
    }

    /// Diagnostics as a person reads them: at the user's file, line and
    /// column, with the line of source and a caret. Diagnostics of other
    /// files are kept as the compiler printed them; a build that failed
    /// without any falls back to the output's error lines.
    static func report(_ diagnostics: [CompilerDiagnostic], files: [PreviewSourceFile], output: String) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            guard let (index, file) = files.enumerated().first(where: { $0.element.absolutePath == diagnostic.file }) else {
                if !diagnostic.file.contains("/Sources/PreviewRunner/") {
                    lines.append("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
                }
                continue
            }
            let column = file.userColumn(line: diagnostic.line, column: diagnostic.column, file: index)
            lines.append("\(file.displayPath):\(diagnostic.line):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            let sourceLines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
            guard diagnostic.line >= 1, diagnostic.line <= sourceLines.count else { continue }
            let text = sourceLines[diagnostic.line - 1]
            lines.append(String(text))
            let prefix = text.utf8.prefix(max(0, column - 1))
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
