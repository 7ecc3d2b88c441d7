import Foundation

/// A crash of the compiler in a build's output, told as an error on the
/// file it was compiling, so that `animate previews` leaves that file out
/// as it leaves out a file with errors.
///
/// A crashed frontend prints no located error: `swift build` shows
/// `error: compile command failed due to signal N`, then a stack dump whose
/// first line holds the job's arguments (each `-primary-file` it compiled)
/// and whose next lines say what it was doing, often at a place
/// (`(at /path/File.swift:12:5)`) or in a file (`source_file "/path/File.swift"`).
/// The places name the file; without one, every primary file of the job is
/// named (a batch job compiles several), since any of them may be the cause.
/// A job without primary files (whole-module builds) names none: the crash
/// stays in the report as printed.
enum CompilerCrash {
    /// The message of the error told on a file that crashed the compiler.
    static func message(signal: String) -> String {
        "the compiler crashed (signal \(signal)) compiling this file"
    }

    /// An error on each file a crashed compiler job was compiling, at the
    /// place the stack dump names (line 1, column 1 without one), each
    /// file once, in the order they appear.
    static func diagnostics(in output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        var seen: Set<String> = []
        for crash in crashes(in: output) {
            let places = crash.places.isEmpty ? crash.primaries.map { Place(file: $0, line: 1, column: 1) } : crash.places
            for place in places where seen.insert(place.file).inserted {
                result.append(
                    CompilerDiagnostic(
                        file: place.file, line: place.line, column: place.column, severity: .error, message: message(signal: crash.signal)))
            }
        }
        return result
    }

    /// One crashed job: its signal, its primary files and the places in
    /// its stack dump's description.
    struct Crash: Equatable {
        var signal: String
        var primaries: [String] = []
        var places: [Place] = []
    }

    /// A place in a Swift file.
    struct Place: Equatable {
        var file: String
        var line: Int
        var column: Int
    }

    /// The crashed jobs of a build's output, in order.
    static func crashes(in output: String) -> [Crash] {
        var result: [Crash] = []
        var current: Crash?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: "compile command failed due to signal ") {
                if let current { result.append(current) }
                current = Crash(signal: String(line[range.upperBound...].prefix { $0.isNumber }))
                continue
            }
            guard current != nil else { continue }
            if line.contains("Program arguments:") {
                current?.primaries = primaryFiles(line)
            } else if let place = place(in: line) {
                current?.places.append(place)
            }
        }
        if let current { result.append(current) }
        return result
    }

    /// The files after each `-primary-file` of a frontend's arguments (a
    /// path with spaces is printed in double quotes).
    static func primaryFiles(_ line: Substring) -> [String] {
        line.components(separatedBy: " -primary-file ").dropFirst().compactMap { rest in
            if rest.hasPrefix("\"") {
                let quoted = rest.dropFirst()
                guard let end = quoted.firstIndex(of: "\"") else { return nil }
                return String(quoted[..<end])
            }
            let path = rest.prefix { $0 != " " }
            return path.isEmpty ? nil : String(path)
        }
    }

    /// A Swift file's place in a line of a stack dump's description:
    /// `(at PATH:LINE:COLUMN)` or `source_file "PATH"`.
    static func place(in line: Substring) -> Place? {
        if let start = line.range(of: "(at "), let end = line[start.upperBound...].firstIndex(of: ")") {
            let parts = line[start.upperBound..<end].split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
                let file = parts.dropLast(2).joined(separator: ":")
                if file.hasSuffix(".swift") { return Place(file: file, line: row, column: column) }
            }
        }
        if let start = line.range(of: "source_file \""), let end = line[start.upperBound...].firstIndex(of: "\"") {
            let file = String(line[start.upperBound..<end])
            if file.hasSuffix(".swift") { return Place(file: file, line: 1, column: 1) }
        }
        return nil
    }
}
