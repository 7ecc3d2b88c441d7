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

    /// Writes Swift code generated from a folder (asset symbols, Core Data
    /// classes) to a file, or prints it.
    ///
    /// - Parameters:
    ///   - folder: The folder it is generated from (it must be one).
    ///   - output: The file to write (`nil`: standard output).
    ///   - missing: What to say when nothing is generated.
    ///   - generate: The code of the folder, `nil` when there is none.
    static func generatedSource(from folder: String, to output: String?, missing: String, _ generate: (URL) -> String?) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw AnimateError("'\(folder)' is not a folder")
        }
        guard let source = generate(URL(fileURLWithPath: folder)) else { throw AnimateError(missing) }
        if let output {
            try write(source, to: output)
        } else {
            print(source, terminator: "")
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
