import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation

/// `animate preview --watch`: renders, then renders again whenever one of
/// the files changes (checked twice a second), until interrupted. An HTML
/// page that is open reloads itself (``HTMLPlayer/Watch``); a compile
/// error is shown on it until the files compile again.
struct Watcher {
    let files: [String]
    let session: PreviewSession
    let options: PreviewOptions

    /// What identifies a version of the files: their modification dates
    /// and sizes.
    static func fingerprint(of files: [String]) -> [String] {
        files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(date):\(size)"
        }
    }

    /// Waits, checking twice a second, until the files differ from a
    /// fingerprint; returns their new fingerprint.
    static func waitForChange(of files: [String], from seen: [String]) -> [String] {
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = fingerprint(of: files)
            if now != seen { return now }
        }
    }

    func run() throws -> Never {
        Shutdown.onTerminationSignals()
        var version = 1, pageVersion = 0
        var output = options.request.output
        var seen = Self.fingerprint(of: files)
        while true {
            var current = options
            current.request.output = output
            let (outcome, timings) = try PreviewReport.preview(session, current, watchVersion: String(version))
            PreviewReport.report(outcome, timings: timings)
            fflush(nil)  // each report as it happens, also into a pipe or a file
            if case .written(let result) = outcome, let written = result.output {
                output = written
                pageVersion = version
                if options.request.format == .html {
                    try? Data(HTMLPlayer.Watch.script(version: String(version)).utf8)
                        .write(to: URL(fileURLWithPath: PreviewRequest.watchScript(for: written)))
                }
            } else if let output, options.request.format == .html {
                // The page stays as it was; it shows why.
                var message = PreviewReport.problem(outcome) ?? ""
                if case .compileFailed(let diagnostics) = outcome { message = diagnostics }
                try? Data(HTMLPlayer.Watch.script(version: String(pageVersion), error: message).utf8)
                    .write(to: URL(fileURLWithPath: PreviewRequest.watchScript(for: output)))
            }
            FileHandle.standardError.write(Data("animate: watching \(files.joined(separator: ", ")) for changes (Ctrl-C to stop)\n".utf8))
            seen = Self.waitForChange(of: files, from: seen)
            version += 1
        }
    }
}
