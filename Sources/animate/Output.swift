import Foundation

/// Writing files and talking to the terminal.
enum Output {
    /// Creates a directory (and its parents) or fails with a clear message.
    static func makeDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw AnimateError("cannot create directory \(path): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw AnimateError("cannot write to directory \(path)")
        }
    }

    /// Writes a file or fails with a clear message.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw AnimateError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Prints a view host's diagnostics on stderr, one line each.
    static func warnings(_ messages: [String], scene: String) {
        for message in messages {
            FileHandle.standardError.write(Data("animate: warning: \(scene): \(message)\n".utf8))
        }
    }

    /// A progress bar on stderr, redrawn in place.
    static func progress(_ done: Int, of total: Int, label: String) {
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let line = "\r[\(bar)] \(done)/\(total) \(label)".padding(toLength: 72, withPad: " ", startingAt: 0)
        FileHandle.standardError.write(Data(line.utf8))
        if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
