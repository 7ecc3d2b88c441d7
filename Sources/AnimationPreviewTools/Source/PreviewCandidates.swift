/// The generated file that registers the candidates of a preview's files
/// that `#Preview` does not (views made with `init()`, preview providers,
/// apps) with the preview runner: a public function of the files' module
/// that the runner's `main.swift` calls. Each registration is one line, so
/// that a compile error on it rules that candidate out (a view whose
/// `init` takes arguments, a type under `#if`).
enum PreviewCandidates {
    /// The name of the generated file.
    static let fileName = "_AnimatePreviewCandidates.swift"
    /// The name of the enum that holds the function.
    static let typeName = "_AnimatePreviewCandidates"

    /// The file's text, and for each registration the line that registers
    /// it (with the number of its file).
    ///
    /// - Parameters:
    ///   - files: Each file's path to report and registrations
    ///     (`#Preview`s among them are left out: the runner finds those).
    ///   - typeName: The enum's name (each module of the workspace has its own).
    static func source(_ files: [(path: String, registrations: [PreviewRegistration])], typeName: String = typeName)
        -> (text: String, lines: [Int: (file: Int, registration: PreviewRegistration)])
    {
        var text = ""
        var line = 1
        var lines: [Int: (file: Int, registration: PreviewRegistration)] = [:]
        func append(_ code: String) {
            text += code + "\n"
            line += 1
        }
        append("// Made by `animate preview`: the candidates that #Preview does not register.")
        append("import AnimationPreview")
        append("public enum \(typeName) {")
        append("    @MainActor public static func all() -> [_PreviewCandidate] {")
        append("        var candidates: [_PreviewCandidate] = []")
        for (index, file) in files.enumerated() {
            let path = PreviewSourceFile.literal(file.path)
            for registration in file.registrations {
                let name = PreviewSourceFile.literal(registration.name)
                let code: String
                switch registration.kind {
                case .view:
                    code = ".view(name: \(name), file: \(path), line: \(registration.line)) { \(registration.name)() }"
                case .app:
                    code = ".app(name: \(name), file: \(path), line: \(registration.line)) { \(registration.name)() }"
                case .provider:
                    code = ".provider(\(registration.name).self, name: \(name), file: \(path), line: \(registration.line))"
                case .preview:
                    continue
                }
                lines[line] = (index, registration)
                append("        candidates.append(\(code))")
            }
        }
        append("        return candidates")
        append("    }")
        append("}")
        return (text, lines)
    }

    /// The runner's entry point, for the default module alone.
    static var main: String { main(modules: [.default]) }

    /// The runner's entry point: every module's registrations, in order.
    ///
    /// - Parameter modules: The workspace's modules of the user's files.
    static func main(modules: [PreviewWorkspace.Module]) -> String {
        let imports = modules.map { "import \($0.name)\n" }.joined()
        let all = modules.map { "\($0.candidatesType).all()" }.joined(separator: " + ")
        return """
            // Made by `animate preview`.
            import AnimationPreview
            \(imports)
            MainActor.assumeIsolated {
                _PreviewRunner.main(\(all))
            }

            """
    }
}
