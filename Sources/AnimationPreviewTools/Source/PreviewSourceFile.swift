import AnimationPreview
import Foundation

/// A user's Swift file as `animate preview` compiles it: copied as it is
/// into the workspace (its `#Preview`s are the `SwiftUI` module's macro,
/// which the preview runner finds at run time), beside a generated file
/// that registers the candidates the macro does not: views, preview
/// providers and apps (``PreviewCandidates``).
struct PreviewSourceFile {
    /// The file's path as the user wrote it, for messages.
    var displayPath: String
    /// The file's absolute path.
    var absolutePath: String
    /// The file's text.
    var source: String
    /// What the file declares.
    var declarations: SourceDeclarations
    /// The workspace module the file is compiled in: its target's name in
    /// a package, ``PreviewWorkspace/Module/defaultName`` otherwise.
    var module = PreviewWorkspace.Module.defaultName

    /// Reads a file.
    ///
    /// - Parameters:
    ///   - path: The path as the user wrote it.
    ///   - source: Its text.
    ///   - module: The workspace module to compile it in.
    init(path: String, source: String, module: String = PreviewWorkspace.Module.defaultName) {
        self.module = module
        displayPath = path
        absolutePath = URL(fileURLWithPath: path).standardizedFileURL.path
        self.source = source
        declarations = SourceDeclarations.scan(source)
    }

    /// The module's name for a report: a package's target's; `nil` for
    /// the default module.
    var moduleName: String? { module == PreviewWorkspace.Module.defaultName ? nil : module }

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
