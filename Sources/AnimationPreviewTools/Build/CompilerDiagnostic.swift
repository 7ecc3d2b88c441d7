/// One diagnostic of the compiler, as `swift build` prints its first line:
/// `FILE:LINE:COLUMN: error: MESSAGE`.
struct CompilerDiagnostic: Hashable {
    enum Severity: String {
        case error, warning, note
    }

    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String

    /// The located diagnostics of a build's output, each once (the
    /// compiler can report one twice, once per job), in order.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var seen: Set<CompilerDiagnostic> = []
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(Substring(line)), seen.insert(diagnostic).inserted else { continue }
            result.append(diagnostic)
        }
        return result
    }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, or nil.
    static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            let file = location[..<(location.count - 2)].joined(separator: ":")
            guard !file.isEmpty, !file.hasPrefix(" ") else { continue }
            return CompilerDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
