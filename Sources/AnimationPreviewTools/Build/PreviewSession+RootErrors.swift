import Foundation

extension PreviewSession {
    /// Notes that lead from a file left out to the error that caused it.
    ///
    /// A file left out takes its declarations with it: the files that use
    /// them fail next with "cannot find 'Card' in scope", an error that is
    /// not theirs to fix. For each name such an error cannot find, the note
    /// names the file left out before that declares it (by its scanned
    /// ``SourceDeclarations/declaredNames``) and that file's first error.
    ///
    /// - Parameters:
    ///   - errors: The errors of the file being left out.
    ///   - excluded: The files left out before it, with their reports.
    ///   - files: The user's files.
    /// - Returns: One note per name found in a file left out, in the order
    ///   of the errors; empty when no error is of that kind.
    static func rootNotes(for errors: [CompilerDiagnostic], excluded: [(file: Int, report: String)], files: [PreviewSourceFile]) -> [String] {
        var notes: [String] = []
        var named: Set<String> = []
        for error in errors where error.severity == .error {
            guard let name = missingName(error.message), named.insert(name).inserted,
                let root = excluded.first(where: { files[$0.file].declarations.declaredNames.contains(name) })
            else { continue }
            let cause = root.report.split(separator: "\n").first.map(String.init) ?? ""
            notes.append("note: '\(name)' is declared in \(files[root.file].displayPath), which was left out: \(cause)")
        }
        return notes
    }

    /// The name a "cannot find 'X' in scope" or "cannot find type 'X' in
    /// scope" error names.
    static func missingName(_ message: String) -> String? {
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) {
            let name = message.dropFirst(prefix.count).prefix { $0 != "'" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }
}
