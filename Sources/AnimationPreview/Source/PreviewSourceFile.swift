import Foundation

/// A user's Swift file as `animate preview` compiles it: a copy that the
/// compiler reports as the user's file (`#sourceLocation`), in which each
/// `#Preview` becomes a declaration of a ``Preview`` and `@main` is blanked
/// out (the preview runner has its own entry point), followed by a
/// function that registers the file's candidates with the runner.
///
/// Lines stay where they were; on a line that held `#Preview`, columns
/// after it move by the length of the rewrite (``columnShifts``).
struct PreviewSourceFile {
    /// The file's path as the user wrote it, for messages.
    var displayPath: String
    /// The file's absolute path, which diagnostics name.
    var absolutePath: String
    /// The file's text.
    var source: String
    /// What the file declares.
    var declarations: SourceDeclarations

    /// Reads a file.
    ///
    /// - Parameters:
    ///   - path: The path as the user wrote it.
    ///   - source: Its text.
    init(path: String, source: String) {
        displayPath = path
        absolutePath = URL(fileURLWithPath: path).standardizedFileURL.path
        self.source = source
        declarations = SourceDeclarations.scan(source)
    }

    /// The registrations the file offers: its `#Preview` blocks, its
    /// preview providers, its apps, and its non-generic views.
    var registrations: [PreviewRegistration] {
        var result = declarations.previews.enumerated().map {
            PreviewRegistration(kind: .preview, name: "\($0.offset)", line: $0.element.line)
        }
        var seen: Set<String> = []
        for type in declarations.types where !type.isGeneric {
            let kind: PreviewRegistration.Kind
            if type.conformances.contains("PreviewProvider") {
                kind = .provider
            } else if type.conformances.contains("App") {
                kind = .app
            } else if type.conformances.contains("View") {
                kind = .view
            } else {
                continue
            }
            if seen.insert(type.name).inserted {
                result.append(PreviewRegistration(kind: kind, name: type.name, line: type.line))
            }
        }
        return result
    }

    /// The name of the global that holds the `index`th `#Preview` of file
    /// number `file`.
    static func previewGlobal(file: Int, index: Int) -> String {
        "_animatePreview_\(file)_\(index)"
    }

    /// The name of the function that lists the candidates of file number `file`.
    static func candidatesFunction(file: Int) -> String {
        "_animatePreviewCandidates_\(file)"
    }

    /// The text to replace `#Preview` with: the start of a declaration.
    static func previewReplacement(file: Int, index: Int) -> String {
        "let \(previewGlobal(file: file, index: index)) = AnimationViews.Preview"
    }

    /// The copy to compile.
    ///
    /// - Parameters:
    ///   - file: The file's number among the files of the preview.
    ///   - registrations: The candidates to register (a subset of ``registrations``).
    /// - Returns: The text, and for each registration the line of the copy
    ///   that registers it (a compile error there rules the candidate out).
    func rewritten(file: Int, registering registrations: [PreviewRegistration]) -> (text: String, lines: [Int: PreviewRegistration]) {
        var bytes = Array(source.utf8)
        var edits: [(offset: Int, length: Int, text: String)] = declarations.mainAttributes.map { ($0, 5, "     ") }
        for (index, preview) in declarations.previews.enumerated() {
            edits.append((preview.offset, "#Preview".utf8.count, Self.previewReplacement(file: file, index: index)))
        }
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.text.utf8))
        }
        var text = "#sourceLocation(file: \(Self.literal(absolutePath)), line: 1)\n"
        text += String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "#sourceLocation()\n"
        var lines: [Int: PreviewRegistration] = [:]
        guard !registrations.isEmpty else { return (text, lines) }
        var line = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } + 1
        func append(_ code: String) {
            text += code + "\n"
            line += 1
        }
        append("import AnimationViews")
        append("import AnimationPreview")
        append("@MainActor func \(Self.candidatesFunction(file: file))() -> [_PreviewCandidate] {")
        append("    var candidates: [_PreviewCandidate] = []")
        let path = Self.literal(displayPath)
        for registration in registrations {
            lines[line] = registration
            switch registration.kind {
            case .view:
                append("    candidates.append(.view(name: \(Self.literal(registration.name)), file: \(path), line: \(registration.line)) { \(registration.name)() })")
            case .app:
                append("    candidates.append(.app(name: \(Self.literal(registration.name)), file: \(path), line: \(registration.line)) { \(registration.name)() })")
            case .provider:
                append("    candidates.append(.provider(\(registration.name).self, name: \(Self.literal(registration.name)), file: \(path), line: \(registration.line)))")
            case .preview:
                let global = Self.previewGlobal(file: file, index: Int(registration.name) ?? 0)
                append("    candidates.append(.preview(\(global), file: \(path), line: \(registration.line)))")
            }
        }
        append("    return candidates")
        append("}")
        return (text, lines)
    }

    /// The column shift on a user's line: the rewrite of `#Preview` moves
    /// what follows it on its line.
    ///
    /// - Parameters:
    ///   - line: A line of the user's file.
    ///   - column: A column the compiler reported on the copy.
    ///   - file: The file's number.
    /// - Returns: The column in the user's file.
    func userColumn(line: Int, column: Int, file: Int) -> Int {
        var result = column
        for (index, preview) in declarations.previews.enumerated() where preview.line == line && column > preview.column {
            let grown = Self.previewReplacement(file: file, index: index).utf8.count - "#Preview".utf8.count
            result = max(preview.column, result - grown)
        }
        return result
    }

    /// A Swift string literal of a text.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
