import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// Many previews recorded in one run of the preview program, for
/// `animate previews` and the MCP server: the program lists every preview
/// it has, then records the ones the batch names, each to its own file.
///
/// The program reports as it goes, one JSON object a line
/// (``PreviewBatch/Line``) in the request's result file: the list first,
/// then a line when a preview starts and one when it is done. A preview
/// that crashes the program leaves its "started" line last, so that
/// `animate` can report it and run the rest in a new process.
public struct PreviewBatch: Codable, Sendable, Equatable {
    /// One preview to record.
    public struct Item: Codable, Sendable, Equatable {
        /// Its number in the program's list of previews (``Line/entries``).
        public var index: Int
        /// The file to write, in the request's format.
        public var output: String
        /// The still picture to write beside a recording (its last frame,
        /// SVG or PNG by the extension), or `nil`.
        public var poster: String?
        /// The file to write the last frame's display list to, as text
        /// (``/AnimationRender/DisplayListTextRenderer``), or `nil`.
        public var displayList: String?
        /// The file to write every animated attribute's trace to
        /// (``/AnimationRender/TraceTextRenderer``), or `nil`.
        public var trace: String?
        /// The file to write the views drawn at the last frame to, as JSON
        /// (`ViewDescription` of AnimationViews), or `nil`.
        public var views: String? = nil

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - index: The preview's number in the list.
        ///   - output: The file to write.
        ///   - poster: The still picture to write beside it, if any.
        ///   - displayList: Where to write the last frame's display list.
        ///   - trace: Where to write the attributes' traces.
        public init(index: Int, output: String, poster: String? = nil, displayList: String? = nil, trace: String? = nil) {
            self.index = index
            self.output = output
            self.poster = poster
            self.displayList = displayList
            self.trace = trace
        }
    }

    /// One line of the program's report.
    public struct Line: Codable, Sendable, Equatable {
        /// Every preview of the program, in order (the first line).
        public var entries: [PreviewResult.Entry]?
        /// The preview that starts now.
        public var started: Int?
        /// The preview that is done.
        public var finished: Int?
        /// How it went (with ``finished``).
        public var result: PreviewResult?

        /// Creates a line.
        public init(entries: [PreviewResult.Entry]? = nil, started: Int? = nil, finished: Int? = nil, result: PreviewResult? = nil) {
            self.entries = entries
            self.started = started
            self.finished = finished
            self.result = result
        }
    }

    /// The previews to record; `nil` only lists them.
    public var items: [Item]?
    /// The moment to show, in seconds: a recording of that length, ending
    /// exactly then; `nil` records as the request says (until the view is
    /// idle, by default).
    public var at: TimeInterval?

    /// Creates a batch.
    ///
    /// - Parameters:
    ///   - items: The previews to record, or `nil` to list them only.
    ///   - at: The moment to show, if not the settled view.
    public init(items: [Item]?, at: TimeInterval? = nil) {
        self.items = items
        self.at = at
    }

