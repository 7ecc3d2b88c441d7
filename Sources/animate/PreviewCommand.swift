import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import ArgumentParser
import Foundation
import SwiftAnimation

/// `animate preview FILE.swift ...`: compiles SwiftUI files against this
/// package and plays a view from them.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Compile your SwiftUI files against swift-animation and play a view from them.",
        discussion: """
            The files are taken as written for SwiftUI (`import SwiftUI` works). The candidates are \
            their #Preview blocks and PreviewProviders; without any, their App, or their Views that \
            have an initializer without arguments. With several candidates, choose one with --view.
            Exit status: 0 when the output was written, 1 when the files do not compile, the view \
            crashed or took too long, 2 for bad options or no choice of view.
            """)

    @Argument(help: "The Swift files.") var files: [String]
    @Option(help: "The preview to show: a preview's name, a type's name, or FILE:LINE.") var view: String?
    @Option(help: "The size in points, WxH; the preview's traits or 390x844 (a phone) by default.") var size: String?
    @Option(help: "How long to record, in seconds; until the view settles (at most 10 s) by default.") var duration: Double?
    @Option(help: "Frames per second.") var fps: Double = 60
    @Option(
        name: .customLong("format"),
        help:
            "The output format: html, svg, png, gif, apng, mp4, pngs (every frame as PNG files in a folder) or sheet (timed frames in one picture, .png or .svg); by default the one --output's extension names (.svg, .png, .gif, .apng, .mp4, .html), else html."
    )
    var formatOption: RecordingFormat?
    /// The format asked for, else the one the output's name says, else HTML.
    var format: RecordingFormat { .chosen(formatOption, output: output) }
    @OptionGroup var sheet: ContactSheetOptions
    @Option(help: "Begin the recording this many seconds in (the view runs, and earlier events happen, first); with --duration, a range.")
    var start: Double?
    @Option(name: .shortAndLong, help: "The file to write; the preview's name and the format's extension by default.")
    var output: String?
    @Option(
        name: .customLong("event"),
        help: ArgumentHelp(
            "Something to do while recording, such as \"tap 195,420 @0.5\" (a tap at x 195, y 420, half a second in); also press, move and release X,Y, \"type TEXT\" and \"submit\" (into the focused text field), \"drag X,Y X,Y 0.4s\", \"longpress X,Y 1s\", \"pinch X,Y FROM TO 0.5s\" and \"rotate X,Y DEGREES 0.5s\" (durations optional); tap, longpress and drag also on a view by its label or identifier: \"tap label:Save @1\", \"drag id:card 0,-200 0.4s\" (a drag then by an offset); repeatable.",
            valueName: "event")) var events: [String] = []
    @Option(
        help: ArgumentHelp(
            "A folder of images (name.png, .jpg, .svg) and asset catalogs that Image(\"name\") and Color(\"name\") draw from; by default the first file's folder when it holds an .xcassets catalog.",
            valueName: "folder")) var assets: String?
    @Flag(
        help:
            "Record on the wall clock, running the main run loop between frames, so that code waiting on real time (DispatchQueue.main.asyncAfter, Timer.scheduledTimer, Task.sleep) plays; frames keep their times."
    )
    var realTime = false
    @Option(
        help: ArgumentHelp(
            "Hold an attribute's animations from a time on while the rest play: its name as the page's transactions list it, and the seconds, such as \"Avatar › scaleEffect@0.3\" (from the start without @); repeatable.",
            valueName: "attribute@seconds")) var freeze: [String] = []
    @Option(help: ArgumentHelp("Play only this attribute's animations; every other attribute's hold at their start.", valueName: "attribute"))
    var solo: String?
    @Option(
        help: ArgumentHelp(
            "The release of iOS whose system colors (red, blue, the accent color...) the previews draw: 26 (the default) or 18 (iOS 15 to 18).",
            valueName: "release")) var systemColors: String?
    @Flag(help: "Render again whenever a file changes; an open page reloads itself.") var watch = false
    @Flag(help: "Serve a page that shows the view running and sends clicks back as taps; compiles again when a file changes (needs the Live trait).")
    var live = false
    @Flag(
        help:
            "Serve the player page with an inspector: each animation can be frozen at the playhead or soloed, and the view is recorded again (needs the Live trait)."
    )
    var inspect = false
    @Option(help: "The port of --live's server on 127.0.0.1; 0 for any free port.") var port = 8765
    @Option(help: "Seconds the view may take to record (with --live, to show its first frame) before it is stopped.")
    var timeout: Double = 60
    @Option(help: "The swift-animation package to compile against; the one animate was built from by default.")
    var packagePath: String?
    @Flag(help: "Print the result as JSON on standard output (the schema of animate previews' previews.json); messages go to standard error.")
    var json = false

    mutating func run() throws {
        let options = try previewOptions()
        var session = PreviewSession(
            workspace: try workspace(),
            log: { message in FileHandle.standardError.write(Data("animate: \(message)\n".utf8)) },
            diagnosticsOutput: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
        session.programOutputToStandardError = json
        if live {
            #if Live
            try LiveServer(files: files, session: session, options: options, port: port).run()
            #else
            throw AnimateError("--live needs the Live trait: swift run --traits Live animate preview ... --live")
            #endif
        }
        if inspect {
            #if Live
            try PreviewInspector(session: session, options: options, port: port).run()
            #else
            throw AnimateError("--inspect needs the Live trait: swift run --traits Live animate preview ... --inspect")
            #endif
        }
        if watch {
            try Watcher(files: files, session: session, options: options).run()
        }
        let (outcome, timings) = try PreviewReport.preview(session, options)
        PreviewReport.report(outcome, timings: timings, toStandardError: json)
        if json {
            let manifest = PreviewManifest(outcome: outcome, path: files.joined(separator: " "), format: format.rawValue, timings: timings)
            FileHandle.standardOutput.write(try manifest.json())
        }
        Foundation.exit(outcome.exitStatus)
    }

    /// The options, checked: bad ones are one line and exit status 2.
    func previewOptions() throws -> PreviewOptions {
        guard !files.isEmpty else { throw AnimateError("give at least one Swift file") }
        guard fps.isFinite, fps > 0 else { throw AnimateError("--fps must be positive, not \(fps)") }
        if let duration, !(duration.isFinite && duration >= 0) {
            throw AnimateError("--duration must be a number of seconds, 0 or more, not \(duration)")
        }
        guard timeout.isFinite, timeout > 0 else { throw AnimateError("--timeout must be a positive number of seconds, not \(timeout)") }
        guard format.isAvailable else {
            throw AnimateError(
                "\(format.rawValue) output needs the Cairo trait: swift run --traits Cairo animate preview ... "
                    + "(Debian: libcairo2-dev); or use --format html or svg")
        }
        if json, live || watch {
            throw AnimateError("--json reports one preview: it takes no --live or --watch")
        }
        if live, watch || output != nil || !events.isEmpty || duration != nil || format != .html {
            throw AnimateError("--live shows the view as it runs: it takes no --watch (it watches), --output, --format, --event or --duration")
        }
        if inspect, live || watch || json || output != nil || format != .html {
            throw AnimateError("--inspect serves the player page: it takes no --live, --watch, --json, --output or --format")
        }
        guard (0...65535).contains(port) else { throw AnimateError("--port must be 0 to 65535, not \(port)") }
        if watch, output == nil, format != .html {
            throw AnimateError("--watch with --format \(format.rawValue) needs --output")
        }
        for file in files where !FileManager.default.isReadableFile(atPath: file) {
            throw AnimateError("cannot read \(file)")
        }
        let parsedSize = try size.map(Self.parseSize)
        let parsedEvents = try events.map { text in
            do {
                return try PreviewEvent(parsing: text)
            } catch {
                throw AnimateError("\(error)")
            }
        }
        let freezes = try freeze.map { text in
            guard let parsed = AnimationFreeze(parsing: text) else {
                throw AnimateError(
                    "--freeze must be ATTRIBUTE@SECONDS, the seconds finite and not negative, such as \"Avatar › scaleEffect@0.3\"; not '\(text)'")
            }
            return parsed
        }
        if let solo, solo.trimmingCharacters(in: .whitespaces).isEmpty { throw AnimateError("--solo needs an attribute's name") }
        if let start, !(start.isFinite && start >= 0 && start <= 3600) {
            throw AnimateError("--start must be a number of seconds from 0 to 3600, not \(start)")
        }
        var request = PreviewRequest(
            view: view, size: parsedSize, duration: duration, frameRate: fps, format: format,
            output: output, events: parsedEvents, assets: try assetsFolder(), realTime: realTime)
        request.freezes = freezes.isEmpty ? nil : freezes
        request.solo = solo
        request.start = start
        request.systemColors = try PreviewCommand.systemColorsOption(systemColors)
        request.sheet = try sheet.selection(for: format)
        return PreviewOptions(files: files, request: request, timeLimit: timeout)
    }

    /// A `--size` option: `WIDTHxHEIGHT` in points, both positive
    /// (``PreviewRequest/size(parsing:)``).
    static func parseSize(_ size: String) throws -> CGSize {
        guard let parsed = PreviewRequest.size(parsing: size) else {
            throw AnimateError("--size must be WIDTHxHEIGHT in points, both positive, such as 390x844; not '\(size)'")
        }
        return parsed
    }

    /// The assets folder, as an absolute path: `--assets`, which must be a
    /// folder, or the first file's folder when it holds an `.xcassets`
    /// catalog, or none.
    func assetsFolder() throws -> String? {
        if let assets { return try Self.assetsOption(assets) }
        guard let first = files.first else { return nil }
        let folder = URL(fileURLWithPath: first).standardizedFileURL.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasSuffix(".xcassets") } ? folder.path : nil
    }

    /// A `--system-colors` option: a release of iOS (`26`, `18`, `iOS 17`).
    static func systemColorsOption(_ release: String?) throws -> SystemColorPalette? {
        guard let release else { return nil }
        guard let palette = SystemColorPalette(release: release) else {
            throw AnimateError("--system-colors must be a release of iOS: 26 (the default), or 15 to 18; not '\(release)'")
        }
        return palette
    }

    /// An `--assets` option: a folder, as an absolute path.
    static func assetsOption(_ assets: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder), isFolder.boolValue else {
            throw AnimateError("--assets must be a folder, not '\(assets)'")
        }
        return URL(fileURLWithPath: assets).standardizedFileURL.path
    }

    /// The workspace: beside this executable, against the package it was
    /// built from (or `--package-path`), with the traits it was built with.
    func workspace() throws -> PreviewWorkspace {
        try Self.workspace(packagePath: packagePath)
    }

    /// The workspace of `animate`'s previews (see ``workspace()``).
    static func workspace(packagePath: String?) throws -> PreviewWorkspace {
        let root: URL
        if let packagePath {
            root = URL(fileURLWithPath: packagePath).standardizedFileURL
        } else {
            // Sources/animate/PreviewCommand.swift, three levels below the package.
            root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/AnimationPreview").path) else {
            throw AnimateError("cannot find the swift-animation package at \(root.path); pass --package-path")
        }
        let traits = PreviewWorkspace.compiledTraits
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return PreviewWorkspace(
            directory: PreviewWorkspace.defaultDirectory(packageRoot: root, executable: executable, traits: traits),
            packageRoot: root, traits: traits, macrosPlugin: PreviewWorkspace.macrosPlugin(besides: executable),
            seedBuild: PreviewWorkspace.seedBuild(besides: executable, packageRoot: root))
    }
}

