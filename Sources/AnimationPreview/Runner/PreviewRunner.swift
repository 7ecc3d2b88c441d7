import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// The entry point of the program `animate preview` builds from the user's
/// files: it reads a ``PreviewRequest``, finds the preview among the
/// candidates, records it and writes the output and a ``PreviewResult``.
///
/// Public for the generated code only; not API to call.
@MainActor
public enum _PreviewRunner {
    /// One preview, ready to show.
    struct Entry {
        var entry: PreviewResult.Entry
        var typeName: String?
        var traits: PreviewTraitValues
        var view: any View
    }

    /// Runs the request named by the program's first argument and exits
    /// (see ``main(requestAt:candidates:)``).
    ///
    /// - Parameter candidates: What the user's files offer besides their
    ///   `#Preview`s, which the runner finds itself.
    public static func main(_ candidates: [_PreviewCandidate]) -> Never {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: \(arguments.first ?? "runner") REQUEST.json (made by animate preview)\n".utf8))
            exit(2)
        }
        main(requestAt: arguments[1], candidates: candidates)
    }

    /// Runs a request and exits: 0 when the output was written (or, live,
    /// when its input ends), 2 when the choice of preview failed, 1 when
    /// the output could not be written or two previews share the name
    /// chosen.
    ///
    /// - Parameters:
    ///   - path: The ``PreviewRequest``'s file.
    ///   - candidates: What the program offers besides its `#Preview`s,
    ///     which the runner finds itself (``PreviewDiscovery``).
    public static func main(requestAt path: String, candidates: [_PreviewCandidate]) -> Never {
        guard let data = FileManager.default.contents(atPath: path),
            let request = try? JSONDecoder().decode(PreviewRequest.self, from: data),
            let resultPath = request.resultPath
        else {
            FileHandle.standardError.write(Data("preview runner: \(path) is not a preview request (made by animate preview)\n".utf8))
            exit(2)
        }
        func report(_ result: PreviewResult) {
            do {
                try JSONEncoder().encode(result).write(to: URL(fileURLWithPath: resultPath))
            } catch {
                FileHandle.standardError.write(Data("preview runner: cannot write \(resultPath): \(error)\n".utf8))
                exit(1)
            }
        }
        let candidates = ordered(candidates + discovered(request.sources), sources: request.sources)
        if let batch = request.batch {
            batch.run(request, candidates: candidates, log: resultPath)
        }
        if request.live {
            var (result, shown) = prepare(request, candidates: candidates)
            if let host = shown?.host {
                result.status = .live
                report(result)
                LiveRunner.overStandardStreams(host: host, frameRate: request.frameRate)
            }
            report(result)
            exit(result.status == .failed ? 1 : 2)
        }
        let result = run(request, candidates: candidates)
        report(result)
        switch result.status {
        case .written, .live: exit(0)
        case .ambiguous, .notFound: exit(2)
        case .failed: exit(1)
        }
    }

    /// The `#Preview`s of the program, each reported at the path the user
    /// gave for its file (or at its `#filePath`, relative to the current
    /// directory when it lies inside it).
    static func discovered(
        _ sources: [PreviewRequest.Source], registries: [any PreviewRegistry.Type] = PreviewDiscovery.registries()
    ) -> [_PreviewCandidate] {
        let shown = Dictionary(sources.map { ($0.compiled, $0.shown) }, uniquingKeysWith: { first, _ in first })
        let directory = FileManager.default.currentDirectoryPath + "/"
        return registries.map { registry in
            var file = shown[registry.filePath] ?? registry.filePath
            if shown[registry.filePath] == nil, file.hasPrefix(directory) { file.removeFirst(directory.count) }
            return .registry(registry, file: file)
        }
    }

    /// Candidates in the order of their files (the sources' order, then
    /// the others by name) and lines.
    static func ordered(_ candidates: [_PreviewCandidate], sources: [PreviewRequest.Source]) -> [_PreviewCandidate] {
        let rank = Dictionary(sources.enumerated().map { ($0.element.shown, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return candidates.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            let (rx, ry) = (rank[x.file] ?? Int.max, rank[y.file] ?? Int.max)
            if rx != ry { return rx < ry }
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Every preview the candidates list, named: a preview by its name, a
    /// view or app by its type, a provider's previews by their display
    /// names or the provider's type (numbered when it lists several); an
    /// unnamed `#Preview` by `FILE:LINE`, as the canvas labels it by line.
    static func entries(_ candidates: [_PreviewCandidate]) -> [Entry] {
        var result: [Entry] = []
        for candidate in candidates {
            let previews = candidate.previews()
            for (offset, preview) in previews.enumerated() {
                let fallback: String
                switch candidate.kind {
                case .preview: fallback = "\((candidate.file as NSString).lastPathComponent):\(candidate.line)"
                case .view, .app, .provider:
                    fallback = previews.count > 1 ? "\(candidate.name ?? "") (\(offset + 1))" : candidate.name ?? ""
                }
                result.append(
                    Entry(
                        entry: PreviewResult.Entry(name: preview.name ?? fallback, kind: candidate.kind, file: candidate.file, line: candidate.line),
                        typeName: candidate.kind == .preview ? nil : candidate.name,
                        traits: preview.traits, view: preview.view))
            }
        }
        return result
    }

    /// The entries a choice names: the entry of that name; else the
    /// entries of that type; else the entry at `FILE:LINE` (the file by
    /// its path as given or its last component).
    static func matches(_ choice: String, in entries: [Entry]) -> [Entry] {
        let named = entries.filter { $0.entry.name == choice }
        if !named.isEmpty { return named }
        let typed = entries.filter { $0.typeName == choice }
        if !typed.isEmpty { return typed }
        if let colon = choice.lastIndex(of: ":"), let line = Int(choice[choice.index(after: colon)...]) {
            let file = String(choice[..<colon])
            return entries.filter {
                $0.entry.line == line && ($0.entry.file == file || ($0.entry.file as NSString).lastPathComponent == file)
            }
        }
        return []
    }

    /// The name a preview's file takes by default: its name, but for a
    /// `#Preview` without one the file's name (with the line when the file
    /// has several such previews).
    static func outputName(of entry: PreviewResult.Entry, among entries: [PreviewResult.Entry]) -> String {
        func isUnnamedPreview(_ entry: PreviewResult.Entry) -> Bool {
            entry.kind == .preview && entry.name == "\((entry.file as NSString).lastPathComponent):\(entry.line)"
        }
        guard isUnnamedPreview(entry) else { return entry.name }
        let stem = ((entry.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let unnamedInFile = entries.filter { isUnnamedPreview($0) && $0.file == entry.file }
        return unnamedInFile.count > 1 ? "\(stem)-\(entry.line)" : stem
    }

    /// Chooses the preview and makes its host, sized by the request or the
    /// preview's traits; without a host, the result says why.
    static func prepare(_ request: PreviewRequest, candidates: [_PreviewCandidate])
        -> (result: PreviewResult, shown: (entry: Entry, host: ViewHost)?)
    {
        let all = entries(candidates)
        var result = PreviewResult(
            status: .notFound, entries: all.map(\.entry), shown: nil, output: nil, size: nil, frames: 0, duration: 0,
            cutOff: false, warnings: [], message: nil)
        let chosen: [Entry]
        if let choice = request.view {
            chosen = matches(choice, in: all)
            if chosen.isEmpty {
                result.message = "no preview named '\(choice)'"
                return (result, nil)
            }
        } else if all.count > 1, all.filter({ $0.entry.kind == .app }).count == 1 {
            // The files of an app: show what it runs.
            chosen = all.filter { $0.entry.kind == .app }
        } else {
            chosen = all
        }
        guard let entry = chosen.first else {
            result.message =
                "nothing to preview: the files declare no #Preview, no PreviewProvider, no App "
                + "and no View with an initializer without arguments"
            return (result, nil)
        }
        if let choice = request.view, chosen.count > 1, chosen.allSatisfy({ $0.entry.kind == .preview && $0.entry.name == choice }) {
            // Two `#Preview`s of one name: a mistake in the files, not in
            // the choice.
            let places = chosen.map { "\($0.entry.file):\($0.entry.line)" }
            result.status = .failed
            result.entries = chosen.map(\.entry)
            result.message =
                "\(places.count) previews are named '\(choice)', at \(places.joined(separator: ", ")): "
                + "rename one, or choose one with --view FILE:LINE"
            return (result, nil)
        }
        guard chosen.count == 1 else {
            result.status = .ambiguous
            result.entries = chosen.map(\.entry)
            result.message = request.view.map { "several previews match '\($0)'" } ?? "several previews"
            return (result, nil)
        }
        result.shown = entry.entry
        let (host, warnings) = host(for: entry, request: request)
        result.warnings += warnings
        result.size = host.size
        return (result, (entry, host))
    }

    /// A host of a preview, sized by the request or the preview's traits
    /// (a device's safe area with them); and a warning for a device it
    /// does not know.
    static func host(for entry: Entry, request: PreviewRequest) -> (ViewHost, [String]) {
        var warnings: [String] = []
        let traits = request.variant?.traits(entry.traits) ?? entry.traits
        if let device = traits.device, device.screenSize == nil, request.size == nil {
            warnings.append("unknown preview device '\(device.rawValue)': previewed at the default size")
        }
        let host = ViewHost(
            AnyView(entry.view), size: request.size ?? PreviewRequest.defaultSize, frameRate: request.frameRate,
            assets: request.assets.map { URL(fileURLWithPath: $0) })
        if let variant = request.variant { host.updateEnvironment { variant.apply(to: &$0) } }
        if let palette = request.systemColors { host.updateEnvironment { $0.systemColorPalette = palette } }
        if request.size == nil {
            host.size = traits.containerSize(defaultDevice: PreviewRequest.defaultSize) { device in
                host.sizeThatFits(ProposedViewSize(device))
            }
            // A preview on a device has the device's safe area.
            host.safeAreaInsets = traits.containerSafeAreaInsets(defaultDevice: PreviewRequest.defaultSafeAreaInsets)
        }
        return (host, warnings)
    }

    /// Records the host as the request asks: from ``PreviewRequest/start``
    /// on (the view runs until then, the events before it happening at
    /// their times), the later events at their times from the start.
    static func record(_ host: ViewHost, with recorder: FrameRecorder, for request: PreviewRequest) -> Recording {
        let events = request.events.flatMap(\.scripted)
        guard let start = request.start, start > 0 else { return recorder.record(host, events: events) }
        let origin = host.time
        for event in events.filter({ $0.time < start }).sorted(by: { $0.time < $1.time }) {
            host.advance(to: max(host.time, origin + event.time))
            event.action(host)
        }
        host.advance(to: max(host.time, origin + start))
        let later = events.filter { $0.time >= start }.map { event in
            var shifted = event
            shifted.time -= start
            return shifted
        }
        return recorder.record(host, events: later)
    }

    /// The recorder of a request: for its duration, or until the view is
    /// idle (at most ``PreviewRequest/automaticDurationLimit``, or a second
    /// after the last event).
    static func recorder(for request: PreviewRequest) -> FrameRecorder {
        var recorder = FrameRecorder(
            frameRate: request.frameRate,
            duration: request.duration ?? max(PreviewRequest.automaticDurationLimit, (request.events.map(\.time).max() ?? 0) + 1),
            idleHold: request.duration == nil ? (request.realTime ? PreviewRequest.realTimeIdleHold : PreviewRequest.idleHold) : nil)
        recorder.realTime = request.realTime
        recorder.freezes = request.freezes ?? []
        recorder.solo = request.solo
        return recorder
    }

    /// Records the chosen preview and writes the output.
    ///
    /// - Parameters:
    ///   - request: What to record.
    ///   - candidates: The candidates.
    ///   - launch: Runs on the host before the recording starts (an app
    ///     opened with a URL).
    ///   - summary: The page's sentence about what it shows, if not a
    ///     preview's.
    static func run(
        _ request: PreviewRequest, candidates: [_PreviewCandidate], launch: (ViewHost) -> Void = { _ in }, summary: String? = nil
    ) -> PreviewResult {
        var (result, shown) = prepare(request, candidates: candidates)
        guard let (entry, host) = shown else { return result }
        launch(host)
        let automatic = request.duration == nil
        let recording = record(host, with: recorder(for: request), for: request)
        result.frames = recording.frames.count
        result.duration = recording.frames.last?.time ?? 0
        result.cutOff = automatic && recording.stillAnimating
        PreviewBatch.describeMotion(of: recording, automatic: automatic, request: request, in: &result)
        result.warnings += recording.warnings
        let location = "\(entry.entry.file):\(entry.entry.line)"
        let output = request.output ?? PreviewRequest.defaultOutput(name: outputName(of: entry.entry, among: result.entries), format: request.format)
        let watch = request.watchVersion.map {
            HTMLPlayer.Watch(script: (PreviewRequest.watchScript(for: output) as NSString).lastPathComponent, version: $0)
        }
        var player = HTMLPlayer(
            title: entry.entry.name,
            summary: (summary ?? "\(location), previewed by animate preview")
                + " at \(Int(host.size.width)) × \(Int(host.size.height)) points.",
            watch: watch)
        // An app (a summary of its own) is not a preview `--view` names.
        if summary == nil, !request.sources.isEmpty { player.command = request.command(view: entry.entry.name) }
        if request.inspect == true { player.inspection = HTMLPlayer.Inspection(freezes: request.freezes ?? [], solo: request.solo) }
        do {
            try RecordingWriter(player: player, sheet: request.sheet ?? ContactSheet.Selection()).write(
                recording, as: request.format, to: URL(fileURLWithPath: output))
            result.status = .written
            result.output = output
        } catch {
            result.status = .failed
            result.message = "\(error)"
        }
        return result
    }
}