    /// Runs the batch and exits with status 0; 1 when the report cannot
    /// be written.
    @MainActor
    func run(_ request: PreviewRequest, candidates: [_PreviewCandidate], log path: String) -> Never {
        guard FileManager.default.createFile(atPath: path, contents: nil), let log = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("preview runner: cannot write \(path)\n".utf8))
            exit(1)
        }
        func write(_ line: Line) {
            guard let data = try? JSONEncoder().encode(line) else { return }
            log.write(data + Data("\n".utf8))
        }
        let listed = Self.listing(candidates)
        write(Line(entries: listed.map(\.entry)))
        for item in items ?? [] {
            write(Line(started: item.index))
            let result: PreviewResult
            if listed.indices.contains(item.index) {
                let (entry, candidate, offset) = listed[item.index]
                // The view is made now, not when listing: a preview whose
                // body traps stops this preview only.
                let previews = candidates[candidate].previews()
                if previews.indices.contains(offset) {
                    let (_, traits, view) = previews[offset]
                    result = record(
                        _PreviewRunner.Entry(
                            entry: entry, typeName: entry.kind == .preview ? nil : candidates[candidate].name, traits: traits, view: view),
                        item: item, request: request)
                } else {
                    result = missing(item.index)
                }
            } else {
                result = missing(item.index)
            }
            write(Line(finished: item.index, result: result))
        }
        try? log.close()
        exit(0)
    }

    /// The previews of the candidates, named as ``_PreviewRunner`` names
    /// them, with the candidate and the place in its list of each. A
    /// `#Preview` is listed without making its view (its name is the
    /// macro's; a `.previewDisplayName` inside it is not read); a
    /// provider's `previews` is read to count them.
    @MainActor
    static func listing(_ candidates: [_PreviewCandidate]) -> [(entry: PreviewResult.Entry, candidate: Int, offset: Int)] {
        var listed: [(entry: PreviewResult.Entry, candidate: Int, offset: Int)] = []
        for (index, candidate) in candidates.enumerated() {
            if candidate.kind == .preview {
                let name = candidate.name ?? "\((candidate.file as NSString).lastPathComponent):\(candidate.line)"
                listed.append((PreviewResult.Entry(name: name, kind: .preview, file: candidate.file, line: candidate.line), index, 0))
                continue
            }
            let entries = _PreviewRunner.entries([candidate])
            for (offset, entry) in entries.enumerated() { listed.append((entry.entry, index, offset)) }
        }
        return listed
    }

    /// The result for a number the program has no preview for.
    private func missing(_ index: Int) -> PreviewResult {
        PreviewResult(
            status: .notFound, entries: [], shown: nil, output: nil, size: nil, frames: 0, duration: 0, cutOff: false, warnings: [],
            message: "the program has no preview number \(index)")
    }

    /// Sets when a recording's view settled, whether it animates, and
    /// what animated, transaction by transaction.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - automatic: Whether it ran until the view was idle (the idle
    ///     frames that ended it follow the last change).
    ///   - request: The request (its idle hold).
    ///   - result: The result to set.
    static func describeMotion(of recording: Recording, automatic: Bool, request: PreviewRequest, in result: inout PreviewResult) {
        let hold = request.realTime ? PreviewRequest.realTimeIdleHold : PreviewRequest.idleHold
        let span = (recording.frames.last?.time ?? 0) - (recording.frames.first?.time ?? 0)
        // To a microsecond: the frame's time, without the sum's rounding.
        result.settledAt = automatic && !recording.stillAnimating ? (max(0, span - hold) * 1e6).rounded() / 1e6 : nil

        result.animates = recording.frames.contains { $0.displayList != recording.frames.first?.displayList }
        result.transactions = recording.timeline.transactions
    }

    /// Records one preview and writes its files.
    @MainActor
    private func record(_ entry: _PreviewRunner.Entry, item: Item, request: PreviewRequest) -> PreviewResult {
        let (host, warnings) = _PreviewRunner.host(for: entry, request: request)
        var recorder = _PreviewRunner.recorder(for: request)
        if let at {
            recorder.duration = at
            recorder.idleHold = nil
            recorder.endsExactly = true
        }
        let recording = _PreviewRunner.record(host, with: recorder, for: request)
        let automatic = at == nil && request.duration == nil
        let last = recording.frames.last
        var result = PreviewResult(
            status: .written, entries: [], shown: entry.entry, output: item.output, size: host.size, frames: recording.frames.count,
            duration: last?.time ?? 0, cutOff: automatic && recording.stillAnimating, warnings: warnings + recording.warnings,
            message: nil)
        // A view still animating at the limit (a repeating animation, as
        // SwiftUI code often has) is no fault: `settles` is false and the
        // duration the limit, with no warning.
        Self.describeMotion(of: recording, automatic: automatic, request: request, in: &result)
        result.setting = PreviewResult.Setting(
            traits: request.variant?.traits(entry.traits) ?? entry.traits, colorScheme: host.environment.colorScheme)
        let player = HTMLPlayer(
            title: entry.entry.name,
            summary: "\(entry.entry.file):\(entry.entry.line), previewed by animate previews at "
                + "\(Int(host.size.width)) × \(Int(host.size.height)) points.")
        do {
            let writer = RecordingWriter(player: player, sheet: request.sheet ?? ContactSheet.Selection())
            try writer.write(recording, as: request.format, to: URL(fileURLWithPath: item.output))
            if let poster = item.poster {
                let format: RecordingFormat = poster.hasSuffix(".png") ? .png : .svg
                try writer.write(recording, as: format, to: URL(fileURLWithPath: poster))
                result.poster = poster
            }
            if let path = item.displayList, let last {
                try Data(DisplayListTextRenderer().render(last.displayList).utf8).write(to: URL(fileURLWithPath: path))
            }
            if let path = item.trace {
                try Data(TraceTextRenderer().render(recording).utf8).write(to: URL(fileURLWithPath: path))
            }
            if let path = item.views {
                try ViewDescription.json(host.viewDescriptions).write(to: URL(fileURLWithPath: path))
            }
        } catch {
            result.status = .failed
            result.message = "\(error)"
        }
        return result
    }
}
