import AnimationPreview
import AnimationProcess
import Foundation

/// Runs a built preview program on batches (``/AnimationPreview/PreviewBatch``):
/// lists its previews, and records many, each batch in a process of its
/// own. A preview that crashes or hangs its process is reported as such,
/// and the previews after it run in a new process.
struct PreviewBatchRunner: Sendable {
    /// How one preview ended.
    enum Outcome: Sendable {
        /// The program reported on it.
        case finished(PreviewResult)
        /// It stopped the program: the runtime's message.
        case crashed(String)
        /// It ran past the time limit and was stopped.
        case timedOut
    }

    /// The built program.
    var program: URL
    /// The request each preview is recorded with.
    var request: PreviewRequest
    /// The program's files, as compiled and as given.
    var sources: [PreviewRequest.Source]
    /// Wall-clock seconds one preview may take.
    var timeLimit: Double

    /// The program's previews, in its order.
    func list() throws -> [PreviewResult.Entry] {
        let (lines, outcome) = try run(PreviewBatch(items: nil))
        guard let entries = lines.first?.entries else {
            throw PreviewSession.UsageError(description: "the preview program did not list its previews: " + PreviewSession.crashMessage(outcome))
        }
        return entries
    }

    /// Records the items, `jobs` processes at a time (each takes every
    /// `jobs`-th item), and reports each by its index.
    func record(_ items: [PreviewBatch.Item], request: PreviewRequest? = nil, at: TimeInterval?, jobs: Int) -> [Int: Outcome] {
        var copy = self
        if let request { copy.request = request }
        let runner = copy
        let groups = max(1, min(jobs, items.count))
        let collected = Collected()
        DispatchQueue.concurrentPerform(iterations: groups) { group in
            let share = items.enumerated().filter { $0.offset % groups == group }.map(\.element)
            let outcomes = runner.record(share, at: at)
            collected.add(outcomes)
        }
        return collected.outcomes
    }

    /// Records the items in one process after another until each has an
    /// outcome.
    private func record(_ items: [PreviewBatch.Item], at: TimeInterval?) -> [Int: Outcome] {
        var outcomes: [Int: Outcome] = [:]
        var remaining = items
        while !remaining.isEmpty {
            let lines: [PreviewBatch.Line]
            let process: ChildProcess.Outcome
            do {
                (lines, process) = try run(PreviewBatch(items: remaining, at: at))
            } catch {
                for item in remaining { outcomes[item.index] = .crashed("could not run the preview program: \(error)") }
                break
            }
            var started: Int?
            for line in lines {
                if let index = line.started { started = index }
                if let index = line.finished, let result = line.result {
                    outcomes[index] = .finished(result)
                    started = nil
                }
            }
            let before = remaining.count
            remaining.removeAll { outcomes[$0.index] != nil }
            if let started, remaining.contains(where: { $0.index == started }) {
                outcomes[started] = process.timedOut ? .timedOut : .crashed(PreviewSession.crashMessage(process, sources: sources))
                remaining.removeAll { $0.index == started }
            } else if remaining.count == before {
                // The program ended before starting any: nothing will change
                // by running it again.
                for item in remaining { outcomes[item.index] = .crashed(PreviewSession.crashMessage(process, sources: sources)) }
                break
            }
        }
        return outcomes
    }

    /// Runs the program on one batch; its report's lines.
    private func run(_ batch: PreviewBatch) throws -> ([PreviewBatch.Line], ChildProcess.Outcome) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let requestURL = directory.appendingPathComponent("request.json")
        let logURL = directory.appendingPathComponent("batch.jsonl")
        var request = self.request
        request.view = nil
        request.resultPath = logURL.path
        request.sources = sources
        request.batch = batch
        try JSONEncoder().encode(request).write(to: requestURL)
        let child = ChildProcess(
            executable: program.path, arguments: [requestURL.path], environment: ["SWIFT_BACKTRACE": PreviewSession.backtraceSettings],
            timeLimit: timeLimit, progress: logURL)
        let outcome = try child.run()
        let text = FileContents.text(atPath: logURL.path) ?? ""
        // A line cut short by a crash does not decode, and is left out.
        let lines = text.split(separator: "\n").compactMap { try? JSONDecoder().decode(PreviewBatch.Line.self, from: Data($0.utf8)) }
        return (lines, outcome)
    }

    /// The outcomes of the jobs, gathered under a lock.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [Int: Outcome] = [:]

        func add(_ outcomes: [Int: Outcome]) {
            lock.withLock { all.merge(outcomes) { $1 } }
        }

        var outcomes: [Int: Outcome] { lock.withLock { all } }
    }
}