/// Running one preview and telling the user how it went; shared by
/// `animate preview` and its `--watch` loop.
enum PreviewReport {
    /// One preview; a file that cannot be read is bad input.
    static func preview(_ session: PreviewSession, _ options: PreviewOptions, watchVersion: String? = nil) throws
        -> (PreviewOutcome, PreviewSession.Timings)
    {
        do {
            return try session.run(options, watchVersion: watchVersion)
        } catch let error as PreviewSession.UsageError {
            throw AnimateError(error.description)
        }
    }

    /// Prints how a preview went: what was written on stdout, problems on
    /// stderr (a compile error's diagnostics first).
    static func report(_ outcome: PreviewOutcome, timings: PreviewSession.Timings, toStandardError: Bool = false) {
        func line(_ text: String) {
            FileHandle.standardError.write(Data("animate: \(text)\n".utf8))
        }
        switch outcome {
        case .written(let result):
            for warning in result.warnings { line("warning: \(warning)") }
            let shown = result.shown.map { "\($0.name) (\($0.kind.rawValue), \($0.file):\($0.line))" } ?? "the view"
            let size = result.size.map { "\(number($0.width)) × \(number($0.height))" } ?? ""
            let summary =
                "wrote \(result.output ?? "the output"): \(shown) at \(size), \(result.frames) frames "
                + "(\(number(result.duration)) s); compiled in \(String(format: "%.1f", timings.build)) s"
                + (timings.quickBuild ? " (changed files only), " : ", ")
                + "recorded in \(String(format: "%.1f", timings.run)) s"
            if toStandardError { line(summary) } else { print(summary) }
            if result.cutOff {
                line(
                    "note: \(result.shown?.name ?? "the view") was still animating after \(number(result.duration)) s "
                        + "(a repeating animation?); the recording stops there: choose its length with --duration")
            }
        case .compileFailed(let diagnostics):
            FileHandle.standardError.write(Data((diagnostics + "\n").utf8))
        case .crashed, .timedOut, .notChosen, .failed:
            break
        }
        if let problem = problem(outcome) { line(problem) }
    }

    /// What went wrong, in a line (or a list) for a person; `nil` when the
    /// output was written.
    static func problem(_ outcome: PreviewOutcome) -> String? {
        switch outcome {
        case .written:
            return nil
        case .compileFailed:
            return "the files do not compile"
        case .crashed(let message):
            return "the view crashed: \(message)"
        case .timedOut(let seconds):
            return "the view did not finish recording within \(number(seconds)) s and was stopped "
                + "(a body or an action that never returns?); raise the limit with --timeout"
        case .notChosen(let result):
            let list = result.entries.map { "  \($0)" }.joined(separator: "\n")
            if result.status == .ambiguous {
                return "\(result.message ?? "several previews"); choose one with --view:\n\(list)"
            } else if result.entries.isEmpty {
                return result.message ?? "nothing to preview"
            }
            return "\(result.message ?? "no such preview"); the previews are:\n\(list)"
        case .failed(let message):
            return message
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}
