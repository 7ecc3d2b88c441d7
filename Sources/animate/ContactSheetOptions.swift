import AnimationRender
import ArgumentParser
import Foundation

/// `--frames` and `--times`: which frames `--format sheet` shows, on
/// `animate render`, `preview` and `previews`.
struct ContactSheetOptions: ParsableArguments {
    @Option(help: "With --format sheet: how many evenly spaced frames, from the first to the last (8 by default).")
    var frames: Int?
    @Option(help: "With --format sheet: the times to show instead, in seconds, such as 0,0.1,0.25 (each the nearest recorded frame).")
    var times: String?

    /// The selection the options make for a format: `nil` for the default
    /// or for any format but a sheet, which takes neither option.
    ///
    /// - Throws: ``AnimateError`` for either option without `--format
    ///   sheet`, both together, a count below 1 or a time that is not a
    ///   finite number of seconds, 0 or more.
    func selection(for format: RecordingFormat) throws -> ContactSheet.Selection? {
        guard frames != nil || times != nil else { return nil }
        guard format == .sheet else { throw AnimateError("--frames and --times choose a contact sheet's frames: they need --format sheet") }
        if frames != nil, times != nil { throw AnimateError("--frames and --times both choose the sheet's frames: give one") }
        if let frames {
            guard (1...1000).contains(frames) else { throw AnimateError("--frames must be 1 to 1000, not \(frames)") }
            return ContactSheet.Selection(count: frames)
        }
        let parts = (times ?? "").split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.count <= 1000, values.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else {
            throw AnimateError("--times must be seconds, 0 or more, separated by commas, such as 0,0.1,0.25; not '\(times ?? "")'")
        }
        return ContactSheet.Selection(times: values.compactMap { $0 })
    }
}
