import AnimationCore
import AnimationPreview
import AnimationRender
import Foundation

/// A preview tool call's arguments (from `animate tool` or an MCP
/// `tools/call`), read and checked: a missing or mistyped argument is a
/// ``PreviewToolbox/ToolError`` that names it.
struct PreviewToolArguments: Sendable, Equatable {
    /// The arguments, by name.
    var values: [String: PreviewToolValue]

    /// Wraps arguments.
    ///
    /// - Parameter values: The arguments, by name.
    init(_ values: [String: PreviewToolValue]) {
        self.values = values
    }

    /// A required string.
    func string(_ key: String) throws -> String {
        guard let value = values[key] else { throw PreviewToolbox.ToolError("'\(key)' is required") }
        guard let text = value.stringValue, !text.isEmpty else { throw PreviewToolbox.ToolError("'\(key)' must be a non-empty string") }
        return text
    }

    /// An optional string (`null` is none).
    func optionalString(_ key: String) throws -> String? {
        guard let value = values[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw PreviewToolbox.ToolError("'\(key)' must be a string") }
        return text
    }

    /// An optional number of seconds (or frames a second): finite, 0 or more.
    func seconds(_ key: String) throws -> Double? {
        guard let value = values[key], !value.isNull else { return nil }
        guard let number = value.numberValue, number.isFinite, number >= 0 else {
            throw PreviewToolbox.ToolError("'\(key)' must be a number, 0 or more")
        }
        return number
    }

    /// An optional size, `WIDTHxHEIGHT` in points, both positive.
    func size() throws -> CGSize? {
        guard let text = try optionalString("size") else { return nil }
        guard let size = PreviewRequest.size(parsing: text) else {
            throw PreviewToolbox.ToolError("'size' must be WIDTHxHEIGHT in points, both positive, such as 390x844; not '\(text)'")
        }
        return size
    }

    /// A contact sheet's frames: `frames` (a count, 1 to 1000) or `times`
    /// (seconds, each finite and 0 or more), not both; `nil` for neither.
    func sheetSelection() throws -> ContactSheet.Selection? {
        let count = values["frames"].flatMap { $0.isNull ? nil : $0 }, times = values["times"].flatMap { $0.isNull ? nil : $0 }
        if count != nil, times != nil { throw PreviewToolbox.ToolError("give 'frames' or 'times', not both") }
        if let count {
            guard let number = count.intValue, (1...1000).contains(number) else {
                throw PreviewToolbox.ToolError("'frames' must be a whole number from 1 to 1000")
            }
            return ContactSheet.Selection(count: number)
        }
        guard let times else { return nil }
        let list = times.arrayValue ?? []
        let seconds = list.compactMap(\.numberValue).filter { $0.isFinite && $0 >= 0 }
        guard !list.isEmpty, list.count <= 1000, seconds.count == list.count else {
            throw PreviewToolbox.ToolError("'times' must be an array of 1 to 1000 numbers of seconds, each 0 or more")
        }
        return ContactSheet.Selection(times: seconds)
    }

    /// Optional events, each as `animate preview --event` takes it.
    func events() throws -> [PreviewEvent] {
        guard let value = values["events"], !value.isNull else { return [] }
        guard let list = value.arrayValue else { throw PreviewToolbox.ToolError("'events' must be an array of strings") }
        return try list.map { item in
            guard let text = item.stringValue else { throw PreviewToolbox.ToolError("'events' must be an array of strings") }
            do {
                return try PreviewEvent(parsing: text)
            } catch {
                throw PreviewToolbox.ToolError("event '\(text)': \(error)")
            }
        }
    }
}
